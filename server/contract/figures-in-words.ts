// Figures in words, as the dashboard's statistics and the bot's /stats both write them: a duration as
// people say it (the largest unit and the next one when it is not zero: '2 Std. 5 Min.', '40 Sek.') and a
// rating average with the language's decimal mark. Each caller passes its own language's words.

/** The unit words of one language. */
export type DurationWords = Record<'day' | 'hour' | 'minute' | 'second', string>;

const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

export function durationInWords(seconds: number, words: DurationWords): string {
  const first = UNITS.findIndex(([, size]) => seconds >= size);
  if (first === -1) return `0 ${words.second}`;
  const [unit, size] = UNITS[first]!;
  const parts = [`${Math.floor(seconds / size)} ${words[unit]}`];
  const next = UNITS[first + 1];
  const rest = next ? Math.floor((seconds % size) / next[1]) : 0;
  if (next && rest > 0) parts.push(`${rest} ${words[next[0]]}`);
  return parts.join(' ');
}

/** The units as the dashboard and the bot write them, one set per language. */
export const GERMAN_DURATION_WORDS: DurationWords = { day: 'T', hour: 'Std.', minute: 'Min.', second: 'Sek.' };
export const ENGLISH_DURATION_WORDS: DurationWords = { day: 'd', hour: 'h', minute: 'min', second: 's' };

/** A rating average with one or two decimals in the language's own way ('4,5' in German). */
export const averageInWords = (value: number, locale: string) =>
  value.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
