// Dates in the German locale (spec section 9), in the guild's time zone (its Einstellungen; Berlin until
// its admins choose another). One formatter set per zone, made once: Intl formatters are slow to build.
export interface DateFormat {
  timeZone: string;
  /** dd.mm.yyyy HH:MM, for tables; '–' without a date. */
  dateTime(iso: string | null): string;
  /** '24. November 2026'. */
  longDate(iso: string): string;
  /** Transcript times (spec section 2): 'Heute um HH:MM', 'Gestern um HH:MM' (days of the zone's calendar), else dd.mm.yyyy HH:MM. */
  messageTime(iso: string | null, now: Date): string;
}

const validDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

const dayOf = (timeZone: string) => new Intl.DateTimeFormat('de-DE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const utcDay = dayOf('UTC');

/** The calendar day before a 'dd.mm.yyyy' day: by the calendar, not 24 hours back (days around a DST change are 23 or 25 hours long). */
function dayBefore(day: string): string {
  const [dd, mm, yyyy] = day.split('.').map(Number) as [number, number, number];
  return utcDay.format(new Date(Date.UTC(yyyy, mm - 1, dd - 1)));
}

// Intl formatting is the slowest step of a table row (the profile in BENCHMARKS.md) and tables show
// the same timestamps on every request: each zone remembers its last few thousand.
const DATE_TIME_MEMO = 5_000;

function createDateFormat(timeZone: string): DateFormat {
  const day = dayOf(timeZone);
  const clock = new Intl.DateTimeFormat('de-DE', { timeZone, hour: '2-digit', minute: '2-digit' });
  const long = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone });
  const dateTimes = new Map<string, string>();
  return {
    timeZone,
    dateTime(iso) {
      if (!iso) return '–';
      const known = dateTimes.get(iso);
      if (known !== undefined) return known;
      const date = validDate(iso);
      const text = date ? `${day.format(date)} ${clock.format(date)}` : '–';
      if (dateTimes.size >= DATE_TIME_MEMO) dateTimes.clear();
      dateTimes.set(iso, text);
      return text;
    },
    longDate(iso) {
      const date = validDate(iso);
      return date ? long.format(date) : 'Unknown';
    },
    messageTime(iso, now) {
      const date = iso ? validDate(iso) : null;
      if (!date) return '';
      const messageDay = day.format(date);
      const today = day.format(now);
      if (messageDay === today) return `Heute um ${clock.format(date)}`;
      if (messageDay === dayBefore(today)) return `Gestern um ${clock.format(date)}`;
      return `${messageDay} ${clock.format(date)}`;
    },
  };
}

const formats = new Map<string, DateFormat>();

/** The formatters of one IANA time zone (the caller has checked the name: the contract's TimeZone). */
export function dateFormat(timeZone: string): DateFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = createDateFormat(timeZone);
    formats.set(timeZone, format);
  }
  return format;
}
