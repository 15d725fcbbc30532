// The archive's records: which files each closed ticket's transcript had and what became of them
// (archive/archive-files.ts fetches them), read back for the transcript view and for downloads.
import { sql, type Kysely } from 'kysely';
import type { ArchivedFile, ArchivedFileContent } from '../../contract/index.js';
import type { ArchiveDeps } from '../archive/archive-files.js';
import { archiveFiles, fileRefs } from '../archive/archive-files.js';
import { notFound } from '../errors.js';
import { insertInBatches } from '../store/batches.js';
import type { Database } from '../store/schema.js';

const COLUMNS = ['id', 'url', 'name', 'size', 'content_type', 'status'] as const;

/** Bytes the guild's archive holds (a file kept once counts for each ticket that has it). */
async function guildArchivedBytes(db: Kysely<Database>, guildId: string): Promise<number> {
  const row = await db.selectFrom('ticket_files').select(sql<string | number | null>`sum(size)`.as('bytes')).where('guild_id', '=', guildId).where('status', '=', 'archived').executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** Archives a just-closed ticket's files and records each outcome. */
export async function archiveTicketFiles(db: Kysely<Database>, deps: ArchiveDeps, guildId: string, ticketId: number, transcriptJson: string, now: Date): Promise<void> {
  const refs = fileRefs(transcriptJson);
  if (refs.length === 0) return;
  const outcomes = await archiveFiles(refs, deps.limits.guildMaxBytes - (await guildArchivedBytes(db, guildId)), deps);
  await insertInBatches(
    db,
    'ticket_files',
    outcomes.map((outcome) => ({ ...outcome, ticket_id: ticketId, guild_id: guildId, created_at: now.toISOString() })),
  );
}

export async function listTicketFiles(db: Kysely<Database>, ticketId: number): Promise<ArchivedFile[]> {
  const rows = await db.selectFrom('ticket_files').select(COLUMNS).where('ticket_id', '=', ticketId).orderBy('id').execute();
  return rows.map((row) => ({ ...row, size: Number(row.size), status: row.status as ArchivedFile['status'] }));
}

/** One archived file with its bytes, only through its own guild and ticket. */
export async function readTicketFile(db: Kysely<Database>, deps: Pick<ArchiveDeps, 'blobs'>, guildId: string, ticketId: number, fileId: number): Promise<ArchivedFileContent> {
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
