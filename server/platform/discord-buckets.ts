// What Discord's answers say of their rate-limit buckets (X-RateLimit-* and Retry-After), read into a
// bucket the budget can count on.
import type { ResponseLike } from '@discordjs/rest';

/** A margin on every window, as @discordjs/rest keeps one: the network's delays differ from request to request. */
export const MARGIN_MS = 50;
export const RATE_LIMIT_HEADERS = ['limit', 'remaining', 'reset', 'reset-after', 'bucket'].map(
  (name) => `x-ratelimit-${name}`,
);

export interface Bucket {
  limit: number;
  remaining: number;
  resetAt: number;
}

/** A bucket as an answer's headers tell it (null without them); a 429 empties it until its Retry-After. */
export function bucketIn(response: ResponseLike, now: number): Bucket | null {
  const header = (name: string) => response.headers.get(`x-ratelimit-${name}`);
  const [limit, remaining, resetAfter] = [header('limit'), header('remaining'), header('reset-after')];
  const told = remaining && resetAfter;
  const retryAfter = response.headers.get('retry-after');
  if (response.status === 429 && retryAfter) {
    const resetAt = now + Number(retryAfter) * 1_000 + MARGIN_MS;
    const until = told ? Math.max(resetAt, now + Number(resetAfter) * 1_000 + MARGIN_MS) : resetAt;
    return { limit: Number(limit ?? 0), remaining: 0, resetAt: until };
  }
  if (!told) return null;
  return {
    limit: Number(limit ?? remaining),
    remaining: Number(remaining),
    resetAt: now + Number(resetAfter) * 1_000 + MARGIN_MS,
  };
}
