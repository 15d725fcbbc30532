// The bot's own ticket work: a server's times for it (beside its other ticket settings, with defaults
// for the rows saved before), and the due times of that work, kept here so that a restart of the bot
// loses none of them: the close requests put to openers, and each open ticket's inactivity timer.
import { type Kysely, type Migration, sql } from 'kysely';
import { DEFAULT_AUTO_CLOSE, DEFAULT_CLOSE_REQUEST_MINUTES } from '../../contract/ticket-jobs.js';

/** A close request waiting for the opener's answer: one per ticket; unanswered, the ticket closes at `due_at`. */
export interface TicketCloseQuestionsTable {
  ticket_id: number;
  guild_id: string;
  asked_by: string;
  asked_by_name: string;
  reason: string;
  asked_at: string;
  due_at: string;
}

/**
 * An open ticket's inactivity timer, while its server has auto-close on: at `due_at` the bot warns it
 * (`warned_at` null) or, once warned, closes it, unless someone wrote since (then the timer starts again).
 */
export interface TicketInactivityTable {
  ticket_id: number;
  guild_id: string;
  due_at: string;
  warned_at: string | null;
}

export const ticketJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('ticket_settings')
      .addColumn('auto_close_enabled', 'boolean', (col) => col.notNull().defaultTo(sql`false`))
      .execute();
    for (const [column, minutes] of [
      ['auto_close_warn_minutes', DEFAULT_AUTO_CLOSE.warnAfterMinutes],
      ['auto_close_close_minutes', DEFAULT_AUTO_CLOSE.closeAfterMinutes],
      ['close_request_minutes', DEFAULT_CLOSE_REQUEST_MINUTES],
    ] as const)
      await db.schema
        .alterTable('ticket_settings')
        .addColumn(column, 'integer', (col) => col.notNull().defaultTo(minutes))
        .execute();
    await db.schema
      .createTable('ticket_close_questions')
      .addColumn('ticket_id', 'integer', (col) => col.primaryKey())
      .addColumn('guild_id', 'text', (col) => col.notNull())
      .addColumn('asked_by', 'text', (col) => col.notNull())
      .addColumn('asked_by_name', 'text', (col) => col.notNull())
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('asked_at', 'text', (col) => col.notNull())
      .addColumn('due_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('ticket_inactivity')
      .addColumn('ticket_id', 'integer', (col) => col.primaryKey())
      .addColumn('guild_id', 'text', (col) => col.notNull())
      .addColumn('due_at', 'text', (col) => col.notNull())
      .addColumn('warned_at', 'text')
      .execute();
    // The sweep reads both by due time, earliest first; a server's timers go together when it switches.
    await db.schema
      .createIndex('ticket_close_questions_due_idx')
      .on('ticket_close_questions')
      .column('due_at')
      .execute();
    await db.schema.createIndex('ticket_inactivity_due_idx').on('ticket_inactivity').column('due_at').execute();
    await db.schema.createIndex('ticket_inactivity_guild_idx').on('ticket_inactivity').column('guild_id').execute();
  },
};

/**
 * The sweep's index: the timers by due time and then ticket, the order the sweep reads them in, with the
 * rest of what it reads of a timer. By due time alone, PostgreSQL read and sorted every due timer for each
 * batch of 250 (10,000 due: 10 ms a batch); this one answers a batch from its first 250 entries.
 */
export const ticketInactivitySweep: Migration = {
  async up(db: Kysely<unknown>) {
    // Safe to run again over what it made, as every migration since 0023 is.
    await db.schema.dropIndex('ticket_inactivity_due_idx').ifExists().execute();
    await db.schema
      .createIndex('ticket_inactivity_sweep_idx')
      .ifNotExists()
      .on('ticket_inactivity')
      .columns(['due_at', 'ticket_id', 'guild_id', 'warned_at'])
      .execute();
  },
};
