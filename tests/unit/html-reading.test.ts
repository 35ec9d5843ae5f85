import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  canParkStylesheets,
  moveStylesheets,
} from '../../integrations/critical-css/move-stylesheets.mjs';
import { parseStylesheet } from '../../integrations/critical-css/css-subset.mjs';
import { scanPage } from '../../integrations/critical-css/page-scan.mjs';
import { decodeHtmlEntities } from '../../src/lib/html/entities';
import type { HtmlEvents } from '../../src/lib/html/events';
import { readHtml } from '../../src/lib/html/read-html';
import { readTags } from '../../src/lib/html/read-tags';
import { chooseThumbnail, defaultThumbnail } from '../../src/lib/thumbnail';
import { pageTitle, withOfflineNotice } from '../../src/service-worker/policy';
import { clipboardSample } from './support/clipboard';

type Event =
  | ['open', string, Record<string, string>, number, number]
  | ['close', string]
  | ['text', string]
  | ['comment', string];

/** What a reader reports, text in one piece between other events; implied ends left out. */
function events(read: (html: string, events: HtmlEvents) => void, html: string): Event[] {
  const found: Event[] = [];
  read(html, {
    onopentag: (name, attrs, start, end) => found.push(['open', name, { ...attrs }, start, end]),
    onclosetag: (name, implied) => {
      if (!implied) found.push(['close', name]);
    },
    ontext: (text) => {
      const last = found[found.length - 1];
      if (last?.[0] === 'text') last[1] += text;
      else found.push(['text', text]);
    },
    oncomment: (text) => found.push(['comment', text]),
  });
  return found;
}

const readers = [
  ['readHtml (htmlparser2)', readHtml],
  ['readTags (the service worker’s)', readTags],
] as const;

describe.each(readers)('%s', (_, read) => {
  it('reads a > or a tag inside a quoted attribute value as part of the value', () => {
    const html = '<img alt="a>b" title=\'<h1>x</h1>\' src="/x.png">';
    expect(events(read, html)).toEqual([
      ['open', 'img', { alt: 'a>b', title: '<h1>x</h1>', src: '/x.png' }, 0, html.length],
    ]);
  });

  it('reads single-quoted, unquoted and empty values, and uppercase names', () => {
    expect(events(read, "<IMG SRC=/b.png Alt='Foto' hidden>")).toEqual([
      ['open', 'img', { src: '/b.png', alt: 'Foto', hidden: '' }, 0, 34],
    ]);
    expect(events(read, '<H1 CLASS = "x">Judul</H1>')).toEqual([
      ['open', 'h1', { class: 'x' }, 0, 16],
      ['text', 'Judul'],
      ['close', 'h1'],
    ]);
  });

  it('keeps the first of an attribute written twice, as a browser does', () => {
    expect(events(read, '<a href="/satu" HREF="/dua">x</a>')[0]).toEqual([
      'open',
      'a',
      { href: '/satu' },
      0,
      28,
    ]);
  });

  it('decodes character references in text and in attribute values', () => {
    expect(
      events(read, '<a title="Tom &amp; Jerry">a&nbsp;b &#x27;&#39; &amp;lt; &lt;p&gt;</a>'),
    ).toEqual([
      ['open', 'a', { title: 'Tom & Jerry' }, 0, 27],
      ['text', "a\u00a0b '' &lt; <p>"],
      ['close', 'a'],
    ]);
  });

  it('reads no tags in a comment, a script or a style, and decodes the text of a <title>', () => {
    const html =
      '<!-- <h1>lama</h1> --><script>if (a<b) x("<main>")</script>' +
      '<style>p>a{}</style><title>A &amp; B <b></title><h1>Baru</h1>';
    const tag = (written: string): [number, number] => {
      const start = html.lastIndexOf(written);
      return [start, start + written.length];
    };
    expect(events(read, html)).toEqual([
      ['comment', ' <h1>lama</h1> '],
      ['open', 'script', {}, ...tag('<script>')],
      ['text', 'if (a<b) x("<main>")'],
      ['close', 'script'],
      ['open', 'style', {}, ...tag('<style>')],
      ['text', 'p>a{}'],
      ['close', 'style'],
      ['open', 'title', {}, ...tag('<title>')],
      ['text', 'A & B <b>'],
      ['close', 'title'],
      ['open', 'h1', {}, ...tag('<h1>')],
      ['text', 'Baru'],
      ['close', 'h1'],
    ]);
  });

  it('reads what HTML reads as a comment without being one as a comment', () => {
    expect(events(read, '<![if !supportLists]>•<![endif]><?php x ?></ x><//>')).toEqual([
      ['comment', '[if !supportLists]'],
      ['text', '•'],
      ['comment', '[endif]'],
      ['comment', '?php x ?'],
      ['comment', ' x'],
      ['comment', '/'],
    ]);
    expect(events(read, '<!---->a<!-->b<!--->c</>d')).toEqual([
      ['comment', ''],
      ['text', 'a'],
      ['comment', ''],
      ['text', 'b'],
      ['comment', ''],
      ['text', 'cd'],
    ]);
  });

  it('reads a < that starts no tag as text, and skips a doctype', () => {
    expect(events(read, '<!DOCTYPE html><p>1 < 2 <3</p>')).toEqual([
      ['open', 'p', {}, 15, 18],
      ['text', '1 < 2 <3'],
      ['close', 'p'],
    ]);
  });

  it('reads a <title> inside an <svg> as an element', () => {
    expect(events(read, '<svg><title><b>Ikon</b></title></svg>')).toEqual([
      ['open', 'svg', {}, 0, 5],
      ['open', 'title', {}, 5, 12],
      ['open', 'b', {}, 12, 15],
      ['text', 'Ikon'],
      ['close', 'b'],
      ['close', 'title'],
      ['close', 'svg'],
    ]);
  });
});

