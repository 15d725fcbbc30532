// What the bot API's routes use: storage, Discord, the clock and the settings they need.
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DiscordBot } from './discord/client.js';
import type { Dialect } from './store/migrations.js';
import type { Database } from './store/schema.js';

export interface BotApiContext {
  db: Kysely<Database>;
  /** Which database db is: full-text search is written for each. */
  dialect: Dialect;
  discord: DiscordBot;
  now: () => Date;
  settings: {
    /** BOT_API_SECRET: every key verifies a token (rotation). */
    secrets: string[];
    serviceToken: string | null;
    cdnBase: string;
    adminSessionTtlMs: number;
  };
}

export function botApiSettings(config: Config): BotApiContext['settings'] {
  return {
    secrets: config.botApi.secrets,
    serviceToken: config.botApi.serviceToken,
    cdnBase: config.discord.cdnBase,
    adminSessionTtlMs: config.admin.sessionTtlMs,
  };
}
