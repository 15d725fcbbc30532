// How the bot hears that a guild's configuration changed. Beside the bot API in one process it is told at
// once (the composition wires the bot API's notices in). Elsewhere, with Redis, the bot API announces the
// guild on a channel the bot subscribes to; without Redis the bot asks GET /bot/changes every second,
// naming the last change it knows, and is told the guilds changed since.
import type { Logger } from 'pino';
import type { TypedBotApi } from '../contract/client.js';
import { CONFIG_CHANGES_CHANNEL } from '../contract/index.js';
import { openRedis } from '../platform/redis.js';

export type ChangeListener = (guildId: string) => void;
/** Starts hearing changes; returns the way to stop. */
export type ChangeSource = (listener: ChangeListener) => () => Promise<void>;

export function redisChanges(url: string, logger: Logger): ChangeSource {
  return (listener) => {
    const opened = openRedis(url, { maxRetriesPerRequest: null }).then((redis) => {
      redis.on('error', (error) => logger.warn({ err: error }, 'configuration notices: Redis unavailable'));
      redis.on('message', (_channel, guildId: string) => listener(guildId));
      // After a reconnect the notices sent meanwhile are lost: every configuration is read anew.
      redis.on('ready', () => listener('*'));
      void redis.subscribe(CONFIG_CHANGES_CHANNEL).catch(() => undefined);
      return redis;
    });
    return async () => {
      const redis = await opened;
      await redis.quit().catch(() => redis.disconnect());
    };
  };
}

export const POLL_EVERY_MS = 1_000;

/** Apart from the bot API: Redis pub/sub when configured, else polling the bot API. */
export const changesFromAfar = (redisUrl: string | null, api: TypedBotApi, logger: Logger): ChangeSource =>
  redisUrl ? redisChanges(redisUrl, logger) : polledChanges(api, logger);

export function polledChanges(api: TypedBotApi, logger: Logger, everyMs = POLL_EVERY_MS): ChangeSource {
  return (listener) => {
    let cursor: number | undefined;
    let stopped = false;
    let failing = false;
    const poll = async () => {
      try {
        const changes = await api.bot.changes(cursor === undefined ? {} : { query: { after: cursor } });
        for (const guildId of changes.guildIds) listener(guildId);
        cursor = changes.cursor;
        if (failing) logger.info('configuration changes: the bot API answers again');
        failing = false;
      } catch (error) {
        if (!failing) logger.warn({ err: error }, 'configuration changes: the bot API does not answer; asking again');
        failing = true;
      }
    };
    let timer: NodeJS.Timeout;
    const loop = async () => {
      await poll();
      if (!stopped) timer = setTimeout(loop, everyMs);
    };
    void loop();
    return async () => {
      stopped = true;
      clearTimeout(timer);
    };
  };
}
