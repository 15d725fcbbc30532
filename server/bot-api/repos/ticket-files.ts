// The archive's records: which files each closed ticket's transcript had and what became of them
// (archive/archive-files.ts fetches them), written with the close, read back for the transcript view
// and for downloads.
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { jsonArrayFrom as postgresArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteArray } from 'kysely/helpers/sqlite';
import type { ArchivedFile, ArchivedFileContent } from '../../contract/index.js';
import type { FileReference } from '../../contract/transcript.js';
import { archiveFiles, fileRefs, type ArchiveDeps, type ArchiveOutcome } from '../archive/archive-files.js';
import { notFound } from '../errors.js';
import { insertInBatches } from '../store/batches.js';
import type { Database, Dialect } from '../store/schema.js';

const COLUMNS = ['id', 'url', 'name', 'size', 'content_type', 'status'] as const;

/** Bytes the guild's archive holds (a file kept once counts for each ticket that has it). */
async function guildArchivedBytes(db: Kysely<Database> | Transaction<Database>, guildId: string): Promise<number> {
  const row = await db
    .selectFrom('ticket_files')
    .select(sql<string | number | null>`sum(size)`.as('bytes'))
    .where('guild_id', '=', guildId)
    .where('status', '=', 'archived')
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/**
 * Fetches a transcript's files for its close, within what the guild's archive may still hold as the
 * close begins; nothing is recorded yet (recordTicketFiles does, in the close's transaction).
 */
export async function fetchTicketFiles(
  db: Kysely<Database>,
  deps: ArchiveDeps,
  guildId: string,
  references: FileReference[],
): Promise<ArchiveOutcome[]> {
  const refs = fileRefs(references);
  if (refs.length === 0) return [];
  return archiveFiles(refs, deps.limits.guildMaxBytes - (await guildArchivedBytes(db, guildId)), deps);
}

/** The advisory lock class of a guild's archive quota (PostgreSQL): "guil", the guild's id is the other key. */
const QUOTA_LOCK_CLASS = 0x6775696c;
const quotaLockKey = (guildId: string) => Number(BigInt(guildId) % 2_147_483_647n);

/**
 * Records a closing ticket's files in the close's transaction, within the guild's archive quota as it
 * stands now: closes of other tickets may have filled it since the files were fetched. One close of a
 * guild at a time reads and fills the quota: on PostgreSQL a transaction lock per guild; on SQLite the
 * close's own write (the ticket's update, before this) already holds the database's only write lock.
 * A file past the quota is recorded as too large.
 */
export async function recordTicketFiles(
  tx: Transaction<Database>,
  dialect: Dialect,
  guildMaxBytes: number,
  guildId: string,
  ticketId: number,
  outcomes: ArchiveOutcome[],
  now: Date,
): Promise<void> {
  if (outcomes.length === 0) return;
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}, ${quotaLockKey(guildId)})`.execute(tx);
  let left = guildMaxBytes - (await guildArchivedBytes(tx, guildId));
  const rows = outcomes.map((outcome) => {
    const kept = outcome.status !== 'archived' || outcome.size <= left;
    if (outcome.status === 'archived' && kept) left -= outcome.size;
    const recorded: ArchiveOutcome = kept ? outcome : { ...outcome, status: 'too_large', sha256: null };
    return { ...recorded, ticket_id: ticketId, guild_id: guildId, created_at: now.toISOString() };
  });
  await insertInBatches(tx, 'ticket_files', rows);
}

type FileRow = Omit<ArchivedFile, 'size' | 'status'> & { size: number | string; status: string };
const toFile = (row: FileRow): ArchivedFile => ({
  ...row,
  size: Number(row.size),
  status: row.status as ArchivedFile['status'],
});

/**
 * A ticket's files in their order, as a column of the query that reads the ticket: one query for both.
 * PostgreSQL hands the column over as parsed JSON, SQLite as its text; filesOf reads either.
 */
export function filesColumn(dialect: Dialect, eb: ExpressionBuilder<Database, 'tickets'>) {
  const files = eb
    .selectFrom('ticket_files')
    .select(COLUMNS.map((column) => `ticket_files.${column}` as const))
    .whereRef('ticket_files.ticket_id', '=', 'tickets.id')
    .orderBy('ticket_files.id');
  return (dialect === 'postgres' ? postgresArray(files) : sqliteArray(files)).as('files');
}

export const filesOf = (column: unknown): ArchivedFile[] =>
  ((typeof column === 'string' ? JSON.parse(column) : column) as FileRow[]).map(toFile);

/** One archived file with its bytes, only through its own guild and ticket. */
export async function readTicketFile(
  db: Kysely<Database>,
  deps: Pick<ArchiveDeps, 'blobs'>,
  guildId: string,
  ticketId: number,
  fileId: number,
): Promise<ArchivedFileContent> {
  const row = await db
    .selectFrom('ticket_files')
    .select([...COLUMNS, 'sha256'])
    .where('guild_id', '=', guildId)
    .where('ticket_id', '=', ticketId)
    .where('id', '=', fileId)
    .where('status', '=', 'archived')
    .executeTakeFirst();
  const data = row?.sha256 ? await deps.blobs.get(row.sha256) : null;
  if (!row || !data) throw notFound('File');
  const { sha256: _, ...file } = row;
  return { ...file, size: Number(file.size), status: 'archived', data: data.toString('base64') };
}
