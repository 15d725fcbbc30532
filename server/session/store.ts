// Where sessions live: process memory by default, Redis when REDIS_URL is set so several processes
// serve one site. Keys are sha256 of the session id, so the store never holds a usable cookie value.
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { SessionRecord } from './record.js';

export interface SessionStore {
  get(key: string): Promise<SessionRecord | null>;
  set(key: string, record: SessionRecord, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Readiness: resolves when the store answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

function decode(text: string | null | undefined): SessionRecord | null {
  if (!text) return null;
  try {
    const parsed = SessionRecord.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function memorySessionStore(maxSessions = 50_000): SessionStore {
  const cache = new LRUCache<string, string>({ max: maxSessions, ttlAutopurge: false });
  return {
    get: async (key) => decode(cache.get(key)),
    set: async (key, record, ttlSeconds) => void cache.set(key, JSON.stringify(record), { ttl: ttlSeconds * 1000 }),
    delete: async (key) => void cache.delete(key),
    ping: async () => undefined,
    close: async () => cache.clear(),
  };
}

const PREFIX = 'guildhall:session:';

export function redisSessionStore(url: string): SessionStore {
  // Fail fast while Redis is down (one retry, 2 s per command): a page then shows an error, not a hang.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 2_000 });
  redis.on('error', () => undefined);
  return {
    get: async (key) => decode(await redis.get(PREFIX + key)),
    set: async (key, record, ttlSeconds) => void (await redis.set(PREFIX + key, JSON.stringify(record), 'EX', ttlSeconds)),
    delete: async (key) => void (await redis.del(PREFIX + key)),
    ping: async () => void (await redis.ping()),
    close: async () => void (await redis.quit().catch(() => redis.disconnect())),
  };
}
