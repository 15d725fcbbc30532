// The figures of a period at a glance (and of the one before), how its tickets ended, and its ratings.
import type { StatsHeadline, TicketStats } from '../../contract/index.js';
import type { ClosedGroup, CloseCount } from '../repos/ticket-stats-closed.js';
import { meanOf, spread } from './numbers.js';
import { firstResponseTimes, ratingAverage, resolutionTimes, total } from './rows.js';

/** The headline of the tickets opened in a period (`opened` of them) and closed in it (`closed`). */
export function headlineOf(opened: number, closed: ClosedGroup[]): StatsHeadline {
  return {
    opened,
    closed: total(closed, (group) => group.closed),
    firstResponse: spread(firstResponseTimes(closed)),
    resolution: spread(resolutionTimes(closed)),
    ratingAverage: ratingAverage(closed),
  };
}

export function endingsOf(closes: CloseCount[]): TicketStats['endings'] {
  const endings = { opener: 0, staff: 0, closeRequest: 0, autoClose: 0 };
  for (const close of closes) {
    if (close.closeKind === 'close_request') endings.closeRequest += close.count;
    else if (close.closeKind === 'auto_close') endings.autoClose += close.count;
    else if (close.byStaff) endings.staff += close.count;
    else endings.opener += close.count;
  }
  return endings;
}

/** The ratings of the tickets closed in the span (comments are read apart). */
export function ratingsSummary(closes: CloseCount[]): Omit<TicketStats['ratings'], 'comments'> {
  const rated = closes.filter((close) => close.rating !== null);
  const distribution = [0, 0, 0, 0, 0];
  for (const { rating, count } of rated) if (rating! >= 1 && rating! <= 5) distribution[rating! - 1]! += count;
  const count = total(rated, (close) => close.count);
  return {
    average: meanOf(
      total(rated, (close) => close.rating! * close.count),
      count,
    ),
    count,
    distribution,
  };
}
