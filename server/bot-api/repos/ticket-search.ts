// Full-text search over tickets: what is indexed (each transcript message's author, text, embeds and
// attachment names; each ticket's user and reason), and the search itself on both stores. SQLite: FTS5
// with the unicode61 tokenizer (diacritics folded); PostgreSQL: to_tsvector('simple'), which splits and
// lower-cases words without any language's stemming, so German and English words are found alike.
// User input never reaches either query language: it is cut into words of letters and digits, each
// searched as a prefix, all of them required.
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { searchWords, type SearchHit, type TicketSearchQuery } from '../../contract/index.js';
import { parseTranscript } from '../../contract/transcript.js';
import { insertInBatches } from '../store/batches.js';
import type { Database, Dialect, TicketSearchTable } from '../store/schema.js';

/** Around each hit in an excerpt (the dashboard turns them into <mark>); removed from indexed text. */
export const HIT_START = '\u0002';
export const HIT_END = '\u0003';
const clean = (text: string) => text.replace(/[\u0002\u0003]/g, ' ');

type Db = Kysely<Database> | Transaction<Database>;

/** The index rows of a ticket: one for its user and reason, and one per message of its transcript. */
export function searchDocuments(
  ticket: { id: number; guild_id: string; username: string; reason: string },
  transcriptJson?: string,
): TicketSearchTable[] {
  const row = (messageId: string, parts: (string | undefined)[]) => ({
    ticket_id: ticket.id,
    guild_id: ticket.guild_id,
    message_id: messageId,
    body: clean(parts.filter(Boolean).join('\n')),
  });
  const rows = [row('', [ticket.username, ticket.reason])];
  const transcript = transcriptJson ? parseTranscript(transcriptJson) : null;
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
const firstRowOf = (ticketId: number) => ticketId * ROWS_PER_TICKET;

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

const prefixQuery = (words: string[]) => words.map((word) => `${word}:*`).join(' & ');

/** Every word as a required prefix: FTS5 `"wort"*`, tsquery `wort:*`; words hold only letters and digits. */
function matchClause(dialect: Dialect, words: string[]) {
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
type Match = ReturnType<typeof matchClause>;

/** Where a search goes on from: older than this ticket in the list's order. */
interface Position {
  key: string;
  id: number;
}

const sortKey = sql<string>`coalesce(tickets.closed_at, tickets.created_at)`;
const TICKET_FIELDS = [
  'tickets.id',
  'tickets.username',
  'tickets.reason',
  'tickets.status',
  'tickets.created_at',
  'tickets.closed_at',
] as const;
type FoundTicket = SearchHit['ticket'] & { hit_row: number };

/** The query's filters on the tickets table, and the position it goes on from. */
function ticketFilters(
  eb: ExpressionBuilder<Database, 'tickets'>,
  guildId: string,
  query: TicketSearchQuery,
  after: Position | undefined,
) {
  const filters = [eb('tickets.guild_id', '=', guildId)];
  if (query.user)
    filters.push(
      /^\d{17,20}$/.test(query.user)
        ? eb('tickets.user_id', '=', query.user)
        : eb(sql`lower(tickets.username)`, '=', query.user.toLowerCase()),
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

async function isCommon(db: Kysely<Database>, match: Match, plan: SearchPlan): Promise<boolean> {
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
  return Number(row?.rows ?? 0) >= plan.commonRows;
}

/** The last matching row (the highest rowid or id) of each of these tickets that has one. */
async function lastMatchingRows(
  db: Kysely<Database>,
  dialect: Dialect,
  words: string[],
  ticketIds: number[],
): Promise<Map<number, number>> {
  if (dialect === 'postgres') {
    // These tickets' rows first (materialised: read by the ticket_id btree), then the match on them.
    // Left to itself the planner ANDs in the GIN index, which for a common word lists every matching
    // row of the whole index first: 16 ms for 137,000 rows, against 1 ms for the batch's own rows.
    const { rows } = await sql<{ ticket_id: number; row: number }>`
      with batch as materialized (select id, ticket_id, tsv from ticket_search where ticket_id in (${sql.join(ticketIds)}))
      select ticket_id, max(id) as row from batch where tsv @@ to_tsquery('simple', ${prefixQuery(words)}) group by ticket_id`.execute(
      db,
    );
    return new Map(rows.map((row) => [row.ticket_id, Number(row.row)]));
  }
  // One rowid range from the lowest to the highest ticket; rows of tickets in between that are not asked for are dropped.
  const rows = await db
    .selectFrom('ticket_search')
    .select(sql<number>`rowid`.as('row'))
    .where(matchClause(dialect, words).where)
    .where(sql`rowid`, '>=', firstRowOf(Math.min(...ticketIds)))
    .where(sql`rowid`, '<', firstRowOf(Math.max(...ticketIds) + 1))
    .execute();
  const wanted = new Set(ticketIds);
  const last = new Map<number, number>();
  for (const { row } of rows) {
    const ticketId = Math.floor(row / ROWS_PER_TICKET);
    if (wanted.has(ticketId)) last.set(ticketId, Math.max(last.get(ticketId) ?? 0, row));
  }
  return last;
}

interface Walk {
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
async function walkNewest(
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
  const walk: Walk = (await isCommon(db, match, plan))
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
