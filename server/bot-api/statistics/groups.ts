// The figures per category and per member of staff.
import type { CategoryFigures, StaffFigures } from '../../contract/index.js';
import type { StatsRow } from '../repos/ticket-stats.js';
import { average, median } from './numbers.js';
import {
  closedByStaff,
  closedIn,
  firstResponseTimes,
  openedIn,
  ratingsOf,
  resolutionTimes,
  type Span,
} from './rows.js';

function groupBy<K>(rows: StatsRow[], key: (row: StatsRow) => K | undefined): Map<K, StatsRow[]> {
  const groups = new Map<K, StatsRow[]>();
  for (const row of rows) {
    const value = key(row);
    if (value === undefined) continue;
    const group = groups.get(value);
    if (group) group.push(row);
    else groups.set(value, [row]);
  }
  return groups;
}

/** Every category with a ticket opened or closed in the span, the most opened first. */
export function byCategory(rows: StatsRow[], span: Span, names: Map<number, string>): CategoryFigures[] {
  const opened = groupBy(openedIn(rows, span), (row) => row.category_id);
  const closed = groupBy(closedIn(rows, span), (row) => row.category_id);
  const ids = new Set([...opened.keys(), ...closed.keys()]);
  return [...ids]
    .map((categoryId) => {
      const done = closed.get(categoryId) ?? [];
      return {
        categoryId,
        name: categoryId === null ? null : (names.get(categoryId) ?? null),
        opened: opened.get(categoryId)?.length ?? 0,
        closed: done.length,
        firstResponseMedian: median(firstResponseTimes(done)),
        resolutionMedian: median(resolutionTimes(done)),
        ratingAverage: average(ratingsOf(done)),
      };
    })
    .sort((a, b) => b.opened - a.opened || b.closed - a.closed || (a.categoryId ?? 0) - (b.categoryId ?? 0));
}

/** The name each member of staff had when they last claimed a ticket (opened latest first). */
function lastKnownNames(rows: StatsRow[]): Map<string, string> {
  const names = new Map<string, string>();
  const newest = new Map<string, string>();
  for (const row of rows) {
    if (!row.claimed_by || !row.claimed_by_name) continue;
    const seen = newest.get(row.claimed_by);
    if (seen !== undefined && seen > row.created_at) continue;
    newest.set(row.claimed_by, row.created_at);
    names.set(row.claimed_by, row.claimed_by_name);
  }
  return names;
}

/** Everyone who claimed a ticket opened in the span or closed one in it as staff, the most claimed first. */
export function byStaff(rows: StatsRow[], span: Span): StaffFigures[] {
  const claimed = groupBy(openedIn(rows, span), (row) => row.claimed_by ?? undefined);
  const closedRows = closedIn(rows, span);
  const closedBy = groupBy(closedRows.filter(closedByStaff), (row) => row.closed_by ?? undefined);
  const answered = groupBy(closedRows, (row) => (row.first_response_at ? (row.claimed_by ?? undefined) : undefined));
  const names = lastKnownNames(rows);
  const ids = new Set([...claimed.keys(), ...closedBy.keys()]);
  return [...ids]
    .map((userId) => {
      const responses = firstResponseTimes(answered.get(userId) ?? []);
      const closed = closedBy.get(userId) ?? [];
      return {
        userId,
        name: names.get(userId) ?? null,
        claimed: claimed.get(userId)?.length ?? 0,
        closed: closed.length,
        firstResponses: responses.length,
        firstResponseMedian: median(responses),
        ratingAverage: average(ratingsOf(closed)),
      };
    })
    .sort((a, b) => b.claimed - a.claimed || b.closed - a.closed || a.userId.localeCompare(b.userId));
}
