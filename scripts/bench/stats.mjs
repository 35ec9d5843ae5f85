// @ts-check

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
