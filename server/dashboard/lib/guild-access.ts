// Which guilds a user may open, as the bot API says (GET /auth/me), cached per user for a minute so the
// picker and the /api proxy can refuse other guilds without asking upstream on every call.
import { LRUCache } from 'lru-cache';
import type { Me } from '../../contract/index.js';
import type { BotApiClient, BotApiUser } from '../../contract/client.js';
import { readsUnderWay } from '../../platform/reads-under-way.js';

const TTL_MS = 60_000;

export interface GuildAccessCache {
  me(user: BotApiUser): Promise<Me>;
  /** May this user open the guild: listed by the bot API, or held under an admin session. */
  mayOpen(user: BotApiUser, guildId: string): Promise<boolean>;
  forget(userId: string): void;
}

export function createGuildAccessCache(botApi: BotApiClient): GuildAccessCache {
  const cache = new LRUCache<string, Me>({ max: 10_000, ttl: TTL_MS });
  const underWay = readsUnderWay<string, Me>();
  async function me(user: BotApiUser): Promise<Me> {
    const cached = cache.get(user.id);
    if (cached) return cached;
    return underWay(user.id, () =>
      botApi
        .as(user)
        .account.me()
        .then((result) => {
          cache.set(user.id, result);
          return result;
        }),
    );
  }
  return {
    me,
    async mayOpen(user, guildId) {
      if (user.adminSessions[guildId]) return true;
      return (await me(user)).guilds.some((guild) => guild.id === guildId);
    },
    forget: (userId) => void cache.delete(userId),
  };
}
