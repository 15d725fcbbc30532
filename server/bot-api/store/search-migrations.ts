// The migrations of the full-text index: creating and filling it, and renumbering its rows so a
// ticket's rows are one range on SQLite (repos/ticket-search-index.ts says why).
import { sql, type Kysely, type Migration } from 'kysely';
import { indexDocuments, ROWS_PER_TICKET } from '../repos/ticket-search-index.js';
import { searchDocuments } from '../repos/search-documents.js';
import type { Database, Dialect } from './schema.js';
import { readTranscript } from '../../contract/transcript.js';

/** SQLite's full-text table: only the body is indexed; the rest rides along. */
function createSqliteSearchTable(db: Kysely<unknown>, name: string) {
  return sql`create virtual table ${sql.table(name)} using fts5(body, ticket_id unindexed, guild_id unindexed, message_id unindexed, tokenize = 'unicode61 remove_diacritics 2')`.execute(
    db,
  );
}

/** The full-text index (repos/ticket-search-index.ts says why these tokenizers), filled from existing tickets. */
export function ticketSearch(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        await createSqliteSearchTable(db, 'ticket_search');
      } else {
        await sql`create table ticket_search (id serial primary key, ticket_id integer not null, guild_id text not null, message_id text not null, body text not null, tsv tsvector generated always as (to_tsvector('simple', body)) stored)`.execute(
          db,
        );
        await sql`create index ticket_search_tsv_idx on ticket_search using gin (tsv)`.execute(db);
        await sql`create index ticket_search_ticket_idx on ticket_search (ticket_id)`.execute(db);
      }
      // Existing tickets, a batch at a time: a migration on a large guild must not hold every transcript at once.
      const typed = db as Kysely<Database>;
      for (let after = 0; ; ) {
        const batch = await typed
          .selectFrom('tickets')
          .select(['id', 'guild_id', 'username', 'reason', 'status', 'transcript'])
          .where('id', '>', after)
          .where('content_deleted_at', 'is', null)
          .orderBy('id')
          .limit(200)
          .execute();
        if (batch.length === 0) break;
        for (const ticket of batch)
          await indexDocuments(
            typed,
            dialect,
            searchDocuments(ticket, ticket.status === 'closed' ? await readTranscript(ticket.transcript) : undefined),
          );
        after = batch.at(-1)!.id;
      }
    },
  };
}

/**
 * A search for a common word walks the guild's tickets newest first (repos/ticket-search-walk.ts): in the
 * order of an index. On SQLite, each ticket's index rows are renumbered into one rowid range.
 */
export function ticketSearchWalk(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index tickets_guild_newest_idx on tickets (guild_id, (coalesce(closed_at, created_at)), id)`.execute(
        db,
      );
      if (dialect !== 'sqlite') return;
      await createSqliteSearchTable(db, 'ticket_search_keyed');
      await sql`insert into ticket_search_keyed (rowid, body, ticket_id, guild_id, message_id)
        select ticket_id * ${sql.lit(ROWS_PER_TICKET)} + row_number() over (partition by ticket_id order by rowid) - 1, body, ticket_id, guild_id, message_id from ticket_search`.execute(
        db,
      );
      await sql`drop table ticket_search`.execute(db);
      await sql`alter table ticket_search_keyed rename to ticket_search`.execute(db);
    },
  };
}
