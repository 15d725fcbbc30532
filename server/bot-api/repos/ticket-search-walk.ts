// How a search finds a common word: by walking the guild's newest tickets a batch at a time and checking
// each batch against the index, instead of reading every one of the word's many index rows.
import { sql, type Kysely } from 'kysely';
import type { TicketSearchQuery } from '../../contract/index.js';
import type { Database, Dialect } from '../store/schema.js';
import { firstRowOf, ROWS_PER_TICKET } from './ticket-search-index.js';
import {
  type FoundTicket,
  matchClause,
  type Position,
  prefixQuery,
  sortKey,
  TICKET_FIELDS,
  ticketFilters,
} from './ticket-search-query.js';

/**
 * The last matching row (the highest rowid or id) of each of these tickets that has one; on PostgreSQL
 * only of the first `pageRoom` matching tickets in the batch's order, the rest unread.
 */
async function lastMatchingRows(
  db: Kysely<Database>,
  dialect: Dialect,
  words: string[],
  ticketIds: number[],
  pageRoom: number,
): Promise<Map<number, number>> {
  if (dialect === 'postgres') {
    // Ticket by ticket in the batch's order, each ticket's own rows read by the ticket_id btree and
    // matched: the ordinality is the order without a sort, so the limit ends the walk once the page is
    // full (2 ms for a page of a common word, against 27 ms for matching every row of 256 tickets). The
    // offset keeps the match out of the row scan: left to itself the planner ANDs in the GIN index, which
    // for a common word lists every matching row of the whole index first (16 ms a ticket).
    const { rows } = await sql<{ ticket_id: number; row: number }>`
      select batch.ticket_id, hit.row
      from unnest(${ticketIds}::integer[]) with ordinality as batch(ticket_id, place)
      cross join lateral (
        select max(own.id) as row
        from (select id, tsv from ticket_search where ticket_id = batch.ticket_id offset 0) own
        where own.tsv @@ to_tsquery('simple', ${prefixQuery(words)})
      ) hit
      where hit.row is not null
      order by batch.place
      limit ${pageRoom}`.execute(db);
    return new Map(rows.map((row) => [row.ticket_id, Number(row.row)]));
  }
  // One rowid range from the lowest to the highest ticket, grouped by ticket in SQLite's thread: a batch
  // of long transcripts matches a common word in hundreds of thousands of rows, which were handed to the
  // event loop one by one to find each ticket's last. Tickets in between that were not asked for are dropped.
  const ticketOfRow = sql<number>`rowid / ${sql.lit(ROWS_PER_TICKET)}`;
  const rows = await db
    .selectFrom('ticket_search')
    .select([ticketOfRow.as('ticket_id'), sql<number>`max(rowid)`.as('row')])
    .where(matchClause(dialect, words).where)
    .where(sql`rowid`, '>=', firstRowOf(Math.min(...ticketIds)))
    .where(sql`rowid`, '<', firstRowOf(Math.max(...ticketIds) + 1))
    .groupBy(ticketOfRow)
    .execute();
  const wanted = new Set(ticketIds);
  return new Map(rows.filter((row) => wanted.has(row.ticket_id)).map((row) => [row.ticket_id, row.row]));
}

export interface Walk {
  found: FoundTicket[];
  finished: boolean;
  goOnFrom: Position | undefined;
}

/**
 * For a common word: the guild's tickets newest first (the filters applied), a batch at a time, each
 * batch checked against the index in one query. Most tickets match, so the first batch fills a page.
 * Finished when the page is full or every ticket was walked; otherwise, after the last batch, the
 * grouped search goes on from the last ticket walked.
 */
export async function walkNewest(
  db: Kysely<Database>,
  dialect: Dialect,
  words: string[],
  guildId: string,
  query: TicketSearchQuery,
  from: Position | undefined,
  batches: readonly number[],
): Promise<Walk> {
  const found: FoundTicket[] = [];
  let position = from;
  for (const size of batches) {
    const batch = await db
      .selectFrom('tickets')
      .select(TICKET_FIELDS)
      .where((eb) => ticketFilters(eb, guildId, query, position))
      .orderBy(sortKey, 'desc')
      .orderBy('tickets.id', 'desc')
      .limit(size)
      .execute();
    const last = batch.length
      ? await lastMatchingRows(
          db,
          dialect,
          words,
          batch.map((ticket) => ticket.id),
          query.limit - found.length,
        )
      : new Map<number, number>();
    for (const ticket of batch) {
      const hitRow = last.get(ticket.id);
      if (hitRow === undefined) continue;
      found.push({ ...ticket, hit_row: hitRow });
      if (found.length === query.limit) return { found, finished: true, goOnFrom: position };
    }
    const end = batch.at(-1);
    if (!end || batch.length < size) return { found, finished: true, goOnFrom: position };
    position = { key: end.closed_at ?? end.created_at, id: end.id };
  }
  return { found, finished: false, goOnFrom: position };
}
