// Dates in the catalogue's locale (German by default, as the specified wording is), in the guild's
// time zone (its Einstellungen; Berlin until its admins choose another); a time carries its zone's place
// when the viewer's own zone is another, so nobody reads a New York time as their own. One formatter set
// per zone, label and language, made once: Intl formatters are slow to build.
import { memoized } from '../../server/contract/memo.js';
import type { Texts } from '../i18n/texts.js';

type DateWords = Texts['dates'];

export interface DateFormat {
  timeZone: string;
  /** The zone's place after each time ('New York'), or null when the viewer lives in the zone (or is not known). */
  zoneLabel: string | null;
  /** dd.mm.yyyy HH:MM, for tables; '–' without a date. */
  dateTime(iso: string | null): string;
  /** '24. November 2026'. */
  longDate(iso: string): string;
  /** Transcript times: 'Heute um HH:MM', 'Gestern um HH:MM' (days of the zone's calendar), else dd.mm.yyyy HH:MM. */
  messageTime(iso: string | null, now: Date): string;
}

const validDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

const dayOf = (timeZone: string) =>
  new Intl.DateTimeFormat('de-DE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const utcDay = dayOf('UTC');

/** The calendar day before a 'dd.mm.yyyy' day (the comparison key, German whatever the display): by the calendar, not 24 hours back (days around a DST change are 23 or 25 hours long). */
function dayBefore(day: string): string {
  const [dd, mm, yyyy] = day.split('.').map(Number) as [number, number, number];
  return utcDay.format(new Date(Date.UTC(yyyy, mm - 1, dd - 1)));
}

// Intl formatting is the slowest step of a table row (the profile in BENCHMARKS.md): each zone remembers
// the minutes of its last few thousand times.
const DATE_TIME_MEMO = 5_000;

/** A zone by its place, as people say it: 'America/New_York' is 'New York'; 'UTC' stays. */
export const zonePlace = (timeZone: string) => (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');

function createDateFormat(timeZone: string, words: DateWords, labelled: boolean): DateFormat {
  const zoneLabel = labelled ? zonePlace(timeZone) : null;
  const zoned = (time: string) => (zoneLabel ? words.zoned.replace('{time}', time).replace('{zone}', zoneLabel) : time);
  const day = dayOf(timeZone);
  const shownDay =
    words.locale === 'de-DE'
      ? day
      : new Intl.DateTimeFormat(words.locale, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const clock = new Intl.DateTimeFormat(words.locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const long = new Intl.DateTimeFormat(words.locale, { dateStyle: 'long', timeZone });
  // A table shows the same timestamps on every request, a transcript's thousand messages fall into a few
  // minutes: each minute's day and clock are formatted once (every zone's offset has been whole minutes
  // since 1972, so the minute's first moment reads as any of its others).
  const minuteOf = memoized(DATE_TIME_MEMO, (minute: number) => {
    const date = new Date(minute * 60_000);
    const dayText = day.format(date);
    return { day: dayText, shown: shownDay === day ? dayText : shownDay.format(date), clock: clock.format(date) };
  });
  const readMinute = (date: Date) => minuteOf(Math.floor(date.getTime() / 60_000));
  // And the reader's today and yesterday once per render (its `now`), not once a message.
  let around = { at: Number.NaN, today: '', yesterday: '' };
  const daysAround = (now: Date) => {
    if (around.at !== now.getTime()) {
      const today = day.format(now);
      around = { at: now.getTime(), today, yesterday: dayBefore(today) };
    }
    return around;
  };
  return {
    timeZone,
    zoneLabel,
    dateTime(iso) {
      const date = iso ? validDate(iso) : null;
      if (!date) return '–';
      const minute = readMinute(date);
      return zoned(`${minute.shown} ${minute.clock}`);
    },
    longDate(iso) {
      const date = validDate(iso);
      return date ? long.format(date) : words.unknown;
    },
    messageTime(iso, now) {
      const date = iso ? validDate(iso) : null;
      if (!date) return '';
      const { today, yesterday } = daysAround(now);
      const minute = readMinute(date);
      if (minute.day === today) return zoned(words.today.replace('{time}', minute.clock));
      if (minute.day === yesterday) return zoned(words.yesterday.replace('{time}', minute.clock));
      return zoned(`${minute.shown} ${minute.clock}`);
    },
  };
}

const formats = new WeakMap<DateWords, Map<string, DateFormat>>();

/**
 * The formatters of one IANA time zone (the caller has checked the names: the contract's TimeZone) in one
 * catalogue's words; times carry the zone's place when the viewer's zone is known and another.
 */
export function dateFormat(timeZone: string, words: DateWords, viewerZone: string | null = null): DateFormat {
  let zones = formats.get(words);
  if (!zones) {
    zones = new Map();
    formats.set(words, zones);
  }
  const labelled = viewerZone !== null && viewerZone !== timeZone;
  const key = labelled ? `${timeZone} labelled` : timeZone;
  let format = zones.get(key);
  if (!format) {
    format = createDateFormat(timeZone, words, labelled);
    zones.set(key, format);
  }
  return format;
}
