// Stats, tickets and transcripts.
import { z } from 'zod';
import { CalendarDate, IsoDate, isCalendarDate, lineText, multilineText, RowId, Snowflake } from './common.js';
import { LIMITS, TICKET_PRIORITIES } from './facts.js';
import { matching, rule } from './rules.js';

export const DashboardStats = z.object({
  guildId: Snowflake,
  guildName: z.string(),
  guildIcon: z.string().nullable(),
  totalMembers: z.number().int(),
  onlineMembers: z.number().int(),
  humanMembers: z.number().int(),
  botMembers: z.number().int(),
  totalChannels: z.number().int(),
  textChannels: z.number().int(),
  voiceChannels: z.number().int(),
  categories: z.number().int(),
  totalRoles: z.number().int(),
  verificationLevel: z.number().int(),
  premiumTier: z.number().int(),
  premiumSubscriptionCount: z.number().int(),
  createdAt: IsoDate,
  botJoinedAt: IsoDate.nullable().optional(),
  ticketCount: z.number().int(),
  openTickets: z.number().int(),
  autoResponseCount: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

const TicketStatus = z.enum(['open', 'closed']);
/** What closed a ticket when no person did: the opener's unanswered close request, or its inactivity. */
export const CloseKind = z.enum(['close_request', 'auto_close']);
export type CloseKind = z.infer<typeof CloseKind>;
/** The ratings an opener may give a closed ticket. */
export const TICKET_RATINGS = { min: 1, max: 5 } as const;
export const TicketPriority = z.enum(TICKET_PRIORITIES);
export type TicketPriority = z.infer<typeof TicketPriority>;

/** One question of its category as the opener was asked it, and what they answered (empty: left out). */
export const TicketAnswer = z.object({ question: z.string(), answer: z.string() });
export type TicketAnswer = z.infer<typeof TicketAnswer>;

export const Ticket = z.object({
  id: z.number().int(),
  user_id: Snowflake,
  username: z.string(),
  reason: z.string(),
  status: TicketStatus,
  category_id: z.number().int().nullable(),
  channel_id: Snowflake.nullable(),
  created_at: IsoDate,
  closed_at: IsoDate.nullable(),
  /** The staff member who claimed it in Discord (id and name then), or null. */
  claimed_by: Snowflake.nullable(),
  claimed_by_name: z.string().nullable(),
  /** When someone other than its opener first wrote in its channel, once it closed. */
  first_response_at: IsoDate.nullable(),
  /** Who closed it in Discord; null when closed otherwise. */
  closed_by: Snowflake.nullable(),
  /** Who asked on the dashboard for it to be closed; the bot closes it (and its channel) then. */
  close_requested_by: Snowflake.nullable(),
  /** The reason given at its close, and what closed it when no person did (null: the opener or staff). */
  close_reason: z.string().nullable(),
  close_kind: CloseKind.nullable(),
  /** The opener's rating after the close, their comment, and when they gave it. */
  rating: z.number().int().min(TICKET_RATINGS.min).max(TICKET_RATINGS.max).nullable(),
  feedback: z.string().nullable(),
  rated_at: IsoDate.nullable(),
  /** How urgent the staff made it (/ticket priority); 'normal' until then. */
  priority: TicketPriority,
  /** The answers to its category's questions, as asked when it opened. */
  answers: z.array(TicketAnswer).default([]),
});
export type Ticket = z.infer<typeof Ticket>;

/**
 * A ticket as the dashboard lists and names it: with its category's name (null: none, or deleted since)
 * and when it last changed (its latest entry in the change history: opened, claimed, a close asked for).
 */
export const ListedTicket = Ticket.extend({
  category_name: z.string().nullable(),
  last_activity_at: IsoDate,
});
export type ListedTicket = z.infer<typeof ListedTicket>;

/** A close asked for on the dashboard: the ticket, who asked, and why. */
export const CloseRequestInput = z.strictObject({ reason: multilineText(LIMITS.ticketReason).default('') });
export const CloseRequest = z.object({ ticket: Ticket, requestedBy: Snowflake, reason: z.string() });
export type CloseRequest = z.infer<typeof CloseRequest>;

/**
 * Keyset paging (no OFFSET scans): `limit` rows after the cursor in list order (`before`: older than it),
 * or the `limit` rows just before it (`after`: newer), still listed newest first. Without `limit` a list
 * call returns every row, so a bot API client that knows nothing of paging still gets everything.
 */
export const PAGE_LIMIT_MAX = 200;
export const PageLimit = z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX);
const oneDirection = (query: { before?: unknown; after?: unknown }) =>
  query.before === undefined || query.after === undefined;
const ONE_DIRECTION = rule('oneDirection');

/** A ticket's place in the ticket list (newest first): its id. */
export const TicketCursor = RowId;
/** The orders of the ticket list: newest first, or the most urgent first (newest first within a priority). */
export const TicketSort = z.enum(['newest', 'priority']);
export type TicketSort = z.infer<typeof TicketSort>;
/** A ticket's place in the list by priority: "{priority}_{id}". */
export const PriorityCursor = matching(
  new RegExp(`^(${TICKET_PRIORITIES.join('|')})_\\d{1,10}$`),
  'ticketCursor',
  (cursor) => RowId.safeParse(cursor.slice(cursor.indexOf('_') + 1)).success,
);
export const priorityCursor = (row: { priority: string; id: number }) => `${row.priority}_${row.id}`;
/** A cursor fits the list's order: an id newest first, "{priority}_{id}" by priority. */
const fitsOrder = (query: { sort?: TicketSort | undefined; before?: unknown; after?: unknown }) =>
  [query.before, query.after].every(
    (cursor) => cursor === undefined || typeof cursor === (query.sort === 'priority' ? 'string' : 'number'),
  );
/**
 * A cursor of either order, told apart by its shape so that a broken one is refused by its own rule (a
 * union would only say that neither fits): digits are an id, anything else "{priority}_{id}".
 */
const ListCursor = z.union([z.number(), z.string()]).transform((cursor, ctx) => {
  const parsed = (typeof cursor === 'number' || /^\d+$/.test(cursor) ? TicketCursor : PriorityCursor).safeParse(cursor);
  if (parsed.success) return parsed.data;
  // Worded by the caller's error map, as the cursor's own issue would have been.
  for (const { message: _worded, ...issue } of parsed.error.issues)
    ctx.addIssue({ ...issue, input: cursor } as Parameters<typeof ctx.addIssue>[0]);
  return z.NEVER;
});
export const TicketListQuery = z
  .strictObject({
    status: TicketStatus.optional(),
    sort: TicketSort.optional(),
    limit: PageLimit.optional(),
    before: ListCursor.optional(),
    after: ListCursor.optional(),
  })
  .refine(oneDirection, ONE_DIRECTION)
  .refine(fitsOrder, rule('ticketCursor'));

/** A time of day as hh:mm:ss that a clock shows. */
const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(value);

/** A transcript's place in the transcript list (newest closed first): "{closed_at}_{id}", a real time and a row id. */
export const TranscriptCursor = matching(
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z_\d{1,10}$/,
  'transcriptCursor',
  (cursor) => {
    const at = cursor.lastIndexOf('_');
    return (
      isCalendarDate(cursor.slice(0, 10)) &&
      isClockTime(cursor.slice(11, 19)) &&
      RowId.safeParse(cursor.slice(at + 1)).success
    );
  },
);
export const transcriptCursor = (row: { closed_at: string | null; id: number }) => `${row.closed_at ?? ''}_${row.id}`;
export const TranscriptListQuery = z
  .strictObject({
    limit: PageLimit.optional(),
    before: TranscriptCursor.optional(),
    after: TranscriptCursor.optional(),
  })
  .refine(oneDirection, ONE_DIRECTION);

export const TicketCounts = z.object({ total: z.number().int(), open: z.number().int() });
export type TicketCounts = z.infer<typeof TicketCounts>;

export const TranscriptRow = z.object({
  id: z.number().int(),
  username: z.string(),
  reason: z.string(),
  created_at: IsoDate,
  closed_at: IsoDate.nullable(),
  /** How it ended when no person closed it, and the opener's rating (absent where a reader does not know). */
  close_kind: CloseKind.nullable().optional(),
  rating: z.number().int().nullable().optional(),
});
export type TranscriptRow = z.infer<typeof TranscriptRow>;

/** How an attachment or embed image of a transcript was archived when the ticket closed. */
const ARCHIVE_STATUSES = ['archived', 'too_large', 'refused', 'unavailable'] as const;
export const ArchivedFile = z.object({
  id: z.number().int(),
  /** The address as the transcript wrote it. */
  url: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  content_type: z.string(),
  status: z.enum(ARCHIVE_STATUSES),
});
export type ArchivedFile = z.infer<typeof ArchivedFile>;

/** One archived file's bytes, base64 in JSON (one contract for both transports; files are capped). */
export const ArchivedFileContent = ArchivedFile.extend({ data: z.base64() });
export type ArchivedFileContent = z.infer<typeof ArchivedFileContent>;

export const TranscriptRecord = TranscriptRow.extend({
  /** The transcript as JSON text; '{}' (an empty object) when none was stored. */
  transcript: z.string(),
  /** When the retention policy deleted the contents (then transcript is '{}'); absent or null while kept. */
  content_deleted_at: IsoDate.nullable().optional(),
  /** The guild's current role and channel names by id, for mentions the transcript did not name. */
  mention_names: z
    .object({ roles: z.record(z.string(), z.string()), channels: z.record(z.string(), z.string()) })
    .optional(),
  /** The transcript's files as archived when it closed (absent for tickets closed before the archive). */
  files: z.array(ArchivedFile).optional(),
  /** How it ended (absent where a reader does not know): its category's name, who closed it and why, its rating. */
  category_name: z.string().nullable().optional(),
  closed_by: Snowflake.nullable().optional(),
  /** Whoever closed it, by their name on the server today (null where Discord does not name them). */
  closed_by_name: z.string().nullable().optional(),
  close_reason: z.string().nullable().optional(),
  close_kind: CloseKind.nullable().optional(),
  rating: z.number().int().nullable().optional(),
  feedback: z.string().nullable().optional(),
  /** The answers to its category's questions, as asked when it opened: shown above the transcript. */
  answers: z.array(TicketAnswer).default([]),
});
export type TranscriptRecord = z.infer<typeof TranscriptRecord>;

/** The words a search looks for: letters and digits only (nothing of any query syntax), at most 10. */
export const SEARCH_TERM_MAX = 200;
export function searchWords(term: string): string[] {
  return (term.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 10).map((word) => word.slice(0, 64));
}

export const TicketSearchQuery = z.strictObject({
  q: z
    .string()
    .max(SEARCH_TERM_MAX)
    .refine((term) => searchWords(term).length > 0, rule('searchWord')),
  /** A Discord user ID, or the start of a username (any case). */
  user: lineText(LIMITS.name, 'required').optional(),
  /** Closed on or after this day, and on or before that one (UTC). */
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
  category: RowId.optional(),
  status: TicketStatus.optional(),
  limit: z.coerce.number().int().min(1).max(101).default(25),
  /** Older than this hit's ticket: "{closed_at or created_at}_{id}". */
  before: TranscriptCursor.optional(),
});
export type TicketSearchQuery = z.infer<typeof TicketSearchQuery>;

export const SearchHit = z.object({
  ticket: TranscriptRow.extend({ status: TicketStatus }),
  /** The matching message, for the #m-{id} anchor; null when the ticket's user or reason matched. */
  messageId: z.string().nullable(),
  /** Text around the hit, the hit between U+0002 and U+0003; plain text, never HTML. */
  excerpt: z.string(),
});
export type SearchHit = z.infer<typeof SearchHit>;
