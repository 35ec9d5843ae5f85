import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import criticalCss from '../../integrations/critical-css/index.mjs';
import securityHeaders from '../../integrations/security-headers/index.mjs';
import { metaPolicies } from '../support/content-security-policy';

const css =
  '*,:before,:after{box-sizing:border-box}body{margin:0}.nav{display:flex}' +
  '.note{color:red}.tip{color:green}.home{font-size:2em}.menu-open{display:block}';
const link = '<link rel="stylesheet" href="/_astro/site.Ab1.css">';
const html = (body: string, head = link) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8">${head}</head>` +
  `<body><nav class="nav">n</nav>${body}</body></html>`;

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'critical-css-'));
  await mkdir(path.join(root, 'blog'));
  await mkdir(path.join(root, '_astro'));
  await writeFile(path.join(root, '_astro', 'site.Ab1.css'), css);
  await copyFile('public/_headers', path.join(root, '_headers'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const read = (file: string) => readFile(path.join(root, file), 'utf8');

/** Writes the pages, each `route: { file: html }`, then runs the integrations as a build does. */
async function build(routes: Record<string, Record<string, string>>, withHeaders = false) {
  const assets = new Map<string, URL[]>();
  for (const [route, pages] of Object.entries(routes)) {
    for (const [file, text] of Object.entries(pages)) await writeFile(path.join(root, file), text);
    assets.set(
      route,
      Object.keys(pages).map((file) => pathToFileURL(path.join(root, file))),
    );
  }
  const logged: string[] = [];
  const params = {
    dir: pathToFileURL(`${root}/`),
    assets,
    logger: { info: (line: string) => logged.push(line) },
  } as never;
  await criticalCss().hooks['astro:build:done'](params);
  if (withHeaders) {
    await securityHeaders({ supabaseUrl: 'https://abc.supabase.co' }).hooks['astro:build:done'](
      params,
    );
  }
  return logged;
}

const inline = (text: string) => /<style data-critical-css>([^<]*)<\/style>/.exec(text)?.[1];

describe('the critical-css integration', () => {
  it('gives every page of a route one inline style: the rules any of them uses', async () => {
    const logged = await build({
      '/': { 'index.html': html('<h1 class="home">h</h1>') },
      '/blog/[slug]': {
        'blog/a.html': html('<p class="note">a</p>'),
        'blog/b.html': html('<p class="tip">b</p>'),
        'blog/c.html': html('<p>c</p>'),
      },
    });
    const base = '*,:before,:after{box-sizing:border-box}body{margin:0}.nav{display:flex}';
    expect(inline(await read('index.html'))).toBe(`${base}.home{font-size:2em}`);
    for (const file of ['blog/a.html', 'blog/b.html', 'blog/c.html']) {
      expect(inline(await read(file))).toBe(`${base}.note{color:red}.tip{color:green}`);
    }
    // No island needs the stylesheet: the page only names it, for our directives to add, in
    // <head>, where a directive that wakes while the page is parsed finds it.
    const parked =
      '<script type="application/json" data-late-css>["/_astro/site.Ab1.css"]</script>';
    expect(await read('blog/c.html')).toBe(
      html(
        '<p>c</p>',
        `<style data-critical-css>${base}.note{color:red}.tip{color:green}</style>${parked}`,
      ),
    );
    expect(logged).toEqual([
      expect.stringMatching(/^2 routes \(4 pages\): inline CSS \d+–\d+ B .* in \d+ ms$/),
    ]);
  });

  it('parks the stylesheet only where every island hydrates through our directives', async () => {
    const island = (client: string) => `<astro-island uid="1" client="${client}"></astro-island>`;
    await build({
      '/': { 'index.html': html(`<h1 class="home">h</h1>${island('interaction')}`) },
      '/blog/[slug]': { 'blog/a.html': html(`<p>a</p>${island('toast')}${island('edited')}`) },
      '/admin': { 'admin.html': html(`<p>x</p>${island('interaction')}${island('load')}`) },
    });
    const end = async (file: string) => /<[^>]*>(?=<\/body>)/.exec(await read(file))?.[0];
    const afterStyle = async (file: string) =>
      /<\/style>(<script[^>]*>[^<]*<\/script>)?/.exec(await read(file))?.[1];
    const named = '<script type="application/json" data-late-css>["/_astro/site.Ab1.css"]</script>';
    expect(await afterStyle('index.html')).toBe(named);
    expect(await afterStyle('blog/a.html')).toBe(named);
    expect(await afterStyle('admin.html')).toBeUndefined();
    expect(await end('index.html')).toBe('</astro-island>');
    expect(await end('admin.html')).toBe(link);
    expect(await read('index.html')).not.toContain('<link');
  });

  it('adds one CSP hash per route, however many pages it has', async () => {
    const articles = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [
        `blog/a${i}.html`,
        html(`<p class="${['note', 'tip', 'x'][i % 3]}">${i}</p>`),
      ]),
    );
    await build(
      { '/': { 'index.html': html('<h1 class="home">h</h1>') }, '/blog/[slug]': articles },
      true,
    );
    // Each page names its styles' hashes in its own policy (security-headers): the site's are
    // the home page's and the one all the articles share.
    const pages = ['index.html', ...Object.keys(articles)];
    const hashes = new Set<string>();
    for (const page of pages) {
      const styles = metaPolicies(await read(page))[0]?.get('style-src');
      expect(styles).toBeDefined();
      for (const source of styles!) if (source.startsWith("'sha256-")) hashes.add(source);
    }
    expect(hashes.size).toBe(2);
  });

  it('fails the build when no page links a stylesheet', async () => {
    await expect(build({ '/': { 'index.html': html('<p>x</p>', '') } })).rejects.toThrow(
      /no page links a stylesheet/,
    );
  });

  it('fails the build when a page of a route lacks the stylesheet its other pages link', async () => {
    const pages = { 'blog/a.html': html('a'), 'blog/b.html': html('b', '') };
    await expect(build({ '/blog/[slug]': pages })).rejects.toThrow(
      /pages of \/blog\/\[slug\] link different stylesheets: blog\/a\.html .* blog\/b\.html/,
    );
  });

  it('fails the build when a page has nowhere to put the stylesheet', async () => {
    const page = html('x').replace('</body>', '');
    await expect(build({ '/': { 'index.html': page } })).rejects.toThrow(
      /index\.html: it has no <\/body>/,
    );
  });

  it('fails the build when a page links a stylesheet the build does not have', async () => {
    const page = html('x', '<link rel="stylesheet" href="/_astro/gone.css">');
    await expect(build({ '/': { 'index.html': page } })).rejects.toThrow(
      /index\.html links \/_astro\/gone\.css, not built/,
    );
  });
});
