// The figures by the guild's own calendar: per day, by weekday and hour, and the open tickets by age.
import { DAY_MS, dayNumber, dayOfNumber, OPEN_AGES, wallClock, type TicketStats } from '../../contract/index.js';
import type { StatsRow } from '../repos/ticket-stats.js';
import { closedIn, openedIn, type Span } from './rows.js';

/** Every day from `from` to `to` (the zone's days), with what was opened and closed on it; zeros included. */
export function perDay(rows: StatsRow[], span: Span, from: string, to: string, timeZone: string) {
  const first = dayNumber(from);
  const days = Array.from({ length: dayNumber(to) - first + 1 }, (_, index) => ({
    day: dayOfNumber(first + index),
    opened: 0,
    closed: 0,
  }));
  const clock = wallClock(timeZone);
  const slot = (at: string) => days[clock(Date.parse(at)).day - first];
  for (const row of openedIn(rows, span)) {
    const entry = slot(row.created_at);
    if (entry) entry.opened++;
  }
  for (const row of closedIn(rows, span)) {
    const entry = slot(row.closed_at!);
    if (entry) entry.closed++;
  }
  return days;
}

/** Tickets opened in the span by weekday (Monday first) and hour of the zone. */
export function busiestHours(rows: StatsRow[], span: Span, timeZone: string): number[][] {
  const grid = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  const clock = wallClock(timeZone);
  for (const row of openedIn(rows, span)) {
    const { weekday, hour } = clock(Date.parse(row.created_at));
    grid[weekday]![hour]!++;
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
