import { describe, expect, it } from 'vitest';
import { editedAfter } from '../../src/lib/article-date';
import { withArticleLastmod } from '../../src/lib/sitemap-lastmod';

describe('editedAfter', () => {
  const published = '2026-11-10T01:00:00Z';

  it('gives the edit date only when the article was edited after it was published', () => {
    expect(editedAfter(published, '2026-11-20T08:30:00Z')?.toISOString()).toBe(
      '2026-11-20T08:30:00.000Z',
    );
    expect(editedAfter(new Date(published), new Date('2026-11-10T01:00:01Z'))).toEqual(
      new Date('2026-11-10T01:00:01Z'),
    );
  });

  it('is null for an article never edited, or stamped before its (backdated) publication', () => {
    expect(editedAfter(published, null)).toBeNull();
    expect(editedAfter(published, undefined)).toBeNull();
    expect(editedAfter(published, published)).toBeNull();
    expect(editedAfter(published, '2026-11-01T00:00:00Z')).toBeNull();
  });
});

describe('withArticleLastmod', () => {
  const dates = new Map([
    ['diedit', { published_at: '2026-11-10T01:00:00Z', updated_at: '2026-11-20T08:30:00Z' }],
    ['asli', { published_at: '2026-11-12T03:00:00Z', updated_at: null }],
  ]);

  it('dates article entries by their last edit, else their publication, reading once', async () => {
    let reads = 0;
    const serialize = withArticleLastmod(async () => {
      reads += 1;
      return dates;
    });
    const entry = (path: string) => ({ url: `https://contoh.id${path}` });
    expect(await serialize(entry('/blog/diedit'))).toEqual({
      url: 'https://contoh.id/blog/diedit',
      lastmod: '2026-11-20T08:30:00.000Z',
    });
    expect(await serialize(entry('/blog/asli'))).toMatchObject({
      lastmod: '2026-11-12T03:00:00.000Z',
    });
    expect(await serialize(entry('/blog'))).toEqual(entry('/blog'));
    expect(await serialize(entry('/blog/2'))).toEqual(entry('/blog/2'));
    expect(await serialize(entry('/blog/tidak-dikenal'))).toEqual(entry('/blog/tidak-dikenal'));
    expect(reads).toBe(1);
  });
});
