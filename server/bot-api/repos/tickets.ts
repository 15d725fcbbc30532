// Tickets and their transcripts. The bot opens and closes tickets; the dashboard reads them.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import {
  type ArchivedFile,
  TicketAnswer,
  type CloseTicketInput,
  type Ticket,
  type TicketSort,
  type TranscriptRecord,
  type TranscriptRow,
} from '../../contract/index.js';
import { priorityNamed, priorityRank } from './ticket-priority.js';
import { type ApiError, notFound, ticketClosed } from '../errors.js';
import type { Store } from '../store/database.js';
import type { Database, Dialect, TicketsTable } from '../store/schema.js';
import { audited, type Actor } from './audit.js';
import { indexDocuments, indexMessageDocuments, unindexTicket } from './ticket-search-index.js';
import { searchDocuments } from './search-documents.js';
import { storedList } from './stored-json.js';
import { filesColumn, filesOf } from './ticket-files.js';
import { readClosingTranscript, type ClosingTranscript } from '../closing/transcript-reading.js';

/** Every column but the transcript, which can be large and is read only for one ticket at a time. */
export const TICKET_COLUMNS = [
  'id',
  'user_id',
  'username',
  'reason',
  'status',
  'category_id',
  'channel_id',
  'created_at',
  'closed_at',
  'claimed_by',
  'claimed_by_name',
  'first_response_at',
  'closed_by',
  'close_requested_by',
  'close_reason',
  'close_kind',
  'rating',
  'feedback',
  'rated_at',
  'priority',
  'answers',
] as const;

export function toTicket(row: Pick<Selectable<TicketsTable>, (typeof TICKET_COLUMNS)[number]>): Ticket {
  return {
    id: row.id,
    user_id: row.user_id,
    username: row.username,
    reason: row.reason,
    status: row.status,
    category_id: row.category_id,
    channel_id: row.channel_id,
    created_at: row.created_at,
    closed_at: row.closed_at,
    claimed_by: row.claimed_by,
    claimed_by_name: row.claimed_by_name,
    first_response_at: row.first_response_at,
    closed_by: row.closed_by,
    close_requested_by: row.close_requested_by,
    close_reason: row.close_reason,
    close_kind: row.close_kind,
    rating: row.rating,
    feedback: row.feedback,
    rated_at: row.rated_at,
    priority: priorityNamed(row.priority),
    answers: storedList(z.array(TicketAnswer), row.answers),
  };
}

/** One page of a list: at most `limit` rows older than `before` or newer than `after`; no limit, every row. */
interface PageRequest<C> {
  limit?: number | undefined;
  before?: C | undefined;
  after?: C | undefined;
}

/** Tickets newest first (by id), keyset-paged on the id; or the most urgent first, paged on (priority, id). */
export async function listTickets(
  db: Kysely<Database>,
  guildId: string,
  status?: 'open' | 'closed',
  page: PageRequest<number | string> = {},
  sort: TicketSort = 'newest',
): Promise<Ticket[]> {
  let query = db.selectFrom('tickets').select(TICKET_COLUMNS).where('guild_id', '=', guildId);
  if (status) query = query.where('status', '=', status);
  const newer = page.after !== undefined;
  const cursor = page.before ?? page.after;
  const direction = newer ? 'asc' : 'desc';
  const beyond = newer ? '>' : '<';
  if (sort === 'priority') {
    if (cursor !== undefined) {
      const [level, id] = splitCursor(String(cursor));
      const rank = priorityRank(level);
      query = query.where((eb) =>
        eb.or([eb('priority', beyond, rank), eb.and([eb('priority', '=', rank), eb('id', beyond, id)])]),
      );
    }
    query = query.orderBy('priority', direction);
  } else if (cursor !== undefined) query = query.where('id', beyond, Number(cursor));
  // Newer than the cursor: the nearest ones first, then back into list order.
  const rows = await query
    .orderBy('id', direction)
    .$if(page.limit !== undefined, (q) => q.limit(page.limit!))
    .execute();
  return (newer ? rows.reverse() : rows).map(toTicket);
}

export async function countTickets(db: Kysely<Database>, guildId: string): Promise<{ total: number; open: number }> {
  const rows = await db
    .selectFrom('tickets')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('guild_id', '=', guildId)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { total: count('open') + count('closed'), open: count('open') };
}

/** "{closed_at}_{id}" as its parts. */
function splitCursor(cursor: string): [string, number] {
  const at = cursor.lastIndexOf('_');
  return [cursor.slice(0, at), Number(cursor.slice(at + 1))];
}

/** Only closed tickets have a transcript: newest closed first, keyset-paged on (closed_at, id). */
export async function listTranscripts(
  db: Kysely<Database>,
  guildId: string,
  page: PageRequest<string> = {},
): Promise<TranscriptRow[]> {
  const newer = page.after !== undefined;
  const cursor = page.before ?? page.after;
  const direction = newer ? 'asc' : 'desc';
  let query = db
    .selectFrom('tickets')
    .select(['id', 'username', 'reason', 'created_at', 'closed_at', 'close_kind', 'rating'])
    .where('guild_id', '=', guildId)
    .where('status', '=', 'closed');
  if (cursor !== undefined) {
    const [closedAt, id] = splitCursor(cursor);
    const beyond = newer ? '>' : '<';
    query = query.where((eb) =>
      eb.or([eb('closed_at', beyond, closedAt), eb.and([eb('closed_at', '=', closedAt), eb('id', beyond, id)])]),
    );
  }
  const rows = await query
    .orderBy('closed_at', direction)
    .orderBy('id', direction)
    .$if(page.limit !== undefined, (q) => q.limit(page.limit!))
    .execute();
  return newer ? rows.reverse() : rows;
}

