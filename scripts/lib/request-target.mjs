// @ts-check

/**
 * The URL a request line names, or null when it names none (RFC 9112 §3.2). Origin-form
 * (`/a?b`) is read as a path even when it starts with `//`; absolute-form (`http://host/a?b`)
 * is accepted as servers must, its host ignored since each server here serves one site; any
 * other form (`*`, `host:port`, a URL that does not parse) is null, to be answered with 400.
 * @param {string | undefined} target `req.url`
 * @returns {URL | null}
 */
export function parseRequestTarget(target) {
  if (!target) return null;
  try {
    // Concatenated, not resolved against a base: `//a:99999/` is a path here, not a host.
    if (target.startsWith('/')) return new URL(`http://localhost${target}`);
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
