// Each open ticket's inactivity timer, while its server has auto-close on. It starts when the ticket opens
// (or when auto-close is switched on or changed: from that moment, for every open ticket), the bot moves
// it on as it warns a ticket or finds that someone wrote, and it goes when the ticket closes. The bot
// moves a timer only from the due time it saw: of two sweeps that saw the same, one moves it, the other
// is told nothing moved and leaves the ticket alone.
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { AutoClose, DueTicketJobs, InactivityMove } from '../../contract/index.js';
import type { Store } from '../store/database.js';
import type { Database, Dialect } from '../store/schema.js';
import { type Actor, recordAuditsOf } from './audit.js';

const MINUTE_MS = 60_000;
const later = (now: Date, minutes: number) => new Date(now.getTime() + minutes * MINUTE_MS).toISOString();

/** Every open ticket of the guild starts waiting again from now, or none waits any more (auto-close off). */
export async function restartInactivity(tx: Transaction<Database>, guildId: string, autoClose: AutoClose, now: Date) {
  await tx.deleteFrom('ticket_inactivity').where('guild_id', '=', guildId).execute();
  if (!autoClose.enabled) return;
  const dueAt = later(now, autoClose.warnAfterMinutes);
  await tx
    .insertInto('ticket_inactivity')
    .columns(['ticket_id', 'guild_id', 'due_at', 'warned_at'])
    .expression((eb) =>
      eb
        .selectFrom('tickets')
        .select(['id', 'guild_id', sql<string>`${dueAt}`.as('due_at'), sql<null>`null`.as('warned_at')])
        .where('guild_id', '=', guildId)
        .where('status', '=', 'open'),
    )
    .execute();
}

/** A ticket just opened starts waiting, when its server has auto-close on. */
export async function startInactivity(tx: Transaction<Database>, guildId: string, ticketId: number, now: Date) {
  const settings = await tx
    .selectFrom('ticket_settings')
    .select(['auto_close_enabled', 'auto_close_warn_minutes'])
    .where('guild_id', '=', guildId)
    .executeTakeFirst();
  if (!settings?.auto_close_enabled) return;
  await tx
    .insertInto('ticket_inactivity')
    .values({
      ticket_id: ticketId,
      guild_id: guildId,
      due_at: later(now, settings.auto_close_warn_minutes),
      warned_at: null,
    })
    .execute();
}

/** A closed ticket waits for nothing any more: neither its inactivity nor its opener's answer. */
export async function dropTicketTimers(tx: Transaction<Database>, ticketId: number) {
  await tx.deleteFrom('ticket_inactivity').where('ticket_id', '=', ticketId).execute();
  await tx.deleteFrom('ticket_close_questions').where('ticket_id', '=', ticketId).execute();
}

/** A due timer as the store writes it into the batch's JSON list: its values alone, in this order. */
type DueTuple = [string, number, string, string, string, string, string | null];

/**
 * The batch's due timers as one JSON list of value tuples, built by the store: one text a batch instead of
 * a row of seven values for each timer, which PostgreSQL's client decodes into a string each, a field
 * array and a row object that outlive the young generation's collections (its old generation grew 6 MB
 * over a sweep of 10,000 and a full collection fell into the sweep); no key names, so the text is half the
 * size of a list of objects.
 */
function dueList(dialect: Dialect) {
  const tuple = sql`(due.guild_id, due.id, due.user_id, due.channel_id, due.created_at, due.due_at, due.warned_at)`;
  const order = sql`order by due.due_at, due.id`;
  return dialect === 'postgres'
    ? sql`coalesce(json_agg(json_build_array${tuple} ${order}), '[]')::text`
    : sql`json_group_array(json_array${tuple} ${order})`;
}

/** Open tickets whose inactivity timer is due by `before`, earliest first. */
export async function dueInactivity(
  { db, dialect }: Pick<Store, 'db' | 'dialect'>,
  before: string,
  limit: number,
): Promise<DueTicketJobs['inactive']> {
  // The timers in the order of their index (ticket_inactivity_sweep_idx): no sort of every due timer.
  const due = db
    .selectFrom('ticket_inactivity')
    .innerJoin('tickets', 'tickets.id', 'ticket_inactivity.ticket_id')
    .select(['tickets.id', 'tickets.user_id', 'tickets.channel_id', 'tickets.created_at'])
    .select(['ticket_inactivity.guild_id', 'ticket_inactivity.due_at', 'ticket_inactivity.warned_at'])
    .where('ticket_inactivity.due_at', '<=', before)
    .where('tickets.status', '=', 'open')
    .orderBy('ticket_inactivity.due_at', 'asc')
    .orderBy('ticket_inactivity.ticket_id', 'asc')
    .limit(limit);
  const { rows } = await sql<{ due: string }>`select ${dueList(dialect)} as due from (${due}) as due`.execute(db);
  // The store wrote each tuple from columns of those types.
  return (JSON.parse(rows[0]!.due) as DueTuple[]).map(
    ([guildId, id, user_id, channel_id, created_at, dueAt, warnedAt]) => ({
      guildId,
      ticket: { id, user_id, channel_id, created_at },
      dueAt,
      warnedAt,
    }),
  );
}

