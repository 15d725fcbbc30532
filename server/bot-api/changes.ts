// Who is told when a guild's configuration changes: listeners in this process (a bot running beside
// the bot API hears at once), and, with Redis configured, bots in other processes, over pub/sub. A bot
// that is told neither way polls GET /bot/changes. What this process keeps of a guild between calls
// (./kept-guild-facts.ts) also hears the changes other bot API processes on the same store made, from
// the source the composition gives (Redis, or the store's change cursor).
import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import { type ChangeSource, polledChanges, redisChanges } from '../platform/change-sources.js';
import { CONFIG_CHANGES_CHANNEL } from '../contract/index.js';
import { openRedis } from '../platform/redis.js';
import { configChanges } from './repos/bot-state.js';
import type { Store } from './store/database.js';

export interface ChangeNotices {
  /** A guild's configuration changed ('*': every guild's, as when the global admins change). */
  notify(guildId: string): void;
  /** Hears every notice of this process; returns the way to stop. */
  listen(listener: (guildId: string) => void): () => void;
  /** Hears this process's notices at once and other processes' as they arrive; returns the way to stop. */
  listenEverywhere(listener: (guildId: string) => void): () => void;
  close(): Promise<void>;
}

export async function createChangeNotices(
  redisUrl: string | null,
  elsewhere: ChangeSource | null = null,
): Promise<ChangeNotices> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const redis = redisUrl ? await openRedis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true }) : null;
  // A notice that cannot be published is not an error of the change: polling bots still see it.
  redis?.on('error', () => undefined);
  const stopHearing = elsewhere?.((guildId) => local.emit('elsewhere', guildId));
  const on = (event: string, listener: (guildId: string) => void) => {
    local.on(event, listener);
    return () => void local.off(event, listener);
  };
  return {
    notify(guildId) {
      local.emit('change', guildId);
      redis?.publish(CONFIG_CHANGES_CHANNEL, guildId).catch(() => undefined);
    },
    listen: (listener) => on('change', listener),
    listenEverywhere(listener) {
      const stopHere = on('change', listener);
      const stopElsewhere = on('elsewhere', listener);
      return () => {
        stopHere();
        stopElsewhere();
      };
    },
    close: async () => {
      await stopHearing?.();
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * How this process hears the other bot API processes on its store: their notices over Redis, or the
 * store's change cursor. Only PostgreSQL is shared by several bot API processes; a SQLite file has this
 * one alone, which hears its own changes at once, so it asks its store nothing every second.
 */
export const changesOfOtherProcesses = (
  redisUrl: string | null,
  store: Pick<Store, 'db' | 'dialect'>,
  logger: Logger,
): ChangeSource | null => {
  if (redisUrl) return redisChanges(redisUrl, logger);
  return store.dialect === 'postgres' ? polledChanges((after) => configChanges(store.db, after), logger) : null;
};
