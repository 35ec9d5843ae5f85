import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import {
  headersForPath,
  parseHeadersFile,
} from '../../integrations/security-headers/headers-file.mjs';
import { inlineHashes } from '../../integrations/security-headers/inline-hashes.mjs';
import { built, builtFile, builtFiles, page, scripts, site } from './support';

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

  it('allows only this site, the Supabase API, https images and Supabase Storage’s; no inline code', () => {
    const csp = policy('/');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", site.backendOrigin]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:', site.backendOrigin]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    // A lead form the service worker answers with the WhatsApp chat (lead-form-answer.ts).
    expect(csp.get('form-action')).toEqual(["'self'", 'https://wa.me']);
    // Nothing may be eval'd (not even WebAssembly) or inlined unhashed.
    expect(csp.get('script-src')![0]).toBe("'self'");
    expect(csp.get('style-src')![0]).toBe("'self'");
    for (const sources of [csp.get('script-src')!.slice(1), csp.get('style-src')!.slice(1)]) {
      expect(sources.every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
    }
  });

  it('hashes every inline script and style of every page', () => {
    const csp = policy('/');
    const pages = builtFiles('.html');
    expect(pages.length).toBeGreaterThan(site.articleCount);
    const wanted = { scripts: new Set<string>(), styles: new Set<string>() };
    for (const file of pages) {
      const hashes = inlineHashes(builtFile(file));
      hashes.scripts.forEach((hash: string) => wanted.scripts.add(hash));
      hashes.styles.forEach((hash: string) => wanted.styles.add(hash));
    }
    expect(wanted.scripts.size).toBeGreaterThan(0);
    expect(new Set(csp.get('script-src')!.slice(1))).toEqual(wanted.scripts);
    expect(new Set(csp.get('style-src')!.slice(1))).toEqual(wanted.styles);
  });

  it('allows no script or style that article text carries, wherever it lands', () => {
    const { slug, scripts: payloadScripts, styles: payloadStyles } = site.hostileFields;
    // They reach the pages as text that only looks like elements, e.g. in og:title's content.
    expect(built(`/blog/${slug}`)).toContain(`<script>${payloadScripts[0]}</script>`);
    for (const path of [`/blog/${slug}`, '/blog', '/blog/2']) {
      const doc = page(path);
      const code = scripts(doc).filter((script) => script.type !== 'application/ld+json');
      expect(code.filter((script) => script.text.includes('__xss'))).toEqual([]);
      const styles = DomUtils.getElementsByTagName('style', doc).map(DomUtils.textContent);
      expect(styles.filter((style) => style.includes('--xss'))).toEqual([]);
    }
    const csp = policy('/');
    const allowed = new Set([...csp.get('script-src')!, ...csp.get('style-src')!]);
    const payloads = [...payloadScripts, ...payloadStyles, 'alert(1)'];
    expect(payloads.filter((payload) => allowed.has(sha256(payload)))).toEqual([]);
  });

  it('lets browsers keep fingerprinted assets for a year', () => {
    const [asset] = readdirSync(join(site.root, '_astro'));
    expect(headersForPath(rules(), `/_astro/${asset}`)['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersForPath(rules(), '/blog')['Cache-Control']).toBeUndefined();
  });
});
