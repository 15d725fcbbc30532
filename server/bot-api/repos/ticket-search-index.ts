// The ticket search's index (its documents come from search-documents.ts). SQLite: FTS5 with the
// unicode61 tokenizer (diacritics folded); PostgreSQL: to_tsvector('simple'), which splits and lower-cases
// words without any language's stemming, so German and English words are found alike.
import { sql, type Kysely, type Transaction } from 'kysely';
import { insertInBatches } from '../store/batches.js';
import type { Database, Dialect, TicketSearchTable } from '../store/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * SQLite numbers a ticket's index rows from its id · 2^20, so one ticket's rows are one rowid range:
 * checked, grouped and deleted by range. (An FTS5 table has no index on its other columns; reading
 * ticket_id means a lookup per row, which cost 175 ms for a word in 137,000 rows.)
 */
export const ROWS_PER_TICKET = 2 ** 20;
export const firstRowOf = (ticketId: number) => ticketId * ROWS_PER_TICKET;

/** The rows of each ticket numbered from its first rowid, in the order given (the ticket's own row first). */
function keyedRows(rows: TicketSearchTable[]): (TicketSearchTable & { rowid: number })[] {
  const next = new Map<number, number>();
  return rows.map((row) => {
    const n = next.get(row.ticket_id) ?? 0;
    if (n >= ROWS_PER_TICKET) throw new Error(`Ticket ${row.ticket_id} has more than ${ROWS_PER_TICKET} index rows`);
    next.set(row.ticket_id, n + 1);
    return { ...row, rowid: firstRowOf(row.ticket_id) + n };
  });
}

/** Adds a ticket's rows (all of them at once: SQLite numbers them from the ticket's first rowid). */
export async function indexDocuments(db: Db, dialect: Dialect, rows: TicketSearchTable[]): Promise<void> {
  await insertInBatches(db, 'ticket_search', dialect === 'sqlite' ? keyedRows(rows) : rows);
}

/**
 * Adds a closing ticket's message documents, given as the JSON text of [message id, text] pairs, after
 * its own row. The store reads them from that one text (json_each, json_array_elements): ten thousand
 * rows are neither built as objects nor bound one value at a time on the event loop.
 */
export async function indexMessageDocuments(
  db: Db,
  dialect: Dialect,
  ticket: { id: number; guild_id: string },
  documents: string,
): Promise<void> {
  if (dialect === 'sqlite')
    await sql`insert into ticket_search (rowid, ticket_id, guild_id, message_id, body)
      select ${firstRowOf(ticket.id) + 1} + key, ${ticket.id}, ${ticket.guild_id}, value ->> 0, value ->> 1
      from json_each(${documents})`.execute(db);
  else
    await sql`insert into ticket_search (ticket_id, guild_id, message_id, body)
      select ${ticket.id}, ${ticket.guild_id}, document ->> 0, document ->> 1
      from json_array_elements(${documents}::json) as document`.execute(db);
}

export async function unindexTicket(db: Db, dialect: Dialect, ticketId: number): Promise<void> {
  if (dialect === 'sqlite')
    await db
      .deleteFrom('ticket_search')
      .where(sql`rowid`, '>=', firstRowOf(ticketId))
      .where(sql`rowid`, '<', firstRowOf(ticketId + 1))
      .execute();
  else await db.deleteFrom('ticket_search').where('ticket_id', '=', ticketId).execute();
}
