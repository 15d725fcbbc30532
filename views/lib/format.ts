// Dates in the German locale (spec section 9); the time zone is the operator's choice, Berlin by default.
const longDate = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' });

export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : longDate.format(date);
}

const TIME_ZONE = 'Europe/Berlin';
const dayKey = new Intl.DateTimeFormat('de-DE', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const clock = new Intl.DateTimeFormat('de-DE', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** Transcript times (spec section 2): 'Heute um HH:MM', 'Gestern um HH:MM', else dd.mm.yyyy HH:MM. */
export function formatMessageTime(iso: string | null, now: Date): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = dayKey.format(date);
  if (day === dayKey.format(now)) return `Heute um ${clock.format(date)}`;
  if (day === dayKey.format(new Date(now.getTime() - 86_400_000))) return `Gestern um ${clock.format(date)}`;
  return `${day} ${clock.format(date)}`;
}

// Intl formatting is the slowest step of a table row (the profile in BENCHMARKS.md) and tables show
// the same timestamps on every request: remember the last few thousand.
const dateTimes = new Map<string, string>();
const DATE_TIME_MEMO = 5_000;

/** dd.mm.yyyy, HH:MM for tables. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '–';
  const known = dateTimes.get(iso);
  if (known !== undefined) return known;
  const date = new Date(iso);
  const text = Number.isNaN(date.getTime()) ? '–' : `${dayKey.format(date)} ${clock.format(date)}`;
  if (dateTimes.size >= DATE_TIME_MEMO) dateTimes.clear();
  dateTimes.set(iso, text);
  return text;
}

/** Attachment sizes in MB with 2 decimals (spec section 9). */
export function formatMegabytes(bytes: number | undefined): string {
  return `${((bytes ?? 0) / (1024 * 1024)).toFixed(2)} MB`;
}
