import { describe, expect, it } from 'vitest';
import { scoreRanking, summarize } from '../../scripts/bench/relevance/metrics.mjs';

// One query's judgments: 'a' is the answer, 'b' very useful, 'c' related, anything else 0.
const grades = { a: 3, b: 2, c: 1 };

describe('scoreRanking', () => {
  it('scores the ideal order as a success at 1 with MRR 1 and nDCG@5 1', () => {
    expect(scoreRanking(['a', 'b', 'c'], grades)).toEqual({
      empty: false,
      at1: true,
      at3: true,
      reciprocalRank: 1,
      ndcg5: 1,
    });
  });

  it('counts the answer third as a success at 3 only, with graded gains for the rest', () => {
    const score = scoreRanking(['x', 'b', 'a', 'c'], grades);
    expect(score).toMatchObject({ empty: false, at1: false, at3: true });
    expect(score.reciprocalRank).toBeCloseTo(1 / 3, 12);
    // DCG (0 + 3/log2 3 + 7/2 + 1/log2 5) over the ideal (7 + 3/log2 3 + 1/2).
    expect(score.ndcg5).toBeCloseTo(0.619993, 6);
  });

  it('gives no success when the answer is below the third, and counts only the first five', () => {
    const score = scoreRanking(['x', 'y', 'z', 'w', 'v', 'a'], grades);
    expect(score).toMatchObject({ empty: false, at1: false, at3: false, ndcg5: 0 });
    expect(score.reciprocalRank).toBeCloseTo(1 / 6, 12);
    expect(scoreRanking(['x', 'y', 'z', 'a'], grades)).toMatchObject({ at3: false });
  });

  it('scores a ranking of only useful articles by its grades, without a success', () => {
    const score = scoreRanking(['b'], grades);
    expect(score).toMatchObject({ at1: false, at3: false, reciprocalRank: 0 });
    expect(score.ndcg5).toBeCloseTo(3 / 9.392789, 6);
  });

  it('marks an empty answer as empty with every figure 0', () => {
    expect(scoreRanking([], grades)).toEqual({
      empty: true,
      at1: false,
      at3: false,
      reciprocalRank: 0,
      ndcg5: 0,
    });
  });
});

describe('summarize', () => {
  it('averages the queries and counts the empty ones', () => {
    const summary = summarize([
      scoreRanking(['a', 'b', 'c'], grades),
      scoreRanking(['x', 'b', 'a', 'c'], grades),
      scoreRanking([], grades),
    ]);
    expect(summary).toMatchObject({ queries: 3, empty: 1 });
    expect(summary.successAt1).toBeCloseTo(1 / 3, 12);
    expect(summary.successAt3).toBeCloseTo(2 / 3, 12);
    expect(summary.mrr).toBeCloseTo(4 / 9, 12);
    expect(summary.ndcg5).toBeCloseTo(0.539998, 6);
  });

  it('is all zero for no queries', () => {
    expect(summarize([])).toEqual({
      queries: 0,
      successAt1: 0,
      successAt3: 0,
      mrr: 0,
      ndcg5: 0,
      empty: 0,
    });
  });
});
