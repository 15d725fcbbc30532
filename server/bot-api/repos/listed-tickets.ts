// Tickets as the dashboard lists and names them: each with its category's name and its last activity,
// the newest entry of its change history (opened, claimed, a close asked for), or its opening when the
// history has none (a ticket recorded before the history, or seeded).
import type { Kysely } from 'kysely';
import type { ListedTicket, Ticket } from '../../contract/index.js';
import { notFound } from '../errors.js';
import type { Database } from '../store/schema.js';
import { listTickets, TICKET_COLUMNS, toTicket } from './tickets.js';

/** The category names and newest history times of these tickets of one guild: two queries for a page. */
async function listed(db: Kysely<Database>, guildId: string, tickets: Ticket[]): Promise<ListedTicket[]> {
  if (tickets.length === 0) return [];
  const categoryIds = [
    ...new Set(tickets.flatMap((ticket) => (ticket.category_id === null ? [] : [ticket.category_id]))),
  ];
  const [categories, activity] = await Promise.all([
    categoryIds.length
      ? db
          .selectFrom('ticket_categories')
          .select(['id', 'name'])
          .where('guild_id', '=', guildId)
          .where('id', 'in', categoryIds)
          .execute()
      : [],
    db
      .selectFrom('audit_log')
      .select(['target_id', (eb) => eb.fn.max('created_at').as('latest')])
      .where('guild_id', '=', guildId)
      .where('target_type', '=', 'ticket')
      .where(
        'target_id',
        'in',
        tickets.map((ticket) => String(ticket.id)),
      )
      .groupBy('target_id')
      .execute(),
  ]);
  const names = new Map(categories.map((category) => [category.id, category.name]));
  const latest = new Map(activity.map((row) => [row.target_id, row.latest]));
  return tickets.map((ticket) => {
    const changed = latest.get(String(ticket.id));
    return {
      ...ticket,
      category_name: ticket.category_id === null ? null : (names.get(ticket.category_id) ?? null),
      // ISO times in one format compare as text; the opening is the floor.
      last_activity_at: changed && changed > ticket.created_at ? changed : ticket.created_at,
    };
  });
}

export async function listListedTickets(
  db: Kysely<Database>,
  guildId: string,
  status: 'open' | 'closed' | undefined,
  page: Parameters<typeof listTickets>[3],
  sort?: Parameters<typeof listTickets>[4],
): Promise<ListedTicket[]> {
  return listed(db, guildId, await listTickets(db, guildId, status, page, sort));
}

/** One ticket of the guild, open or closed; 404 when the guild has no ticket of that number. */
export async function getListedTicket(db: Kysely<Database>, guildId: string, ticketId: number): Promise<ListedTicket> {
  const row = await db
    .selectFrom('tickets')
    .select(TICKET_COLUMNS)
    .where('guild_id', '=', guildId)
    .where('id', '=', ticketId)
    .executeTakeFirst();
  if (!row) throw notFound('Ticket');
  const [ticket] = await listed(db, guildId, [toTicket(row)]);
  return ticket!;
}
