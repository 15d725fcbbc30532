// The figures by the guild's own calendar: per day, by weekday and hour, and the open tickets by age.
import {
  DAY_MS,
  dayNumber,
  dayOfNumber,
  OPEN_AGES,
  zoneOffset,
  type TicketStats,
  type WallClock,
} from '../../contract/index.js';
import type { HourCount } from '../repos/ticket-stats.js';

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * DAY_MS;

/**
 * Whether the zone's clock is off UTC by a part of an hour anywhere from `start` to `end` (instants): then
 * its hours, and days, begin on a quarter of a UTC hour and the counts are read per quarter. Zones keep
 * such an offset for months, so a look once a week finds it.
 */
export function partialHours(timeZone: string, start: number, end: number): boolean {
  for (let at = start; ; at = Math.min(at + WEEK_MS, end)) {
    if (zoneOffset(at, timeZone) % HOUR_MS !== 0) return true;
    if (at === end) return false;
  }
}

/** The whole number written at `start`–`end` of `text` (digits only). */
function digits(text: string, start: number, end: number): number {
  let value = 0;
  for (let at = start; at < end; at++) value = value * 10 + text.charCodeAt(at) - 48;
  return value;
}

/**
 * The first instant of a count's hour (`YYYY-MM-DDTHH`), or quarter of it; read digit by digit, as a year
 * has some 70,000 counts (per quarter) and `Date.parse` of each held the loop for some 20 ms.
 */
const instantOf = ({ hour, quarter }: HourCount) =>
  Date.UTC(digits(hour, 0, 4), digits(hour, 5, 7) - 1, digits(hour, 8, 10), digits(hour, 11, 13), quarter * 15);

/** Every day from `from` to `to` (the zone's days on its `clock`), with what was opened and closed on it; zeros included. */
export function perDay(opened: HourCount[], closed: HourCount[], from: string, to: string, clock: WallClock) {
  const first = dayNumber(from);
  const days = Array.from({ length: dayNumber(to) - first + 1 }, (_, index) => ({
    day: dayOfNumber(first + index),
    opened: 0,
    closed: 0,
  }));
  const slot = (count: HourCount) => days[clock(instantOf(count)).day - first];
  for (const count of opened) {
    const entry = slot(count);
    if (entry) entry.opened += count.count;
  }
  for (const count of closed) {
    const entry = slot(count);
    if (entry) entry.closed += count.count;
  }
  return days;
}

/** Tickets opened in the span by weekday (Monday first) and hour of the zone (its `clock`). */
export function busiestHours(opened: HourCount[], clock: WallClock): number[][] {
  const grid = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const count of opened) {
    const { weekday, hour } = clock(instantOf(count));
    grid[weekday]![hour]! += count.count;
  }
  return grid;
}

/** The ages' upper bounds in days: under one, one to three, three to seven, older. */
const AGE_LIMITS = [1, 3, 7, Number.POSITIVE_INFINITY];

export function openByAge(openedAt: string[], now: Date): TicketStats['openByAge'] {
  const counts = [0, 0, 0, 0];
  for (const at of openedAt) {
    const age = (now.getTime() - Date.parse(at)) / DAY_MS;
    counts[AGE_LIMITS.findIndex((limit) => age < limit)]!++;
  }
  return OPEN_AGES.map((age, index) => ({ age, count: counts[index]! }));
}
