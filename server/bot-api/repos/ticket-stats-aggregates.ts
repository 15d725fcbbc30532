// The statistics' two aggregate functions of SQLite, run by the store's thread (store/sqlite-thread-worker.ts)
// over a span's tickets in the order of its index: each groups its side (the tickets opened in the span, or
// those closed in it) as PostgreSQL's grouped queries do, and answers the groups as one JSON text. SQLite
// has no hash aggregate (each `group by` sorts the whole span first), and grouping a list of every ticket
// in the process held its event loop for some 60 ms a year (reading the list) plus the collector.
import type { SQLite } from '../../platform/sqlite.js';
import { Entries, newClosedGroup } from '../statistics/entries.js';
import type { HourCount, OpenedGroup } from './ticket-stats.js';
import type { ClosedGroup, CloseCount } from './ticket-stats-closed.js';

/** What `stats_opened` answers (JSON). */
export interface OpenedCounts {
  opened: HourCount[];
  openedGroups: OpenedGroup[];
}

/** What `stats_closed` answers (JSON). */
export interface ClosedCounts {
  closedHours: HourCount[];
  closed: ClosedGroup[];
  closes: CloseCount[];
}

/** Tickets per UTC hour and quarter, which come in time order: a new entry only where they change. */
class Hours {
  readonly all: HourCount[] = [];
  private readonly counts = new Map<string, HourCount>();
  private current: HourCount = { hour: '', quarter: -1, count: 0 };

  count(hour: string, quarter: number) {
    if (hour !== this.current.hour || quarter !== this.current.quarter) {
      const key = `${hour} ${quarter}`;
      let found = this.counts.get(key);
      if (found === undefined) {
        found = { hour, quarter, count: 0 };
        this.counts.set(key, found);
        this.all.push(found);
      }
      this.current = found;
    }
    this.current.count++;
  }
}

class Opened {
  readonly hours = new Hours();
  readonly groups = new Entries<number | null, string | null, OpenedGroup>();
}

class Closed {
  readonly hours = new Hours();
  readonly groups = new Entries<number | null, string | null, ClosedGroup>();
  /** By who closed (`closer`) or else the kind, then by rating. */
  readonly closes = new Entries<string, number | null, CloseCount>();
}

function countOpened(
  side: Opened,
  hour: string,
  quarter: number,
  categoryId: number | null,
  claimedBy: string | null,
): void {
  side.hours.count(hour, quarter);
  side.groups.of(categoryId, claimedBy, () => ({ categoryId, claimedBy, count: 0 })).count++;
}

/**
 * `closer`: null for a close not by staff, '-' by staff unknown, '=id' by staff `id` (ticket-stats-pass.ts);
 * an empty kind counts as none, as the grouped query's `coalesce(close_kind, '')` did.
 */
function newCloseCount(kind: string | null, closer: string | null, rating: number | null): CloseCount {
  return {
    closeKind: kind === '' ? null : (kind as CloseCount['closeKind']),
    byStaff: closer !== null,
    closedBy: closer === null || closer === '-' ? null : closer.slice(1),
    rating,
    count: 0,
  };
}

function countClosed(
  side: Closed,
  hour: string,
  quarter: number,
  categoryId: number | null,
  claimedBy: string | null,
  kind: string | null,
  closer: string | null,
  rating: number | null,
  firstResponse: number | null,
  resolution: number | null,
): void {
  side.hours.count(hour, quarter);
  const group = side.groups.of(categoryId, claimedBy, () => newClosedGroup(categoryId, claimedBy));
  group.closed++;
  if (rating !== null) {
    group.ratingSum += rating;
    group.ratingCount++;
  }
  if (firstResponse !== null) group.firstResponses.push(firstResponse);
  if (resolution !== null) group.resolutions.push(resolution);
  // A close by staff has no kind, and closers ('=id', '-') are no kinds: one key tells both apart.
  const ending = closer ?? kind ?? '';
  const close = side.closes.of(ending, rating, () => newCloseCount(kind, closer, rating));
  close.count++;
}

/**
 * A step as better-sqlite3's types declare it (one value a row); the library passes as many as the step
 * function names after the total (its `length`), which is how each aggregate gets its columns.
 */
const step = <T>(each: (total: T, ...columns: never[]) => void) => each as (total: T, next: T) => void;

/** Registers `stats_opened` and `stats_closed` on a connection (the arguments: repos/ticket-stats-pass.ts). */
export function registerStatsAggregates(sqlite: InstanceType<typeof SQLite>): void {
  sqlite.aggregate('stats_opened', {
    start: () => new Opened(),
    step: step(countOpened),
    result: (side: Opened) =>
      JSON.stringify({ opened: side.hours.all, openedGroups: side.groups.all } satisfies OpenedCounts),
  });
  sqlite.aggregate('stats_closed', {
    start: () => new Closed(),
    step: step(countClosed),
    result: (side: Closed) =>
      JSON.stringify({
        closedHours: side.hours.all,
        closed: side.groups.all,
        closes: side.closes.all,
      } satisfies ClosedCounts),
  });
}
