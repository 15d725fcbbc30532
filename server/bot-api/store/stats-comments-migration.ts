// The index the statistics find a period's newest comments by (repos/ticket-stats.ts, `newestComments`).
import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Only the rated tickets with a comment whose contents are kept, by closing, with what the list shows: the
 * closed tickets' index made the database walk every ticket closed in the period and look up each rated
 * one's row for its comment (a year: ~30 ms on SQLite of 100,000 tickets), here a few hundred entries.
 * The query names each condition as written here, which is what lets SQLite use a partial index.
 */
export const ticketStatsComments: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index if not exists tickets_stats_comments_idx on tickets (guild_id, closed_at, rated_at, rating, feedback) where rating is not null and feedback is not null and content_deleted_at is null`.execute(
      db,
    );
  },
};
