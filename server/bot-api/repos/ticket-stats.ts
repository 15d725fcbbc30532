// What the statistics read of a guild's tickets: counts of the tickets opened or closed in a span of time,
// grouped by what the figures tell apart (the hour they fall in, category, staff), counted by the database
// so that no span's tickets travel to the process one by one; and the open ones, names and newest comments.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

/** Instants (ISO): at or after `start`, before `end`. */
export interface StatsSpan {
  start: string;
  end: string;
}

/** How many tickets were opened, or closed, in one UTC hour (`YYYY-MM-DDTHH`) or quarter of it. */
export interface HourCount {
  hour: string;
  /** The quarter of the hour (0–3); always 0 unless quarters were asked for. */
  quarter: number;
  count: number;
}

type TimeColumn = 'created_at' | 'closed_at';

/**
 * Tickets opened (`created_at`) or closed (`closed_at`) in the span, per UTC hour, and per quarter of an
 * hour for zones whose clocks are not whole hours off UTC (the zone's days and hours begin on quarters).
 */
export async function countsByHour(
  db: Kysely<Database>,
  guildId: string,
  column: TimeColumn,
  span: StatsSpan,
  quarters: boolean,
): Promise<HourCount[]> {
  const at = sql.ref(column);
  const quarter = quarters ? sql<number>`cast(substr(${at}, 15, 2) as integer) / 15` : sql<number>`0`;
  const rows = await db
    .selectFrom('tickets')
    .select([sql<string>`substr(${at}, 1, 13)`.as('hour'), quarter.as('quarter'), (eb) => eb.fn.countAll().as('count')])
    .where('guild_id', '=', guildId)
    .where(column, '>=', span.start)
    .where(column, '<', span.end)
    .groupBy(['hour', 'quarter'])
    .execute();
  return rows.map((row) => ({ hour: row.hour, quarter: Number(row.quarter), count: Number(row.count) }));
}

/** Tickets opened in the span of one category and claimer. */
export interface OpenedGroup {
  categoryId: number | null;
  claimedBy: string | null;
  count: number;
}

/** Tickets opened in the span per category and claimer. */
export async function openedByGroup(
  db: Kysely<Database>,
  guildId: string,
  start: string,
  end: string,
): Promise<OpenedGroup[]> {
  const rows = await db
    .selectFrom('tickets')
    .select(['category_id', 'claimed_by', (eb) => eb.fn.countAll().as('count')])
    .where('guild_id', '=', guildId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .groupBy(['category_id', 'claimed_by'])
    .execute();
  return rows.map((row) => ({ categoryId: row.category_id, claimedBy: row.claimed_by, count: Number(row.count) }));
}

/**
 * The span's tickets by when they were opened, and by when they closed: each read by its own index alone
 * (store/stats-migrations.ts), which one query asking for either could not.
 */
const byOpenedAndClosed = <T>(read: (column: TimeColumn) => Promise<T>) =>
  Promise.all([read('created_at'), read('closed_at')]);

/** The name each member of staff had when they last claimed a ticket opened or closed in the span. */
export async function lastKnownNames(
  db: Kysely<Database>,
  guildId: string,
  start: string,
  end: string,
): Promise<Map<string, string>> {
  const rows = await byOpenedAndClosed((column) =>
    db
      .selectFrom('tickets')
      .select(['claimed_by', 'claimed_by_name', (eb) => eb.fn.max('created_at').as('newest')])
      .where('guild_id', '=', guildId)
      .where(column, '>=', start)
      .where(column, '<', end)
      .where('claimed_by', 'is not', null)
      .where('claimed_by', '!=', '')
      .where('claimed_by_name', 'is not', null)
      .where('claimed_by_name', '!=', '')
      .groupBy(['claimed_by', 'claimed_by_name'])
      .execute(),
  );
  const names = new Map<string, string>();
  const newest = new Map<string, string>();
  for (const row of rows.flat()) {
    const seen = newest.get(row.claimed_by!);
    if (seen !== undefined && seen > row.newest) continue;
    newest.set(row.claimed_by!, row.newest);
    names.set(row.claimed_by!, row.claimed_by_name!);
  }
  return names;
}

/** Whether the contents of a ticket opened or closed in the span have been deleted. */
export async function contentsDeletedWithin(db: Kysely<Database>, guildId: string, start: string, end: string) {
  const found = await byOpenedAndClosed((column) =>
    db
      .selectFrom('tickets')
      .select(column)
      .where('guild_id', '=', guildId)
      .where(column, '>=', start)
      .where(column, '<', end)
      .where('content_deleted_at', 'is not', null)
      .limit(1)
      .executeTakeFirst(),
  );
  return found.some((row) => row !== undefined);
}

/** How many times the guild's tickets or categories were written (0 before the first write). */
export async function statsVersion(db: Kysely<Database>, guildId: string): Promise<number> {
  const row = await db
    .selectFrom('ticket_stats_versions')
    .select('version')
    .where('guild_id', '=', guildId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
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
