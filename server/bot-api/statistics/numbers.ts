// The measures the statistics use: median and 90th percentile of durations, averages of ratings.

/** The middle value of sorted values (the mean of the two middle ones for an even count, rounded). */
function middleOf(sorted: Uint32Array): number | null {
  if (sorted.length === 0) return null;
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The 90th percentile by nearest rank: the smallest value at least 90 % of the values do not exceed. */
const p90Of = (sorted: Uint32Array): number | null =>
  sorted.length === 0 ? null : sorted[Math.ceil(sorted.length * 0.9) - 1]!;

/** The middle value; null for none (sorts the values in place: a typed array sorts by value, and quickly). */
export const median = (values: Uint32Array): number | null => middleOf(values.sort());

/** The mean to two decimals of values summing to `sum`; null for none. */
export const meanOf = (sum: number, count: number): number | null =>
  count === 0 ? null : Math.round((sum / count) * 100) / 100;

/** The median and the 90th percentile (sorts the values in place). */
export function spread(values: Uint32Array) {
  const sorted = values.sort();
  return { median: middleOf(sorted), p90: p90Of(sorted) };
}
