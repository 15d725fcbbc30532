// Dates in the German locale (spec section 9); the time zone is the operator's choice, Berlin by default.
const longDate = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' });

export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : longDate.format(date);
}