/** A ticket's transcript with its archived files, in one query. */
export async function getTranscript(
  db: Kysely<Database>,
  dialect: Dialect,
  guildId: string,
  ticketId: number,
): Promise<TranscriptRecord & { files: ArchivedFile[] }> {
  const row = await db
    .selectFrom('tickets')
    .leftJoin('ticket_categories', 'ticket_categories.id', 'tickets.category_id')
    .select([
      ...(
        ['id', 'username', 'reason', 'created_at', 'closed_at', 'transcript', 'content_deleted_at', 'answers'] as const
      ).map((column) => `tickets.${column}` as const),
      ...(['closed_by', 'close_reason', 'close_kind', 'rating', 'feedback'] as const).map(
        (column) => `tickets.${column}` as const,
      ),
      'ticket_categories.name as category_name',
    ])
    .select((eb) => filesColumn(dialect, eb))
    .where('tickets.guild_id', '=', guildId)
    .where('tickets.id', '=', ticketId)
    .executeTakeFirst();
  if (!row) throw notFound('Ticket');
  return { ...row, answers: storedList(z.array(TicketAnswer), row.answers), files: filesOf(row.files) };
}

/** Why a ticket cannot be closed: it does not exist (404), or it is closed already (409). */
export async function notClosable(
  db: Kysely<Database> | Transaction<Database>,
  guildId: string,
  ticketId: number,
): Promise<ApiError> {
  const found = await db
    .selectFrom('tickets')
    .select('id')
    .where('guild_id', '=', guildId)
    .where('id', '=', ticketId)
    .executeTakeFirst();
  return found ? ticketClosed() : notFound('Ticket');
}

/** Refuses a close that cannot succeed before its work begins (the close itself checks again, atomically). */
export async function assertClosable(db: Kysely<Database>, guildId: string, ticketId: number): Promise<void> {
  const open = await db
    .selectFrom('tickets')
    .select('id')
    .where('guild_id', '=', guildId)
    .where('id', '=', ticketId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (!open) throw await notClosable(db, guildId, ticketId);
}

/**
 * Closes an open ticket with its transcript, its search rows, what `alsoWrite` adds (the archive's file
 * rows) and its audit row, all in one transaction. Only an open ticket closes: the update's own
 * condition decides, so of concurrent closes exactly one writes; the others, and every later one, get
 * 409 and write nothing.
 */
export async function closeTicket(
  { db, dialect }: Pick<Store, 'db' | 'dialect'>,
  guildId: string,
  ticketId: number,
  transcript: string,
  actor: Actor,
  now: Date,
  alsoWrite: (tx: Transaction<Database>) => Promise<void> = async () => undefined,
  work: Omit<CloseTicketInput, 'transcript'> = {},
  /** The transcript already read (the close's handler reads it, off the event loop); read here otherwise. */
  read?: ClosingTranscript,
): Promise<Ticket> {
  const reading = read ?? (await readClosingTranscript(transcript));
  // A text that is no transcript at all (only the handler refuses one) is stored without documents.
  const documents = 'documents' in reading ? reading.documents : '[]';
  return audited(
    db,
    now,
    async (tx) => {
      const closed = await tx
        .updateTable('tickets')
        .set({
          status: 'closed',
          closed_at: now.toISOString(),
          transcript,
          closed_by: work.closedBy ?? null,
          close_requested_by: null,
          close_request_reason: null,
          first_response_at: work.firstResponseAt ?? null,
          close_reason: work.reason || null,
          close_kind: work.kind ?? null,
        })
        .where('guild_id', '=', guildId)
        .where('id', '=', ticketId)
        .where('status', '=', 'open')
        .returning(TICKET_COLUMNS)
        .executeTakeFirst();
      if (!closed) throw await notClosable(tx, guildId, ticketId);
      const ticket = toTicket(closed);
      // The index is built when a ticket closes, in the same transaction as the transcript.
      await unindexTicket(tx, dialect, ticketId);
      await indexDocuments(
        tx,
        dialect,
        searchDocuments({
          id: ticketId,
          guild_id: guildId,
          username: ticket.username,
          reason: ticket.reason,
          answers: ticket.answers,
        }),
      );
      await indexMessageDocuments(tx, dialect, { id: ticketId, guild_id: guildId }, documents);
      await alsoWrite(tx);
      return ticket;
    },
    // Before the close it was this ticket, open (the update changed nothing else that is listed).
    (ticket) => ({
      guildId,
      actor,
      action: 'ticket.close',
      targetType: 'ticket',
      targetId: ticketId,
      before: {
        ...ticket,
        status: 'open',
        closed_at: null,
        closed_by: null,
        first_response_at: null,
        close_reason: null,
        close_kind: null,
      },
      after: ticket,
    }),
  );
}
