// Where sessions (and other short-lived records of a browser, like form drafts) live: process memory by
// default, Redis when REDIS_URL is set so several processes serve one site. Session keys are sha256 of
// the session id, so the store never holds a usable cookie value. Every record is validated on the way out.
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { openRedis } from '../../platform/redis.js';
import { SessionRecord } from './record.js';

/** Records of one kind under keys, each with its own expiry. */
export interface ExpiringStore<T> {
  get(key: string): Promise<T | null>;
  set(key: string, value: T, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface SessionStore extends ExpiringStore<SessionRecord> {
  /** Readiness: resolves when the store answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

function decoder<T>(schema: z.ZodType<T>) {
  return (text: string | null | undefined): T | null => {
    if (!text) return null;
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
}

/** At most `max` records, and with `maxBytes` at most that many bytes of them (the oldest go first). */
export function memoryStore<T>(
  schema: z.ZodType<T>,
  max: number,
  maxBytes?: number,
): ExpiringStore<T> & { clear(): void } {
  const cache = new LRUCache<string, string>({
    max,
    ttlAutopurge: false,
    ...(maxBytes ? { maxSize: maxBytes, sizeCalculation: (text: string) => Buffer.byteLength(text) } : {}),
  });
  const decode = decoder(schema);
  return {
    get: async (key) => decode(cache.get(key)),
    set: async (key, value, ttlSeconds) => void cache.set(key, JSON.stringify(value), { ttl: ttlSeconds * 1000 }),
    delete: async (key) => void cache.delete(key),
    clear: () => cache.clear(),
  };
}

export function redisStore<T>(redis: Redis, prefix: string, schema: z.ZodType<T>): ExpiringStore<T> {
  const decode = decoder(schema);
  return {
    get: async (key) => decode(await redis.get(prefix + key)),
    set: async (key, value, ttlSeconds) =>
      void (await redis.set(prefix + key, JSON.stringify(value), 'EX', ttlSeconds)),
    delete: async (key) => void (await redis.del(prefix + key)),
  };
}

/** A Redis client that fails fast while Redis is down (one retry, 2 s per command): a page then shows an error, not a hang. */
export async function redisClient(url: string): Promise<Redis> {
  const redis = await openRedis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 2_000 });
  redis.on('error', () => undefined);
  return redis;
}

export function memorySessionStore(maxSessions = 50_000): SessionStore {
  const store = memoryStore(SessionRecord, maxSessions);
  return { ...store, ping: async () => undefined, close: async () => store.clear() };
}

export async function redisSessionStore(url: string): Promise<SessionStore> {
  const redis = await redisClient(url);
  return {
    ...redisStore(redis, 'guildhall:session:', SessionRecord),
    ping: async () => void (await redis.ping()),
    close: async () => void (await redis.quit().catch(() => redis.disconnect())),
  };
}
