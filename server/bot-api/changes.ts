// Who is told when a guild's configuration changes: listeners in this process (a bot running beside
// the bot API hears at once), and, with Redis configured, bots in other processes, over pub/sub. A bot
// that is told neither way polls GET /bot/changes.
import { EventEmitter } from 'node:events';
import { CONFIG_CHANGES_CHANNEL } from '../contract/index.js';
import { openRedis } from '../platform/redis.js';

export interface ChangeNotices {
  /** A guild's configuration changed ('*': every guild's, as when the global admins change). */
  notify(guildId: string): void;
  /** Hears every notice of this process; returns the way to stop. */
  listen(listener: (guildId: string) => void): () => void;
  close(): Promise<void>;
}

export async function createChangeNotices(redisUrl: string | null): Promise<ChangeNotices> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const redis = redisUrl ? await openRedis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true }) : null;
  // A notice that cannot be published is not an error of the change: polling bots still see it.
  redis?.on('error', () => undefined);
  return {
    notify(guildId) {
      local.emit('change', guildId);
      redis?.publish(CONFIG_CHANGES_CHANNEL, guildId).catch(() => undefined);
    },
    listen(listener) {
      local.on('change', listener);
      return () => local.off('change', listener);
    },
    close: async () => void (await redis?.quit().catch(() => redis.disconnect())),
  };
}
