// @ts-check

/**
 * The policy a page carries in a `<meta>` for its own inline code: `'self'` and the hashes of
 * exactly the scripts and styles it has. The `_headers` policy allows inline code on every path
 * ('unsafe-inline'), and a browser enforces both, so on a page only these hashes run. One
 * site-wide list in the header grew with every route and island (27 hashes, near the 2,000
 * characters a `_headers` line may have on Cloudflare Pages) and cost every first response
 * about 1.4 KB that brotli cannot shrink (docs/decisions.md, issue 36).
 * @param {{ scripts: Iterable<string>, styles: Iterable<string> }} hashes
 */
export function pagePolicy(hashes) {
  const sources = (/** @type {Iterable<string>} */ list) =>
    ["'self'", ...[...list].sort()].join(' ');
  return `script-src ${sources(hashes.scripts)}; style-src ${sources(hashes.styles)}`;
}

/**
 * The page with its policy as the first thing in `<head>` after the charset: a `<meta>` policy
 * applies only to what follows it. Fails when the page has no `<head>`, or when a script, a style
 * or a stylesheet would come before it.
 * @param {string} html
 * @param {string} policy
 * @param {string} name the page, for the error
 */
export function withPagePolicy(html, policy, name) {
  const head = /<head(?:\s[^>]*)?>(?:\s*<meta charset="[^"]*"\s*\/?>)?/i.exec(html);
  if (!head) throw new Error(`security-headers: ${name} has no <head> to carry its policy.`);
  const at = head.index + head[0].length;
  const before = html.slice(0, at);
  if (/<(?:script|style|link)[\s>]/i.test(before)) {
    throw new Error(
      `security-headers: ${name} has code before its <head>, where no policy reaches.`,
    );
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  return `${before}${meta}${html.slice(at)}`;
}
