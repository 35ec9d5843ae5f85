import { describe, expect, it } from 'vitest';
import {
  categoryName,
  categorySlug,
  groupByCategory,
  relatedArticlesFinder,
} from '../../src/lib/categories';

let nextId = 1;
const article = (slug: string, category: string | null, day: number) => ({
  id: nextId++,
  slug,
  category,
  published_at: new Date(Date.UTC(2026, 0, day)),
});

describe('category names and slugs', () => {
  it('tidies spaces and treats a blank category as none', () => {
    expect(categoryName('  Tips   Kerja ')).toBe('Tips Kerja');
    expect(categoryName('   ')).toBeNull();
    expect(categoryName(null)).toBeNull();
    expect(categoryName(undefined)).toBeNull();
  });

  it('makes one slug of names that differ by case, spacing or accents', () => {
    for (const name of ['Tips', 'tips ', 'TIPS', ' Tips']) expect(categorySlug(name)).toBe('tips');
    expect(categorySlug('Tips  Kerja')).toBe('tips-kerja');
    expect(categorySlug('Késehatan')).toBe('kesehatan');
    expect(categorySlug('Dokumen & Visa')).toBe('dokumen-visa');
  });

  it('gives no slug when nothing of the name is left', () => {
    expect(categorySlug(null)).toBeNull();
    expect(categorySlug('  ')).toBeNull();
    expect(categorySlug('台灣')).toBeNull();
    expect(categorySlug('!!!')).toBeNull();
  });
});

describe('groupByCategory', () => {
  it('groups by slug, names each group as its newest article does, newest first', () => {
    const groups = groupByCategory([
      article('a', 'tips ', 1),
      article('b', 'TIPS', 3),
      article('c', 'Tips', 2),
      article('d', 'Dokumen', 4),
      article('e', null, 5),
      article('f', '  ', 6),
    ]);
    expect(groups.map((g) => [g.slug, g.name, g.articles.map((a) => a.slug)])).toEqual([
      ['tips', 'TIPS', ['b', 'c', 'a']],
      ['dokumen', 'Dokumen', ['d']],
    ]);
  });

  it('orders categories by size, then by name', () => {
    const groups = groupByCategory([
      article('a', 'Visa', 1),
      article('b', 'Asuransi', 2),
      article('c', 'Gaji', 3),
      article('d', 'Gaji', 4),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Gaji', 'Asuransi', 'Visa']);
  });
});

describe('relatedArticlesFinder', () => {
  const articles = [
    article('tips-1', 'Tips', 1),
    article('tips-2', 'tips', 2),
    article('tips-3', 'TIPS ', 3),
    article('visa-1', 'Visa', 4),
    article('visa-2', 'Visa', 5),
    article('none-1', null, 6),
  ];
  const related = relatedArticlesFinder(articles);
  const slugs = (slug: string) =>
    related(articles.find((a) => a.slug === slug)!).map((a) => a.slug);

  it('takes the same category first, newest first, then the newest of the rest', () => {
    expect(slugs('tips-1')).toEqual(['tips-3', 'tips-2', 'none-1']);
    expect(slugs('visa-1')).toEqual(['visa-2', 'none-1', 'tips-3']);
  });

  it('never names the article itself or the same one twice, and stops at three', () => {
    expect(slugs('none-1')).toEqual(['visa-2', 'visa-1', 'tips-3']);
    for (const a of articles) {
      const list = slugs(a.slug);
      expect(list).not.toContain(a.slug);
      expect(new Set(list).size).toBe(list.length);
      expect(list.length).toBe(3);
    }
  });

  it('returns fewer when there are fewer other articles', () => {
    const two = [article('x', 'A', 1), article('y', 'B', 2)];
    expect(relatedArticlesFinder(two)(two[0]!).map((a) => a.slug)).toEqual(['y']);
    expect(relatedArticlesFinder([two[0]!])(two[0]!)).toEqual([]);
  });
});
