// Tickets as the bot opens them: recorded within the member's limit of open tickets, given their private
// channel, claimed and released, found again by that channel, listed once claimed (their channels follow the claimer-only
// setting) and by category (their channels let its team in).
import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { Ticket } from '../../contract/index.js';
import { ApiError, notFound } from '../errors.js';
import type { Store } from '../store/database.js';
import type { Database, Dialect, TicketsTable } from '../store/schema.js';
import { type Actor, audited } from './audit.js';
import { indexDocuments } from './ticket-search-index.js';
import { searchDocuments } from './search-documents.js';
import { notClosable, TICKET_COLUMNS, toTicket } from './tickets.js';
import { startInactivity } from './ticket-inactivity.js';

export interface OpenTicket {
  userId: string;
  username: string;
  reason: string;
  channelId?: string | null | undefined;
  categoryId?: number | null | undefined;
  maxOpen?: number | undefined;
  answers?: { question: string; answer: string }[] | undefined;
}

/** The advisory lock class of one member's open tickets (PostgreSQL): "tick"; the member's id is the other key. */
const OPENER_LOCK_CLASS = 0x7469636b;

/** A member's open tickets on a server, oldest first. */
export async function openTicketsOf(
  db: Kysely<Database> | Transaction<Database>,
  guildId: string,
  userId: string,
): Promise<Ticket[]> {
  const rows = await db
    .selectFrom('tickets')
    .select(TICKET_COLUMNS)
    .where('guild_id', '=', guildId)
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toTicket);
}

/**
 * Refuses a ticket when the member has `maxOpen` open ones already. Two opens of one member are counted one after
 * the other: on PostgreSQL under a transaction lock per member, on SQLite inside the database's only
 * write transaction.
 */
async function assertUnderLimit(
  tx: Transaction<Database>,
  dialect: Dialect,
  guildId: string,
  userId: string,
  maxOpen: number,
) {
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(${OPENER_LOCK_CLASS}, ${Number(BigInt(userId) % 2_147_483_647n)})`.execute(
      tx,
    );
  const open = await openTicketsOf(tx, guildId, userId);
  if (open.length >= maxOpen)
    throw new ApiError(409, 'ticket_limit', `This member has ${open.length} open ticket(s) on this server already`);
}

export function openTicket(
  { db, dialect }: Pick<Store, 'db' | 'dialect'>,
  guildId: string,
  input: OpenTicket,
  actor: Actor,
  now: Date,
): Promise<Ticket> {
  return audited(
    db,
    now,
    async (tx) => {
      if (input.maxOpen !== undefined) await assertUnderLimit(tx, dialect, guildId, input.userId, input.maxOpen);
      const ticket = toTicket(
        await tx
          .insertInto('tickets')
          .values({
            guild_id: guildId,
            channel_id: input.channelId ?? null,
            user_id: input.userId,
            username: input.username,
            reason: input.reason,
            category_id: input.categoryId ?? null,
            status: 'open',
            created_at: now.toISOString(),
            closed_at: null,
            transcript: '{}',
            answers: JSON.stringify(input.answers ?? []),
          })
          .returning(TICKET_COLUMNS)
          .executeTakeFirstOrThrow(),
      );
      // Searchable by its user and reason from the start; the messages follow when it closes.
      await indexDocuments(
        tx,
        dialect,
        searchDocuments({
          id: ticket.id,
          guild_id: guildId,
          username: ticket.username,
          reason: ticket.reason,
          answers: ticket.answers,
        }),
      );
      await startInactivity(tx, guildId, ticket.id, now);
      return ticket;
    },
    (ticket) => ({ guildId, actor, action: 'ticket.open', targetType: 'ticket', targetId: ticket.id, after: ticket }),
  );
}

/** Changes an open ticket; a closed or unknown one is refused as a close would be (409, 404). */
export async function changeOpenTicket(
  db: Kysely<Database> | Transaction<Database>,
  guildId: string,
  ticketId: number,
  change: Updateable<TicketsTable>,
): Promise<Ticket> {
  const row = await db
    .updateTable('tickets')
    .set(change)
    .where('guild_id', '=', guildId)
    .where('id', '=', ticketId)
    .where('status', '=', 'open')
    .returning(TICKET_COLUMNS)
    .executeTakeFirst();
  if (!row) throw await notClosable(db, guildId, ticketId);
  return toTicket(row);
}

/** Records the private channel of an open ticket (the bot makes it once the ticket has its number). */
export const setTicketChannel = (db: Kysely<Database>, guildId: string, ticketId: number, channelId: string) =>
  changeOpenTicket(db, guildId, ticketId, { channel_id: channelId });

/** A staff member claims an open ticket (a later claim takes it over); in the history as its claimer's change. */
export function claimTicket(
  db: Kysely<Database>,
  guildId: string,
  ticketId: number,
  claimer: { userId: string; username: string },
  actor: Actor,
  now: Date,
): Promise<Ticket> {
  return audited(
    db,
    now,
    (tx) => changeOpenTicket(tx, guildId, ticketId, { claimed_by: claimer.userId, claimed_by_name: claimer.username }),
    (ticket) => ({ guildId, actor, action: 'ticket.claim', targetType: 'ticket', targetId: ticketId, after: ticket }),
  );
}

/** A staff member releases an open ticket's claim; in the history as their change. */
export function unclaimTicket(db: Kysely<Database>, guildId: string, ticketId: number, actor: Actor, now: Date) {
  return audited(
    db,
    now,
    (tx) => changeOpenTicket(tx, guildId, ticketId, { claimed_by: null, claimed_by_name: null }),
    (ticket) => ({ guildId, actor, action: 'ticket.unclaim', targetType: 'ticket', targetId: ticketId, after: ticket }),
  );
}

/** The open ticket whose private channel this is. */
export async function ticketInChannel(db: Kysely<Database>, guildId: string, channelId: string): Promise<Ticket> {
  const row = await db
    .selectFrom('tickets')
    .select(TICKET_COLUMNS)
    .where('guild_id', '=', guildId)
    .where('channel_id', '=', channelId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (!row) throw notFound('Open ticket in this channel');
  return toTicket(row);
}

/** The open tickets staff claimed that have their channel, oldest first. */
export async function claimedTickets(db: Kysely<Database>, guildId: string): Promise<Ticket[]> {
  const rows = await db
    .selectFrom('tickets')
    .select(TICKET_COLUMNS)
    .where('guild_id', '=', guildId)
    .where('status', '=', 'open')
    .where('claimed_by', 'is not', null)
    .where('channel_id', 'is not', null)
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toTicket);
}

/** The open tickets of a category that have their channel, oldest first. */
export async function categoryTickets(db: Kysely<Database>, guildId: string, categoryId: number): Promise<Ticket[]> {
  const rows = await db
    .selectFrom('tickets')
    .select(TICKET_COLUMNS)
    .where('guild_id', '=', guildId)
    .where('status', '=', 'open')
    .where('category_id', '=', categoryId)
    .where('channel_id', 'is not', null)
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toTicket);
}
