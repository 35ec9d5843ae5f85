import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { client, newArticle, publisher } from './support';

/** What search_articles answers for each result (issue 20). */
export interface SearchRow {
  slug: string;
  title: string;
  category: string | null;
  published_at: string;
  excerpt: string;
  complete: boolean;
  suggestion: boolean;
  has_more: boolean;
  total: number;
}

/** Marks around a matched word in an excerpt. */
export const MARK = { start: '\uE000', end: '\uE001' };

/**
 * A word no other article has, of consonants only: no stemmer removes a prefix or a suffix from
 * it, so a query with it finds exactly this test's articles. Fourteen letters, so that no other
 * marker is read as a slip of it: of ten, one sharing its first five letters (one in 8,000, and
 * the tests publish thousands) reached the search's word similarity of 0.45 (5 of 11 trigrams);
 * of fourteen, it takes the first seven (one in 3.2 million).
 */
export function marker() {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return `zq${Array.from({ length: 12 }, () => letters[randomInt(letters.length)]).join('')}`;
}

/** Publishes through the API with the key, as the admin page does; returns the slug. */
export async function publish(overrides: Record<string, unknown>) {
  const article = newArticle(overrides);
  const { error } = await publisher().from('articles').insert(article);
  expect(error).toBeNull();
  return article.slug;
}

export async function search(q: unknown, page?: unknown, api = client()) {
  const args: Record<string, unknown> = { q };
  if (page !== undefined) args.page = page;
  const { data, error, status } = await api.rpc('search_articles', args);
  return { rows: (data ?? []) as SearchRow[], error, status };
}

export const slugsOf = (rows: SearchRow[]) => rows.map((row) => row.slug);

/** The articles with every word of `q` (some article has), best first: not partial matches. */
export async function found(q: string, api = client()) {
  const { rows, error } = await search(q, undefined, api);
  expect(error).toBeNull();
  return slugsOf(rows.filter((row) => row.complete));
}

/** The results of `q`, best first, with every word or not; not the suggestions. */
export async function foundAny(q: string, api = client()) {
  const { rows, error } = await search(q, undefined, api);
  expect(error).toBeNull();
  return slugsOf(rows.filter((row) => !row.suggestion));
}
