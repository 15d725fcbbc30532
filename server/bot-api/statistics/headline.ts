// The figures of a period at a glance (and of the one before), how its tickets ended, and its ratings.
import type { StatsHeadline, TicketStats } from '../../contract/index.js';
import type { StatsRow } from '../repos/ticket-stats.js';
import { average, spread } from './numbers.js';
import {
  closedByStaff,
  closedIn,
  firstResponseTimes,
  openedIn,
  ratingsOf,
  resolutionTimes,
  type Span,
} from './rows.js';

export function headlineOf(rows: StatsRow[], span: Span): StatsHeadline {
  const closed = closedIn(rows, span);
  return {
    opened: openedIn(rows, span).length,
    closed: closed.length,
    firstResponse: spread(firstResponseTimes(closed)),
    resolution: spread(resolutionTimes(closed)),
    ratingAverage: average(ratingsOf(closed)),
  };
}

export function endingsOf(rows: StatsRow[], span: Span): TicketStats['endings'] {
  const endings = { opener: 0, staff: 0, closeRequest: 0, autoClose: 0 };
  for (const row of closedIn(rows, span)) {
    if (row.close_kind === 'close_request') endings.closeRequest++;
    else if (row.close_kind === 'auto_close') endings.autoClose++;
    else if (closedByStaff(row)) endings.staff++;
    else endings.opener++;
  }
  return endings;
}

/** The ratings of the tickets closed in the span (comments are read apart). */
export function ratingsSummary(rows: StatsRow[], span: Span): Omit<TicketStats['ratings'], 'comments'> {
  const ratings = ratingsOf(closedIn(rows, span));
  const distribution = [0, 0, 0, 0, 0];
  for (const rating of ratings) if (rating >= 1 && rating <= 5) distribution[rating - 1]!++;
  return { average: average(ratings), count: ratings.length, distribution };
}
