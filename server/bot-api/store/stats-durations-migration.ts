// Each ticket's two durations as the statistics count them (first answer, close), kept beside the instants
// they come from, so that counting a year sorts two numbers a ticket instead of three timestamps.
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './schema.js';

/** The durations and the instants each is counted from, after the opening (`created_at`). */
const DURATIONS = [
  ['first_response_ms', 'first_response_at'],
  ['resolution_ms', 'closed_at'],
] as const;

/**
 * Milliseconds from the opening of row `row` (`new.`, or none: the row updated) to its instant `to`, null
 * without one, never below 0 (a clock's step back is no negative wait); exact to the millisecond as the
 * instants are written (`julianday` on SQLite, `extract(epoch …)` on PostgreSQL).
 */
function msSinceOpening(dialect: Dialect, row: string, to: string): string {
  const [start, end] = [`${row}created_at`, `${row}${to}`];
  const ms =
    dialect === 'sqlite'
      ? `cast(round((julianday(${end}) - julianday(${start})) * 86400000) as integer)`
      : `cast(round((extract(epoch from ${end}::timestamptz) - extract(epoch from ${start}::timestamptz)) * 1000) as bigint)`;
  const atLeast0 = dialect === 'sqlite' ? `max(0, ${ms})` : `greatest(0, ${ms})`;
  return `case when ${end} is null or ${end} = '' then null else ${atLeast0} end`;
}

/** `column = …` for each duration: an update's list, or (`new.`, `;`) a PL/pgSQL function's assignments. */
const assignments = (dialect: Dialect, row: string, separator: string) =>
  DURATIONS.map(([column, to]) => `${row}${column} = ${msSinceOpening(dialect, row, to)}`).join(separator);

/** The instants a duration is counted from: a write of any of them writes the durations again. */
const INSTANTS = 'created_at, first_response_at, closed_at';

/**
 * The database writes the durations itself, on every insert and on every update of an instant, so no write
 * path (a close, the demo's seed, an import, a test's rows) can leave them out of step. SQLite's triggers
 * cannot change the row being written: theirs update it after (recursive triggers are off, and the update
 * names no instant, so it does not fire them again); PostgreSQL's set it before.
 */
async function durationTriggers(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === 'sqlite') {
    const update = `update tickets set ${assignments(dialect, '', ', ')} where id = new.id`;
    await sql
      .raw(
        `create trigger if not exists tickets_insert_durations after insert on tickets for each row begin ${update}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger if not exists tickets_update_durations after update of ${INSTANTS} on tickets for each row begin ${update}; end`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create or replace function ticket_durations() returns trigger language plpgsql as $$ begin ${assignments(dialect, 'new.', '; ')}; return new; end $$`,
    )
    .execute(db);
  await sql.raw('drop trigger if exists tickets_durations on tickets').execute(db);
  await sql
    .raw(
      `create trigger tickets_durations before insert or update of ${INSTANTS} on tickets for each row execute function ticket_durations()`,
    )
    .execute(db);
}

/**
 * The index the statistics read closed tickets by (stats-migrations.ts) with the durations in place of the
 * first answer's instant; the opening stays (the newest name a member of staff claimed under).
 */
async function closedIndex(db: Kysely<unknown>) {
  await db.schema.dropIndex('tickets_stats_closed_idx').ifExists().execute();
  await db.schema
    .createIndex('tickets_stats_closed_durations_idx')
    .ifNotExists()
    .on('tickets')
    .columns([
      'guild_id',
      'closed_at',
      'category_id',
      'claimed_by',
      'first_response_ms',
      'resolution_ms',
      'rating',
      'closed_by',
      'user_id',
      'close_kind',
      'created_at',
      'claimed_by_name',
      'content_deleted_at',
    ])
    .execute();
}

async function hasDurations(db: Kysely<unknown>) {
  const tables = await db.introspection.getTables();
  const tickets = tables.find((table) => table.name === 'tickets');
  return tickets?.columns.some((column) => column.name === 'resolution_ms') ?? false;
}

/** Written to run again over what it made; the durations of the tickets already there are filled in. */
export function ticketDurations(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (!(await hasDurations(db)))
        for (const [column] of DURATIONS) await db.schema.alterTable('tickets').addColumn(column, 'bigint').execute();
      await sql.raw(`update tickets set ${assignments(dialect, '', ', ')}`).execute(db);
      await durationTriggers(db, dialect);
      await closedIndex(db);
    },
  };
}
