// One ticket's facts as the statistics read them, and which of a span's tickets each figure counts.
import type { StatsRow } from '../repos/ticket-stats.js';
import { secondsBetween } from './numbers.js';

/** A span of instants: at or after start, before end (ISO). */
export interface Span {
  start: string;
  end: string;
}

const within = (at: string | null, span: Span): at is string => at !== null && at >= span.start && at < span.end;

export const openedIn = (rows: StatsRow[], span: Span) => rows.filter((row) => within(row.created_at, span));
export const closedIn = (rows: StatsRow[], span: Span) => rows.filter((row) => within(row.closed_at, span));

/** Seconds from the opening to the first answer, of closed tickets that had one. */
export const firstResponseTimes = (closed: StatsRow[]) =>
  closed.flatMap((row) => (row.first_response_at ? [secondsBetween(row.created_at, row.first_response_at)] : []));

/** Seconds from the opening to the close. */
export const resolutionTimes = (closed: StatsRow[]) =>
  closed.flatMap((row) => (row.closed_at ? [secondsBetween(row.created_at, row.closed_at)] : []));

export const ratingsOf = (closed: StatsRow[]) => closed.flatMap((row) => (row.rating === null ? [] : [row.rating]));

/** A close by a member of staff: by a person (no close request, no auto-close) other than the opener. */
export const closedByStaff = (row: StatsRow) => row.close_kind === null && row.closed_by !== row.user_id;
