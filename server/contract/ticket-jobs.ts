// Ticket work the bot does on its own, and what it agrees on with the bot API about it: a server's times
// (how long a close request waits for the opener, when an inactive ticket is warned and then closed), the
// close requests staff put to an opener in Discord, and the due times the bot API keeps for both.
import { z } from 'zod';
import { IsoDate, lineText, multilineText, RowId, Snowflake } from './common.js';
import { LIMITS } from './facts.js';
import { Ticket } from './guild.js';
import { rule } from './rules.js';

const { min: MINUTES_MIN, max: MINUTES_MAX } = LIMITS.ticketTimerMinutes;
/** A whole number of minutes from one minute to 30 days (JSON Schema: an integer). */
export const TimerMinutes = z
  .number()
  .refine(
    (value) => Number.isInteger(value) && value >= MINUTES_MIN && value <= MINUTES_MAX,
    rule('minutesRange', { limit: MINUTES_MAX }),
  )
  .meta({ type: 'integer', minimum: MINUTES_MIN, maximum: MINUTES_MAX });

/**
 * Auto-close: a ticket nobody wrote in for `warnAfterMinutes` is warned in its channel, and closed
 * `closeAfterMinutes` after the warning unless someone wrote meanwhile.
 */
export const AutoClose = z.strictObject({
  enabled: z.boolean(),
  warnAfterMinutes: TimerMinutes,
  closeAfterMinutes: TimerMinutes,
});
export type AutoClose = z.infer<typeof AutoClose>;
/** Off until a server's admins switch it on; then two days without a word, and one more after the warning. */
export const DEFAULT_AUTO_CLOSE: AutoClose = {
  enabled: false,
  warnAfterMinutes: 2 * 24 * 60,
  closeAfterMinutes: 24 * 60,
};
/** How long a close request waits for the opener's answer before the ticket closes: a day. */
export const DEFAULT_CLOSE_REQUEST_MINUTES = 24 * 60;

/** Staff asked the opener in Discord whether their ticket may close; unanswered, it closes at `dueAt`. */
export const CloseQuestionInput = z.strictObject({
  userId: Snowflake,
  username: lineText(LIMITS.name, 'required'),
  reason: multilineText(LIMITS.ticketReason).default(''),
  dueAt: IsoDate,
});
export const CloseQuestion = z.object({
  ticketId: z.number().int(),
  askedBy: Snowflake,
  reason: z.string(),
  askedAt: IsoDate,
  dueAt: IsoDate,
});
export type CloseQuestion = z.infer<typeof CloseQuestion>;

/** The opener's answer (or the bot's, dropping a question it could not act on): close, or keep it open. */
export const CloseAnswerInput = z.strictObject({
  userId: Snowflake,
  username: lineText(LIMITS.name, 'required'),
  close: z.boolean(),
});

/**
 * How many due timers the bot takes in one batch, and moves on in one request. The bot API reads, checks
 * and writes out a batch's rows in pieces of work that hold its event loop the longer the larger the batch,
 * while each batch costs a request and a transaction: the size that keeps those holds within the bot API's
 * goal at few requests a round (docs/performance.md, the auto-close sweep, has the figures).
 */
export const DUE_BATCH_MAX = 250;
/** At most this many batches a round (10,000 tickets), the rest waits for the next round. */
export const DUE_BATCHES_PER_ROUND = 40;

/**
 * An inactive ticket's timer moved on by the bot: from the due time it saw (else nothing moves, so two
 * sweeps cannot both act) to the next, warned (`warnedAt`: the close comes next) or not (the warning does).
 */
export const InactivityMove = z.strictObject({
  guildId: Snowflake,
  ticketId: RowId,
  seenDueAt: IsoDate,
  nextDueAt: IsoDate,
  warnedAt: IsoDate.nullable(),
});
export type InactivityMove = z.infer<typeof InactivityMove>;
/** A batch of them, moved in one transaction: a sweep's round writes once per batch, not once per ticket. */
export const InactivityMovesInput = z.strictObject({ moves: z.array(InactivityMove).min(1).max(DUE_BATCH_MAX) });
/** The tickets whose timers moved; the others had moved already (another sweep, or a retry). */
export const InactivityMoved = z.object({ moved: z.array(z.number().int()) });

export const DueQuery = z.strictObject({
  before: IsoDate,
  limit: z.coerce.number().int().min(1).max(DUE_BATCH_MAX).default(DUE_BATCH_MAX),
});

/**
 * What the sweep reads of an inactive ticket: its channel, its opener and when it opened. Not the whole
 * ticket: a round reads ten thousand of them, and the rest of each (answers, rating, close) was read,
 * sent and checked for nothing.
 */
export const DueTicket = Ticket.pick({ id: true, user_id: true, channel_id: true, created_at: true });
export type DueTicket = z.infer<typeof DueTicket>;

/** What is due of the bot's ticket work, earliest first: unanswered close requests and inactive tickets. */
export const DueTicketJobs = z.object({
  questions: z.array(z.object({ guildId: Snowflake, ticket: Ticket, question: CloseQuestion })),
  inactive: z.array(z.object({ guildId: Snowflake, ticket: DueTicket, dueAt: IsoDate, warnedAt: IsoDate.nullable() })),
});
export type DueTicketJobs = z.infer<typeof DueTicketJobs>;
