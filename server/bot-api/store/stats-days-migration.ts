// `ticket_stats_days`: per guild and UTC day, how many times the tickets opened or closed on it were
// written (counted by the database itself) and the day's counts as the statistics last counted them, with
// the change count they were counted under (statistics/day-counts.ts). A long period reads one row a day
// instead of every ticket.
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './schema.js';

/**
 * The columns a day's counts are made of (repos/ticket-stats-pass.ts and ticket-stats-closed.ts): a write
 * of any of them counts a change of the ticket's days. The claimer is not among them: the days keep no
 * one's figures.
 */
const COUNTED = [
  'guild_id',
  'created_at',
  'closed_at',
  'category_id',
  'close_kind',
  'closed_by',
  'user_id',
  'rating',
  'first_response_ms',
  'resolution_ms',
];

/**
 * Counts a change of each UTC day the rows `touched` (`guild_id`, `at`: an ISO instant or none) fall on,
 * once per day (PostgreSQL's upsert may touch a row once per statement).
 */
const bump = (touched: string) =>
  `insert into ticket_stats_days (guild_id, day, changes) select distinct guild_id, substr(at, 1, 10), 1 from (${touched}) as touched where at is not null and at <> '' on conflict (guild_id, day) do update set changes = ticket_stats_days.changes + 1`;

/** A row's two instants as `touched` rows (`row`: `new`, `old`, or a transition table's alias). */
const instantsOf = (row: string, from = '') =>
  `select ${row}.guild_id as guild_id, ${row}.created_at as at${from} union all select ${row}.guild_id, ${row}.closed_at${from}`;

async function sqliteTriggers(db: Kysely<unknown>) {
  const triggers = [
    ['insert', 'insert', instantsOf('new')],
    ['delete', 'delete', instantsOf('old')],
    ['update', `update of ${COUNTED.join(', ')}`, `${instantsOf('old')} union all ${instantsOf('new')}`],
  ];
  for (const [name, write, touched] of triggers)
    await sql
      .raw(
        `create trigger if not exists tickets_${name}_stats_days after ${write} on tickets for each row begin ${bump(touched!)}; end`,
      )
      .execute(db);
}

/**
 * PostgreSQL's fire once per statement with its rows as tables (a seed of 100,000 tickets, as the change
 * count's). A trigger with transition tables cannot name columns, so an update counts the rows whose
 * counted columns changed.
 */
async function postgresTriggers(db: Kysely<unknown>) {
  const changed = COUNTED.filter((column) => column !== 'guild_id')
    .map((column) => `o.${column} is distinct from n.${column}`)
    .join(' or ');
  const pairs = ` from old_rows o join new_rows n on n.id = o.id where o.guild_id <> n.guild_id or ${changed}`;
  const functions = [
    ['insert', 'new table as new_rows', instantsOf('n', ' from new_rows n')],
    ['delete', 'old table as old_rows', instantsOf('o', ' from old_rows o')],
    [
      'update',
      'old table as old_rows new table as new_rows',
      `${instantsOf('o', pairs)} union all ${instantsOf('n', pairs)}`,
    ],
  ];
  for (const [write, rows, touched] of functions) {
    await sql
      .raw(
        `create or replace function ticket_stats_days_${write}() returns trigger language plpgsql as $$ begin ${bump(touched!)}; return null; end $$`,
      )
      .execute(db);
    await sql.raw(`drop trigger if exists tickets_${write}_stats_days on tickets`).execute(db);
    await sql
      .raw(
        `create trigger tickets_${write}_stats_days after ${write} on tickets referencing ${rows} for each statement execute function ticket_stats_days_${write}()`,
      )
      .execute(db);
  }
}

/**
 * Written to run again over what it made. The days of the tickets already there are counted as changed
 * and without counts: the statistics count each when a period first asks for it.
 */
export function ticketStatsDays(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ticket_stats_days')
        .ifNotExists()
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('changes', 'integer', (col) => col.notNull())
        .addColumn('counted', 'integer')
        .addColumn('counts', 'text')
        .addPrimaryKeyConstraint('ticket_stats_days_pk', ['guild_id', 'day'])
        .execute();
      await sql.raw(bump(instantsOf('t', ' from tickets t'))).execute(db);
      if (dialect === 'sqlite') await sqliteTriggers(db);
      else await postgresTriggers(db);
    },
  };
}