/**
 * The batch as a table the statement reads from one bound JSON text (`seen`: ticket_id, guild_id, seen_due_at,
 * next_due_at, warned_at). As 1,250 bound values a batch of 250 was 1,250 nodes built, compiled and handed
 * over one by one (copied to SQLite's thread; encoded for PostgreSQL and parsed there): one text instead took
 * a fifth off SQLite's sweep in the process. Each move a tuple of its values, without key names: the text,
 * which PostgreSQL's client holds until the transaction ends, is some 40 % shorter.
 */
function batchTable(dialect: Dialect, moves: InactivityMove[]) {
  const json = JSON.stringify(
    moves.map((move) => [move.ticketId, move.guildId, move.seenDueAt, move.nextDueAt, move.warnedAt]),
  );
  if (dialect === 'postgres')
    return sql`(select cast(move ->> 0 as integer) as ticket_id, move ->> 1 as guild_id, move ->> 2 as seen_due_at,
        move ->> 3 as next_due_at, move ->> 4 as warned_at
      from jsonb_array_elements(cast(${json} as jsonb)) as move) as seen`;
  return sql`(select value ->> 0 as ticket_id, value ->> 1 as guild_id, value ->> 2 as seen_due_at,
      value ->> 3 as next_due_at, value ->> 4 as warned_at
    from json_each(${json})) as seen`;
}

/** Ticket ids as a one-column table from one bound JSON text, for the same reason. */
function idTable(dialect: Dialect, ids: number[]) {
  const json = JSON.stringify(ids);
  if (dialect === 'postgres')
    return sql`select cast(value as integer) from json_array_elements_text(cast(${json} as json))`;
  return sql`select value from json_each(${json})`;
}

/**
 * Runs the update and answers each moved timer's ticket and whether it now waits for its close (a flag, not
 * its instant: the answer needs no more). PostgreSQL hands them over as one JSON list of pairs, not a row
 * each, as the due list; SQLite cannot read an update's rows in a query around it, and its rows cost no
 * such decoding.
 */
async function movedTimers(
  tx: Transaction<Database>,
  dialect: Dialect,
  update: RawBuilder<{ ticket_id: number; warned: boolean | number }>,
): Promise<[ticketId: number, warned: boolean | number][]> {
  if (dialect === 'sqlite') return (await update.execute(tx)).rows.map((row) => [row.ticket_id, row.warned]);
  const { rows } = await sql<{ moved: string }>`with moved as (${update})
    select coalesce(json_agg(json_build_array(ticket_id, warned)), '[]')::text as moved from moved`.execute(tx);
  return JSON.parse(rows[0]!.moved) as [number, boolean][];
}

/**
 * Moves each timer on from the due time the bot saw, the whole batch in one statement (a join with the
 * batch's rows) and one transaction; the warnings go into the history, as the bot's, written by the
 * database from the moved timers. Answers the tickets whose timers moved: a timer moved already (another
 * sweep, a retry) is left out, and so is its history entry.
 */
export function moveInactivity(
  { db, dialect }: Pick<Store, 'db' | 'dialect'>,
  moves: InactivityMove[],
  actor: Actor,
  now: Date,
): Promise<{ moved: number[] }> {
  return db.transaction().execute(async (tx) => {
    const pairs = await movedTimers(
      tx,
      dialect,
      sql<{ ticket_id: number; warned: boolean | number }>`
      update ticket_inactivity set due_at = seen.next_due_at, warned_at = seen.warned_at
      from ${batchTable(dialect, moves)}
      where ticket_inactivity.ticket_id = seen.ticket_id
        and ticket_inactivity.guild_id = seen.guild_id
        and ticket_inactivity.due_at = seen.seen_due_at
      returning ticket_inactivity.ticket_id, ticket_inactivity.warned_at is not null as warned`,
    );
    const moved = pairs.map(([ticketId]) => Number(ticketId));
    const warned = pairs.filter(([, isWarned]) => isWarned).map(([ticketId]) => Number(ticketId));
    // The entry's values as JSON.stringify writes them: two ISO instants, which need no escaping.
    if (warned.length > 0)
      await recordAuditsOf(
        tx,
        { actor, action: 'ticket.inactivity_warning', targetType: 'ticket' },
        sql`select guild_id, cast(ticket_id as text) as target_id,
              '{"warnedAt":"' || warned_at || '","closeAt":"' || due_at || '"}' as after_value
            from ticket_inactivity where ticket_id in (${idTable(dialect, warned)}) order by ticket_id`,
        now,
      );
    return { moved };
  });
}
