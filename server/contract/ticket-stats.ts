// The statistics of a guild's tickets for a period of its own days: the query, and the figures the bot
// API computes from the tickets' records. Durations are whole seconds; null where nothing was measured.
import { z } from 'zod';
import { CalendarDate, Snowflake } from './common.js';
import { DashboardStats } from './guild.js';
import { rule } from './rules.js';
import { dayNumber } from './zone-days.js';

/** The longest period the statistics cover, in days (a leap year). */
export const STATS_PERIOD_MAX = 366;
/** The period when none is asked for: the last 30 days, today included. */
export const STATS_DEFAULT_DAYS = 30;

const periodDays = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/** From and to, both days of the guild's time zone and both counted; without them the last 30 days. */
export const TicketStatsQuery = z
  .strictObject({ from: CalendarDate.optional(), to: CalendarDate.optional() })
  .refine(({ from, to }) => !from || !to || to >= from, rule('periodReversed', { path: ['to'] }))
  .refine(
    ({ from, to }) => !from || !to || to < from || periodDays(from, to) <= STATS_PERIOD_MAX,
    rule('periodTooLong', { path: ['to'], limit: STATS_PERIOD_MAX }),
  );
export type TicketStatsQuery = z.infer<typeof TicketStatsQuery>;

const Seconds = z.number().int().nonnegative().nullable();
const Spread = z.object({ median: Seconds, p90: Seconds });
const Average = z.number().min(1).max(5).nullable();

/** The headline figures of a period, and of the one before it. */
export const StatsHeadline = z.object({
  opened: z.number().int(),
  closed: z.number().int(),
  firstResponse: Spread,
  resolution: Spread,
  ratingAverage: Average,
});
export type StatsHeadline = z.infer<typeof StatsHeadline>;

export const CategoryFigures = z.object({
  /** Null for tickets without a category. */
  categoryId: z.number().int().nullable(),
  name: z.string().nullable(),
  opened: z.number().int(),
  closed: z.number().int(),
  firstResponseMedian: Seconds,
  resolutionMedian: Seconds,
  ratingAverage: Average,
});
export type CategoryFigures = z.infer<typeof CategoryFigures>;

export const StaffFigures = z.object({
  userId: Snowflake,
  /** Their name when they last claimed a ticket (they may have left the server since); null if never. */
  name: z.string().nullable(),
  claimed: z.number().int(),
  closed: z.number().int(),
  /** Of the tickets they claimed, how many had an answer, and its median. */
  firstResponses: z.number().int(),
  firstResponseMedian: Seconds,
  /** Of the tickets they closed. */
  ratingAverage: Average,
});
export type StaffFigures = z.infer<typeof StaffFigures>;

export const OPEN_AGES = ['day', 'days3', 'days7', 'older'] as const;
export type OpenAge = (typeof OPEN_AGES)[number];

export const TicketStats = z.object({
  period: z.object({ from: CalendarDate, to: CalendarDate, timeZone: z.string() }),
  previous: z.object({ from: CalendarDate, to: CalendarDate }),
  ...StatsHeadline.shape,
  before: StatsHeadline,
  /** Null without tickets.view. */
  byCategory: z.array(CategoryFigures).nullable(),
  /** Null without tickets.view, or when the period reaches tickets whose contents are deleted. */
  byStaff: z.array(StaffFigures).nullable(),
  staffWithheld: z.enum(['rights', 'retention']).nullable(),
  ratings: z.object({
    average: Average,
    count: z.number().int(),
    /** How many gave 1, 2, 3, 4 and 5. */
    distribution: z.array(z.number().int()).length(5),
    /** The newest comments (of tickets whose contents are kept; only with tickets.view). */
    comments: z.array(z.object({ rating: z.number().int().min(1).max(5), feedback: z.string(), ratedAt: z.string() })),
  }),
  endings: z.object({
    opener: z.number().int(),
    staff: z.number().int(),
    closeRequest: z.number().int(),
    autoClose: z.number().int(),
  }),
  /** Every day of the period, zeros included. */
  perDay: z.array(z.object({ day: CalendarDate, opened: z.number().int(), closed: z.number().int() })),
  openByAge: z.array(z.object({ age: z.enum(OPEN_AGES), count: z.number().int() })),
  /** Tickets opened, by weekday (Monday first) and hour of the guild's time zone: 7 rows of 24. */
  busiestHours: z.array(z.array(z.number().int()).length(24)).length(7),
});
export type TicketStats = z.infer<typeof TicketStats>;

/** The days /stats sums up: the last week, today included. */
export const BOT_STATS_DAYS = 7;

/** What /stats shows: the overview's figures and the tickets of the server's last 7 days. */
export const BotGuildStats = DashboardStats.extend({ lastWeek: StatsHeadline });
export type BotGuildStats = z.infer<typeof BotGuildStats>;
