// @ts-check
// How bench:relevance scores a ranking against a query's graded judgments (3 the answer, 2 very
// useful, 1 related, 0 any other article). Pure: a ranking in, figures out.

/** @typedef {Readonly<Record<string, number>>} Grades slug → grade; a slug not there is 0 */

/**
 * @typedef {object} QueryScore
 * @property {boolean} empty nothing was returned
 * @property {boolean} at1 an answer (grade 3) is first
 * @property {boolean} at3 an answer is in the first three
 * @property {number} reciprocalRank 1 / the rank of the first answer, 0 when none is returned
 * @property {number} ndcg5 nDCG of the first five, gains 2^grade − 1
 */

const ANSWER = 3;

/** @param {readonly number[]} grades in rank order */
const dcg = (grades) =>
  grades.slice(0, 5).reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);

/**
 * One query's figures for the slugs an engine returned, best first.
 * @param {readonly string[]} ranking
 * @param {Grades} grades
 * @returns {QueryScore}
 */
export function scoreRanking(ranking, grades) {
  const got = ranking.map((slug) => grades[slug] ?? 0);
  const firstAnswer = got.indexOf(ANSWER);
  const ideal = dcg(Object.values(grades).sort((a, b) => b - a));
  return {
    empty: ranking.length === 0,
    at1: firstAnswer === 0,
    at3: firstAnswer >= 0 && firstAnswer < 3,
    reciprocalRank: firstAnswer < 0 ? 0 : 1 / (firstAnswer + 1),
    ndcg5: ideal === 0 ? 0 : dcg(got) / ideal,
  };
}

/**
 * @typedef {object} SetScore
 * @property {number} queries
 * @property {number} successAt1 share of queries with an answer first
 * @property {number} successAt3 share with an answer in the first three
 * @property {number} mrr mean reciprocal rank
 * @property {number} ndcg5 mean nDCG@5
 * @property {number} empty how many queries got nothing
 */

/**
 * A set's figures: the mean of each query's.
 * @param {readonly QueryScore[]} scores
 * @returns {SetScore}
 */
export function summarize(scores) {
  const n = scores.length;
  const mean = (/** @type {(score: QueryScore) => number} */ of) =>
    n === 0 ? 0 : scores.reduce((sum, score) => sum + of(score), 0) / n;
  return {
    queries: n,
    successAt1: mean((s) => Number(s.at1)),
    successAt3: mean((s) => Number(s.at3)),
    mrr: mean((s) => s.reciprocalRank),
    ndcg5: mean((s) => s.ndcg5),
    empty: scores.filter((s) => s.empty).length,
  };
}
