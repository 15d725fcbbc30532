// A period's counts from the guild's days (store/stats-days-migration.ts): each whole UTC day inside it as
// counted once and kept while none of its tickets changed, the parts of a UTC day at the period's ends (the
// zone's midnight is rarely UTC's) read from the tickets. A year is then some 366 rows instead of 90,000
// tickets, and exactly the same figures: a day keeps its tickets' hours (per quarter, which serves every
// zone), and per category the counts and every duration, so medians and percentiles merge exactly.
// The days keep no one's figures (no new personal data for statistics): counts from them name no claimer
// and no closer, so they serve only periods whose figures per person are not shown.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { DAY_MS, dayOfNumber } from '../../contract/index.js';
import type { HourCount, OpenedGroup, StatsSpan } from '../repos/ticket-stats.js';
import type { ClosedGroup, CloseCount } from '../repos/ticket-stats-closed.js';
import { keepStatsDay, statsDays } from '../repos/ticket-stats-days.js';
import type { SpanCounts } from '../repos/ticket-stats-pass.js';
import type { Database } from '../store/schema.js';
import { Entries, newClosedGroup } from './entries.js';

/** Reads a span's counts from its tickets (per quarter hour when `quarters`). */
export type CountsReader = (span: StatsSpan, quarters: boolean) => Promise<SpanCounts>;

/** Days counted at once when many changed (each a few small queries; the first period after the migration). */
const COUNTED_AT_ONCE = 4;
/** Kept days read per turn of the event loop (a year's durations are some 1 MB of JSON). */
const READ_PER_TURN = 32;

/** Counts with the claimers and closers left out: per category, and per ending and rating. */
export function withoutPersons(counts: SpanCounts): SpanCounts {
  const opened = new Entries<number | null, null, OpenedGroup>();
  for (const group of counts.openedGroups) {
    const { categoryId } = group;
    opened.of(categoryId, null, () => ({ categoryId, claimedBy: null, count: 0 })).count += group.count;
  }
  const closed = new Entries<number | null, null, ClosedGroup>();
  for (const group of counts.closed) {
    const { categoryId } = group;
    const entry = closed.of(categoryId, null, () => newClosedGroup(categoryId, null));
    entry.closed += group.closed;
    entry.ratingSum += group.ratingSum;
    entry.ratingCount += group.ratingCount;
    for (const seconds of group.firstResponses) entry.firstResponses.push(seconds);
    for (const seconds of group.resolutions) entry.resolutions.push(seconds);
  }
  // The ending without its closer: the kind and whether by staff, then the rating.
  const closes = new Entries<string, number | null, CloseCount>();
  for (const close of counts.closes) {
    const blank = (): CloseCount => ({ ...close, closedBy: null, count: 0 });
    closes.of(`${close.closeKind} ${close.byStaff}`, close.rating, blank).count += close.count;
  }
  return {
    opened: counts.opened,
    closedHours: counts.closedHours,
    openedGroups: opened.all,
    closed: closed.all,
    closes: closes.all,
  };
}

/** The parts' counts side by side (the figures add up entries of the same hour or category). */
function together(parts: SpanCounts[]): SpanCounts {
  const all: SpanCounts = { opened: [], closedHours: [], openedGroups: [], closed: [], closes: [] };
  for (const part of parts)
    for (const key of Object.keys(all) as (keyof SpanCounts)[])
      for (const entry of part[key]) all[key].push(entry as never);
  return all;
}

/** Quarters of a UTC day. */
const QUARTERS = 96;
const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

/**
 * A day as kept: its tickets opened and closed per quarter hour from UTC midnight (96 counts each, which
 * serve every zone and take a tenth of the room of the hours' entries), and its groups without persons.
 */
interface KeptDay extends Omit<SpanCounts, 'opened' | 'closedHours'> {
  opened: number[];
  closedHours: number[];
}

