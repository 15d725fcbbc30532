// A wait per key (a channel and a trigger, say): what fired may not fire again until the wait is over,
// so two bots answering each other cannot loop, and a flood of messages gets one answer per wait.
import { LRUCache } from 'lru-cache';

export interface Cooldown {
  /** True, and the wait starts, when the key may fire now; false while its wait lasts. */
  take(key: string): boolean;
}

/** `now` is injectable for tests; the keys kept are bounded (the oldest go first). */
export function createCooldown(waitMs: number, now: () => number = () => performance.now(), max = 10_000): Cooldown {
  const waiting = new LRUCache<string, true>({
    max,
    ttl: waitMs,
    ttlAutopurge: false,
    ttlResolution: 0,
    perf: { now },
  });
  return {
    take(key) {
      if (waiting.has(key)) return false;
      waiting.set(key, true);
      return true;
    },
  };
}
