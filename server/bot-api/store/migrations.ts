// The schema, as ordered migrations applied at start-up (Kysely's Migrator records what ran), one set
// for both dialects. The list below names them all in order; the first one, the search index's and the
// bot's records have files of their own.
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { botRecords } from './bot-migrations.js';
import { autoResponseEmbeds } from './embed-migrations.js';
import { ticketGate } from './blocklist-migrations.js';
import { withId } from './id-column.js';
import { initial } from './initial-migration.js';
import { openerCopy } from './opener-copy-migrations.js';
import { severalPanels } from './panel-migrations.js';
import { categorySetup } from './category-setup-migrations.js';
import { ticketOutcome } from './outcome-migrations.js';
import { ticketInactivitySweep, ticketJobs } from './job-migrations.js';
import { ticketPriority } from './priority-migrations.js';
import type { Dialect } from './schema.js';
import { ticketSearch, ticketSearchWalk } from './search-migrations.js';
import { ticketStatsReads } from './stats-migrations.js';
import { ticketDurations } from './stats-durations-migration.js';
import { ticketStatsComments } from './stats-comments-migration.js';
import { ticketStatsDays } from './stats-days-migration.js';

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

/** A guild's ticket panel: its channel, its words, and the message the bot posted there. */
const ticketPanels: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ticket_panels')
      .addColumn('guild_id', 'text', (col) => col.primaryKey())
      .addColumn('channel_id', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('message_id', 'text')
      .addColumn('sent_at', 'text')
      .execute();
  },
};

/**
 * What the bot records of a ticket for later figures (its claimer, its first answer, who closed it), and
 * a close asked for on the dashboard, which the bot carries out.
 */
const ticketWork: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of [
      'claimed_by',
      'claimed_by_name',
      'first_response_at',
      'closed_by',
      'close_requested_by',
      'close_request_reason',
    ])
      await db.schema.alterTable('tickets').addColumn(column, 'text').execute();
  },
};

/** How the bot runs a guild's tickets (Einstellungen); a guild without a row has the defaults. */
const ticketSettings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ticket_settings')
      .addColumn('guild_id', 'text', (col) => col.primaryKey())
      .addColumn('max_open_tickets', 'integer', (col) => col.notNull())
      .addColumn('category_channel_id', 'text')
      .addColumn('claimer_only', 'boolean', (col) => col.notNull())
      .execute();
  },
};

/**
 * A ticket is found by its channel: an open one on each of its buttons, closed ones when the bot asks which
 * channels it still sees should have gone with their close.
 */
const ticketChannels: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('tickets_guild_channel_idx')
      .on('tickets')
      .columns(['guild_id', 'channel_id'])
      .execute();
  },
};

/**
 * Why the posted ticket panel could not follow the categories, as Discord said it (JSON), when, and a
 * fingerprint of the message Discord refused, so the same message is not sent to it again.
 */
const ticketPanelRefusal: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['refusal', 'refused_at', 'refused_body'])
      await db.schema.alterTable('ticket_panels').addColumn(column, 'text').execute();
  },
};

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
      '0011_ticket_panels': ticketPanels,
      '0012_ticket_work': ticketWork,
      '0013_ticket_settings': ticketSettings,
      '0014_ticket_channels': ticketChannels,
      '0015_ticket_panel_refusal': ticketPanelRefusal,
      '0016_ticket_outcome': ticketOutcome,
      '0017_ticket_jobs': ticketJobs,
      '0018_opener_copy': openerCopy,
      '0020_ticket_priority': ticketPriority,
      '0019_category_setup': categorySetup,
      '0021_auto_response_embeds': autoResponseEmbeds,
      '0022_ticket_gate': ticketGate(dialect),
      '0023_several_panels': severalPanels(dialect),
      '0024_ticket_stats_reads': ticketStatsReads(dialect),
      '0025_ticket_durations': ticketDurations(dialect),
      '0026_ticket_stats_comments': ticketStatsComments,
      '0027_ticket_inactivity_sweep': ticketInactivitySweep,
      '0028_ticket_stats_days': ticketStatsDays(dialect),
    }),
  };
}
