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

function directives(text: string) {
  const csp = headersForPath(parseHeadersFile(text), '/')['Content-Security-Policy'] ?? '';
  return new Map(
    csp.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('the security-headers integration', () => {
  it("hashes the pages' script and style elements, not article text that looks like them", async () => {
    const text = await build({
      '/': { 'index.html': '<script>site()</script>' },
      '/blog/[slug]': { 'blog/a.html': article(), 'blog/b.html': article() },
    });
    const csp = directives(text);
    expect(csp.get('script-src')).toEqual(["'self'", ...[sha('island()'), sha('site()')].sort()]);
    expect(csp.get('style-src')).toEqual(["'self'", sha('island{}')]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://abc.supabase.co']);
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
  });

  it('fails the build when the policy outgrows the 2,000 characters Cloudflare Pages takes', async () => {
    const scripts = Array.from({ length: 40 }, (_, i) => `<script>s${i}()</script>`).join('');
    await expect(build({ '/': { 'index.html': scripts } })).rejects.toThrow(
      /\(Content-Security-Policy\) has \d+ characters; Cloudflare Pages accepts 2000/,
    );
  });
});
