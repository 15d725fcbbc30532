// Discord calls made with the signed-in user's OAuth token: who they are and which guilds they are in.
// The guild list is cached per user for a minute with one request in flight per user, and a 429 blocks
// further calls for that user until Discord's retry_after has passed (no retry loop).
import { LRUCache } from 'lru-cache';
import { request, type Dispatcher } from 'undici';
import { z } from 'zod';
import { DiscordUser } from '../../contract/discord.js';
import { countDiscordRateLimit } from '../../platform/metrics.js';
import { UpstreamError } from '../../contract/client.js';
import { readsUnderWay } from '../../platform/reads-under-way.js';

const DiscordUserGuild = z.object({
  id: z.string().regex(/^\d{1,20}$/),
  name: z.string(),
  icon: z.string().nullable(),
  owner: z.boolean(),
  permissions: z.string().regex(/^\d+$/),
});
type DiscordUserGuild = z.infer<typeof DiscordUserGuild>;

const GUILD_CACHE_MS = 60_000;
const TIMEOUT_MS = 8_000;

export interface DiscordUserApi {
  me(accessToken: string): Promise<DiscordUser>;
  guilds(userId: string, accessToken: string): Promise<DiscordUserGuild[]>;
  /** Forget a user's cached guilds (logout). */
  forget(userId: string): void;
}

export function createDiscordUserApi(
  apiBase: string,
  options: { dispatcher?: Dispatcher; now?: () => number } = {},
): DiscordUserApi {
  const now = options.now ?? Date.now;
  const cache = new LRUCache<string, DiscordUserGuild[]>({ max: 10_000, ttl: GUILD_CACHE_MS });
  const underWay = readsUnderWay<string, DiscordUserGuild[]>();
  const blockedUntil = new Map<string, number>();

  async function get<T>(path: string, accessToken: string, schema: z.ZodType<T>, userId?: string): Promise<T> {
    const response = await request(`${apiBase}/v10${path}`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
      ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
    }).catch(() => {
      throw new UpstreamError(null, 'Discord is not reachable');
    });
    const body: unknown = await response.body.json().catch(() => null);
    if (response.statusCode === 429) {
      countDiscordRateLimit('user');
      const retryAfter = Number(
        (body as { retry_after?: unknown } | null)?.retry_after ?? response.headers['retry-after'] ?? 1,
      );
      if (userId) blockedUntil.set(userId, now() + Math.max(1, retryAfter) * 1000);
      throw new UpstreamError(429, 'Discord rate limited this request');
    }
    if (response.statusCode !== 200)
      throw new UpstreamError(response.statusCode, `Discord answered ${response.statusCode}`);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new UpstreamError(502, 'Discord sent an unexpected response');
    return parsed.data;
  }

  return {
    me: (accessToken) => get('/users/@me', accessToken, DiscordUser),
    async guilds(userId, accessToken) {
      const cached = cache.get(userId);
      if (cached) return cached;
      if ((blockedUntil.get(userId) ?? 0) > now()) throw new UpstreamError(429, 'Discord rate limited this request');
      return underWay(userId, () =>
        get('/users/@me/guilds', accessToken, z.array(DiscordUserGuild), userId).then((guilds) => {
          cache.set(userId, guilds);
          return guilds;
        }),
      );
    },
    forget(userId) {
      cache.delete(userId);
    },
  };
}
