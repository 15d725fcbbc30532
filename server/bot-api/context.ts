// What the bot API's routes use: storage, Discord, the clock and the settings they need.
import type { Kysely } from 'kysely';
import type { ArchiveSettings, BotApiConfig } from './config.js';
import type { ArchiveDeps } from './archive/archive-files.js';
import type { ChangeNotices } from './changes.js';
import type { DiscordBot } from './discord/client.js';
import type { KeptGuildFacts } from './kept-guild-facts.js';
import type { Dialect } from './store/schema.js';
import type { Database } from './store/schema.js';

export interface BotApiContext {
  db: Kysely<Database>;
  /** Which database db is: full-text search is written for each. */
  dialect: Dialect;
  discord: DiscordBot;
  /** Where closed tickets' attachments are copied to, and how much. */
  archive: ArchiveDeps;
  now: () => Date;
  /** Where a change of a guild's configuration is announced (bots hear it). */
  changes: ChangeNotices;
  /** A guild's facts every page shows, kept between calls until a change notice names the guild. */
  kept: KeptGuildFacts;
  settings: {
    /** BOT_API_SECRET: every key verifies a token (rotation). */
    secrets: string[];
    serviceToken: string | null;
    cdnBase: string;
    adminSessionTtlMs: number;
  };
}

/** The archive's parts for a store's blobs and the configured CDN. */
export function archiveDeps(blobs: ArchiveDeps['blobs'], limits: ArchiveSettings, cdnBase: string): ArchiveDeps {
  return { blobs, limits, cdnBase };
}

export function botApiSettings(config: BotApiConfig): BotApiContext['settings'] {
  return {
    secrets: config.secrets,
    serviceToken: config.serviceToken,
    cdnBase: config.discord.cdnBase,
    adminSessionTtlMs: config.admin.sessionTtlMs,
  };
}
