import { createHash } from 'node:crypto';

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

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * CSP source expressions for the inline `<script>` and `<style>` elements of an HTML page.
 * Data blocks such as JSON-LD are not scripts to CSP and need no hash.
 */
export function inlineHashes(html) {
  const scripts = new Set();
  const styles = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (executableTypes.has(type)) scripts.add(sha256(match[2]));
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    styles.add(sha256(match[1]));
  }
  return { scripts, styles };
}

/** Replaces each `{{NAME}}` in a `_headers` template; a name without a value is an error. */
export function fillTemplate(template, values) {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`_headers: no value for {{${name}}}`);
    return values[name];
  });
}