describe('readTags and readHtml', () => {
  it('read the same tags, text and comments from what a browser pastes (Word, Google Docs, a web page)', () => {
    for (const sample of ['word.html', 'google-docs.html', 'web-page.html']) {
      const html = clipboardSample(sample);
      expect(events(readTags, html)).toEqual(events(readHtml, html));
    }
  });

  it('differ where HTML ends an element without its end tag: only readHtml reports it', () => {
    const implied: string[] = [];
    readHtml('<p>a<p>b<br>', { onclosetag: (name, isImplied) => isImplied && implied.push(name) });
    expect(implied).toEqual(['p', 'br', 'p']);
    expect(events(readTags, '<p>a<p>b<br>').filter(([kind]) => kind === 'close')).toEqual([]);
  });
});

describe('decodeHtmlEntities', () => {
  it('decodes the names pages are written with, and every numeric reference', () => {
    expect(decodeHtmlEntities('&amp; &lt; &gt; &quot; &apos; &nbsp; &AMP;')).toBe(
      '& < > " \' \u00a0 &',
    );
    expect(decodeHtmlEntities('&#x27;&#X27;&#39;&#8211;&#x1F600;')).toBe("'''–😀");
  });

  it('decodes once: &amp;lt; is the text &lt;, and so is &#38;lt;', () => {
    expect(decodeHtmlEntities('&amp;lt;')).toBe('&lt;');
    expect(decodeHtmlEntities('&#38;lt;&#x26;gt;')).toBe('&lt;&gt;');
  });

  it('reads numbers no character has as HTML does, and leaves names it does not know', () => {
    expect(decodeHtmlEntities('&#0;&#xD800;&#99999999;&#150;&#128;')).toBe('\ufffd\ufffd\ufffd–€');
    expect(decodeHtmlEntities('&eacute; &amp &reg; &constructor; & x')).toBe(
      '&eacute; &amp &reg; &constructor; & x',
    );
  });

  it('knows every name the templates write (the service worker reads it in their pages)', () => {
    const templates = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.astro'))
      .map((file) => readFileSync(path.join('src', file), 'utf8'));
    const names = new Set(templates.flatMap((text) => text.match(/&[a-zA-Z][a-zA-Z0-9]*;/g) ?? []));
    expect(names.size).toBeGreaterThan(0);
    for (const name of names) expect([name, decodeHtmlEntities(name)]).not.toEqual([name, name]);
  });

  it('agrees with htmlparser2 on what it decodes', () => {
    const references = [
      ...['&amp;', '&lt;', '&gt;', '&quot;', '&apos;', '&nbsp;', '&AMP;', '&LT;', '&GT;'],
      ...['&QUOT;', '&copy;', '&lsquo;', '&rsquo;', '&ldquo;', '&rdquo;', '&ndash;', '&mdash;'],
      ...['&hellip;', '&#38;', '&#x26;', '&#0;', '&#xD800;', '&#xDFFF;', '&#x110000;'],
      ...Array.from({ length: 0x3ff }, (_, code) => `&#${code};`),
      ...Array.from({ length: 64 }, (_, i) => `&#x${(0xffc0 + i).toString(16)};`),
    ];
    for (const reference of references) {
      let text = '';
      readHtml(`<p>${reference}</p>`, { ontext: (piece) => (text += piece) });
      expect([reference, decodeHtmlEntities(reference)]).toEqual([reference, text]);
    }
  });
});

