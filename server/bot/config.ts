// The bot's section of the configuration: whether this process runs the gateway, the bot's token and
// Discord's address, where the bot API answers when it runs elsewhere, and where the bot keeps its own
// records.
import { z } from 'zod';
import { type ConfigSection, type LogLevel, section, SHARED_VARIABLES, withDefault } from '../platform/config.js';

export interface BotDiscord {
  token: string;
  /** REST base (…/api); the gateway's address comes from Discord's GET /gateway/bot. */
  apiBase: string;
}

export interface BotConfig {
  /** False (BOT_GATEWAY=off): this process serves pages only, another runs the bot. */
  enabled: boolean;
  discord: BotDiscord;
  botApi: {
    /** null: the bot API runs in this process. */
    url: string | null;
    /** BOT_SERVICE_TOKEN: how the bot proves itself to a bot API elsewhere. */
    serviceToken: string | null;
  };
  /** With Redis, the bot hears of configuration changes over pub/sub; without, it polls. */
  redisUrl: string | null;
  /** The bot's own records (its gateway sessions, its outbox) live in a file here. */
  dataDir: string;
  /** Links the bot posts (a transcript on the dashboard) start with it. */
  publicUrl: string | null;
  logLevel: LogLevel;
}

const BOT_VARIABLES = {
  BOT_GATEWAY: withDefault(z.enum(['on', 'off']), 'on'),
  DISCORD_BOT_TOKEN: SHARED_VARIABLES.DISCORD_BOT_TOKEN,
  DISCORD_API_URL: SHARED_VARIABLES.DISCORD_API_URL,
  BOT_API_URL: SHARED_VARIABLES.BOT_API_URL,
  BOT_SERVICE_TOKEN: SHARED_VARIABLES.BOT_SERVICE_TOKEN,
  REDIS_URL: SHARED_VARIABLES.REDIS_URL,
  DATA_DIR: SHARED_VARIABLES.DATA_DIR,
  PUBLIC_URL: SHARED_VARIABLES.PUBLIC_URL,
  LOG_LEVEL: SHARED_VARIABLES.LOG_LEVEL,
};

/** The bot's section; without a bot token (demo mode), `demoDiscord` says where the stand-in answers. */
export function botSection(demoDiscord: () => BotDiscord): ConfigSection<BotConfig> {
  return section(BOT_VARIABLES, (e) => ({
    enabled: e.BOT_GATEWAY === 'on',
    discord: e.DISCORD_BOT_TOKEN
      ? { token: e.DISCORD_BOT_TOKEN, apiBase: e.DISCORD_API_URL.replace(/\/$/, '') }
      : demoDiscord(),
    botApi: { url: e.BOT_API_URL?.replace(/\/$/, '') ?? null, serviceToken: e.BOT_SERVICE_TOKEN ?? null },
    redisUrl: e.REDIS_URL ?? null,
    dataDir: e.DATA_DIR,
    publicUrl: e.PUBLIC_URL ?? null,
    logLevel: e.LOG_LEVEL,
  }));
}
