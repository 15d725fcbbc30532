// Several ticket panels to a guild: the table keyed by guild becomes one keyed by its own id, and the
// one panel a guild had becomes its first (its categories `[]`: all active ones, as it showed them; its
// colour null: the first category's, as it had it). Copied by plain SQL that both dialects read.
import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from './id-column.js';
import type { Dialect } from './schema.js';

const COPIED = [
  'guild_id',
  'channel_id',
  'title',
  'text',
  'message_id',
  'sent_at',
  'refusal',
  'refused_at',
  'refused_body',
];

export function severalPanels(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('ticket_panels').renameTo('ticket_panels_single').execute();
      await withId(db.schema.createTable('ticket_panels'), dialect)
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('channel_id', 'text', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('color', 'text')
        .addColumn('category_ids', 'text', (col) => col.notNull())
        .addColumn('message_id', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('refusal', 'text')
        .addColumn('refused_at', 'text')
        .addColumn('refused_body', 'text')
        .execute();
      await db.schema.createIndex('ticket_panels_guild_idx').on('ticket_panels').columns(['guild_id', 'id']).execute();
      const columns = sql.join(COPIED.map((column) => sql.ref(column)));
      await sql`insert into ticket_panels (${columns}, category_ids)
        select ${columns}, '[]' from ticket_panels_single order by guild_id`.execute(db);
      await db.schema.dropTable('ticket_panels_single').execute();
    },
  };
}