/** What the regular expressions these places used read wrong, read as HTML now. */
describe('reading HTML as HTML where regular expressions read it before', () => {
  it('thumbnail: takes the first <img> src, not a data-src, one in a comment or past a >', () => {
    const first = (content: string) => chooseThumbnail({ thumbnail_url: null, content });
    // The regular expression took each of these: /lazy.png, /y.png, /lama.png, the default.
    expect(first('<img data-src="/lazy.png" src="/real.png">')).toBe('/real.png');
    expect(first('<img alt="a>b" src="/x.png"><img src="/y.png">')).toBe('/x.png');
    expect(first('<!-- <img src="/lama.png"> --><img src="/baru.png">')).toBe('/baru.png');
    expect(first('<img src=""><img src="/b.png">')).toBe('/b.png');
    // It took the address as written, &amp; and all: not what the page's <img> loads.
    expect(first('<img src="/a.jpg?w=1&amp;h=2">')).toBe('/a.jpg?w=1&h=2');
    // As before, the first image decides: one with an address the site does not use, the default.
    expect(first('<img src="javascript:x"><img src="/b.png">')).toBe(defaultThumbnail);
  });

  it('service worker: names a page by its <h1>, not one in an attribute or a comment', () => {
    // Astro leaves a < in an attribute value as it is: an article about HTML tags.
    const head = '<head><meta property="og:title" content="Tag <h1> dan </h1>"><title>T</title>';
    expect(pageTitle(`${head}</head><body><h1>Tag &lt;h1&gt;</h1></body>`)).toBe('Tag <h1>');
    expect(pageTitle('<!-- <h1>Lama</h1> --><h1>Baru</h1>')).toBe('Baru');
  });

  it('service worker: decodes a title once, all of it, and never throws on it', () => {
    expect(pageTitle('<h1>&#38;lt; &amp;lt;</h1>')).toBe('&lt; &lt;');
    expect(pageTitle('<h1>Biaya&nbsp;Resmi &apos;26</h1>')).toBe("Biaya Resmi '26");
    // String.fromCodePoint threw: the page was not kept.
    expect(pageTitle('<h1>&#99999999;</h1>')).toBe('\ufffd');
  });

  it('service worker: puts the offline notice after the <main> tag, not into an attribute', () => {
    const notice = (html: string) =>
      withOfflineNotice(html, 0).replace(/<p role="status"[^]*?<\/p>/, '[notice]');
    expect(
      notice(
        '<head><meta property="og:title" content="Tag <main>"></head><body><main id="k">Isi</main></body>',
      ),
    ).toBe(
      '<head><meta property="og:title" content="Tag <main>"></head><body><main id="k">[notice]Isi</main></body>',
    );
    expect(notice('<body><!-- <main> --><main>Isi</main></body>')).toBe(
      '<body><!-- <main> --><main>[notice]Isi</main></body>',
    );
    expect(notice('<body data-x="a>b"><p>x</p></body>')).toBe(
      '<body data-x="a>b">[notice]<p>x</p></body>',
    );
  });

  it('critical CSS: sees every island, also one whose props hold a >', () => {
    // Astro escapes only & and " in attribute values; a title such as 'Gaji > UMR' keeps its >.
    const island = (client: string, props = '{}') =>
      `<astro-island props="${props}" ssr client="${client}"></astro-island>`;
    const page = island('interaction') + island('load', '{&quot;t&quot;:&quot;Gaji > UMR&quot;}');
    expect(canParkStylesheets(page, ['interaction'])).toBe(false);
    expect(canParkStylesheets(island('interaction'), ['interaction'])).toBe(true);
  });

  it('critical CSS: moves a stylesheet link with a > in an attribute value', () => {
    const link = '<link rel="stylesheet" href="/_astro/site.css" title="a>b">';
    const html = `<html><head>${link}</head><body>x</body></html>`;
    const scan = scanPage(html, parseStylesheet('.a{}').vocabulary);
    // The stylesheet is named in <head> (where the browser's preload scanner finds it early).
    expect(moveStylesheets(html, scan, '', { park: true })).toBe(
      '<html><head><style data-critical-css></style>' +
        '<script type="application/json" data-late-css>["/_astro/site.css"]</script></head>' +
        '<body>x</body></html>',
    );
  });
});

describe('one HTML reader', () => {
  it('is the only code of the site, the build and the scripts that runs htmlparser2', () => {
    const sources = ['src', 'integrations', 'scripts'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(m?js|tsx?|astro)$/.test(file))
        .map((file) => path.join(dir, file)),
    );
    const parsing = sources.filter((file) =>
      /from ['"]htmlparser2['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(parsing).toEqual([path.join('src', 'lib', 'html', 'read-html.js')]);
  });
});
