// What each ticket category sets up for its own tickets: the questions the bot's form asks, the team that
// sees them, the welcome, the Discord category their channels go under; and a ticket's answers.
import type { Kysely, Migration } from 'kysely';

/** The JSON columns start as empty arrays, so every existing category and ticket reads as before. */
export const categorySetup: Migration = {
  async up(db: Kysely<unknown>) {
    const categories = () => db.schema.alterTable('ticket_categories');
    await categories()
      .addColumn('questions', 'text', (column) => column.notNull().defaultTo('[]'))
      .execute();
    await categories()
      .addColumn('staff_role_ids', 'text', (column) => column.notNull().defaultTo('[]'))
      .execute();
    await categories()
      .addColumn('welcome_message', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
    await categories().addColumn('discord_category_id', 'text').execute();
    await db.schema
      .alterTable('tickets')
      .addColumn('answers', 'text', (column) => column.notNull().defaultTo('[]'))
      .execute();
  },
};
