// What the statistics read of a guild's tickets: the few columns they count by (never a transcript or a
// reason), for the tickets opened or closed in a span of time, the open ones, and the newest comments.
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

const STATS_COLUMNS = [
  'user_id',
  'category_id',
  'created_at',
  'closed_at',
  'first_response_at',
  'claimed_by',
  'claimed_by_name',
  'closed_by',
  'close_kind',
  'rating',
  'content_deleted_at',
] as const;

export interface StatsRow {
  user_id: string;
  category_id: number | null;
  created_at: string;
  closed_at: string | null;
  first_response_at: string | null;
  claimed_by: string | null;
  claimed_by_name: string | null;
  closed_by: string | null;
  close_kind: 'close_request' | 'auto_close' | null;
  rating: number | null;
  content_deleted_at: string | null;
}

/** Tickets opened, or closed, at or after `start` and before `end` (ISO instants). */
export function ticketsWithin(db: Kysely<Database>, guildId: string, start: string, end: string): Promise<StatsRow[]> {
  return db
    .selectFrom('tickets')
    .select(STATS_COLUMNS)
    .where('guild_id', '=', guildId)
    .where((eb) =>
      eb.or([
        eb.and([eb('created_at', '>=', start), eb('created_at', '<', end)]),
        eb.and([eb('closed_at', '>=', start), eb('closed_at', '<', end)]),
      ]),
    )
    .execute();
}

/** When each ticket open now was opened. */
export async function openTicketTimes(db: Kysely<Database>, guildId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tickets')
    .select('created_at')
    .where('guild_id', '=', guildId)
    .where('status', '=', 'open')
    .execute();
  return rows.map((row) => row.created_at);
}

/** The guild's category names by id (deleted categories are gone: their tickets show without a name). */
export async function categoryNames(db: Kysely<Database>, guildId: string): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('ticket_categories')
    .select(['id', 'name'])
    .where('guild_id', '=', guildId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The newest comments of ratings given in the span, of tickets whose contents are still kept. */
export function newestComments(db: Kysely<Database>, guildId: string, start: string, end: string, limit: number) {
  return db
    .selectFrom('tickets')
    .select(['rating', 'feedback', 'rated_at'])
    .where('guild_id', '=', guildId)
    .where('content_deleted_at', 'is', null)
    .where('closed_at', '>=', start)
    .where('closed_at', '<', end)
    .where('rating', 'is not', null)
    .where('feedback', 'is not', null)
    .where('feedback', '!=', '')
    .orderBy('rated_at', 'desc')
    .limit(limit)
    .execute();
}
