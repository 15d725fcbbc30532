// How the statistics write their figures: durations in the two largest units, averages with the
// catalogue's decimal mark, '–' where nothing was measured.
import { averageInWords, durationInWords } from '../../server/contract/figures-in-words.js';
import type { Texts } from '../i18n/texts.js';

export type StatsTexts = Texts['statistics'];

/** '2 Std. 5 Min.' (the largest unit and the next, when it is not 0), '40 Sek.'; '–' for null. */
export function duration(seconds: number | null, texts: StatsTexts): string {
  return seconds === null ? texts.none : durationInWords(seconds, texts.duration);
}

/** A rating average ('4,5' in German); '–' for null. */
export function ratingAverage(value: number | null, texts: StatsTexts, locale: string): string {
  return value === null ? texts.none : averageInWords(value, locale);
}

export const count = (value: number, locale: string) => value.toLocaleString(locale);
