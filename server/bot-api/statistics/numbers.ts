// The measures the statistics use: median and 90th percentile of durations, averages of ratings.

/**
 * Moves the `rank`-th smallest of `values[from, to)` to `values[rank]`, the smaller ones before it and the
 * larger ones after (quickselect): a year's 90,000 durations take about a millisecond, where sorting them
 * took some 5 and held the event loop for the two lists of the period's headline at once.
 */
function select(values: Uint32Array, rank: number, from: number, to: number): number {
  let left = from;
  let right = to - 1;
  while (left < right) {
    // The middle one of the first, the middle and the last: a sorted or reversed list splits in halves.
    const [a, b, c] = [values[left]!, values[(left + right) >>> 1]!, values[right]!];
    const pivot = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swapped = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swapped;
      }
    }
    // [left, j] holds no value over the pivot, [i, right] none under it, and what lies between equals it.
    if (rank <= j) right = j;
    else if (rank >= i) left = i;
    else break;
  }
  return values[rank]!;
}

/** The largest of `values[0, end)`. */
function largestBefore(values: Uint32Array, end: number): number {
  let largest = 0;
  for (let at = 0; at < end; at++) if (values[at]! > largest) largest = values[at]!;
  return largest;
}

/**
 * The middle value (the mean of the two middle ones for an even count, rounded); null for none. Reorders
 * the values in place, the larger half after the middle.
 */
export function median(values: Uint32Array): number | null {
  if (values.length === 0) return null;
  const middle = values.length >> 1;
  const upper = select(values, middle, 0, values.length);
  return values.length % 2 === 1 ? upper : Math.round((largestBefore(values, middle) + upper) / 2);
}

/** The mean to two decimals of values summing to `sum`; null for none. */
export const meanOf = (sum: number, count: number): number | null =>
  count === 0 ? null : Math.round((sum / count) * 100) / 100;

/**
 * The median and the 90th percentile by nearest rank, the smallest value at least 90 % of the values do not
 * exceed (reorders the values in place: the percentile is looked for among the upper half only).
 */
export function spread(values: Uint32Array) {
  const middle = median(values);
  if (middle === null) return { median: middle, p90: null };
  const rank = Math.ceil(values.length * 0.9) - 1;
  return { median: middle, p90: select(values, rank, values.length >> 1, values.length) };
}
