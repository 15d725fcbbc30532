// What the ticket search finds: each transcript message's author, text, embeds and attachment names, and
// each ticket's user and reason. SQLite: FTS5 with the unicode61 tokenizer (diacritics folded); PostgreSQL:
// to_tsvector('simple'), which splits and lower-cases words without any language's stemming, so German
// and English words are found alike.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Transcript } from '../../contract/transcript.js';
import { insertInBatches } from '../store/batches.js';
import type { Database, Dialect, TicketSearchTable } from '../store/schema.js';

/** The excerpt's hit marks (HIT_START, HIT_END) never come from indexed text. */
const clean = (text: string) => text.replace(/[\u0002\u0003]/g, ' ');

type Db = Kysely<Database> | Transaction<Database>;

/** The index rows of a ticket: one for its user and reason, and one per message of its transcript. */
export function searchDocuments(
  ticket: { id: number; guild_id: string; username: string; reason: string },
  transcript?: Transcript | null,
): TicketSearchTable[] {
  const row = (messageId: string, parts: (string | undefined)[]) => ({
    ticket_id: ticket.id,
    guild_id: ticket.guild_id,
    message_id: messageId,
    body: clean(parts.filter(Boolean).join('\n')),
  });
  const rows = [row('', [ticket.username, ticket.reason])];
  for (const message of transcript?.messages ?? []) {
    const embeds = message.embeds.flatMap((embed) => [
      embed.author?.name,
      embed.title,
      embed.description,
      ...(embed.fields ?? []).flatMap((field) => [field.name, field.value]),
      embed.footer?.text,
    ]);
    const document = row(message.id, [
      message.author.name,
      message.content,
      ...embeds,
      ...message.attachments.map((attachment) => attachment.name),
    ]);
    if (document.body.trim()) rows.push(document);
  }
  return rows;
}

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

export async function unindexTicket(db: Db, dialect: Dialect, ticketId: number): Promise<void> {
  if (dialect === 'sqlite')
    await db
      .deleteFrom('ticket_search')
      .where(sql`rowid`, '>=', firstRowOf(ticketId))
      .where(sql`rowid`, '<', firstRowOf(ticketId + 1))
      .execute();
  else await db.deleteFrom('ticket_search').where('ticket_id', '=', ticketId).execute();
}
