/**
 * Parses a `_headers` file as Netlify and Cloudflare Pages read it: a URL pattern on its own
 * line, then indented `Name: value` lines; `#` starts a comment.
 * @returns {{ pattern: string, headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
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
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, urlPath) {
  const result = {};
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
  return Object.fromEntries(Object.entries(result).map(([key, value]) => [names[key], value]));
}

/** Replaces each `{{NAME}}` in a `_headers` template; a name without a value is an error. */
export function fillTemplate(template, values) {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`_headers: no value for {{${name}}}`);
    return values[name];
  });
}

/**
 * Cloudflare Pages' documented `_headers` limits, the smallest of the hosts we deploy to: 100
 * rules, and 2,000 characters a line with indentation and header name. Netlify documents none.
 */
export const hostLimits = { rules: 100, lineLength: 2000 };

/** Throws when a `_headers` file is larger than the hosts accept, naming what is too large. */
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
