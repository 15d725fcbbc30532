// The statistics' period as the page's address gives it: a preset (the last 7, 30 or 90 days of the
// server's calendar, today included) or from–to typed in the page's language, read with the ticket
// search's rules and worded with its messages; a period reversed or longer than 366 days is refused.
import { z } from 'zod';
import { addDays, dayNumber, isCalendarDate, STATS_PERIOD_MAX } from '../../../contract/index.js';
import type { Texts } from '../../../../views/i18n/texts.js';
import { dayInput } from '../../../../views/lib/day-input.js';
import { PRESETS, type PeriodValues } from '../../../../views/statistics/PeriodPicker.js';

const typed = z.string().max(10).catch('').default('');

export const PeriodQuery = z.object({
  period: z
    .enum([...PRESETS, 'custom'])
    .optional()
    .catch(undefined),
  from: typed,
  to: typed,
});

/** The values to show in the form: a period without a choice is custom when days are given, else 30 days. */
export function periodValues(query: z.infer<typeof PeriodQuery>): PeriodValues {
  const period = query.period ?? (query.from || query.to ? 'custom' : '30');
  return { period, from: query.from, to: query.to };
}

/** The period's days (YYYY-MM-DD), or the message that says what to fix. */
export function periodDays(
  values: PeriodValues,
  today: string,
  texts: Texts,
): { from: string; to: string } | { error: string } {
  if (values.period !== 'custom') return { from: addDays(today, 1 - Number(values.period)), to: today };
  const days = dayInput(texts.dates);
  const words = texts.ticketSearch;
  const own = texts.statistics;
  const read = (key: 'from' | 'to', fallback: string | null) => {
    if (!values[key].trim() && fallback) return fallback;
    const day = days.parse(values[key]);
    return day && isCalendarDate(day) ? day : null;
  };
  const from = read('from', null);
  if (!from) return { error: words.badFilter(own.from, words.badDay(days.placeholder)) };
  const to = read('to', today);
  if (!to) return { error: words.badFilter(own.to, words.badDay(days.placeholder)) };
  if (to < from) return { error: words.badFilter(own.to, words.daysReversed(own.from)) };
  if (dayNumber(to) - dayNumber(from) + 1 > STATS_PERIOD_MAX)
    return { error: words.badFilter(own.to, own.tooLong(STATS_PERIOD_MAX)) };
  return { from, to };
}
