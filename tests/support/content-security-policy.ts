/** A CSP's directives, each with its sources. */
export const directivesOf = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );

/** The policies a written page carries in `<meta http-equiv>`, as security-headers writes them. */
export const metaPolicies = (html: string) =>
  [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)].map(
    (match) => directivesOf(match[1] ?? ''),
  );
