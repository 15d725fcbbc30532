// How urgent a ticket is: the staff set it with /ticket priority, and the dashboard lists open tickets by it.
import type { Kysely, Migration } from 'kysely';

/**
 * `priority`: the rank of the ticket's priority, 0 (low) to 3 (urgent), 1 (normal) for every ticket until
 * staff change it; stored as a rank so the list orders by it with an index, named by the contract's list.
 */
export const ticketPriority: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('tickets')
      .addColumn('priority', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createIndex('tickets_guild_status_priority_idx')
      .on('tickets')
      .columns(['guild_id', 'status', 'priority', 'id'])
      .execute();
  },
};
