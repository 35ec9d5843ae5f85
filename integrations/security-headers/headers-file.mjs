// @ts-check
/**
 * A rule of a `_headers` file: its URL pattern and the headers it sets, in file order.
 * `regExp` is the pattern compiled, kept on the rule by headersForPath.
 * @typedef {{ pattern: string, headers: [string, string][], regExp?: RegExp }} HeaderRule
 */

/**
 * Parses a `_headers` file as Netlify and Cloudflare Pages read it: a URL pattern on its own
 * line, then indented `Name: value` lines; `#` starts a comment.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon === -1) {
      throw new Error(`_headers line ${index + 1}: expected "Name: value" under a URL pattern`);
    }
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** @param {string} pattern */
function patternToRegExp(pattern) {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The headers for a URL path: every matching rule applies, in file order; a header set by
 * several rules is joined with ", " as Cloudflare Pages does.
 * @param {HeaderRule[]} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, urlPath) {
  /** @type {Record<string, string>} the value of each header, by its name in lower case */
  const result = {};
  /** @type {Record<string, string>} each header's name as the first rule setting it spells it */
  const names = {};
  for (const rule of rules) {
    rule.regExp ??= patternToRegExp(rule.pattern);
    if (!rule.regExp.test(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      names[key] ??= name;
      result[key] = result[key] === undefined ? value : `${result[key]}, ${value}`;
    }
  }
  // Every key of result has its name: both are set together above.
  return Object.fromEntries(
    Object.entries(result).map(([key, value]) => [/** @type {string} */ (names[key]), value]),
  );
}

/**
 * Replaces each `{{NAME}}` in a `_headers` template; a name without a value is an error.
 * @param {string} template
 * @param {Record<string, string>} values
 */
export function fillTemplate(template, values) {
  return template.replace(/\{\{(\w+)\}\}/g, (_, /** @type {string} */ name) => {
    // Own properties only: `in` would take {{constructor}} as the value Object.prototype has.
    if (!Object.hasOwn(values, name)) throw new Error(`_headers: no value for {{${name}}}`);
    return /** @type {string} */ (values[name]);
  });
}

/**
 * Cloudflare Pages' documented `_headers` limits, the smallest of the hosts we deploy to: 100
 * rules, and 2,000 characters a line with indentation and header name. Netlify documents none.
 */
export const hostLimits = { rules: 100, lineLength: 2000 };

/**
 * Throws when a `_headers` file is larger than the hosts accept, naming what is too large.
 * @param {string} text
 */
export function checkHostLimits(text) {
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.length > hostLimits.lineLength) {
      throw new Error(
        `_headers line ${index + 1} (${line.trim().split(':')[0]}) has ${line.length} ` +
          `characters; Cloudflare Pages accepts ${hostLimits.lineLength} a line.`,
      );
    }
  }
  const rules = parseHeadersFile(text).length;
  if (rules > hostLimits.rules) {
    throw new Error(`_headers has ${rules} rules; Cloudflare Pages accepts ${hostLimits.rules}.`);
  }
}
