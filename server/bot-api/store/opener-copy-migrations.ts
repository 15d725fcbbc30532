// What the opener gets after a close: a server may switch off the direct message with the summary and
// the transcript, and the rating it asks for.
import type { Kysely, Migration } from 'kysely';

/** Both settings are on until a server's admins switch them off; a null reads as on (ticket-settings.ts). */
export const openerCopy: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['transcript_to_opener', 'feedback'])
      await db.schema.alterTable('ticket_settings').addColumn(column, 'boolean').execute();
  },
};
