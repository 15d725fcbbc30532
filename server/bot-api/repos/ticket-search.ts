// Full-text search over tickets: what is indexed (each transcript message's author, text, embeds and
// attachment names; each ticket's user and reason), and the search itself on both stores. SQLite: FTS5
// with the unicode61 tokenizer (diacritics folded); PostgreSQL: to_tsvector('simple'), which splits and
// lower-cases words without any language's stemming, so German and English words are found alike.
// User input never reaches either query language: it is cut into words of letters and digits, each
// searched as a prefix, all of them required.
import { sql, type Kysely, type Transaction } from 'kysely';
import { searchWords, type SearchHit, type TicketSearchQuery } from '../../contract/index.js';
import { parseTranscript } from '../../../views/transcript/model.js';
import type { Database, Dialect, TicketSearchTable } from '../store/schema.js';

/** Around each hit in an excerpt (the dashboard turns them into <mark>); removed from indexed text. */
export const HIT_START = '\u0002';
export const HIT_END = '\u0003';
const clean = (text: string) => text.replace(/[\u0002\u0003]/g, ' ');

type Db = Kysely<Database> | Transaction<Database>;

/** The index rows of a ticket: one for its user and reason, and one per message of its transcript. */
export function searchDocuments(ticket: { id: number; guild_id: string; username: string; reason: string }, transcriptJson?: string): TicketSearchTable[] {
  const row = (messageId: string, parts: (string | undefined)[]) => ({
    ticket_id: ticket.id,
    guild_id: ticket.guild_id,
    message_id: messageId,
    body: clean(parts.filter(Boolean).join('\n')),
  });
  const rows = [row('', [ticket.username, ticket.reason])];
  const transcript = transcriptJson ? parseTranscript(transcriptJson) : null;
  for (const message of transcript?.messages ?? []) {
    const embeds = message.embeds.flatMap((embed) => [embed.author?.name, embed.title, embed.description, ...(embed.fields ?? []).flatMap((field) => [field.name, field.value]), embed.footer?.text]);
    const document = row(message.id, [message.author.name, message.content, ...embeds, ...message.attachments.map((attachment) => attachment.name)]);
    if (document.body.trim()) rows.push(document);
  }
  return rows;
}

export async function indexDocuments(db: Db, rows: TicketSearchTable[]): Promise<void> {
  for (let at = 0; at < rows.length; at += 500)
    await db
      .insertInto('ticket_search')
      .values(rows.slice(at, at + 500))
      .execute();
}

export async function unindexTicket(db: Db, ticketId: number): Promise<void> {
  await db.deleteFrom('ticket_search').where('ticket_id', '=', ticketId).execute();
}

/** Letters compared as the SQLite index compares them: any case, diacritics folded. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Up to `radius` characters either side of the first hit, every hit in it between HIT_START and HIT_END. */
export function excerptOf(body: string, words: string[], radius = 80): string {
  const wanted = words.map(fold);
  const hits = [...body.matchAll(/[\p{L}\p{N}]+/gu)].filter((token) => wanted.some((word) => fold(token[0]).startsWith(word)));
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

/** Every word as a required prefix: FTS5 `"wort"*`, tsquery `wort:*`; words hold only letters and digits. */
function matchClause(dialect: Dialect, words: string[]) {
  if (dialect === 'sqlite') {
    const expression = words.map((word) => `"${word}"*`).join(' ');
    return { where: sql<boolean>`ticket_search match ${expression}`, rowId: sql<number>`ticket_search.rowid` };
  }
  const query = words.map((word) => `${word}:*`).join(' & ');
  return { where: sql<boolean>`ticket_search.tsv @@ to_tsquery('simple', ${query})`, rowId: sql<number>`ticket_search.id` };
}

/** Tickets newest first (closed ones by closing time), one hit per ticket: a matching message if any. */
export async function searchTickets(db: Kysely<Database>, dialect: Dialect, guildId: string, query: TicketSearchQuery): Promise<SearchHit[]> {
  const words = searchWords(query.q);
  const match = matchClause(dialect, words);
  const sortKey = sql<string>`coalesce(tickets.closed_at, tickets.created_at)`;
  // First the page of matching tickets (grouped, so a ticket that matches in many messages counts once) …
  // A cross join, because SQLite then keeps the written order: the full-text match drives, and each hit
  // finds its ticket by primary key. (Left to itself it walks the guild's tickets and runs the whole
  // match once per ticket: minutes for a common word in 10,000 tickets.) PostgreSQL plans it as a join.
  let tickets = db
    .selectFrom('ticket_search')
    .crossJoin('tickets')
    .whereRef('tickets.id', '=', 'ticket_search.ticket_id')
    .select(['tickets.id', 'tickets.username', 'tickets.reason', 'tickets.status', 'tickets.created_at', 'tickets.closed_at'])
    .select(sql<number>`max(${match.rowId})`.as('hit_row'))
    .where(match.where)
    .where('ticket_search.guild_id', '=', guildId)
    .where('tickets.guild_id', '=', guildId)
    .groupBy(['tickets.id', 'tickets.username', 'tickets.reason', 'tickets.status', 'tickets.created_at', 'tickets.closed_at']);
  if (query.user) tickets = /^\d{17,20}$/.test(query.user) ? tickets.where('tickets.user_id', '=', query.user) : tickets.where(sql`lower(tickets.username)`, '=', query.user.toLowerCase());
  if (query.from) tickets = tickets.where('tickets.closed_at', '>=', `${query.from}T00:00:00.000Z`);
  if (query.to) tickets = tickets.where('tickets.closed_at', '<', new Date(Date.parse(`${query.to}T00:00:00.000Z`) + 86_400_000).toISOString());
  if (query.category !== undefined) tickets = tickets.where('tickets.category_id', '=', query.category);
  if (query.status) tickets = tickets.where('tickets.status', '=', query.status);
  if (query.before) {
    const at = query.before.lastIndexOf('_');
    const [key, id] = [query.before.slice(0, at), Number(query.before.slice(at + 1))];
    tickets = tickets.where((eb) => eb.or([eb(sortKey, '<', key), eb.and([eb(sortKey, '=', key), eb('tickets.id', '<', id)])]));
  }
  const page = await tickets.orderBy(sortKey, 'desc').orderBy('tickets.id', 'desc').limit(query.limit).execute();
  if (page.length === 0) return [];
  // … then each one's excerpt, from the matching row that was indexed last: a message before the user
  // and reason (indexed first). Read by row id and cut here: running the match again (snippet(),
  // ts_headline()) would cost as much as the search itself for a common word.
  const rows = await db
    .selectFrom('ticket_search')
    .select(['ticket_search.ticket_id', 'ticket_search.message_id', 'ticket_search.body'])
    .where(
      match.rowId,
      'in',
      page.map((ticket) => ticket.hit_row),
    )
    .execute();
  const first = new Map(rows.map((row) => [Number(row.ticket_id), { message_id: row.message_id, excerpt: excerptOf(row.body, words) }]));
  return page.map(({ hit_row: _, ...ticket }) => {
    const hit = first.get(ticket.id);
    return { ticket, messageId: hit?.message_id || null, excerpt: hit?.excerpt ?? '' };
  });
}
