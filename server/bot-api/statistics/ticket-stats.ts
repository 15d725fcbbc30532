// A guild's ticket statistics for a period of its own days: the period and the one before it resolved in
// the guild's time zone, its tickets counted by the database (per hour, category, claimer, ending), or
// their UTC days' counts as kept (day-counts.ts) where no one's figures are shown, and the figures added up
// from those counts. Figures per person come only from tickets whose contents are still kept, as the
// privacy policy promises.
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  addDays,
  dayNumber,
  dayStart,
  STATS_DEFAULT_DAYS,
  wallClock,
  zoneDay,
  type StatsHeadline,
  type TicketStats,
  type TicketStatsQuery,
} from '../../contract/index.js';
import type { Store } from '../store/database.js';
import {
  categoryNames,
  contentsDeletedWithin,
  countsByHour,
  lastKnownNames,
  newestComments,
  openedByGroup,
  openTicketTimes,
  type StatsSpan,
} from '../repos/ticket-stats.js';
import { closeCounts, closedGroups } from '../repos/ticket-stats-closed.js';
import { spanCounts, type SpanCounts } from '../repos/ticket-stats-pass.js';
import { busiestHours, openByAge, partialHours, perDay } from './calendar.js';
import { countsFromDays } from './day-counts.js';
import { byCategory, byStaff } from './groups.js';
import { endingsOf, headlineOf, ratingsSummary } from './headline.js';
import { total } from './rows.js';
import { keptWhileUnchanged } from './stats-cache.js';

const COMMENTS_SHOWN = 5;

/** The store the figures are read from (its dialect: each works out durations its own way). */
export type StatsStore = Pick<Store, 'db' | 'dialect'>;

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

const spanOf = (from: string, to: string, timeZone: string) => ({
  start: new Date(dayStart(from, timeZone)).toISOString(),
  end: new Date(dayStart(addDays(to, 1), timeZone)).toISOString(),
});

/**
 * What a span's figures are counted from, read from its tickets: on PostgreSQL as the database groups them
 * (per hour, category and claimer, ending); on SQLite one pass per side, grouped in the store's thread.
 */
async function readCounts({ db, dialect }: StatsStore, guildId: string, span: StatsSpan, quarters: boolean) {
  if (dialect === 'sqlite') return spanCounts(db, guildId, span, quarters);
  const [opened, closedHours, closed, closes, openedGroups] = await Promise.all([
    countsByHour(db, guildId, 'created_at', span, quarters),
    countsByHour(db, guildId, 'closed_at', span, quarters),
    closedGroups(db, dialect, guildId, span),
    closeCounts(db, guildId, span.start, span.end),
    openedByGroup(db, guildId, span.start, span.end),
  ]);
  return { opened, closedHours, closed, closes, openedGroups };
}

/**
 * A span's counts: from its tickets when figures per person are shown (`perPerson`: claimers and closers
 * are counted), else from the guild's kept days (day-counts.ts), which name no one.
 */
export function countsOf(
  store: StatsStore,
  guildId: string,
  span: StatsSpan,
  timeZone: string,
  perPerson: boolean,
): Promise<SpanCounts> {
  const quarters = partialHours(timeZone, Date.parse(span.start), Date.parse(span.end));
  if (perPerson) return readCounts(store, guildId, span, quarters);
  return countsFromDays(store.db, guildId, span, quarters, (part, partQuarters) =>
    readCounts(store, guildId, part, partQuarters),
  );
}

/** The headline of a span that no figure needs in detail, from the guild's kept days. */
async function headlineWithin(store: StatsStore, guildId: string, span: StatsSpan, timeZone: string) {
  const counts = await countsOf(store, guildId, span, timeZone, false);
  return headlineOf(
    total(counts.opened, (count) => count.count),
    counts.closed,
  );
}

/**
 * Per category and per person, for a reader with tickets.view; per person only from kept contents
 * (`cleared`: some of the period's were deleted), with the names staff had in the period or the one before
 * (from `since`).
 */
