// Each open ticket's inactivity timer, while its server has auto-close on. It starts when the ticket opens
// (or when auto-close is switched on or changed: from that moment, for every open ticket), the bot moves
// it on as it warns a ticket or finds that someone wrote, and it goes when the ticket closes. The bot
// moves a timer only from the due time it saw: of two sweeps that saw the same, one moves it, the other
// is told nothing moved and leaves the ticket alone.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AutoClose, DueTicketJobs } from '../../contract/index.js';
import type { Database } from '../store/schema.js';
import { type Actor, recordAudit } from './audit.js';
import { TICKET_COLUMNS, toTicket } from './tickets.js';

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

/** Open tickets whose inactivity timer is due by `before`, earliest first. */
export async function dueInactivity(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<DueTicketJobs['inactive']> {
  const rows = await db
    .selectFrom('ticket_inactivity')
    .innerJoin('tickets', 'tickets.id', 'ticket_inactivity.ticket_id')
    .select(TICKET_COLUMNS.map((column) => `tickets.${column}` as const))
    .select(['ticket_inactivity.guild_id as timer_guild_id', 'ticket_inactivity.due_at as timer_due_at'])
    .select('ticket_inactivity.warned_at as timer_warned_at')
    .where('ticket_inactivity.due_at', '<=', before)
    .where('tickets.status', '=', 'open')
    .orderBy('ticket_inactivity.due_at', 'asc')
    .orderBy('ticket_inactivity.ticket_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    guildId: row.timer_guild_id,
    ticket: toTicket(row),
    dueAt: row.timer_due_at,
    warnedAt: row.timer_warned_at,
  }));
}

export interface InactivityMove {
  seenDueAt: string;
  nextDueAt: string;
  warnedAt: string | null;
}

/** Moves the timer on from the due time the bot saw; a warning is in the history, as the bot's. */
export function moveInactivity(
  db: Kysely<Database>,
  guildId: string,
  ticketId: number,
  move: InactivityMove,
  actor: Actor,
  now: Date,
): Promise<{ moved: boolean }> {
  return db.transaction().execute(async (tx) => {
    const moved = await tx
      .updateTable('ticket_inactivity')
      .set({ due_at: move.nextDueAt, warned_at: move.warnedAt })
      .where('guild_id', '=', guildId)
      .where('ticket_id', '=', ticketId)
      .where('due_at', '=', move.seenDueAt)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) return { moved: false };
    if (move.warnedAt !== null)
      await recordAudit(
        tx,
        {
          guildId,
          actor,
          action: 'ticket.inactivity_warning',
          targetType: 'ticket',
          targetId: ticketId,
          after: { warnedAt: move.warnedAt, closeAt: move.nextDueAt },
        },
        now,
      );
    return { moved: true };
  });
}
