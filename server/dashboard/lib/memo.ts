// A value remembered for a while per process (the changelog), keyed by name, at most 100 of them.
import { LRUCache } from 'lru-cache';

export function createMemo(): <T>(key: string, ttlMs: number, load: () => Promise<T>) => Promise<T> {
  const memo = new LRUCache<string, { value: unknown }>({ max: 100 });
  return async <T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> => {
    const hit = memo.get(key);
    if (hit) return hit.value as T;
    const value = await load();
    memo.set(key, { value }, { ttl: ttlMs });
    return value;
  };
}
