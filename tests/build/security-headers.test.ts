import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersForPath, inlineHashes, parseHeadersFile } from '../../scripts/lib/headers-file.mjs';
import { builtFile, builtFiles, site } from './support';

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

describe('dist/_headers', () => {
  it('has every placeholder filled and fits Cloudflare Pages line limits', () => {
    const text = builtFile('_headers');
    expect(text).not.toMatch(/\{\{/);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
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

  it('allows only this site, the Supabase API and https images; no inline code', () => {
    const csp = policy('/');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", site.backendOrigin]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    for (const directive of ['script-src', 'style-src']) {
      const sources = csp.get(directive) ?? [];
      expect(sources[0]).toBe("'self'");
      expect(sources.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(
        true,
      );
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

  it('lets browsers keep fingerprinted assets for a year', () => {
    const [asset] = readdirSync(join(site.root, '_astro'));
    expect(headersForPath(rules(), `/_astro/${asset}`)['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersForPath(rules(), '/blog')['Cache-Control']).toBeUndefined();
  });
});