async function readDetails({ db }: StatsStore, guildId: string, span: StatsSpan, since: string, cleared: boolean) {
  const [categories, comments, staffNames] = await Promise.all([
    categoryNames(db, guildId),
    newestComments(db, guildId, span.start, span.end, COMMENTS_SHOWN),
    // Contents deleted in the period: who did what in it is no longer kept, so no one's figures are shown.
    cleared ? null : lastKnownNames(db, guildId, since, span.end),
  ]);
  return { categories, comments, staffNames };
}

type Period = ReturnType<typeof periodOf>;

/** Every figure of the period but the open tickets' ages (they age by the minute, not by a write). */
async function periodFigures(store: StatsStore, request: StatsRequest, { from, to, previous }: Period) {
  const { guildId, timeZone, detailed } = request;
  const span = spanOf(from, to, timeZone);
  const before = spanOf(previous.from, previous.to, timeZone);
  // Figures per person only for a reader with tickets.view and while the period's contents are kept.
  const cleared = detailed ? contentsDeletedWithin(store.db, guildId, span.start, span.end) : Promise.resolve(true);
  const [counts, beforeHeadline, details] = await Promise.all([
    cleared.then((gone) => countsOf(store, guildId, span, timeZone, !gone)),
    headlineWithin(store, guildId, before, timeZone),
    detailed ? cleared.then((gone) => readDetails(store, guildId, span, before.start, gone)) : null,
  ]);
  const { closed, closes } = counts;
  const names = details?.staffNames;
  // A year's durations are some 180,000 numbers to measure, and some 18,000 hour counts to place on the
  // zone's calendar: each step gets a turn of the loop of its own.
  const headline = headlineOf(
    total(counts.opened, (count) => count.count),
    closed,
  );
  await nextTurn();
  const categories = details ? byCategory(counts.openedGroups, closed, details.categories) : null;
  await nextTurn();
  const staff = names ? byStaff({ opened: counts.openedGroups, closed, closes, names }) : null;
  await nextTurn();
  const clock = wallClock(timeZone);
  return {
    period: { from, to, timeZone },
    previous,
    ...headline,
    before: beforeHeadline,
    byCategory: categories,
    byStaff: staff,
    staffWithheld: !details ? ('rights' as const) : !names ? ('retention' as const) : null,
    ratings: {
      ...ratingsSummary(closes),
      comments: (details?.comments ?? []).map((row) => ({
        rating: row.rating!,
        feedback: row.feedback!,
        ratedAt: row.rated_at ?? '',
      })),
    },
    endings: endingsOf(closes),
    perDay: perDay(counts.opened, counts.closedHours, from, to, clock),
    busiestHours: busiestHours(counts.opened, clock),
  };
}

export async function ticketStats(store: StatsStore, request: StatsRequest): Promise<TicketStats> {
  const { guildId, timeZone, now, detailed } = request;
  const period = periodOf(request.query, timeZone, now);
  const [{ busiestHours: hours, ...figures }, openedAt] = await Promise.all([
    keptWhileUnchanged(store.db, guildId, `${period.from} ${period.to} ${timeZone} ${detailed}`, () =>
      periodFigures(store, request, period),
    ),
    openTicketTimes(store.db, guildId),
  ]);
  return { ...figures, openByAge: openByAge(openedAt, now), busiestHours: hours };
}

/**
 * The headline of the guild's last `days` days, today included: what /stats shows in Discord and the
 * overview on every visit, so kept while the guild's tickets stay as they were (the days' ends alone are
 * some ten queries on PostgreSQL).
 */
export function recentHeadline(
  store: StatsStore,
  request: Pick<StatsRequest, 'guildId' | 'timeZone' | 'now'>,
  days: number,
): Promise<StatsHeadline> {
  const to = zoneDay(request.now.getTime(), request.timeZone);
  const { guildId, timeZone } = request;
  const from = addDays(to, 1 - days);
  return keptWhileUnchanged(store.db, guildId, `headline ${from} ${to} ${timeZone}`, () =>
    headlineWithin(store, guildId, spanOf(from, to, timeZone), timeZone),
  );
}
