// Two ways a process hears that a guild's configuration changed in another process: Redis pub/sub (the
// bot API that made the change publishes the guild's id on a channel), or asking for the guilds changed
// after the last change it knows (the change cursor of the bot API's store), every second. The bot hears
// the bot API this way when it runs apart; the bot API hears other bot API processes on its store.
import type { Logger } from 'pino';
import { CONFIG_CHANGES_CHANNEL, type ConfigChanges } from '../contract/index.js';
import { openRedis } from './redis.js';

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

/** The guilds changed after a cursor (none: the newest cursor alone), as GET /bot/changes answers. */
export type ChangesAfter = (after: number | undefined) => Promise<ConfigChanges>;

export function polledChanges(changesAfter: ChangesAfter, logger: Logger, everyMs = POLL_EVERY_MS): ChangeSource {
  return (listener) => {
    let cursor: number | undefined;
    let stopped = false;
    let failing = false;
    const poll = async () => {
      try {
        const changes = await changesAfter(cursor);
        for (const guildId of changes.guildIds) listener(guildId);
        cursor = changes.cursor;
        if (failing) logger.info('configuration changes: answered again');
        failing = false;
      } catch (error) {
        if (!failing) logger.warn({ err: error }, 'configuration changes: no answer; asking again');
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
