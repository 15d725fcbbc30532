// The guild's days as the statistics keep them (store/stats-days-migration.ts): each UTC day's change
// count, written by the database's triggers, and its counts as last counted with the count they were
// counted under.
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

/** One UTC day (`YYYY-MM-DD`) with tickets opened or closed on it, once or now. */
export interface StatsDay {
  day: string;
  changes: number;
  /** The day's counts (JSON), when counted under the day's change count as it is now. */
  counts: string | null;
}

/** The guild's days from `first` to `last` (UTC days, both included) that ever had a ticket. */
export async function statsDays(db: Kysely<Database>, guildId: string, first: string, last: string) {
  const rows = await db
    .selectFrom('ticket_stats_days')
    .select(['day', 'changes', 'counted', 'counts'])
    .where('guild_id', '=', guildId)
    .where('day', '>=', first)
    .where('day', '<=', last)
    .execute();
  return rows.map(
    (row): StatsDay => ({
      day: row.day,
      changes: Number(row.changes),
      counts: row.counted !== null && Number(row.counted) === Number(row.changes) ? row.counts : null,
    }),
  );
}

/**
 * Keeps a day's counts as counted under `changes`, the day's change count read before its tickets were:
 * counts taken while a write counted the day changed again are kept for no count, or not at all.
 */
export async function keepStatsDay(
  db: Kysely<Database>,
  guildId: string,
  day: string,
  changes: number,
  counts: string,
): Promise<void> {
  await db
    .updateTable('ticket_stats_days')
    .set({ counted: changes, counts })
    .where('guild_id', '=', guildId)
    .where('day', '=', day)
    .where('changes', '=', changes)
    .execute();
}
