// A server's opening hours for tickets (Einstellungen, section Tickets): times of day per weekday in the
// server's time zone, and what a ticket opened outside them meets: the team's message in its welcome
// ('note'), or a refusal with the message and the next opening time ('refuse'). The bot and the page read
// "open now?" and "open next when?" from the same two functions here.
import { z } from 'zod';
import { multilineText } from './common.js';
import { LIMITS, WEEKDAYS } from './facts.js';
import { matching, rule } from './rules.js';
import { DAY_MS, zoneOffset } from './zone-days.js';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** A time of day, HH:MM; 24:00 is the end of a day. */
export const ClockTime = matching(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'clockTime');

export const OpeningSpan = z
  .strictObject({ day: z.number().int().min(1).max(7), from: ClockTime, to: ClockTime })
  .refine((span) => span.from < span.to, rule('openingSpan', { path: ['to'] }));
export type OpeningSpan = z.infer<typeof OpeningSpan>;

export const OpeningHours = z
  .strictObject({
    enabled: z.boolean(),
    schedule: z.array(OpeningSpan).max(LIMITS.openingHours.spans),
    outside: z.enum(['note', 'refuse']),
    message: multilineText(LIMITS.openingHours.message),
  })
  .refine((hours) => !hours.enabled || hours.message.length > 0, rule('openingMessage', { path: ['message'] }));
export type OpeningHours = z.infer<typeof OpeningHours>;

/** Until a server sets hours: off, with a working week to start from. */
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  enabled: false,
  schedule: WEEKDAYS.slice(0, 5).map((day) => ({ day, from: '09:00', to: '17:00' })),
  outside: 'note',
  message: '',
};

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The zone's wall clock at an instant: days since 1970, weekday (Monday = 1) and minute of the day. */
function wallOf(instant: number, timeZone: string) {
  const wall = instant + zoneOffset(instant, timeZone);
  const day = Math.floor(wall / DAY_MS);
  return { day, weekday: ((day + 3) % 7) + 1, minute: Math.floor((wall - day * DAY_MS) / MINUTE_MS) };
}

/** Whether the team is in at this instant (hours switched off: always). */
export function isOpenAt(hours: OpeningHours, instant: number, timeZone: string): boolean {
  if (!hours.enabled) return true;
  const { weekday, minute } = wallOf(instant, timeZone);
  return hours.schedule.some(
    (span) => span.day === weekday && minutesOf(span.from) <= minute && minute < minutesOf(span.to),
  );
}

/** The instant the next span after this one begins (within a week), or null for a schedule without any. */
export function nextOpening(hours: OpeningHours, instant: number, timeZone: string): number | null {
  const now = wallOf(instant, timeZone);
  let best: number | null = null;
  for (const span of hours.schedule) {
    const ahead = (span.day - now.weekday + 7) % 7;
    let minutes = ahead * DAY_MINUTES + minutesOf(span.from) - now.minute;
    if (minutes <= 0) minutes += 7 * DAY_MINUTES;
    if (best === null || minutes < best) best = minutes;
  }
  if (best === null) return null;
  // The wall clock's instant: the offset read at a first guess, then at the instant it gives.
  const wall = now.day * DAY_MS + (now.minute + best) * MINUTE_MS;
  const guess = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(guess, timeZone);
}
