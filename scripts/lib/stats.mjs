// @ts-check
// The statistics the benches report (and tests check): the median, the percentile by nearest
// rank, and how many answers had each HTTP status.

/**
 * The median of the numbers given, ignoring missing ones (a run that measured nothing), or
 * null when there are none.
 * @param {(number | null | undefined)[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid];
  const lower = sorted.length % 2 ? upper : sorted[mid - 1];
  return upper === undefined || lower === undefined ? null : (lower + upper) / 2;
}

/**
 * The p-th percentile (0 < p ≤ 100) by nearest rank: the smallest value that at least p % of the
 * values do not exceed; null when there are none.
 * @param {number[]} values
 * @param {number} p
 * @returns {number | null}
 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
}

/**
 * How many answers had each HTTP status (0: none came), e.g. `{ "200": 117, "504": 2 }`.
 * @param {{ status: number }[]} answers
 * @returns {Record<string, number>}
 */
export function statusCounts(answers) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