function quartersOf(counts: HourCount[]): number[] {
  const quarters = Array<number>(QUARTERS).fill(0);
  for (const count of counts) quarters[Number(count.hour.slice(11, 13)) * 4 + count.quarter]! += count.count;
  return quarters;
}

/** A kept day's hours again, per quarter, or (`quarters` false) per whole hour as quarter 0. */
function hoursOf(day: string, counts: number[], quarters: boolean): HourCount[] {
  const hours: HourCount[] = [];
  const step = quarters ? 1 : 4;
  for (let at = 0; at < QUARTERS; at += step) {
    let count = counts[at]!;
    if (!quarters) count += counts[at + 1]! + counts[at + 2]! + counts[at + 3]!;
    if (count > 0) hours.push({ hour: `${day}T${HOURS[at >> 2]}`, quarter: quarters ? at & 3 : 0, count });
  }
  return hours;
}

const keptOf = (counts: SpanCounts): KeptDay => ({
  ...counts,
  opened: quartersOf(counts.opened),
  closedHours: quartersOf(counts.closedHours),
});

const countsOfKept = (day: string, kept: KeptDay, quarters: boolean): SpanCounts => ({
  ...kept,
  opened: hoursOf(day, kept.opened, quarters),
  closedHours: hoursOf(day, kept.closedHours, quarters),
});

const iso = (at: number) => new Date(at).toISOString();

/** Counts one UTC day from its tickets and keeps them under the change count read before. */
async function countDay(db: Kysely<Database>, guildId: string, read: CountsReader, day: string, changes: number) {
  const start = Date.parse(`${day}T00:00:00.000Z`);
  const kept = keptOf(withoutPersons(await read({ start: iso(start), end: iso(start + DAY_MS) }, true)));
  await keepStatsDay(db, guildId, day, changes, JSON.stringify(kept));
  return kept;
}

/** The whole UTC days `first` to `last` (day numbers), the changed ones counted anew. */
async function wholeDays(
  db: Kysely<Database>,
  guildId: string,
  read: CountsReader,
  [first, last]: [number, number],
  quarters: boolean,
) {
  const days = await statsDays(db, guildId, dayOfNumber(first), dayOfNumber(last));
  const parts: SpanCounts[] = [];
  const changed = days.filter((day) => day.counts === null);
  for (let at = 0; at < changed.length; at += COUNTED_AT_ONCE) {
    const counted = changed
      .slice(at, at + COUNTED_AT_ONCE)
      .map(async (day) => countsOfKept(day.day, await countDay(db, guildId, read, day.day, day.changes), quarters));
    parts.push(...(await Promise.all(counted)));
  }
  const kept = days.filter((day) => day.counts !== null);
  for (let at = 0; at < kept.length; at += READ_PER_TURN) {
    if (at > 0) await nextTurn();
    for (const day of kept.slice(at, at + READ_PER_TURN))
      parts.push(countsOfKept(day.day, JSON.parse(day.counts!) as KeptDay, quarters));
  }
  return parts;
}

/**
 * The span's counts without persons: its whole UTC days from the kept days, the rest of it (at most a day
 * at either end) read from the tickets (`quarters` as the zone needs).
 */
export async function countsFromDays(
  db: Kysely<Database>,
  guildId: string,
  span: StatsSpan,
  quarters: boolean,
  read: CountsReader,
): Promise<SpanCounts> {
  const [start, end] = [Date.parse(span.start), Date.parse(span.end)];
  const [first, after] = [Math.ceil(start / DAY_MS), Math.floor(end / DAY_MS)];
  if (first >= after) return withoutPersons(await read(span, quarters));
  const edges = [
    { start, end: first * DAY_MS },
    { start: after * DAY_MS, end },
  ].filter((edge) => edge.start < edge.end);
  const [days, ...ends] = await Promise.all([
    wholeDays(db, guildId, read, [first, after - 1], quarters),
    ...edges.map(async (edge) => withoutPersons(await read({ start: iso(edge.start), end: iso(edge.end) }, quarters))),
  ]);
  return together([...days, ...ends]);
}
