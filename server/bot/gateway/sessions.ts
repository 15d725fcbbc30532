// The gateway sessions the bot keeps, per shard, so a restart inside Discord's resume window resumes
// (RESUME) instead of identifying anew. @discordjs/ws reports the sequence on every dispatch: it is kept
// in memory and written to the bot's own store at most once a second, and at shutdown.
import type { SessionInfo } from '@discordjs/ws';
import type { LocalStore } from '../local-store.js';

export interface SessionKeeper {
  get(shardId: number): SessionInfo | null;
  set(shardId: number, session: SessionInfo | null): void;
  /** Writes what is not written yet (at shutdown). */
  flush(): void;
  stop(): void;
}

export const WRITE_EVERY_MS = 1_000;

export function keepSessions(store: LocalStore): SessionKeeper {
  const unwritten = new Map<number, SessionInfo | null>();
  const flush = () => {
    for (const [shardId, session] of unwritten) store.saveSession(shardId, session);
    unwritten.clear();
  };
  const timer = setInterval(flush, WRITE_EVERY_MS).unref();
  return {
    get(shardId) {
      if (unwritten.has(shardId)) return unwritten.get(shardId) ?? null;
      const stored = store.session(shardId);
      return stored ? { ...stored, shardId } : null;
    },
    set(shardId, session) {
      unwritten.set(shardId, session);
    },
    flush,
    stop() {
      clearInterval(timer);
      flush();
    },
  };
}
