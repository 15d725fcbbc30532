// The dashboard's requests take turns: at most a few are at work at once, the others wait in the order
// they came. The product shares one event loop with the bot; thirty requests at work at once each finish a
// step (a session read, a store answer, a render, a compression) in every turn of the loop, so one turn
// grows to tens of milliseconds, and a gateway event, an auto response's send or /livez waits for all of
// it. With a few at work, a turn holds a few steps; the waiting ones cost a place in a list, and with
// first come first served the slowest answers wait less than when every request shares the loop with
// every other one. Health checks and the static files need no store and no render, and do not wait.
// How many is "a few" follows the loop: while it still has idle moments, requests waiting for the store
// leave it room, and more at work keep the core busy; once it has (nearly) none, the core itself is what
// every request waits for, more at work only lengthen each turn, and fewer serve as many a second.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Enough to keep the core busy while some wait for the store (SQLite's thread, PostgreSQL, Redis). */
export const REQUESTS_AT_WORK = 6;
/** While the loop is busy nearly all the time: the core is taken, so turns stay short with fewer. */
export const REQUESTS_AT_WORK_LOOP_BUSY = 3;

/**
 * The loop counts as busy from a window in which it was at work more than `high` of the time, and as
 * free again from one under `low` (two bounds, so a share between them keeps the limit it has).
 */
export const LOOP_SHARE = { high: 0.8, low: 0.6, windowMs: 500 } as const;

const WAITS_NOT = ['/livez', '/readyz', '/assets/', '/favicon.ico'];

/** A request's place: `admitted` runs when its turn comes; the function returned ends the turn or the wait (once). */
export interface Turns {
  enter(admitted: () => void): () => void;
  /** At work, and waiting. */
  counts(): { atWork: number; waiting: number };
}

/** A fixed limit, or one read anew whenever a place may be given. */
export function createTurns(limit: number | (() => number)): Turns {
  const limitNow = typeof limit === 'number' ? () => limit : limit;
  let atWork = 0;
  const waiting = new Set<() => void>();
  const next = () => {
    // A limit grown since the last turn ended lets more than one in.
    for (const first of waiting) {
      if (atWork >= limitNow()) return;
      waiting.delete(first);
      atWork++;
      first();
    }
  };
  return {
    enter(admitted) {
      let state: 'waiting' | 'at work' | 'left' = 'waiting';
      const start = () => {
        state = 'at work';
        admitted();
      };
      if (atWork < limitNow()) {
        atWork++;
        start();
      } else waiting.add(start);
      return () => {
        if (state === 'waiting') waiting.delete(start);
        if (state === 'at work') {
          atWork--;
          next();
        }
        state = 'left';
      };
    },
    counts: () => ({ atWork, waiting: waiting.size }),
  };
}

/** The share of the time since its last call (since its creation, the first time) the event loop was at work. */
export function loopBusyShare(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    return share;
  };
}

/** The limit as the loop's busy share says, read again once a window has passed (`busyShare` is asked once per window). */
export function loopLimit(busyShare: () => number, clock: () => number = () => performance.now()): () => number {
  let limit: number = REQUESTS_AT_WORK;
  let since = clock();
  return () => {
    const at = clock();
    if (at - since < LOOP_SHARE.windowMs) return limit;
    const share = busyShare();
    if (share > LOOP_SHARE.high) limit = REQUESTS_AT_WORK_LOOP_BUSY;
    else if (share < LOOP_SHARE.low) limit = REQUESTS_AT_WORK;
    since = at;
    return limit;
  };
}

/**
 * After the compression hook's registration, before the session's: a request's turn starts before its
 * session is read and ends once its answer is made and compressed. Writing it out to the client is left
 * out of the turn: a slow client downloading a long transcript holds no place. A client gone before that
 * gives its place (or its wait) up with the response's close.
 */
export function setupAdmission(
  app: FastifyInstance,
  outsideTurns: string[] = [],
  turns: Turns = createTurns(loopLimit(loopBusyShare())),
): void {
  const unqueued = [...WAITS_NOT, ...outsideTurns];
  const waits = (request: FastifyRequest) => !unqueued.some((path) => request.url.startsWith(path));
  const leaving = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', (request, reply, done) => {
    if (!waits(request)) return done();
    reply.raw.once('close', () => leaving.get(request)?.());
    leaving.set(request, turns.enter(done));
  });
  app.addHook('onSend', async (request) => {
    leaving.get(request)?.();
  });
}
