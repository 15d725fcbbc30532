// Auto responses' embeds with more than a title, a description and a colour.
import type { Kysely, Migration } from 'kysely';

/**
 * `embed_extras`: the embed's other parts as JSON (EmbedExtras: a link, the time, fields, footer,
 * author, pictures). Null for every response saved before: those are sent as they always were.
 */
export const autoResponseEmbeds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('auto_responses').addColumn('embed_extras', 'text').execute();
  },
};
