import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  headersForPath,
  parseHeadersFile,
} from '../../integrations/security-headers/headers-file.mjs';
import securityHeaders from '../../integrations/security-headers/index.mjs';
import { directivesOf, metaPolicies } from '../support/content-security-policy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const payload = '</script><script>__xss(6)</script></style><style>b{x:6}</style><!--';
const article = (extra = '') =>
  `<head><meta property="og:title" content="${payload}"><style>island{}</style></head>` +
  `<body><h1>&lt;/script&gt;</h1><script>island()</script>${extra}</body>`;

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'security-headers-'));
  await mkdir(path.join(root, 'blog'));
  await copyFile('public/_headers', path.join(root, '_headers'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Writes the pages, each `route: { file: html }`, then runs the integration as a build would. */
async function build(routes: Record<string, Record<string, string>>) {
  const assets = new Map<string, URL[]>();
  for (const [route, pages] of Object.entries(routes)) {
    for (const [file, html] of Object.entries(pages)) await writeFile(path.join(root, file), html);
    assets.set(
      route,
      Object.keys(pages).map((file) => pathToFileURL(path.join(root, file))),
    );
  }
  const { hooks } = securityHeaders({ supabaseUrl: 'https://abc.supabase.co' });
  const hook = hooks['astro:build:done'];
  await hook({ dir: pathToFileURL(`${root}/`), assets, logger: { info: () => {} } } as never);
  return readFile(path.join(root, '_headers'), 'utf8');
}

/** The policy `_headers` gives every path. */
const headerPolicy = (text: string) =>
  directivesOf(headersForPath(parseHeadersFile(text), '/')['Content-Security-Policy'] ?? '');

/** The policy a written page carries in its `<meta>`. */
async function pagePolicy(file: string) {
  const html = await readFile(path.join(root, file), 'utf8');
  const found = metaPolicies(html);
  expect(found).toHaveLength(1);
  return { html, policy: found[0]! };
}

describe('the security-headers integration', () => {
  it('gives each page the hashes of its own script and style elements, not of article text that looks like them', async () => {
    const text = await build({
      '/': {
        'index.html':
          '<html><head><meta charset="utf-8"><title>x</title></head><body><script>site()</script></body></html>',
      },
      '/blog/[slug]': { 'blog/a.html': article(), 'blog/b.html': article() },
    });
    const csp = headerPolicy(text);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://abc.supabase.co']);
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(text).not.toContain('sha256');

    const home = await pagePolicy('index.html');
    // After the charset, before everything else.
    expect(home.html).toMatch(
      /^<html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" [^>]*><title>x<\/title>/,
    );
    expect([...home.policy]).toEqual([
      ['script-src', ["'self'", sha('site()')]],
      ['style-src', ["'self'"]],
    ]);
    for (const file of ['blog/a.html', 'blog/b.html']) {
      const { html, policy } = await pagePolicy(file);
      expect(html).toMatch(/^<head><meta http-equiv="Content-Security-Policy"/);
      expect([...policy]).toEqual([
        ['script-src', ["'self'", sha('island()')]],
        ['style-src', ["'self'", sha('island{}')]],
      ]);
    }
  });

  it('fails the build, naming the page, when one article carries inline code of its own', async () => {
    const built = build({
      '/': { 'index.html': '<script>site()</script>' },
      '/blog/[slug]': {
        'blog/a.html': article(),
        'blog/b.html': article('<script>data()</script>'),
        'blog/c.html': article(),
      },
    });
    await expect(built).rejects.toThrow(`blog/b.html (${sha('data()')})`);
    expect(await readFile(path.join(root, '_headers'), 'utf8')).toContain('{{');
    expect(await readFile(path.join(root, 'blog/a.html'), 'utf8')).not.toContain('http-equiv');
  });

  it('fails the build when a page has no <head>, or code before it, which no <meta> policy covers', async () => {
    await expect(
      build({ '/': { 'index.html': '<body><script>site()</script></body>' } }),
    ).rejects.toThrow('security-headers: index.html has no <head> to carry its policy.');
    await expect(
      build({ '/': { 'index.html': '<script>early()</script><head></head><body></body>' } }),
    ).rejects.toThrow('security-headers: index.html has code before its <head>');
  });

  it('keeps the header within the 2,000 characters Cloudflare Pages takes, however many scripts', async () => {
    const scripts = Array.from({ length: 40 }, (_, i) => `<script>s${i}()</script>`).join('');
    const text = await build({ '/': { 'index.html': `<head></head><body>${scripts}</body>` } });
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
    expect((await pagePolicy('index.html')).policy.get('script-src')).toHaveLength(41);
  });
});
