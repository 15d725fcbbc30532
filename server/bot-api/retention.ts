// Keeps the privacy policy's word: ticket contents (the transcript, the reason and the answers, with their search rows
// and archived files) are deleted RETENTION_TICKET_DAYS after a ticket closed, audit rows after
// RETENTION_AUDIT_DAYS. The ticket row stays, marked content_deleted_at, so the counters keep working and
// the transcript page can say why it is empty. Runs at start-up and then every RETENTION_INTERVAL_MINUTES.
//
// Several processes: on PostgreSQL one run at a time holds a transaction-scoped advisory lock and the
// others skip that round. On SQLite the run is one write transaction; SQLite admits one writer at a time,
// and a second run right after finds nothing left to delete (every step is idempotent).
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { RetentionSettings } from './config.js';
import type { Store } from './store/database.js';

/** The advisory lock's key: any constant the other users of the database do not use ("guildhall"). */
export const RETENTION_LOCK_KEY = 0x6775696c64;
const DAY_MS = 86_400_000;

interface RetentionOutcome {
  /** False when another process held the lock this round. */
  ran: boolean;
  ticketsCleared: number;
  auditRowsDeleted: number;
}

type RetentionStore = Pick<Store, 'db' | 'dialect' | 'blobs'>;

export async function applyRetention(
  { db, dialect, blobs }: RetentionStore,
  settings: Pick<RetentionSettings, 'ticketDays' | 'auditDays'>,
  now: Date,
): Promise<RetentionOutcome> {
  const ticketCutoff = new Date(now.getTime() - settings.ticketDays * DAY_MS).toISOString();
  const auditCutoff = new Date(now.getTime() - settings.auditDays * DAY_MS).toISOString();
  const { outcome, unreferenced } = await db.transaction().execute(async (tx) => {
    if (dialect === 'postgres') {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`.execute(tx);
      if (!rows[0]?.locked)
        return { outcome: { ran: false, ticketsCleared: 0, auditRowsDeleted: 0 }, unreferenced: [] };
    }
    const cleared = await tx
      .updateTable('tickets')
      .set({ transcript: '{}', reason: '', answers: '[]', content_deleted_at: now.toISOString() })
      .where('status', '=', 'closed')
      .where('closed_at', '<', ticketCutoff)
      .where('content_deleted_at', 'is', null)
      .executeTakeFirst();
    // Their search rows go with them (the ticket's own row too: it held the reason).
    await tx
      .deleteFrom('ticket_search')
      .where('ticket_id', 'in', (eb) =>
        eb.selectFrom('tickets').select('id').where('content_deleted_at', '=', now.toISOString()),
      )
      .execute();
    // Their archived files too; the bytes go once no other ticket has the same file.
    const files = await tx
      .deleteFrom('ticket_files')
      .where('ticket_id', 'in', (eb) =>
        eb.selectFrom('tickets').select('id').where('content_deleted_at', '=', now.toISOString()),
      )
      .returning('sha256')
      .execute();
    const hashes = [...new Set(files.flatMap((file) => (file.sha256 ? [file.sha256] : [])))];
    const kept = hashes.length
      ? await tx.selectFrom('ticket_files').select('sha256').distinct().where('sha256', 'in', hashes).execute()
      : [];
    const deleted = await tx.deleteFrom('audit_log').where('created_at', '<', auditCutoff).executeTakeFirst();
    return {
      outcome: {
        ran: true,
        ticketsCleared: Number(cleared.numUpdatedRows),
        auditRowsDeleted: Number(deleted.numDeletedRows),
      },
      unreferenced: hashes.filter((hash) => !kept.some((row) => row.sha256 === hash)),
    };
  });
  // After the commit: a file the rows no longer name is garbage whatever happens next.
  await blobs.delete(unreferenced);
  return outcome;
}

/** Runs the job now and then on its interval; stop() ends it. A failed round is logged and retried next time. */
export function scheduleRetention(options: {
  store: RetentionStore;
  settings: RetentionSettings;
  now: () => Date;
  logger: Logger;
}): { stop(): void; firstRun: Promise<void> } {
  const round = async () => {
    try {
      const outcome = await applyRetention(options.store, options.settings, options.now());
      if (outcome.ticketsCleared || outcome.auditRowsDeleted)
        options.logger.info(outcome, 'retention: deleted what the policy no longer keeps');
    } catch (error) {
      options.logger.error({ err: error }, 'retention round failed');
    }
  };
  const timer = setInterval(round, options.settings.intervalMs);
  timer.unref();
  return { firstRun: round(), stop: () => clearInterval(timer) };
}
