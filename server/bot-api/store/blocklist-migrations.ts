// What stands before a new ticket: the blocklist (users and roles that may not open tickets on a server,
// why, who blocked and when) and the opening hours (a column of the ticket settings, JSON).
import type { Kysely, Migration } from 'kysely';
import { withId } from './id-column.js';
import type { Dialect } from './schema.js';

/**
 * One blocklist entry per user or role of a guild (a second one is refused by the unique index); the
 * opening hours as JSON, since the settings page saves them whole.
 */
export function ticketGate(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('ticket_blocklist'), dialect)
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('target_type', 'text', (col) => col.notNull())
        .addColumn('target_id', 'text', (col) => col.notNull())
        .addColumn('target_name', 'text', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('blocked_by', 'text', (col) => col.notNull())
        .addColumn('blocked_by_name', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('ticket_blocklist_target_idx')
        .on('ticket_blocklist')
        .columns(['guild_id', 'target_type', 'target_id'])
        .unique()
        .execute();
      await db.schema.alterTable('ticket_settings').addColumn('opening_hours', 'text').execute();
    },
  };
}
