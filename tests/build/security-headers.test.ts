import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  headersForPath,
  parseHeadersFile,
} from '../../integrations/security-headers/headers-file.mjs';
import { inlineHashes } from '../../integrations/security-headers/inline-hashes.mjs';
import { DomUtils, parseDocument } from 'htmlparser2';
import { built, builtFile, builtFiles, page, pagePolicy, scripts, site } from './support';

const rules = () => parseHeadersFile(builtFile('_headers'));

function policy(urlPath: string): Map<string, string[]> {
  const csp = headersForPath(rules(), urlPath)['Content-Security-Policy'] ?? '';
  return new Map(
    csp.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('dist/_headers', () => {
  // The smallest documented limits (docs/decisions.md): Cloudflare Pages takes 100 rules and
  // 2,000 characters a line, indentation and name included. Netlify documents none.
  it('has every placeholder filled and fits the hosts: the CSP line within 2,000 characters', () => {
    const text = builtFile('_headers');
    expect(text).not.toMatch(/\{\{/);
    const csp = text.split('\n').find((line) => /^\s+Content-Security-Policy:/.test(line));
    expect(csp?.length).toBeGreaterThan(0);
    expect(csp!.length).toBeLessThanOrEqual(2000);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
    expect(rules().length).toBeLessThanOrEqual(100);
  });

  it.each(['/', '/blog/some-new-article', '/admin/create-article'])(
    'gives %s the security headers',
    (path) => {
      const headers = headersForPath(rules(), path);
      expect(headers).toMatchObject({
        'Strict-Transport-Security': 'max-age=31536000',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      });
      expect(headers['Permissions-Policy']).toContain('camera=()');
      expect(headers['Permissions-Policy']).toContain('geolocation=()');
    },
  );

  it('allows only this site, the Supabase API, https images and Supabase Storage’s', () => {
    const csp = policy('/');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", site.backendOrigin]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:', site.backendOrigin]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    // A lead form the service worker answers with the WhatsApp chat (lead-form-answer.ts).
    expect(csp.get('form-action')).toEqual(["'self'", 'https://wa.me']);
    // Nothing may be eval'd (not even WebAssembly). Inline code is each page's policy's to allow.
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('gives every page, first in its <head>, a policy allowing exactly its own inline code', () => {
    const pages = builtFiles('.html');
    expect(pages.length).toBeGreaterThan(site.articleCount);
    const wrong = pages.flatMap((file) => {
      const html = builtFile(file);
      const { count, directives } = pagePolicy(parseDocument(html));
      const hashes = inlineHashes(html);
      const metaAt = html.search(/<meta http-equiv="Content-Security-Policy"/);
      const codeAt = html.search(/<(script|style|link)[\s>]/);
      const right =
        count === 1 &&
        metaAt >= 0 &&
        (codeAt === -1 || metaAt < codeAt) &&
        [...directives.keys()].join() === 'script-src,style-src' &&
        directives.get('script-src')?.join(' ') ===
          ["'self'", ...[...hashes.scripts].sort()].join(' ') &&
        directives.get('style-src')?.join(' ') ===
          ["'self'", ...[...hashes.styles].sort()].join(' ');
      return right ? [] : [file];
    });
    expect(wrong).toEqual([]);
    // The article's inline code, hashed (the reader's starter, the counter, the islands').
    expect(
      pagePolicy(page(`/blog/${site.hostileFields.slug}`)).directives.get('script-src')!.length,
    ).toBeGreaterThan(3);
  });

  it('allows no script or style that article text carries, wherever it lands', () => {
    const { slug, scripts: payloadScripts, styles: payloadStyles } = site.hostileFields;
    // They reach the pages as text that only looks like elements, e.g. in og:title's content.
    expect(built(`/blog/${slug}`)).toContain(`<script>${payloadScripts[0]}</script>`);
    const payloads = [...payloadScripts, ...payloadStyles, 'alert(1)'];
    for (const path of [`/blog/${slug}`, '/blog', '/blog/2']) {
      const doc = page(path);
      const code = scripts(doc).filter((script) => script.type !== 'application/ld+json');
      expect(code.filter((script) => script.text.includes('__xss'))).toEqual([]);
      const styles = DomUtils.getElementsByTagName('style', doc).map(DomUtils.textContent);
      expect(styles.filter((style) => style.includes('--xss'))).toEqual([]);
      const { directives } = pagePolicy(doc);
      const allowed = new Set([...directives.get('script-src')!, ...directives.get('style-src')!]);
      expect(allowed.size).toBeGreaterThan(2);
      expect(payloads.filter((payload) => allowed.has(sha256(payload)))).toEqual([]);
      expect([...allowed].filter((source) => source.includes('unsafe'))).toEqual([]);
    }
  });

  it('keeps the headers of a page under 800 bytes: they share the first round trip with it', () => {
    // A slow connection's first round trip brings about 14.6 KB (ten TCP segments), headers
    // included; the inline-code hashes were 1.4 KB of them before each page carried its own.
    for (const path of [
      '/',
      '/blog',
      `/blog/${site.hostileFields.slug}`,
      '/admin/create-article',
    ]) {
      const headers = Object.entries(headersForPath(rules(), path));
      const bytes = headers.reduce((sum, [name, value]) => sum + `${name}: ${value}\r\n`.length, 0);
      expect(bytes).toBeLessThan(800);
    }
  });

  it('lets browsers keep fingerprinted assets for a year', () => {
    const [asset] = readdirSync(join(site.root, '_astro'));
    expect(headersForPath(rules(), `/_astro/${asset}`)['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersForPath(rules(), '/blog')['Cache-Control']).toBeUndefined();
  });
});
