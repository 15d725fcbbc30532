// The parts every ticket search query is built from: the full-text match in each store's own syntax, the
// query's filters on the tickets table, the fields of a found ticket, and the position a page goes on from.
import { sql, type ExpressionBuilder } from 'kysely';
import { isDiscordId, type SearchHit, type TicketSearchQuery } from '../../contract/index.js';
import type { Database, Dialect } from '../store/schema.js';
import { ROWS_PER_TICKET } from './ticket-search-index.js';

export const prefixQuery = (words: string[]) => words.map((word) => `${word}:*`).join(' & ');

/** Every word as a required prefix: FTS5 `"wort"*`, tsquery `wort:*`; words hold only letters and digits. */
export function matchClause(dialect: Dialect, words: string[]) {
  if (dialect === 'sqlite') {
    const expression = words.map((word) => `"${word}"*`).join(' ');
    return {
      where: sql<boolean>`ticket_search match ${expression}`,
      rowId: sql<number>`ticket_search.rowid`,
      ticketId: sql<number>`(ticket_search.rowid / ${sql.lit(ROWS_PER_TICKET)})`,
    };
  }
  return {
    where: sql<boolean>`ticket_search.tsv @@ to_tsquery('simple', ${prefixQuery(words)})`,
    rowId: sql<number>`ticket_search.id`,
    ticketId: sql<number>`ticket_search.ticket_id`,
  };
}
export type Match = ReturnType<typeof matchClause>;

/** Where a search goes on from: older than this ticket in the list's order. */
export interface Position {
  key: string;
  id: number;
}

export const sortKey = sql<string>`coalesce(tickets.closed_at, tickets.created_at)`;
export const TICKET_FIELDS = [
  'tickets.id',
  'tickets.username',
  'tickets.reason',
  'tickets.status',
  'tickets.created_at',
  'tickets.closed_at',
] as const;
export type FoundTicket = SearchHit['ticket'] & { hit_row: number };

/** A LIKE pattern for names starting with `text`: its own % and _ match only themselves. */
const likePrefix = (text: string): string => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The query's filters on the tickets table, and the position it goes on from. */
export function ticketFilters(
  eb: ExpressionBuilder<Database, 'tickets'>,
  guildId: string,
  query: TicketSearchQuery,
  after: Position | undefined,
) {
  const filters = [eb('tickets.guild_id', '=', guildId)];
  if (query.user)
    filters.push(
      isDiscordId(query.user)
        ? eb('tickets.user_id', '=', query.user)
        : eb(sql`lower(tickets.username)`, 'like', sql<string>`${likePrefix(query.user.toLowerCase())} escape '\\'`),
    );
  if (query.from) filters.push(eb('tickets.closed_at', '>=', `${query.from}T00:00:00.000Z`));
  // The day's last moment as closing times are written (toISOString): no date arithmetic, so 9999-12-31 works too.
  if (query.to) filters.push(eb('tickets.closed_at', '<=', `${query.to}T23:59:59.999Z`));
  if (query.category !== undefined) filters.push(eb('tickets.category_id', '=', query.category));
  if (query.status) filters.push(eb('tickets.status', '=', query.status));
  if (after)
    filters.push(
      eb.or([eb(sortKey, '<', after.key), eb.and([eb(sortKey, '=', after.key), eb('tickets.id', '<', after.id)])]),
    );
  return eb.and(filters);
}
