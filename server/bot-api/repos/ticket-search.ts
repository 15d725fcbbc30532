// Full-text search over tickets (repos/ticket-search-index.ts says what is indexed, and how on each store).
// User input never reaches either query language: it is cut into words of letters and digits, each
// searched as a prefix, all of them required.
import { sql, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { searchWords, type SearchHit, type TicketSearchQuery } from '../../contract/index.js';
import type { Database, Dialect } from '../store/schema.js';
import {
  type FoundTicket,
  type Match,
  matchClause,
  type Position,
  sortKey,
  TICKET_FIELDS,
  ticketFilters,
} from './ticket-search-query.js';
import { type Walk, walkNewest } from './ticket-search-walk.js';

/** Around each hit in an excerpt (the dashboard turns them into <mark>); removed from indexed text. */
export const HIT_START = '\u0002';
export const HIT_END = '\u0003';

/** Letters compared as the SQLite index compares them: any case, diacritics folded. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Up to `radius` characters either side of the first hit, every hit in it between HIT_START and HIT_END. */
function excerptOf(body: string, words: string[], radius = 80): string {
  const wanted = words.map(fold);
  const hits = [...body.matchAll(/[\p{L}\p{N}]+/gu)].filter((token) =>
    wanted.some((word) => fold(token[0]).startsWith(word)),
  );
  const centre = hits[0]?.index ?? 0;
  const [start, end] = [Math.max(0, centre - radius), Math.min(body.length, centre + radius)];
  let excerpt = start > 0 ? '…' : '';
  let at = start;
  for (const hit of hits) {
    if (hit.index + hit[0].length > end) break;
    excerpt += `${body.slice(at, hit.index)}${HIT_START}${hit[0]}${HIT_END}`;
    at = hit.index + hit[0].length;
  }
  return `${excerpt}${body.slice(at, end)}${end < body.length ? '…' : ''}`;
}

/**
 * How a search is run. A word with at least `commonRows` matching index rows is common (the grouped
 * search would read every one of them), and is found by walking the newest tickets in `walkBatches`:
 * how many tickets each step checks at once, and so how far the walk goes before handing over.
 */
export interface SearchPlan {
  commonRows: number;
  walkBatches: readonly number[];
}
export const SEARCH_PLAN: SearchPlan = { commonRows: 2000, walkBatches: [64, 256, 1024, 4096] };

/**
 * Whether a word is common changes slowly (by thousands of index rows either way), and the answer only
 * picks the faster of two ways to the same page: it is kept per store for ten minutes, so a common word's
 * page does not pay for counting its rows with every search (on PostgreSQL a pass over thousands of them,
 * some 3 ms of the database's time a search, on the machine the product shares with it).
 */
const commonness = new WeakMap<Kysely<Database>, LRUCache<string, boolean>>();
const COMMONNESS_KEPT = { words: 1_000, ms: 10 * 60_000 } as const;

async function isCommon(db: Kysely<Database>, words: string[], match: Match, plan: SearchPlan): Promise<boolean> {
  let known = commonness.get(db);
  if (!known) {
    known = new LRUCache({ max: COMMONNESS_KEPT.words, ttl: COMMONNESS_KEPT.ms });
    commonness.set(db, known);
  }
  const key = `${plan.commonRows} ${words.join(' ')}`;
  const kept = known.get(key);
  if (kept !== undefined) return kept;
  const probe = db
    .selectFrom('ticket_search')
    .select(sql<number>`1`.as('one'))
    .where(match.where)
    .limit(plan.commonRows)
    .as('probe');
  const [row] = await db
    .selectFrom(probe)
    .select((eb) => eb.fn.countAll<number | string>().as('rows'))
    .execute();
  const common = Number(row?.rows ?? 0) >= plan.commonRows;
  known.set(key, common);
  return common;
}

/**
 * For a rare word: every matching row, grouped into its ticket, the page of newest tickets. A cross
 * join, because SQLite then keeps the written order: the full-text match drives, and each hit finds
 * its ticket by primary key. (Left to itself it walks the guild's tickets and runs the whole match
 * once per ticket: minutes for a common word in 10,000 tickets.) PostgreSQL plans it as a join.
 */
async function groupedSearch(
  db: Kysely<Database>,
  match: Match,
  guildId: string,
  query: TicketSearchQuery,
  from: Position | undefined,
  limit: number,
): Promise<FoundTicket[]> {
  return db
    .selectFrom('ticket_search')
    .crossJoin('tickets')
    .whereRef('tickets.id', '=', match.ticketId)
    .select(TICKET_FIELDS)
    .select(sql<number>`max(${match.rowId})`.as('hit_row'))
    .where(match.where)
    .where((eb) => ticketFilters(eb, guildId, query, from))
    .groupBy(TICKET_FIELDS)
    .orderBy(sortKey, 'desc')
    .orderBy('tickets.id', 'desc')
    .limit(limit)
    .execute();
}

function positionOf(cursor: string | undefined): Position | undefined {
  if (cursor === undefined) return undefined;
  const at = cursor.lastIndexOf('_');
  return { key: cursor.slice(0, at), id: Number(cursor.slice(at + 1)) };
}

/** Tickets newest first (closed ones by closing time), one hit per ticket: a matching message if any. */
export async function searchTickets(
  db: Kysely<Database>,
  dialect: Dialect,
  guildId: string,
  query: TicketSearchQuery,
  plan = SEARCH_PLAN,
): Promise<SearchHit[]> {
  const words = searchWords(query.q);
  const match = matchClause(dialect, words);
  const from = positionOf(query.before);
  // A rare word is found from its few index rows; a common one by walking the newest tickets, which
  // hands over to the grouped search only when its batches ran out before the page filled.
  const walk: Walk = (await isCommon(db, words, match, plan))
    ? await walkNewest(db, dialect, words, guildId, query, from, plan.walkBatches)
    : { found: [], finished: false, goOnFrom: from };
  const page = walk.finished
    ? walk.found
    : [
        ...walk.found,
        ...(await groupedSearch(db, match, guildId, query, walk.goOnFrom, query.limit - walk.found.length)),
      ];
  if (page.length === 0) return [];
  // Each ticket's excerpt, from its matching row that was indexed last: a message before the user and
  // reason (indexed first). Read by row id and cut here: running the match again (snippet(),
  // ts_headline()) would cost as much as the search itself for a common word.
  const rows = await db
    .selectFrom('ticket_search')
    .select(['ticket_search.message_id', 'ticket_search.body', match.ticketId.as('ticket_id')])
    .where(
      match.rowId,
      'in',
      page.map((ticket) => ticket.hit_row),
    )
    .execute();
  const first = new Map(
    rows.map((row) => [Number(row.ticket_id), { message_id: row.message_id, excerpt: excerptOf(row.body, words) }]),
  );
  return page.map(({ hit_row: _, ...ticket }) => {
    const hit = first.get(ticket.id);
    return { ticket, messageId: hit?.message_id || null, excerpt: hit?.excerpt ?? '' };
  });
}
