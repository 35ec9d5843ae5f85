import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { builtFile, builtFiles } from './support';

const pages = () =>
  builtFiles('.html').map((file) => ({ file, doc: parseDocument(builtFile(file)) }));

/** Islands that must start at once: each is the page's whole purpose. */
const loadAtOnce: Record<string, string> = {
  ArticleFallback: 'a new article must appear as soon as possible on the 404 page',
  AdminEditor: 'the admin page is the editor',
  AdminArticles: "the manage page is the owner's list of articles",
  ReaderStatistics: "the statistics page is the owner's statistics",
  TeamPage: "the team page is the owner's list of keys",
  SynonymsPage: "the synonyms page is the owner's list of search synonyms",
};

describe('what the pages make a phone do', () => {
  it('hydrates islands only when idle or visible, except the ones that are the page', () => {
    // `edited` hydrates only in the browser of an owner who has just edited the article,
    // `interaction` when the visitor first reaches into the island (or opens a shared search),
    // `toast` when there is a toast to show.
    const late = ['idle', 'visible', 'edited', 'interaction', 'toast'];
    const early = pages().flatMap(({ file, doc }) =>
      DomUtils.getElementsByTagName('astro-island', doc)
        .filter((island) => !late.includes(island.attribs.client ?? ''))
        .map((island) => /\/_astro\/(\w+)\./.exec(island.attribs['component-url'] ?? '')?.[1])
        .filter((name) => !(name! in loadAtOnce))
        .map((name) => `${file}: ${name}`),
    );
    expect(early).toEqual([]);
  });

  it('loads no web fonts', () => {
    for (const file of builtFiles('.css')) expect(builtFile(file)).not.toMatch(/@font-face/);
    for (const { doc } of pages()) {
      const links = DomUtils.getElementsByTagName('link', doc);
      expect(links.filter((link) => link.attribs.as === 'font')).toEqual([]);
      // An article's hero image may be preloaded from its own host when the build could not
      // fetch it (tests/build/images.test.ts); fonts and stylesheets never are.
      const loaded = links.filter(
        (link) =>
          ['stylesheet', 'preload'].includes(link.attribs.rel ?? '') && link.attribs.as !== 'image',
      );
      expect(loaded.filter((link) => /^(https?:)?\/\//.test(link.attribs.href ?? ''))).toEqual([]);
    }
  });

  it('gives every image of the layout its size and async decoding', () => {
    const inArticleText = (node: { parent: unknown }) => {
      for (let el = node.parent as { attribs?: { class?: string }; parent: unknown } | null; el;) {
        if (el.attribs?.class?.split(' ').includes('prose')) return true;
        el = el.parent as typeof el;
      }
      return false;
    };
    const unsized = pages().flatMap(({ file, doc }) =>
      DomUtils.getElementsByTagName('img', doc)
        .filter((img) => !inArticleText(img))
        .filter((img) => !img.attribs.width || !img.attribs.height || !img.attribs.decoding)
        .map((img) => `${file}: ${img.attribs.src}`),
    );
    expect(unsized).toEqual([]);
  });
});
