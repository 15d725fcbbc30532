// A guild's ticket statistics for a period of its own days: the period and the one before it resolved in
// the guild's time zone, its tickets read once, and the figures computed from them. Figures per person
// come only from tickets whose contents are still kept, as the privacy policy promises.
import type { Kysely } from 'kysely';
import {
  addDays,
  dayNumber,
  dayStart,
  STATS_DEFAULT_DAYS,
  zoneDay,
  type StatsHeadline,
  type TicketStats,
  type TicketStatsQuery,
} from '../../contract/index.js';
import type { Database } from '../store/schema.js';
import { categoryNames, newestComments, openTicketTimes, ticketsWithin } from '../repos/ticket-stats.js';
import { busiestHours, openByAge, perDay } from './calendar.js';
import { byCategory, byStaff } from './groups.js';
import { endingsOf, headlineOf, ratingsSummary } from './headline.js';
import { openedIn, closedIn, type Span } from './rows.js';

const COMMENTS_SHOWN = 5;

export interface StatsRequest {
  guildId: string;
  query: TicketStatsQuery;
  timeZone: string;
  now: Date;
  /** The reader has tickets.view: figures per category and per person, and the comments. */
  detailed: boolean;
}

/** The asked days, or the last 30 up to today; and the as many days before them. */
export function periodOf(query: TicketStatsQuery, timeZone: string, now: Date) {
  const today = zoneDay(now.getTime(), timeZone);
  const to = query.to ?? (query.from ? addDays(query.from, STATS_DEFAULT_DAYS - 1) : today);
  const from = query.from ?? addDays(to, 1 - STATS_DEFAULT_DAYS);
  const length = dayNumber(to) - dayNumber(from) + 1;
  return { from, to, previous: { from: addDays(from, -length), to: addDays(from, -1) } };
}

const spanOf = (from: string, to: string, timeZone: string): Span => ({
  start: new Date(dayStart(from, timeZone)).toISOString(),
  end: new Date(dayStart(addDays(to, 1), timeZone)).toISOString(),
});

export async function ticketStats(db: Kysely<Database>, request: StatsRequest): Promise<TicketStats> {
  const { guildId, timeZone, now, detailed } = request;
  const { from, to, previous } = periodOf(request.query, timeZone, now);
  const span = spanOf(from, to, timeZone);
  const before = spanOf(previous.from, previous.to, timeZone);
  const [rows, openedAt, names, comments] = await Promise.all([
    ticketsWithin(db, guildId, before.start, span.end),
    openTicketTimes(db, guildId),
    detailed ? categoryNames(db, guildId) : new Map<number, string>(),
    detailed ? newestComments(db, guildId, span.start, span.end, COMMENTS_SHOWN) : [],
  ]);
  // Contents deleted in the period: who did what in it is no longer kept, so no one's figures are shown.
  const inPeriod = [...openedIn(rows, span), ...closedIn(rows, span)];
  const cleared = inPeriod.some((row) => row.content_deleted_at !== null);
  const staffWithheld = !detailed ? 'rights' : cleared ? 'retention' : null;
  return {
    period: { from, to, timeZone },
    previous,
    ...headlineOf(rows, span),
    before: headlineOf(rows, before),
    byCategory: detailed ? byCategory(rows, span, names) : null,
    byStaff: staffWithheld ? null : byStaff(rows, span),
    staffWithheld,
    ratings: {
      ...ratingsSummary(rows, span),
      comments: comments.map((row) => ({ rating: row.rating!, feedback: row.feedback!, ratedAt: row.rated_at ?? '' })),
    },
    endings: endingsOf(rows, span),
    perDay: perDay(rows, span, from, to, timeZone),
    openByAge: openByAge(openedAt, now),
    busiestHours: busiestHours(rows, span, timeZone),
  };
}

/** The headline of the guild's last `days` days, today included: what /stats shows in Discord. */
export async function recentHeadline(
  db: Kysely<Database>,
  request: Pick<StatsRequest, 'guildId' | 'timeZone' | 'now'>,
  days: number,
): Promise<StatsHeadline> {
  const to = zoneDay(request.now.getTime(), request.timeZone);
  const span = spanOf(addDays(to, 1 - days), to, request.timeZone);
  return headlineOf(await ticketsWithin(db, request.guildId, span.start, span.end), span);
}
