// How the statistics write their figures: durations in the two largest units, averages with the
// catalogue's decimal mark, '–' where nothing was measured.
import type { Texts } from '../i18n/texts.js';

export type StatsTexts = Texts['statistics'];

const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/** '2 Std. 5 Min.' (the largest unit and the next, when it is not 0), '40 Sek.'; '–' for null. */
export function duration(seconds: number | null, texts: StatsTexts): string {
  if (seconds === null) return texts.none;
  const first = UNITS.findIndex(([, size]) => seconds >= size);
  if (first === -1) return `0 ${texts.duration.second}`;
  const [unit, size] = UNITS[first]!;
  const parts = [`${Math.floor(seconds / size)} ${texts.duration[unit]}`];
  const next = UNITS[first + 1];
  const rest = next ? Math.floor((seconds % size) / next[1]) : 0;
  if (next && rest > 0) parts.push(`${rest} ${texts.duration[next[0]]}`);
  return parts.join(' ');
}

/** A rating average ('4,5' in German); '–' for null. */
export function ratingAverage(value: number | null, texts: StatsTexts, locale: string): string {
  if (value === null) return texts.none;
  return value.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
}

export const count = (value: number, locale: string) => value.toLocaleString(locale);
