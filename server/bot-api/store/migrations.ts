// The schema, as ordered migrations applied at start-up (Kysely's Migrator records what ran).
// One set for both dialects; only the auto-increment id differs.
import { sql, type Kysely, type Migration, type MigrationProvider, type CreateTableBuilder } from 'kysely';
import { indexDocuments, ROWS_PER_TICKET, searchDocuments } from '../repos/ticket-search.js';
import type { Database, Dialect } from './schema.js';
import { botRecords } from './bot-migrations.js';

function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

function initial(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('ticket_categories'), dialect)
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('name_key', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('emoji', 'text', (col) => col.notNull())
        .addColumn('color', 'text', (col) => col.notNull().check(sql`length(color) = 7`))
        .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0).check(sql`sort_order >= 0`))
        .addColumn('is_active', 'boolean', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('ticket_categories_guild_name_uq', ['guild_id', 'name_key'])
        .execute();

      await withId(db.schema.createTable('tickets'), dialect)
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('channel_id', 'text')
        .addColumn('user_id', 'text', (col) => col.notNull())
        .addColumn('username', 'text', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('category_id', 'integer')
        .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('open', 'closed')`))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('closed_at', 'text')
        .addColumn('transcript', 'text', (col) => col.notNull().defaultTo('{}'))
        .execute();
      await db.schema.createIndex('tickets_guild_idx').on('tickets').columns(['guild_id', 'status']).execute();

      await withId(db.schema.createTable('auto_responses'), dialect)
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('trigger_word', 'text', (col) => col.notNull())
        .addColumn('trigger_key', 'text', (col) => col.notNull())
        .addColumn('response_text', 'text', (col) => col.notNull())
        .addColumn('is_embed', 'boolean', (col) => col.notNull())
        .addColumn('embed_title', 'text')
        .addColumn('embed_description', 'text')
        .addColumn('embed_color', 'integer')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('auto_responses_guild_trigger_uq', ['guild_id', 'trigger_key'])
        .execute();

      await withId(db.schema.createTable('auto_roles'), dialect)
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('role_id', 'text', (col) => col.notNull())
        .addColumn('role_name', 'text', (col) => col.notNull())
        .addColumn('is_active', 'boolean', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('auto_roles_guild_role_uq', ['guild_id', 'role_id'])
        .execute();

      await db.schema
        .createTable('command_permissions')
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('role_id', 'text', (col) => col.notNull())
        .addColumn('role_name', 'text', (col) => col.notNull())
        .addColumn('allowed_commands', 'text', (col) => col.notNull())
        .addColumn('denied_commands', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('command_permissions_pk', ['guild_id', 'role_id'])
        .execute();

      await db.schema
        .createTable('guild_features')
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) =>
          col.notNull().check(sql`name in ('tickets', 'autoresponses', 'statistics', 'autoroles')`),
        )
        .addColumn('enabled', 'boolean', (col) => col.notNull())
        .addPrimaryKeyConstraint('guild_features_pk', ['guild_id', 'name'])
        .execute();

      await db.schema
        .createTable('notification_settings')
        .addColumn('guild_id', 'text', (col) => col.primaryKey())
        .addColumn('setup_completed', 'boolean', (col) => col.notNull())
        .addColumn('channel_id', 'text')
        .addColumn('notification_roles', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('notifications_enabled', 'boolean', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('dashboard_permissions'), dialect)
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('user', 'role')`))
        .addColumn('target_id', 'text', (col) => col.notNull())
        .addColumn('target_name', 'text', (col) => col.notNull())
        .addColumn('permissions', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('dashboard_permissions_target_uq', ['guild_id', 'type', 'target_id'])
        .execute();

      await withId(db.schema.createTable('global_settings'), dialect)
        .addColumn('setting_key', 'text', (col) => col.notNull().unique())
        .addColumn('setting_value', 'text', (col) => col.notNull())
        .addColumn('setting_type', 'text', (col) =>
          col.notNull().check(sql`setting_type in ('string', 'boolean', 'number', 'json')`),
        )
        .addColumn('description', 'text')
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('global_admins'), dialect)
        .addColumn('user_id', 'text', (col) => col.notNull().unique())
        .addColumn('username', 'text', (col) => col.notNull())
        .addColumn('level', 'integer', (col) => col.notNull().check(sql`level between 1 and 3`))
        .addColumn('granted_by', 'text')
        .addColumn('granted_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('admin_sessions')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull())
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('level', 'integer', (col) => col.notNull().check(sql`level between 1 and 3`))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('ended_at', 'text')
        .execute();

      await withId(db.schema.createTable('audit_log'), dialect)
        .addColumn('guild_id', 'text')
        .addColumn('actor_id', 'text', (col) => col.notNull())
        .addColumn('actor_name', 'text')
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('target_type', 'text', (col) => col.notNull())
        .addColumn('target_id', 'text')
        .addColumn('before_value', 'text')
        .addColumn('after_value', 'text')
        .addColumn('details', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('admin_action', 'boolean', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      for (const table of ['ticket_categories', 'auto_responses', 'auto_roles', 'dashboard_permissions', 'audit_log']) {
        await db.schema.createIndex(`${table}_guild_idx`).on(table).column('guild_id').execute();
      }
      await db.schema
        .createIndex('audit_log_admin_idx')
        .on('audit_log')
        .columns(['admin_action', 'created_at'])
        .execute();
    },
  };
}

