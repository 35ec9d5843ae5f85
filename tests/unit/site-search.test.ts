import { describe, expect, it } from 'vitest';
import { resultGroups, type SearchHit } from '../../src/lib/site-search';

const hit = (slug: string, complete: boolean): SearchHit => ({
  slug,
  title: slug,
  category: null,
  date: null,
  excerpt: [],
  complete,
});

describe('resultGroups: what the search page lists', () => {
  it('lists the partial matches apart, and counts only the articles with every word', () => {
    const [a, b, c] = [hit('a', true), hit('b', true), hit('c', false)];
    expect(resultGroups({ hits: [a, b, c], total: 14, suggestion: false })).toEqual({
      hits: [a, b],
      partial: [c],
      count: 2,
    });
  });

  it.each([
    ['when all have every word', [hit('a', true), hit('b', true)], 25, false],
    ['when none has every word', [hit('a', false), hit('b', false)], 31, false],
    ['when they are suggestions', [hit('a', false)], 1, true],
  ])('lists every hit as a result, counting the total, %s', (_, hits, total, suggestion) => {
    expect(resultGroups({ hits, total, suggestion })).toEqual({ hits, partial: [], count: total });
  });
});
