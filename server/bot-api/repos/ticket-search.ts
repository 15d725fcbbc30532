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

/** Every word as a required prefix: FTS5 `"wort"*`, tsquery `wort:*`; words hold only letters and digits. */
function matchClause(dialect: Dialect, words: string[]) {
  if (dialect === 'sqlite') {
    const expression = words.map((word) => `"${word}"*`).join(' ');
    return { where: sql<boolean>`ticket_search match ${expression}`, excerpt: sql<string>`snippet(ticket_search, 0, char(2), char(3), '…', 16)` };
  }
  const query = words.map((word) => `${word}:*`).join(' & ');
  const options = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=24, MinWords=8, MaxFragments=1, FragmentDelimiter=…`;
  return {
    where: sql<boolean>`ticket_search.tsv @@ to_tsquery('simple', ${query})`,
    excerpt: sql<string>`ts_headline('simple', ticket_search.body, to_tsquery('simple', ${query}), ${options})`,
  };
}

/** Tickets newest first (closed ones by closing time), one hit per ticket: a matching message if any. */
export async function searchTickets(db: Kysely<Database>, dialect: Dialect, guildId: string, query: TicketSearchQuery): Promise<SearchHit[]> {
  const match = matchClause(dialect, searchWords(query.q));
  const sortKey = sql<string>`coalesce(tickets.closed_at, tickets.created_at)`;
  // First the page of matching tickets (grouped, so a ticket that matches in many messages counts once) …
  let tickets = db
    .selectFrom('ticket_search')
    .innerJoin('tickets', 'tickets.id', 'ticket_search.ticket_id')
    .select(['tickets.id', 'tickets.username', 'tickets.reason', 'tickets.status', 'tickets.created_at', 'tickets.closed_at'])
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
  // … then each one's excerpt: its messages before its user and reason (the row with no message id).
  const excerpts = await db
    .selectFrom('ticket_search')
    .select(['ticket_search.ticket_id', 'ticket_search.message_id'])
    .select(match.excerpt.as('excerpt'))
    .where(match.where)
    .where(
      'ticket_search.ticket_id',
      'in',
      page.map((ticket) => ticket.id),
    )
    .execute();
  const first = new Map<number, { message_id: string; excerpt: string }>();
  for (const row of excerpts) {
    const kept = first.get(row.ticket_id);
    if (!kept || (kept.message_id === '' && row.message_id !== '')) first.set(row.ticket_id, row);
  }
  return page.map((ticket) => {
    const hit = first.get(ticket.id);
    return { ticket, messageId: hit?.message_id || null, excerpt: hit?.excerpt ?? '' };
  });
}
