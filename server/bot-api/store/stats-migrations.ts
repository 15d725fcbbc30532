// What the statistics read a span of a guild's tickets by: when they were opened, and when they closed.
import type { Kysely, Migration } from 'kysely';

/**
 * The statistics count the tickets opened in a span and those closed in it (repos/ticket-stats.ts). Each
 * index holds every column those counts read, so they read the index alone: on SQLite a ticket's row
 * holds its transcript before the later columns (rating, close_kind), and reading 90,000 rows for a year
 * through their transcripts took seconds.
 */
export const ticketStatsIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('tickets_stats_opened_idx')
      .on('tickets')
      .columns(['guild_id', 'created_at', 'category_id', 'claimed_by', 'claimed_by_name', 'content_deleted_at'])
      .execute();
    await db.schema
      .createIndex('tickets_stats_closed_idx')
      .on('tickets')
      .columns([
        'guild_id',
        'closed_at',
        'created_at',
        'first_response_at',
        'category_id',
        'claimed_by',
        'claimed_by_name',
        'closed_by',
        'user_id',
        'close_kind',
        'rating',
        'content_deleted_at',
      ])
      .execute();
  },
};
