import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils } from 'htmlparser2';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seededArticle } from '../../scripts/fixtures/seeded-articles.mjs';
import { imageSizes } from '../../src/config/images';
import { absolute, built, builtFiles, meta, page, site } from './support';

type Doc = ReturnType<typeof page>;
type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

const byTag = (parent: Doc | Element, tag: string) => DomUtils.getElementsByTagName(tag, parent);

/** `srcset` as [address, width] pairs. */
const candidates = (srcset: string | undefined) =>
  (srcset ?? '').split(', ').map((candidate) => {
    const [src, width] = candidate.split(' ');
    return [src!, Number(width!.replace(/w$/, ''))] as const;
  });

/** Every `<picture>` of a page: its sources' types and srcsets, and its `<img>`'s attributes. */
const pictures = (doc: Doc | Element) =>
  byTag(doc, 'picture').map((picture) => ({
    sources: byTag(picture, 'source').map((source) => ({
      type: source.attribs.type,
      srcset: source.attribs.srcset,
      sizes: source.attribs.sizes,
    })),
    img: byTag(picture, 'img')[0]!.attribs,
  }));

const articlePath = `/blog/${seededArticle.slug}`;

describe('article images served by the site', () => {
  it('the hero is the 16:9 crop, a picture in AVIF, WebP and JPEG at 384, 480, 672 and 960 px, with its size', () => {
    const doc = page(articlePath);
    const [hero] = pictures(byTag(doc, 'article')[0]!);
    expect(hero!.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of hero!.sources) {
      expect(candidates(source.srcset).map(([, width]) => width)).toEqual([384, 480, 672, 960]);
      expect(source.sizes).toBe(imageSizes.article);
    }
    expect(
      candidates(hero!.img.srcset).map(([src, width]) => [src.split('.').pop(), width]),
    ).toEqual([
      ['jpg', 384],
      ['jpg', 480],
      ['jpg', 672],
      ['jpg', 960],
    ]);
    // The crop the cards show (issue 36), not the whole 1200×800 photo: 960×540.
    expect(candidates(hero!.img.srcset).every(([src]) => /-\d+c\.jpg$/.test(src))).toBe(true);
    expect(hero!.img).toMatchObject({
      sizes: imageSizes.article,
      width: '960',
      height: '540',
      loading: 'lazy',
    });
    // On a phone it follows the opening paragraph: the text is the first screen's largest paint.
    expect(hero!.img.fetchpriority).toBeUndefined();
  });

  it('the hero follows the opening paragraph: a phone’s first screen is the article’s text', () => {
    const article = byTag(page(articlePath), 'article')[0]!;
    const blocks = article.children
      .filter((el): el is Element => el.type === 'tag')
      .map((el) =>
        el.attribs['data-reader-content'] !== undefined
          ? `content: ${DomUtils.textContent(el).trim().slice(0, 30)}`
          : byTag(el, 'picture').length > 0
            ? 'hero'
            : el.name,
      );
    expect(blocks.slice(-3)).toEqual([
      'content: Setiap tahun ada calon pekerja',
      'hero',
      expect.stringMatching(/^content: /),
    ]);
  });

  it('every file a page names is in the build, in its format and at its width', async () => {
    const files = new Map<string, number>();
    for (const file of builtFiles('.html')) {
      const doc = page(`/${file.replace(/\.html$/, '').replace(/^index$/, '')}`);
      for (const { sources, img } of pictures(doc)) {
        for (const srcset of [...sources.map((source) => source.srcset), img.srcset]) {
          for (const [src, width] of candidates(srcset)) files.set(src, width);
        }
      }
    }
    expect(files.size).toBeGreaterThan(20);
    const formats = { avif: 'heif', webp: 'webp', jpg: 'jpeg', png: 'png' } as const;
    for (const [src, width] of files) {
      expect(src).toMatch(/^\/_images\/[0-9a-f]{16}-\d+c?\.(avif|webp|jpg|png)$/);
      const info = await sharp(join(site.root, src)).metadata();
      expect([src, info.format, info.width]).toEqual([
        src,
        formats[src.split('.').pop() as keyof typeof formats],
        width,
      ]);
    }
    // Nothing else: only what some page shows is deployed.
    expect(readdirSync(join(site.root, '_images')).sort()).toEqual(
      [...files.keys()].map((src) => src.replace('/_images/', '')).sort(),
    );
  });

  it('the hero is preloaded from 768 px: the same AVIF files, at the same sizes, before the page needs them', () => {
    const doc = page(articlePath);
    const [hero] = pictures(byTag(doc, 'article')[0]!);
    const preloads = byTag(doc, 'link').filter((link) => link.attribs.rel === 'preload');
    expect(preloads.map((link) => link.attribs)).toEqual([
      {
        rel: 'preload',
        as: 'image',
        fetchpriority: 'high',
        imagesrcset: hero!.sources[0]!.srcset,
        imagesizes: imageSizes.article,
        type: 'image/avif',
        media: '(min-width: 768px)',
      },
    ]);
  });

  it('the link preview is the whole photo’s widest JPEG, on the site, with its size, which a tap on the hero opens', () => {
    const doc = page(articlePath);
    const heroLink = DomUtils.findOne(
      (el) => el.name === 'a' && byTag(el, 'picture').length > 0,
      byTag(doc, 'article'),
    );
    const widest = heroLink!.attribs.href!;
    expect(widest).toMatch(/^\/_images\/[0-9a-f]{16}-960\.jpg$/);
    expect(meta(doc, 'og:image')).toBe(absolute(widest));
    expect(meta(doc, 'twitter:image')).toBe(absolute(widest));
    expect([meta(doc, 'og:image:width'), meta(doc, 'og:image:height')]).toEqual(['960', '640']);
  });

  it('an image in the article body becomes a picture of the site’s files, with its alt text', () => {
    const doc = page(articlePath);
    const body = DomUtils.findAll(
      (el) => (el.attribs.class ?? '').split(' ').includes('prose'),
      byTag(doc, 'article'),
    );
    const [inBody] = body.flatMap(pictures);
    expect(inBody!.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(inBody!.img).toMatchObject({
      alt: 'Sayap pesawat terbang di atas awan',
      width: '960',
      height: '640',
      loading: 'lazy',
      sizes: imageSizes.article,
    });
  });

  it('the cards show the site’s files at card sizes, cropped to the card’s 16:9 box', async () => {
    const doc = page('/blog');
    const cards = byTag(doc, 'li').filter((li) => byTag(li, 'h2').length > 0);
    const card = cards.find((li) => byTag(li, 'a').some((a) => a.attribs.href === articlePath))!;
    const [picture] = pictures(card);
    expect(picture!.sources.map((source) => source.sizes)).toEqual([
      imageSizes.card,
      imageSizes.card,
    ]);
    expect(picture!.img.src).toMatch(/^\/_images\/.+\.jpg$/);
    expect(picture!.img).toMatchObject({ width: '960', height: '540' });
    // A phone's thumbnail (8rem at up to 3×) has its own file; the wider ones are for tablets.
    expect(candidates(picture!.img.srcset).map(([, width]) => width)).toEqual([384, 480, 672, 960]);
    for (const [src, width] of candidates(picture!.img.srcset)) {
      const file = await sharp(join(site.root, src)).metadata();
      expect([src, file.width, file.height]).toEqual([src, width, Math.round((width * 9) / 16)]);
    }
  });

  it('a list page fetches its first card’s image first from 768 px (a phone’s is a thumbnail): preloaded', () => {
    const lists = builtFiles('.html')
      .map((file) => `/${file.replace(/\.html$/, '')}`)
      .filter((path) => /^\/blog(\/\d+|\/kategori\/.+)?$/.test(path));
    let preloaded = 0;
    for (const path of lists) {
      const doc = page(path);
      const cards = byTag(byTag(doc, 'main')[0]!, 'li').filter((li) => byTag(li, 'h2').length);
      const [first, ...rest] = cards.map((card) => pictures(card)[0]);
      const preloads = byTag(doc, 'link').filter((link) => link.attribs.rel === 'preload');
      // A first card without a photo of its own (the default drawing) has nothing to preload.
      expect([path, preloads.map((link) => link.attribs)]).toEqual([
        path,
        first
          ? [
              {
                rel: 'preload',
                as: 'image',
                fetchpriority: 'high',
                imagesrcset: first.sources[0]!.srcset,
                imagesizes: imageSizes.card,
                type: 'image/avif',
                media: '(min-width: 768px)',
              },
            ]
          : [],
      ]);
      if (first) preloaded += 1;
      // Lazy on a phone, where they are thumbnails; the preload fetches the first from 768 px.
      expect(
        [first, ...rest].filter((picture) => picture && picture.img.loading !== 'lazy'),
      ).toEqual([]);
      expect(cards.filter((card) => pictures(card)[0]?.img.fetchpriority)).toEqual([]);
    }
    expect(preloaded).toBeGreaterThan(3);
  });

  it('no page points at an image the build refused, or could not fetch at an http:// address', () => {
    const showing = builtFiles('.html')
      .map((file) => `/${file.replace(/\.html$/, '')}`)
      .filter((path) => built(path).includes(site.imageOrigin));
    expect(showing).toEqual([]);
  });

  it('an http:// image the build could not fetch is left out, and the page still builds', () => {
    const { slug } = site.unreachableImages;
    const doc = page(`/blog/${slug}`);
    const article = byTag(doc, 'article')[0]!;
    expect(byTag(article, 'img')).toEqual([]);
    // The body says what the image was.
    expect(DomUtils.textContent(article)).toContain('Foto');
    expect(meta(doc, 'og:image')).toBe(absolute('/images/og-default.png'));
    expect(existsSync(join(site.root, `blog/${slug}.html`))).toBe(true);
    const card = byTag(page('/blog'), 'li').find((li) =>
      byTag(li, 'a').some((a) => a.attribs.href === `/blog/${slug}`),
    );
    expect(card && byTag(card, 'img').map((img) => img.attribs.src)).toEqual([
      '/images/artikel-default.svg',
    ]);
  });

  it('refused images are left out too: never shown from their own address', () => {
    const { slug, refused } = site.hostileImages;
    const doc = page(`/blog/${slug}`);
    const article = byTag(doc, 'article')[0]!;
    expect(byTag(article, 'img')).toEqual([]);
    for (const url of Object.keys(refused)) expect(built(`/blog/${slug}`)).not.toContain(url);
  });

  /**
   * libvips' message for an unreadable file is per thread, and another conversion may have taken
   * it first ('Unknown error'): the build log's reason is compared without it.
   */
  const unreadableAsOne = (line: string) =>
    line.replace(
      /not a readable image \((?:VipsJpeg: premature end of JPEG image|Unknown error)\)/,
      'not a readable image (…)',
    );

  /** The build log's line about each image address, with its reason and articles. */
  const imageLines = (log: string) =>
    new Map(
      log
        .split('\n')
        .map((line) => /\[WARN\] \[supabase-articles\] image (\S+) (.*)$/.exec(line))
        .filter((match) => match !== null)
        .map((match) => [
          match[1]!,
          unreadableAsOne(match[2]!.replace(/\(\d+ bytes in/, '(N bytes in')),
        ]),
    );

  it('the build log names each image it could not fetch or refused, why, and the article', () => {
    const shown = (slug: string) => `; left out of ${slug}`;
    const { slug, thumbnail, inBody } = site.unreachableImages;
    const hostile = site.hostileImages;
    expect(Object.fromEntries(imageLines(site.buildLog))).toEqual({
      [thumbnail]: `could not be fetched (HTTP 404)${shown(slug)}`,
      [inBody]: `refused: not an accepted image type (HTML)${shown(slug)}`,
      ...Object.fromEntries(
        Object.entries(hostile.refused).map(([url, why]) => [
          url,
          unreadableAsOne(`${why}${shown(hostile.slug)}`),
        ]),
      ),
    });
    const failed = 2 + Object.keys(hostile.refused).length;
    expect(site.buildLog).toMatch(
      new RegExp(`images: [1-9]\\d* converted, 0 from the cache, ${failed} failed`),
    );
  });

  it('a second build takes the rest from the cache and does not fetch the failed images again', () => {
    const { log, requests } = site.secondBuild;
    const failed = [...imageLines(site.buildLog).keys()];
    const asked = failed.filter((url) => url.startsWith(site.imageOrigin));
    expect(asked.map((url) => [url, requests[new URL(url).pathname] ?? 0])).toEqual(
      asked.map((url) => [url, 0]),
    );
    // Nothing at all: the converted images come from the cache.
    expect(Object.values(requests).filter((count) => count > 0)).toEqual([]);
    const second = imageLines(log);
    expect([...second.keys()].sort()).toEqual(failed.sort());
    for (const [url, line] of second) {
      expect([url, line]).toEqual([
        url,
        expect.stringMatching(/^not tried again before \S+Z \(failed once, last at /),
      ]);
    }
    expect(log).toMatch(
      new RegExp(`images: 0 converted, [1-9]\\d* from the cache, ${failed.length} failed`),
    );
  });
});
