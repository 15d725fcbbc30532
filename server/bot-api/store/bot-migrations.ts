// The tables of the companion bot's records: why an auto role could not be given, and the bot's status
// and gateway lease.
import type { Kysely, Migration } from 'kysely';

export const botRecords: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('auto_roles').addColumn('problem_reason', 'text').execute();
    await db.schema.alterTable('auto_roles').addColumn('problem_at', 'text').execute();
    await db.schema
      .createTable('bot_state')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text')
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },
};
