import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  inlineHashes,
  pageSpecificHashes,
} from '../../integrations/security-headers/inline-hashes.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineHashes', () => {
  it('hashes inline classic and module scripts and styles, not data blocks or src scripts', () => {
    const html =
      '<script>a()</script><script type="module">b()</script>' +
      '<script type="application/ld+json">{"x":1}</script><script src="/c.js"></script>' +
      '<style>p{color:red}</style><p>text</p>';
    const { scripts, styles } = inlineHashes(html);
    expect([...scripts]).toEqual([sha('a()'), sha('b()')]);
    expect([...styles]).toEqual([sha('p{color:red}')]);
  });

  it('hashes no text that only looks like an element: attribute values, comments, titles', () => {
    const payload = '</script><script>__xss(6)</script></style><style>b{x:6}</style><!--';
    const html =
      `<title>${payload}</title><meta property="og:title" content="${payload}">` +
      `<astro-island props="{&quot;title&quot;:[0,&quot;${payload}&quot;]}"></astro-island>` +
      `<img alt='${payload}'><textarea>${payload}</textarea><!-- <script>__xss(7)</script> -->` +
      '<script>real()</script><style>real{}</style>';
    const { scripts, styles } = inlineHashes(html);
    expect([...scripts]).toEqual([sha('real()')]);
    expect([...styles]).toEqual([sha('real{}')]);
  });

  it('reads elements as a browser does: any case, types with spaces, text as written', () => {
    const html =
      '<SCRIPT TYPE=" Text/JavaScript ">a &amp; b</SCRIPT><script type="text/plain">no()</script>' +
      '<script src>no()</script><STYLE>p>a{}</STYLE><script>x()\r\ny()</script>';
    const { scripts, styles } = inlineHashes(html);
    expect([...scripts]).toEqual([sha('a &amp; b'), sha('x()\ny()')]);
    expect([...styles]).toEqual([sha('p>a{}')]);
  });
});

describe('pageSpecificHashes', () => {
  const article = (n: number, hashes: string[]) => ({
    page: `blog/a${n}.html`,
    route: '/blog/[slug]',
    hashes,
  });

  it('finds inline code that one page of a route with several pages has alone', () => {
    const pages = [
      { page: 'index.html', route: '/', hashes: ['island'] },
      article(1, ['island', 'edited']),
      article(2, ['island', 'edited', 'data']),
      article(3, ['island', 'edited']),
      { page: 'blog.html', route: '/blog/[...page]', hashes: ['island', 'data'] },
      { page: 'blog/2.html', route: '/blog/[...page]', hashes: ['island'] },
    ];
    expect(pageSpecificHashes(pages)).toEqual([
      { page: 'blog/a2.html', hash: 'data' },
      { page: 'blog.html', hash: 'data' },
    ]);
  });

  it("accepts code one such page shares with a fixed page, and a route's only page", () => {
    const pages = [
      { page: '404.html', route: '/404', hashes: ['fallback'] },
      article(1, ['fallback', 'island']),
      article(2, ['island']),
      { page: 'blog.html', route: '/blog/[...page]', hashes: ['list-only'] },
      { page: 'public.html', route: undefined, hashes: ['own'] },
    ];
    expect(pageSpecificHashes(pages)).toEqual([]);
  });
});
