// Calendar days of a time zone as instants, and instants as the zone's day, weekday and hour: the
// statistics count by the server's own days, whatever zone the process runs in.
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return wall - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/** YYYY-MM-DD as days since 1970-01-01, and back. */
export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00.000Z`) / DAY_MS;
export const dayOfNumber = (days: number): string => new Date(days * DAY_MS).toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string => dayOfNumber(dayNumber(day) + days);

/** The instant the zone's day begins (its first minute; a day that starts in a clock change starts after it). */
export function dayStart(day: string, timeZone: string): number {
  const wall = dayNumber(day) * DAY_MS;
  const guess = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(guess, timeZone);
}

/** The zone's day of an instant. */
export function zoneDay(instant: number, timeZone: string): string {
  return dayOfNumber(Math.floor((instant + zoneOffset(instant, timeZone)) / DAY_MS));
}

/** An instant's day (days since 1970-01-01), weekday (Monday 0) and hour on a zone's wall clock. */
export type WallClock = (instant: number) => { day: number; weekday: number; hour: number };

/**
 * The zone's wall clock of many instants, the offset read once per UTC hour they fall in (zones change
 * their clocks on whole hours of UTC, or half hours at most, which moves a figure by one hour cell). The
 * zone is asked once per UTC day and hour by hour only on a day its offset changes: a year has 8,784 hours,
 * and asking for each took the statistics some 50 ms (zones change their offset twice a year at most, never
 * twice within a day).
 */
export function wallClock(timeZone: string): WallClock {
  const offsets = new Map<number, number>();
  const offsetAt = (hour: number) => {
    let offset = offsets.get(hour);
    if (offset === undefined) {
      offset = zoneOffset(hour * HOUR_MS, timeZone);
      offsets.set(hour, offset);
    }
    return offset;
  };
  const offsetOfHour = (hour: number) => {
    const dayHour = hour - (((hour % 24) + 24) % 24);
    const start = offsetAt(dayHour);
    return start === offsetAt(dayHour + 24) ? start : offsetAt(hour);
  };
  return (instant) => {
    const wall = instant + offsetOfHour(Math.floor(instant / HOUR_MS));
    const day = Math.floor(wall / DAY_MS);
    // 1970-01-01 was a Thursday; Monday is 0.
    return { day, weekday: (day + 3) % 7, hour: Math.floor((wall - day * DAY_MS) / HOUR_MS) };
  };
}
