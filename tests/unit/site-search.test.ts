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

  it('lists every hit as a result when all have every word', () => {
    const hits = [hit('a', true), hit('b', true)];
    expect(resultGroups({ hits, total: 25, suggestion: false })).toEqual({
      hits,
      partial: [],
      count: 25,
    });
  });

  it('lists the partial matches as the results when none has every word', () => {
    const hits = [hit('a', false), hit('b', false)];
    expect(resultGroups({ hits, total: 31, suggestion: false })).toEqual({
      hits,
      partial: [],
      count: 31,
    });
  });

  it('lists suggestions as they are', () => {
    const hits = [hit('a', false)];
    expect(resultGroups({ hits, total: 1, suggestion: true })).toEqual({
      hits,
      partial: [],
      count: 1,
    });
  });
});
