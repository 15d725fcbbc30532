// The dashboard's requests take turns: at most a few are at work at once, the others wait in the order
// they came. The product shares one event loop with the bot; thirty requests at work at once each finish a
// step (a session read, a store answer, a render, a compression) in every turn of the loop, so one turn
// grows to tens of milliseconds, and a gateway event, an auto response's send or /livez waits for all of
// it. With a few at work, a turn holds a few steps; the waiting ones cost a place in a list, and with
// first come first served the slowest answers wait less than when every request shares the loop with
// every other one. Health checks and the static files need no store and no render, and do not wait.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Enough to keep the core busy while some wait for the store (SQLite's thread, PostgreSQL, Redis). */
export const REQUESTS_AT_WORK = 6;

const WAITS_NOT = ['/livez', '/readyz', '/assets/', '/favicon.ico'];

/** A request's place: `admitted` runs when its turn comes; the function returned ends the turn or the wait (once). */
export interface Turns {
  enter(admitted: () => void): () => void;
  /** At work, and waiting. */
  counts(): { atWork: number; waiting: number };
}

export function createTurns(limit: number): Turns {
  let atWork = 0;
  const waiting = new Set<() => void>();
  const next = () => {
    const [first] = waiting;
    if (!first) return;
    waiting.delete(first);
    atWork++;
    first();
  };
  return {
    enter(admitted) {
      let state: 'waiting' | 'at work' | 'left' = 'waiting';
      const start = () => {
        state = 'at work';
        admitted();
      };
      if (atWork < limit) {
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

/**
 * After the compression hook's registration, before the session's: a request's turn starts before its
 * session is read and ends once its answer is made and compressed. Writing it out to the client is left
 * out of the turn: a slow client downloading a long transcript holds no place. A client gone before that
 * gives its place (or its wait) up with the response's close.
 */
export function setupAdmission(
  app: FastifyInstance,
  outsideTurns: string[] = [],
  turns: Turns = createTurns(REQUESTS_AT_WORK),
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
