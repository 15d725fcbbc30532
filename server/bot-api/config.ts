// The bot API's section of the configuration: where it listens, how callers prove themselves, its
// storage, the global admins it starts with, and what it keeps for how long.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  type ConfigSection,
  type LogLevel,
  optional,
  portNumber,
  section,
  SHARED_VARIABLES,
  withDefault,
} from '../platform/config.js';

/** Copies of transcript attachments: the most one file, one transcript and one guild may hold. */
export interface ArchiveSettings {
  fileMaxBytes: number;
  ticketMaxBytes: number;
  guildMaxBytes: number;
  /** For one file's download, headers and body together. */
  timeoutMs: number;
}

export interface RetentionSettings {
  ticketDays: number;
  auditDays: number;
  intervalMs: number;
}

/** How the bot API reaches Discord as the bot. */
export interface BotApiDiscord {
  botToken: string;
  apiBase: string;
  cdnBase: string;
}

export interface BotApiConfig {
  host: string;
  port: number;
  logLevel: LogLevel;
  /** Keys that verify the dashboard's tokens (BOT_API_SECRET; rotation: "new,old"). */
  secrets: string[];
  /** null: the bot-facing endpoints refuse every call. */
  serviceToken: string | null;
  storage: { databaseUrl: string | null; dataDir: string };
  /** Where changes of a guild's configuration are announced to bots in other processes (null: they poll). */
  redisUrl: string | null;
  admin: { bootstrapUserIds: string[]; sessionTtlMs: number };
  /** Ticket contents are deleted this many days after closing, audit rows after auditDays; checked every intervalMs. */
  retention: RetentionSettings;
  archive: ArchiveSettings;
  discord: BotApiDiscord;
}

const MB = 1024 * 1024;
const ARCHIVE_TIMEOUT_MS = 10_000;
const megabytes = (max: number, fallback: number) => withDefault(z.coerce.number().int().min(1).max(max), fallback);

const BOT_API_VARIABLES = {
  BOT_API_HOST: withDefault(z.string().min(1), '127.0.0.1'),
  BOT_API_PORT: withDefault(portNumber, 3001),
  LOG_LEVEL: SHARED_VARIABLES.LOG_LEVEL,
  BOT_API_SECRET: SHARED_VARIABLES.BOT_API_SECRET,
  BOT_SERVICE_TOKEN: SHARED_VARIABLES.BOT_SERVICE_TOKEN,
  DISCORD_BOT_TOKEN: SHARED_VARIABLES.DISCORD_BOT_TOKEN,
  DISCORD_API_URL: SHARED_VARIABLES.DISCORD_API_URL,
  DISCORD_CDN_URL: SHARED_VARIABLES.DISCORD_CDN_URL,
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  DATA_DIR: SHARED_VARIABLES.DATA_DIR,
  REDIS_URL: SHARED_VARIABLES.REDIS_URL,
  ADMIN_USER_IDS: withDefault(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^\d{17,20}$/, 'must be a comma-separated list of Discord user IDs'))),
    [],
  ),
  // At most an hour: an admin session is a borrowed key to someone else's server.
  ADMIN_SESSION_TTL_MINUTES: withDefault(z.coerce.number().int().min(1).max(60), 60),
  RETENTION_TICKET_DAYS: SHARED_VARIABLES.RETENTION_TICKET_DAYS,
  RETENTION_AUDIT_DAYS: SHARED_VARIABLES.RETENTION_AUDIT_DAYS,
  RETENTION_INTERVAL_MINUTES: withDefault(z.coerce.number().int().min(1).max(1440), 60),
  // The attachment archive's limits: per file, per transcript, per guild. A file travels to the
  // dashboard as base64 in JSON, within the bot API client's 16 MB response cap.
  ARCHIVE_FILE_MAX_MB: megabytes(10, 8),
  ARCHIVE_TICKET_MAX_MB: megabytes(1000, 50),
  ARCHIVE_GUILD_MAX_MB: megabytes(1_000_000, 1024),
};

/** The bot API's section; without a bot token (demo mode), `demoDiscord` says where the stand-in answers. */
export function botApiSection(
  demoDiscord: (listen: { host: string; port: number }) => BotApiDiscord,
): ConfigSection<BotApiConfig> {
  return section(BOT_API_VARIABLES, (e) => ({
    host: e.BOT_API_HOST,
    port: e.BOT_API_PORT,
    logLevel: e.LOG_LEVEL,
    secrets: e.BOT_API_SECRET ?? [randomBytes(48).toString('base64url')],
    serviceToken: e.BOT_SERVICE_TOKEN ?? null,
    storage: { databaseUrl: e.DATABASE_URL ?? null, dataDir: e.DATA_DIR },
    redisUrl: e.REDIS_URL ?? null,
    admin: { bootstrapUserIds: e.ADMIN_USER_IDS, sessionTtlMs: e.ADMIN_SESSION_TTL_MINUTES * 60_000 },
    retention: {
      ticketDays: e.RETENTION_TICKET_DAYS,
      auditDays: e.RETENTION_AUDIT_DAYS,
      intervalMs: e.RETENTION_INTERVAL_MINUTES * 60_000,
    },
    archive: {
      fileMaxBytes: e.ARCHIVE_FILE_MAX_MB * MB,
      ticketMaxBytes: e.ARCHIVE_TICKET_MAX_MB * MB,
      guildMaxBytes: e.ARCHIVE_GUILD_MAX_MB * MB,
      timeoutMs: ARCHIVE_TIMEOUT_MS,
    },
    discord: e.DISCORD_BOT_TOKEN
      ? {
          botToken: e.DISCORD_BOT_TOKEN,
          apiBase: e.DISCORD_API_URL.replace(/\/$/, ''),
          cdnBase: e.DISCORD_CDN_URL.replace(/\/$/, ''),
        }
      : demoDiscord({ host: e.BOT_API_HOST, port: e.BOT_API_PORT }),
  }));
}
