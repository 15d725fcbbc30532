// A close asked for on the dashboard: recorded on the open ticket (and in its history), listed for the
// bot, which closes the ticket through its own close (transcript from the channel, channel deleted);
// the close itself clears the request. And the other end of a close: the closed tickets whose channels
// the bot still sees, for it to delete.
import type { Kysely } from 'kysely';
import type { CloseRequest, Ticket } from '../../contract/index.js';
import type { Database } from '../store/schema.js';
import { type Actor, audited } from './audit.js';
import { changeOpenTicket } from './ticket-opening.js';
import { TICKET_COLUMNS, toTicket } from './tickets.js';

export function requestClose(
  db: Kysely<Database>,
  guildId: string,
  ticketId: number,
  reason: string,
  actor: Actor,
  now: Date,
): Promise<Ticket> {
  return audited(
    db,
    now,
    (tx) => changeOpenTicket(tx, guildId, ticketId, { close_requested_by: actor.id, close_request_reason: reason }),
    (ticket) => ({
      guildId,
      actor,
      action: 'ticket.close_request',
      targetType: 'ticket',
      targetId: ticketId,
      after: ticket,
    }),
  );
}

/** The guilds with open tickets whose close was asked for. */
export async function closeRequestGuilds(db: Kysely<Database>): Promise<{ guildIds: string[] }> {
  const rows = await db
    .selectFrom('tickets')
    .select('guild_id')
    .distinct()
    .where('status', '=', 'open')
    .where('close_requested_by', 'is not', null)
    .execute();
  return { guildIds: rows.map((row) => row.guild_id) };
}

export async function closeRequests(db: Kysely<Database>, guildId: string): Promise<CloseRequest[]> {
  const rows = await db
    .selectFrom('tickets')
    .select([...TICKET_COLUMNS, 'close_request_reason'])
    .where('guild_id', '=', guildId)
    .where('status', '=', 'open')
    .where('close_requested_by', 'is not', null)
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    ticket: toTicket(row),
    requestedBy: row.close_requested_by!,
    reason: row.close_request_reason ?? '',
  }));
}

/**
 * The closed tickets of a guild whose channel is one of these (the bot names at most a hundred at once).
 * Only a closed ticket is ever named: the bot deletes what this answers, and an open ticket's channel stays.
 */
export async function closedTicketChannels(db: Kysely<Database>, guildId: string, channelIds: string[]) {
  const rows = await db
    .selectFrom('tickets')
    .select(TICKET_COLUMNS)
    .where('guild_id', '=', guildId)
    .where('channel_id', 'in', channelIds)
    .where('status', '=', 'closed')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toTicket);
}
