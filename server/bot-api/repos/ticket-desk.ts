// The staff's changes of an open ticket in Discord beyond its claim: how urgent it is, and a transfer to
// another of the guild's ticket categories or to another staff member. Each is in the history as the
// change of the staff member who made it, with the ticket before and after.
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Ticket, TicketPriority, TransferTicketInput } from '../../contract/index.js';
import { notFound } from '../errors.js';
import type { Database, TicketsTable } from '../store/schema.js';
import { type Actor, audited } from './audit.js';
import { changeOpenTicket } from './ticket-opening.js';
import { priorityRank } from './ticket-priority.js';
import { notClosable, TICKET_COLUMNS, toTicket } from './tickets.js';

/** The open ticket as it is; a closed or unknown one is refused as a close would be (409, 404). */
async function openTicketNow(tx: Transaction<Database>, guildId: string, ticketId: number): Promise<Ticket> {
  const row = await tx
    .selectFrom('tickets')
    .select(TICKET_COLUMNS)
    .where('guild_id', '=', guildId)
    .where('id', '=', ticketId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (!row) throw await notClosable(tx, guildId, ticketId);
  return toTicket(row);
}

/** Changes an open ticket, in the history under `action` with the ticket before and after. */
async function changeInHistory(
  db: Kysely<Database>,
  guildId: string,
  ticketId: number,
  action: string,
  change: (tx: Transaction<Database>) => Promise<Updateable<TicketsTable>>,
  actor: Actor,
  now: Date,
): Promise<Ticket> {
  const { after } = await audited(
    db,
    now,
    async (tx) => {
      const before = await openTicketNow(tx, guildId, ticketId);
      return { before, after: await changeOpenTicket(tx, guildId, ticketId, await change(tx)) };
    },
    ({ before, after }) => ({ guildId, actor, action, targetType: 'ticket', targetId: ticketId, before, after }),
  );
  return after;
}

/** A staff member sets how urgent an open ticket is. */
export const setTicketPriority = (
  db: Kysely<Database>,
  guildId: string,
  ticketId: number,
  priority: TicketPriority,
  actor: Actor,
  now: Date,
): Promise<Ticket> =>
  changeInHistory(
    db,
    guildId,
    ticketId,
    'ticket.priority',
    async () => ({ priority: priorityRank(priority) }),
    actor,
    now,
  );

/** A staff member renamed an open ticket's channel in Discord: the names before and after, in the history. */
export const recordTicketRename = (
  db: Kysely<Database>,
  guildId: string,
  ticketId: number,
  names: { from: string; to: string },
  actor: Actor,
  now: Date,
): Promise<Ticket> =>
  audited(
    db,
    now,
    (tx) => openTicketNow(tx, guildId, ticketId),
    () => ({
      guildId,
      actor,
      action: 'ticket.rename',
      targetType: 'ticket',
      targetId: ticketId,
      before: { channel_name: names.from },
      after: { channel_name: names.to },
    }),
  );

/** The guild's category of this id, which a ticket may move to; 404 for one that is gone or another guild's. */
async function assertCategory(tx: Transaction<Database>, guildId: string, categoryId: number): Promise<void> {
  const found = await tx
    .selectFrom('ticket_categories')
    .select('id')
    .where('guild_id', '=', guildId)
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!found) throw notFound('Category');
}

/** A staff member moves an open ticket to another category of the guild, or hands its claim to other staff. */
export function transferTicket(
  db: Kysely<Database>,
  guildId: string,
  ticketId: number,
  to: Pick<TransferTicketInput, 'categoryId' | 'claimer'>,
  actor: Actor,
  now: Date,
): Promise<Ticket> {
  return changeInHistory(
    db,
    guildId,
    ticketId,
    'ticket.transfer',
    async (tx) => {
      if (to.claimer) return { claimed_by: to.claimer.userId, claimed_by_name: to.claimer.username };
      await assertCategory(tx, guildId, to.categoryId!);
      return { category_id: to.categoryId! };
    },
    actor,
    now,
  );
}
