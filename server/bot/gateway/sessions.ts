// The gateway sessions the bot keeps, per shard, so a restart inside Discord's resume window resumes
// (RESUME) instead of identifying anew. @discordjs/ws reports the sequence on every dispatch: it is kept
// in memory and written to the bot's own store at most once a second, and at shutdown, where the last one
// is kept for the next start.
import type { SessionInfo } from '@discordjs/ws';
import type { LocalStore } from '../local-store.js';

export interface SessionKeeper {
  get(shardId: number): SessionInfo | null;
  set(shardId: number, session: SessionInfo | null): void;
  /**
   * Writes what is not written yet and keeps it from now on: closing the gateway makes the library forget
   * its sessions, which a restart wants to resume.
   */
  hold(): void;
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
  let held = false;
  return {
    get(shardId) {
      if (unwritten.has(shardId)) return unwritten.get(shardId) ?? null;
      const stored = store.session(shardId);
      return stored ? { ...stored, shardId } : null;
    },
    set(shardId, session) {
      if (!held) unwritten.set(shardId, session);
    },
    hold() {
      flush();
      held = true;
    },
    stop() {
      clearInterval(timer);
      flush();
    },
  };
}
