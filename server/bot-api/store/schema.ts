// Table types for Kysely. Portable across SQLite and PostgreSQL: timestamps are ISO-8601 text, lists
// are JSON text, booleans are written as 0/1 (SQLite has no boolean) and read back with Boolean().
import type { ColumnType, Generated } from 'kysely';
import type { TicketCloseQuestionsTable, TicketInactivityTable } from './job-migrations.js';
import type { TicketBlocklistTable } from './blocklist-table.js';
import type { TicketStatsDaysTable, TicketStatsVersionsTable } from './stats-tables.js';

/** Stored 0/1 (SQLite) or true/false (PostgreSQL); always written as 0/1. */
type Bool = ColumnType<number | boolean, number, number>;

export interface TicketCategoriesTable {
  id: Generated<number>;
  guild_id: string;
  name: string;
  /** lower(name): the case-insensitive uniqueness key. */
  name_key: string;
  description: string;
  emoji: string;
  color: string;
  sort_order: number;
  is_active: Bool;
  created_at: string;
  updated_at: string;
  /** JSON: the questions the bot's form asks (an array). */
  questions: Generated<string>;
  /** JSON: the team's role ids (an array; empty: the server's ticket staff). */
  staff_role_ids: Generated<string>;
  welcome_message: Generated<string>;
  discord_category_id: string | null;
}

export interface TicketsTable {
  id: Generated<number>;
  guild_id: string;
  channel_id: string | null;
  user_id: string;
  username: string;
  reason: string;
  category_id: number | null;
  status: 'open' | 'closed';
  created_at: string;
  closed_at: string | null;
  transcript: string;
  /** When the retention job deleted the ticket's contents (transcript and reason); null while kept. */
  content_deleted_at: string | null;
  /** The staff member who claimed the ticket in Discord, and their name then. */
  claimed_by: string | null;
  claimed_by_name: string | null;
  /** When someone other than the opener first wrote in the ticket's channel (read when it closed). */
  first_response_at: string | null;
  /** Ms from the opening to the first answer, to the close (stats-durations-migration.ts; PostgreSQL: bigint as string). */
  first_response_ms: Generated<number | string | null>;
  resolution_ms: Generated<number | string | null>;
  /** Who closed it in Discord (the bot API's own actor is the bot). */
  closed_by: string | null;
  /** A dashboard user asked the bot to close it (with the reason they gave); the bot does, then clears it. */
  close_requested_by: string | null;
  close_request_reason: string | null;
  /** The reason given at the close; what closed it when no person did ('close_request', 'auto_close'). */
  close_reason: string | null;
  close_kind: 'close_request' | 'auto_close' | null;
  /** The opener's rating after the close (1–5), their comment, and when they gave it. */
  rating: number | null;
  /** JSON: the answers to its category's questions, each with the question as asked. */
  answers: Generated<string>;
  feedback: string | null;
  rated_at: string | null;
  /** How urgent it is, as a rank: 0 low, 1 normal, 2 high, 3 urgent (the contract's TICKET_PRIORITIES). */
  priority: Generated<number>;
}

/**
 * The full-text index of tickets: one row per transcript message (and one per ticket, message_id '',
 * for its user and reason). SQLite: an FTS5 table; PostgreSQL: a table with a generated tsvector.
 */
export interface TicketSearchTable {
  ticket_id: number;
  guild_id: string;
  message_id: string;
  body: string;
}

/** What happened to each attachment and embed image of a closed ticket's transcript (bot-api/archive/). */
interface TicketFilesTable {
  id: Generated<number>;
  ticket_id: number;
  guild_id: string;
  /** The address in the transcript, as written there: the key the transcript view looks it up by. */
  url: string;
  name: string;
  /** Bytes; for files not archived, the size the transcript stated (0 when unknown). */
  size: number;
  content_type: string;
  /** archived, or why not: too_large, refused, unavailable. */
  status: string;
  /** The copy's SHA-256 (hex) when archived: its key in the blob store, shared by equal files. */
  sha256: string | null;
  created_at: string;
}

/** The archived files' bytes on PostgreSQL, by SHA-256 (SQLite keeps them as files under DATA_DIR). */
interface ArchiveBlobsTable {
  sha256: string;
  data: Buffer;
}

export interface AutoResponsesTable {
  id: Generated<number>;
  guild_id: string;
  trigger_word: string;
  trigger_key: string;
  response_text: string;
  is_embed: Bool;
  embed_title: string | null;
  embed_description: string | null;
  embed_color: number | null;
  /** JSON of EmbedExtras; null for a response saved before embeds had more than title, description, colour. */
  embed_extras: string | null;
  created_at: string;
}

