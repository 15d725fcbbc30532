// How a ticket ended and how its opener rated it: the facts the close, the rating after it and the
// statistics share.
import type { Kysely, Migration } from 'kysely';

/**
 * `close_reason`: the reason given when it closed. `close_kind`: null for a close by a person (opener
 * or staff, told apart by `closed_by`), else what closed it on its own ('close_request', 'auto_close').
 * `rating` (1–5), `feedback` and `rated_at`: the opener's rating after the close.
 */
export const ticketOutcome: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['close_reason', 'close_kind', 'feedback', 'rated_at'])
      await db.schema.alterTable('tickets').addColumn(column, 'text').execute();
    await db.schema.alterTable('tickets').addColumn('rating', 'integer').execute();
  },
};
