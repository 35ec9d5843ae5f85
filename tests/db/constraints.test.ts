import { describe, expect, it } from 'vitest';
import { database, expectTableUnchanged, newArticle, publisher } from './support';

const db = database();
const long = (length: number) => 'a'.repeat(length);

// Each row: what is wrong, the fields sent, and the Postgres error that names the rule.
const invalid: Array<[string, Record<string, unknown>, string, RegExp]> = [
  ['slug with capitals', { slug: 'Tips-Taiwan' }, '23514', /articles_slug_format/],
  ['slug with a space', { slug: 'tips taiwan' }, '23514', /articles_slug_format/],
  ['slug with a double hyphen', { slug: 'tips--taiwan' }, '23514', /articles_slug_format/],
  ['slug with a leading hyphen', { slug: '-tips' }, '23514', /articles_slug_format/],
  ['slug with a trailing hyphen', { slug: 'tips-' }, '23514', /articles_slug_format/],
  ['slug with an underscore', { slug: 'tips_taiwan' }, '23514', /articles_slug_format/],
  ['slug with a slash', { slug: 'blog/tips' }, '23514', /articles_slug_format/],
  ['slug with accents', { slug: 'café' }, '23514', /articles_slug_format/],
  ['empty slug', { slug: '' }, '23514', /articles_slug_format/],
  ['slug of digits alone, a blog page address', { slug: '2' }, '23514', /articles_slug_format/],
  ['slug of the search page', { slug: 'cari' }, '23514', /articles_slug_format/],
  ['slug of the category pages', { slug: 'kategori' }, '23514', /articles_slug_format/],
  ['slug of a year alone', { slug: '2026' }, '23514', /articles_slug_format/],
  ['slug too long', { slug: long(201) }, '23514', /articles_slug_length/],
  ['missing slug', { slug: null }, '23502', /"slug"/],
  ['missing title', { title: null }, '23502', /"title"/],
  ['blank title', { title: '   ' }, '23514', /articles_title_not_blank/],
  ['title too long', { title: long(301) }, '23514', /articles_title_length/],
  ['missing content', { content: null }, '23502', /"content"/],
  ['blank content', { content: ' \n ' }, '23514', /articles_content_not_blank/],
  ['content too long', { content: long(500_001) }, '23514', /articles_content_length/],
  [
    'javascript: thumbnail',
    { thumbnail_url: 'javascript:alert(1)' },
    '23514',
    /articles_thumbnail_url_http/,
  ],
  [
    'data: thumbnail',
    { thumbnail_url: 'data:image/png;base64,AAAA' },
    '23514',
    /articles_thumbnail_url_http/,
  ],
  [
    'relative thumbnail',
    { thumbnail_url: '/images/a.jpg' },
    '23514',
    /articles_thumbnail_url_http/,
  ],
  [
    'thumbnail with a space',
    { thumbnail_url: 'https://example.com/a b.jpg' },
    '23514',
    /articles_thumbnail_url_http/,
  ],
  [
    'thumbnail too long',
    { thumbnail_url: `https://example.com/${long(2040)}` },
    '23514',
    /articles_thumbnail_url_length/,
  ],
  ['alt text too long', { alt_text: long(501) }, '23514', /articles_alt_text_length/],
  ['summary too long', { summary: long(1001) }, '23514', /articles_summary_length/],
  ['category too long', { category: long(81) }, '23514', /articles_category_length/],
  ['author too long', { author: long(121) }, '23514', /articles_author_length/],
  ['a chosen id', { id: 424242 }, '428C9', /identity column/],
];

describe('constraints', () => {
  it.each(invalid)('refuse %s', async (_name, fields, code, message) => {
    const { error } = await expectTableUnchanged(db, () =>
      publisher().from('articles').insert(newArticle(fields)),
    );
    expect(error?.code).toBe(code);
    expect(`${error?.message} ${error?.details}`).toMatch(message);
  });

  it.each([
    ['a one-word slug', { slug: `tips${Date.now()}` }],
    ['a slug that starts with digits', { slug: `2026-tips-${Date.now()}` }],
    ['an http thumbnail', { thumbnail_url: 'http://example.com/a.jpg' }],
    ['an HTTPS thumbnail with a query', { thumbnail_url: 'HTTPS://example.com/a.jpg?w=800#x' }],
    ['values at every limit', { title: long(300), summary: long(1000), alt_text: long(500) }],
  ])('accept %s', async (_name, fields) => {
    const { error } = await publisher().from('articles').insert(newArticle(fields));
    expect(error).toBeNull();
  });
});