/** Keyset paging of a guild's tickets and transcripts reads these indexes in order, never scanning. */
const ticketPaging: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('tickets_guild_status_id_idx')
      .on('tickets')
      .columns(['guild_id', 'status', 'id'])
      .execute();
    await db.schema
      .createIndex('tickets_guild_status_closed_idx')
      .on('tickets')
      .columns(['guild_id', 'status', 'closed_at', 'id'])
      .execute();
  },
};

/** The retention job marks the tickets whose contents it deleted (the row stays for the counts). */
const ticketRetention: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('tickets').addColumn('content_deleted_at', 'text').execute();
    await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
  },
};

/** SQLite's full-text table: only the body is indexed; the rest rides along. */
function createSqliteSearchTable(db: Kysely<unknown>, name: string) {
  return sql`create virtual table ${sql.table(name)} using fts5(body, ticket_id unindexed, guild_id unindexed, message_id unindexed, tokenize = 'unicode61 remove_diacritics 2')`.execute(
    db,
  );
}

/** The full-text index (repos/ticket-search.ts says why these tokenizers), filled from existing tickets. */
function ticketSearch(dialect: Dialect): Migration {
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
            searchDocuments(ticket, ticket.status === 'closed' ? ticket.transcript : undefined),
          );
        after = batch.at(-1)!.id;
      }
    },
  };
}

/** Archived attachments (bot-api/archive/): one row per file of a transcript; bytes on PostgreSQL by hash. */
function ticketFiles(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('ticket_files'), dialect)
        .addColumn('ticket_id', 'integer', (col) => col.notNull())
        .addColumn('guild_id', 'text', (col) => col.notNull())
        .addColumn('url', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('size', 'integer', (col) => col.notNull())
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('sha256', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('ticket_files_ticket_idx').on('ticket_files').column('ticket_id').execute();
      await db.schema
        .createIndex('ticket_files_guild_idx')
        .on('ticket_files')
        .columns(['guild_id', 'status'])
        .execute();
      await db.schema.createIndex('ticket_files_sha_idx').on('ticket_files').column('sha256').execute();
      if (dialect === 'postgres')
        await db.schema
          .createTable('archive_blobs')
          .addColumn('sha256', 'text', (col) => col.primaryKey())
          .addColumn('data', 'bytea', (col) => col.notNull())
          .execute();
    },
  };
}

/** The change history pages a guild's audit rows by id, and names the admin-session level of each change. */
const auditHistory: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('audit_log').addColumn('admin_level', 'integer').execute();
    await db.schema.createIndex('audit_log_guild_id_idx').on('audit_log').columns(['guild_id', 'id']).execute();
  },
};

/** An undo links its history entries to the change it undid (one undo per change; the history says so). */
const auditReverts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('audit_log').addColumn('reverts_id', 'integer').execute();
    await db.schema.createIndex('audit_log_reverts_id_idx').on('audit_log').column('reverts_id').execute();
  },
};

/** A guild's own display choices (its time zone); a guild without a row has the defaults. */
const guildPreferences: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('guild_preferences')
      .addColumn('guild_id', 'text', (col) => col.primaryKey())
      .addColumn('time_zone', 'text', (col) => col.notNull())
      .execute();
  },
};

/**
 * A search for a common word walks the guild's tickets newest first (repos/ticket-search.ts): in the
 * order of an index. On SQLite, each ticket's index rows are renumbered into one rowid range.
 */
function ticketSearchWalk(dialect: Dialect): Migration {
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

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: async () => ({
      '0001_initial': initial(dialect),
      '0002_ticket_paging': ticketPaging,
      '0003_ticket_retention': ticketRetention,
      '0004_ticket_search': ticketSearch(dialect),
      '0005_ticket_files': ticketFiles(dialect),
      '0006_audit_history': auditHistory,
      '0007_audit_reverts': auditReverts,
      '0008_guild_preferences': guildPreferences,
      '0009_ticket_search_walk': ticketSearchWalk(dialect),
      '0010_bot_records': botRecords,
    }),
  };
}