export interface AutoRolesTable {
  id: Generated<number>;
  guild_id: string;
  role_id: string;
  role_name: string;
  is_active: Bool;
  created_at: string;
  /** Why the bot last could not give it to a new member, and when; null once it could again. */
  problem_reason: string | null;
  problem_at: string | null;
}

/** What the bot keeps in the shared store: its reported status, and the lease on running the gateway. */
export interface BotStateTable {
  name: string;
  value: string;
  /** When a lease runs out; null for a plain value. */
  expires_at: string | null;
  updated_at: string;
}

interface CommandPermissionsTable {
  guild_id: string;
  role_id: string;
  role_name: string;
  allowed_commands: string;
  denied_commands: string;
  updated_at: string;
}

interface GuildFeaturesTable {
  guild_id: string;
  name: string;
  enabled: Bool;
}

interface NotificationSettingsTable {
  guild_id: string;
  setup_completed: Bool;
  channel_id: string | null;
  notification_roles: string;
  notifications_enabled: Bool;
}

export interface TicketPanelsTable {
  id: Generated<number>;
  guild_id: string;
  channel_id: string;
  title: string;
  text: string;
  /** The embed's colour (#rrggbb); null: the first shown category's. */
  color: string | null;
  /** The categories it shows, in order (JSON array of ids); `[]`: all active ones. */
  category_ids: string;
  message_id: string | null;
  sent_at: string | null;
  /** Why the posted panel could not follow the categories (PanelRefusal as JSON); null while it is current. */
  refusal: string | null;
  refused_at: string | null;
  /** A SHA-256 of the message Discord refused, not sent to it again. */
  refused_body: string | null;
}

interface GuildPreferencesTable {
  guild_id: string;
  time_zone: string;
}

interface TicketSettingsTable {
  guild_id: string;
  max_open_tickets: number;
  /** Null: the bot finds or makes a category named "Tickets". */
  category_channel_id: string | null;
  claimer_only: Bool;
  auto_close_enabled: Bool;
  auto_close_warn_minutes: number;
  auto_close_close_minutes: number;
  close_request_minutes: number;
  /** Null (a row older than these settings): on, as their defaults are. */
  transcript_to_opener: Bool | null;
  feedback: Bool | null;
  /** JSON (contract OpeningHours); null: a row older than opening hours, read as their defaults. */
  opening_hours: string | null;
}

export interface DashboardPermissionsTable {
  id: Generated<number>;
  guild_id: string;
  type: 'user' | 'role';
  target_id: string;
  target_name: string;
  permissions: string;
  created_at: string;
}

interface GlobalSettingsTable {
  id: Generated<number>;
  setting_key: string;
  setting_value: string;
  setting_type: 'string' | 'boolean' | 'number' | 'json';
  description: string | null;
  updated_at: string;
}

interface GlobalAdminsTable {
  id: Generated<number>;
  user_id: string;
  username: string;
  level: number;
  granted_by: string | null;
  granted_at: string;
}

interface AdminSessionsTable {
  /** sha256 of the token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  guild_id: string;
  level: number;
  created_at: string;
  expires_at: string;
  ended_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  guild_id: string | null;
  actor_id: string;
  actor_name: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before_value: string | null;
  after_value: string | null;
  details: string;
  /** 1 for global-admin actions (admins, settings, admin sessions): the activity feed. */
  admin_action: Bool;
  /** The level of the admin session a guild change was made under (null: none). */
  admin_level: number | null;
  /** The audit row whose change this one undid (null: an ordinary change). */
  reverts_id: number | null;
  created_at: string;
}

/** Which database a store is: the few queries that differ (full-text search, ids) are written for each. */
export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  ticket_categories: TicketCategoriesTable;
  tickets: TicketsTable;
  ticket_search: TicketSearchTable;
  ticket_files: TicketFilesTable;
  archive_blobs: ArchiveBlobsTable;
  auto_responses: AutoResponsesTable;
  auto_roles: AutoRolesTable;
  ticket_blocklist: TicketBlocklistTable;
  command_permissions: CommandPermissionsTable;
  guild_features: GuildFeaturesTable;
  notification_settings: NotificationSettingsTable;
  guild_preferences: GuildPreferencesTable;
  ticket_settings: TicketSettingsTable;
  ticket_panels: TicketPanelsTable;
  ticket_close_questions: TicketCloseQuestionsTable;
  ticket_inactivity: TicketInactivityTable;
  dashboard_permissions: DashboardPermissionsTable;
  global_settings: GlobalSettingsTable;
  global_admins: GlobalAdminsTable;
  admin_sessions: AdminSessionsTable;
  audit_log: AuditLogTable;
  bot_state: BotStateTable;
  ticket_stats_versions: TicketStatsVersionsTable;
  ticket_stats_days: TicketStatsDaysTable;
}
