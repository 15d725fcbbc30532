// The measures the statistics use: median and 90th percentile of durations, averages of ratings.

/** Whole seconds from one ISO instant to a later one. */
export const secondsBetween = (from: string, to: string): number =>
  Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

/** The middle value (the mean of the two middle ones for an even count, rounded); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = ascending(values);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The 90th percentile by nearest rank: the smallest value at least 90 % of the values do not exceed. */
export function p90(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = ascending(values);
  return sorted[Math.ceil(sorted.length * 0.9) - 1]!;
}

/** The mean to two decimals; null for none. */
export function average(values: number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
}

export const spread = (values: number[]) => ({ median: median(values), p90: p90(values) });
