// The work the bot's events start: each piece counted by its event type, logged when it fails (never
// thrown at the gateway), and kept track of, so that shutdown can wait for what is still running (an
// interaction being answered) before the gateway closes.
import type { Logger } from 'pino';
import { countEvent } from './metrics.js';

export interface WorkTracker {
  handle(type: string, work: () => Promise<unknown>): void;
  /** Resolves when everything running (and `also`) is done, or after `ms` at the most. */
  drain(ms: number, also?: Promise<unknown>): Promise<void>;
}

export function trackWork(logger: Logger): WorkTracker {
  const running = new Set<Promise<unknown>>();
  return {
    handle(type, work) {
      countEvent(type);
      const piece = work()
        .catch((error: unknown) => logger.error({ err: error, event: type }, 'handling a gateway event failed'))
        .finally(() => running.delete(piece));
      running.add(piece);
    },
    async drain(ms, also = Promise.resolve()) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running, also]),
        new Promise((resolve) => (timer = setTimeout(resolve, ms))),
      ]);
      clearTimeout(timer);
    },
  };
}
