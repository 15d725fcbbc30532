// What the statistics read a guild's tickets by: when they were opened and when they closed (indexes), and
// a count of the changes to a guild's tickets and categories, which tells a computed answer still holds.
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './schema.js';

/**
 * The statistics count the tickets opened in a span and those closed in it (repos/ticket-stats.ts). Each
 * index holds every column those counts read, so they read the index alone: on SQLite a ticket's row
 * holds its transcript before the later columns (rating, close_kind), and reading 90,000 rows for a year
 * through their transcripts took seconds.
 */
async function statsIndexes(db: Kysely<unknown>) {
  await db.schema
    .createIndex('tickets_stats_opened_idx')
    .ifNotExists()
    .on('tickets')
    .columns(['guild_id', 'created_at', 'category_id', 'claimed_by', 'claimed_by_name', 'content_deleted_at'])
    .execute();
  await db.schema
    .createIndex('tickets_stats_closed_idx')
    .ifNotExists()
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
}

/** Which rows' guilds a trigger counts a change for: the new rows', the old ones' for a delete. */
const WRITES = [
  ['insert', 'new'],
  ['update', 'new'],
  ['delete', 'old'],
] as const;
const COUNTED = ['tickets', 'ticket_categories'] as const;

/** Counts a change of each guild the rows `changed` name (distinct: one upsert may touch a row once). */
const bump = (changed: string) =>
  `insert into ticket_stats_versions (guild_id, version) select distinct guild_id, 1 from ${changed} where true on conflict (guild_id) do update set version = ticket_stats_versions.version + 1`;

/**
 * The trigger counting `write`s of `table`. SQLite's fire per row; PostgreSQL's once per statement, with
 * the statement's rows as a table: per row, a seed of 100,000 tickets in one transaction updated the
 * guild's count 100,000 times and took six times as long.
 */
function countingTrigger(dialect: Dialect, table: string, [write, row]: (typeof WRITES)[number]) {
  const name = `${table}_${write}_stats_version`;
  if (dialect === 'sqlite')
    return `create trigger if not exists ${name} after ${write} on ${table} for each row begin ${bump(`(select ${row}.guild_id as guild_id)`)}; end`;
  return `create trigger ${name} after ${write} on ${table} referencing ${row} table as changed for each statement execute function ticket_stats_count()`;
}

/**
 * `ticket_stats_versions`: per guild, how many times its tickets or categories were written, counted by
 * the database itself (triggers), so no write anywhere in the product can forget it
 * (statistics/stats-cache.ts keeps an answer while the count stays).
 */
async function statsVersions(db: Kysely<unknown>, dialect: Dialect) {
  await db.schema
    .createTable('ticket_stats_versions')
    .ifNotExists()
    .addColumn('guild_id', 'text', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute();
  if (dialect === 'postgres')
    await sql
      .raw(
        `create or replace function ticket_stats_count() returns trigger language plpgsql as $$ begin ${bump('changed')}; return null; end $$`,
      )
      .execute(db);
  for (const table of COUNTED)
    for (const write of WRITES) {
      if (dialect === 'postgres')
        await sql.raw(`drop trigger if exists ${table}_${write[0]}_stats_version on ${table}`).execute(db);
      await sql.raw(countingTrigger(dialect, table, write)).execute(db);
    }
}

/** Written to run again over what it made (a test rewinds a store to an older migration and back). */
export function ticketStatsReads(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await statsIndexes(db);
      await statsVersions(db, dialect);
    },
  };
}
