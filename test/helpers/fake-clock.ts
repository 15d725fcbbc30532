// A clock a test moves on itself: the stand-in's rate limits (world.settings.now) and the bot token's
// request budget read it, so a test plays seconds of Discord's time without waiting them, and what Discord
// counts in a window does not depend on how fast the machine is.

interface Timer {
  at: number;
  wake(): void;
}

export interface FakeClock {
  now(): number;
  /** Resolves once the clock was moved past `ms` from now, or rejects with the signal's AbortError. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** Moves the time on by `ms`, waking the sleepers due. */
  advance(ms: number): void;
  /** Moves the time on to the next sleeper's, waking it (and any due with it); false when none sleeps. */
  advanceToNext(): boolean;
  /** How many sleep. */
  sleepers(): number;
}

export function fakeClock(start = Date.parse('2026-11-22T12:00:00.000Z')): FakeClock {
  let at = start;
  let timers: Timer[] = [];
  const moveTo = (time: number) => {
    at = Math.max(at, time);
    const due = timers.filter((timer) => timer.at <= at);
    timers = timers.filter((timer) => timer.at > at);
    for (const timer of due) timer.wake();
  };
  return {
    now: () => at,
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const timer: Timer = {
          at: at + Math.max(0, ms),
          wake: () => {
            signal?.removeEventListener('abort', abort);
            resolve();
          },
        };
        function abort() {
          timers = timers.filter((other) => other !== timer);
          reject(signal!.reason);
        }
        signal?.addEventListener('abort', abort, { once: true });
        timers.push(timer);
      }),
    advance: (ms) => moveTo(at + ms),
    advanceToNext: () => {
      if (timers.length === 0) return false;
      moveTo(Math.min(...timers.map((timer) => timer.at)));
      return true;
    },
    sleepers: () => timers.length,
  };
}

/** How often the driver looks whether the budget is quiet (real time: it only paces the looking). */
const LOOK_EVERY_MS = 10;

/**
 * Moves the clock on whenever nothing is on its way to Discord and something waits for the clock: so a
 * request reaches the stand-in at the very time the budget let it go. Returns the way to stop.
 */
export function driveClock(clock: FakeClock, budget: { inFlight(): number }): () => void {
  const looking = setInterval(() => {
    if (budget.inFlight() === 0) clock.advanceToNext();
  }, LOOK_EVERY_MS);
  return () => clearInterval(looking);
}
