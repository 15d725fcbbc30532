// How long a ticket has been open, in the largest whole unit that fits: minutes below an hour, hours
// below a day, then days.
import type { Texts } from '../i18n/texts.js';

const MINUTE_MS = 60_000;

export function ticketAge(openedAt: string, now: Date, ages: Texts['tickets']['ages']): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(openedAt).getTime()) / MINUTE_MS));
  if (minutes < 60) return ages.minutes(minutes);
  if (minutes < 24 * 60) return ages.hours(Math.floor(minutes / 60));
  return ages.days(Math.floor(minutes / (24 * 60)));
}
