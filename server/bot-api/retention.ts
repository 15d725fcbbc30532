// Keeps the privacy policy's word: ticket contents (the transcript and the reason) are deleted
// RETENTION_TICKET_DAYS after a ticket closed, audit rows after RETENTION_AUDIT_DAYS. The ticket row
// stays, marked content_deleted_at, so the counters keep working and the transcript page can say why it
// is empty. Runs at start-up and then every RETENTION_INTERVAL_MINUTES.
//
// Several processes: on PostgreSQL one run at a time holds a transaction-scoped advisory lock and the
// others skip that round. On SQLite the run is one write transaction; SQLite admits one writer at a time,
// and a second run right after finds nothing left to delete (every step is idempotent).
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { RetentionSettings } from '../config.js';
import type { Dialect } from './store/migrations.js';
import type { Database } from './store/schema.js';

/** The advisory lock's key: any constant the other users of the database do not use ("guildhall"). */
export const RETENTION_LOCK_KEY = 0x6775696c64;
const DAY_MS = 86_400_000;

export interface RetentionOutcome {
  /** False when another process held the lock this round. */
  ran: boolean;
  ticketsCleared: number;
  auditRowsDeleted: number;
}

export async function applyRetention(db: Kysely<Database>, dialect: Dialect, settings: Pick<RetentionSettings, 'ticketDays' | 'auditDays'>, now: Date): Promise<RetentionOutcome> {
  const ticketCutoff = new Date(now.getTime() - settings.ticketDays * DAY_MS).toISOString();
  const auditCutoff = new Date(now.getTime() - settings.auditDays * DAY_MS).toISOString();
  return db.transaction().execute(async (tx) => {
    if (dialect === 'postgres') {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`.execute(tx);
      if (!rows[0]?.locked) return { ran: false, ticketsCleared: 0, auditRowsDeleted: 0 };
    }
    const cleared = await tx
      .updateTable('tickets')
      .set({ transcript: '{}', reason: '', content_deleted_at: now.toISOString() })
      .where('status', '=', 'closed')
      .where('closed_at', '<', ticketCutoff)
      .where('content_deleted_at', 'is', null)
      .executeTakeFirst();
    // Their search rows go with them (the ticket's own row too: it held the reason).
    await tx
      .deleteFrom('ticket_search')
      .where('ticket_id', 'in', (eb) => eb.selectFrom('tickets').select('id').where('content_deleted_at', '=', now.toISOString()))
      .execute();
    const deleted = await tx.deleteFrom('audit_log').where('created_at', '<', auditCutoff).executeTakeFirst();
    return { ran: true, ticketsCleared: Number(cleared.numUpdatedRows), auditRowsDeleted: Number(deleted.numDeletedRows) };
  });
}

/** Runs the job now and then on its interval; stop() ends it. A failed round is logged and retried next time. */
export function scheduleRetention(options: { db: Kysely<Database>; dialect: Dialect; settings: RetentionSettings; now: () => Date; logger: Logger }): { stop(): void; firstRun: Promise<void> } {
  const round = async () => {
    try {
      const outcome = await applyRetention(options.db, options.dialect, options.settings, options.now());
      if (outcome.ticketsCleared || outcome.auditRowsDeleted) options.logger.info(outcome, 'retention: deleted what the policy no longer keeps');
    } catch (error) {
      options.logger.error({ err: error }, 'retention round failed');
    }
  };
  const timer = setInterval(round, options.settings.intervalMs);
  timer.unref();
  return { firstRun: round(), stop: () => clearInterval(timer) };
}
