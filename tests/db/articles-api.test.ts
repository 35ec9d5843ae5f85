import { describe, expect, it } from 'vitest';
import {
  seededArticleWithoutThumbnail as withoutThumbnail,
  seededArticles,
} from '../../scripts/fixtures/seeded-articles.mjs';
import { LIST_COLUMNS, client, database, newArticle, publisher } from './support';

const db = database();

describe('reading articles', () => {
  it('lists the spec columns, newest first', async () => {
    const { data, error } = await client()
      .from('articles')
      .select(LIST_COLUMNS)
      .order('published_at', { ascending: false });

    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(data?.[0] ?? {}).sort()).toEqual(LIST_COLUMNS.split(', ').sort());
    const times = (data ?? []).map((row) => Date.parse(row.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('reads one article by slug with .single()', async () => {
    const { data, error } = await client()
      .from('articles')
      .select('*')
      .eq('slug', withoutThumbnail.slug)
      .single();

    expect(error).toBeNull();
    expect(data).toMatchObject({
      slug: withoutThumbnail.slug,
      title: withoutThumbnail.title,
      author: withoutThumbnail.author,
      thumbnail_url: null,
    });
    expect(data.content).toContain('<h2>');
  });

  it('answers an unknown slug with PGRST116', async () => {
    const { data, error } = await client()
      .from('articles')
      .select('*')
      .eq('slug', 'tidak-ada-artikel-ini')
      .single();

    expect(data).toBeNull();
    expect(error?.code).toBe('PGRST116');
  });
});

describe('the seed', () => {
  const seedSlugs = seededArticles.map((article) => article.slug);
  const seeded = () =>
    db.query<{
      thumbnail_url: string | null;
      content: string;
      category: string | null;
      summary: string | null;
      published_at: Date;
    }>('select * from public.articles where slug = any($1)', [seedSlugs]);

  it('has seven articles, some with a thumbnail and some without, with rich HTML', async () => {
    const rows = await seeded();
    expect(rows).toHaveLength(seedSlugs.length);
    expect(rows.some((row) => row.thumbnail_url)).toBe(true);
    expect(rows.some((row) => !row.thumbnail_url)).toBe(true);
    for (const row of rows) {
      expect(row.category).toBeTruthy();
      expect(row.summary).toBeTruthy();
      expect(row.content).toMatch(/<h2>/);
      expect(row.content).toMatch(/<h3>/);
      expect(row.content).toMatch(/<(ul|ol)>/);
      expect(row.content).toMatch(/<a href=/);
    }
    expect(rows.some(({ content }) => /<img src="https:\/\//.test(content))).toBe(true);
  });

  it('keeps its own past publication dates', async () => {
    const dates = (await seeded()).map((row) => row.published_at.getTime());
    expect(new Set(dates).size).toBe(seedSlugs.length);
    expect(Math.max(...dates)).toBeLessThan(Date.now());
  });
});

describe('publishing with the key', () => {
  it('returns the created title and slug', async () => {
    const article = newArticle({ title: 'Tips Baru untuk PMI' });
    const { data, error } = await publisher()
      .from('articles')
      .insert(article)
      .select('title, slug')
      .single();

    expect(error).toBeNull();
    expect(data).toEqual({ title: 'Tips Baru untuk PMI', slug: article.slug });
  });

  it('refuses a duplicate slug with 23505, naming the unique slug', async () => {
    const article = newArticle();
    expect((await publisher().from('articles').insert(article)).error).toBeNull();

    const { error } = await publisher()
      .from('articles')
      .insert({ ...article, title: 'Judul Lain' });
    expect(error?.code).toBe('23505');
    expect(error?.message).toMatch(/duplicate key.*articles_slug_key/);
  });

  it('sets published_at itself, ignoring the time the client sends', async () => {
    const before = Date.now();
    const { data, error } = await publisher()
      .from('articles')
      .insert(newArticle({ published_at: '1999-01-01T00:00:00Z' }))
      .select('published_at')
      .single();

    expect(error).toBeNull();
    const publishedAt = Date.parse(data?.published_at ?? '');
    expect(publishedAt).toBeGreaterThan(before - 60_000);
    expect(publishedAt).toBeLessThan(Date.now() + 60_000);
  });

  it('stores empty optional fields as null', async () => {
    const { data, error } = await publisher()
      .from('articles')
      .insert(
        newArticle({ thumbnail_url: '', alt_text: ' ', summary: '', author: '', category: '' }),
      )
      .select('thumbnail_url, alt_text, summary, author, category')
      .single();

    expect(error).toBeNull();
    expect(data).toEqual({
      thumbnail_url: null,
      alt_text: null,
      summary: null,
      author: null,
      category: null,
    });
  });

  it('accepts long content (200,000 characters) and an https thumbnail', async () => {
    const content = `<p>${'x'.repeat(200_000 - '<p></p>'.length)}</p>`;
    expect(content).toHaveLength(200_000);
    const { error } = await publisher()
      .from('articles')
      .insert(newArticle({ content, thumbnail_url: 'https://example.com/gambar.jpg' }));
    expect(error).toBeNull();
  });
});
