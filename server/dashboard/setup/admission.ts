// The dashboard's requests take turns: at most a few are at work at once, the others wait in the order
// they came. The product shares one event loop with the bot; thirty requests at work at once each finish a
// step (a session read, a store answer, a render, a compression) in every turn of the loop, so one turn
// grows to tens of milliseconds, and a gateway event, an auto response's send or /livez waits for all of
// it. With a few at work, a turn holds a few steps; the waiting ones cost a place in a list, and with
// first come first served the slowest answers wait less than when every request shares the loop with
// every other one. Health checks and the static files need no store and no render, and do not wait.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How many requests are at work at once. With the bot API in this process its store work is this loop's
 * too, and two keep the core busy: one at work while the other waits for its store answer. Six left the
 * PostgreSQL evening's /livez and auto responses waiting 70-80 ms at p99 behind the steps of six requests
 * (25-40 ms with two, for 9 % fewer answers a second; SQLite served as many with either). With the bot
 * API elsewhere, a request waits for another process's work, and more at once keep this core busy.
 */
export const REQUESTS_AT_WORK = { botApiHere: 2, botApiElsewhere: 6 } as const;

const WAITS_NOT = ['/livez', '/readyz', '/assets/', '/favicon.ico'];

/** A request's place: `admitted` runs when its turn comes; the function returned ends the turn or the wait (once). */
export interface Turns {
  enter(admitted: () => void): () => void;
  /** At work, and waiting. */
  counts(): { atWork: number; waiting: number };
}

/**
 * A request at work this long is waiting for something outside the process (a CDN's images for an HTML
 * download, Discord's request budget for an action): its place goes to the next one, so that two such
 * waits do not hold every other page back. A page's own steps take milliseconds.
 */
export const TURN_HELD_MS = 200;

export function createTurns(limit: number, heldMs = TURN_HELD_MS): Turns {
  let atWork = 0;
  const waiting = new Set<() => void>();
  const next = () => {
    const [first] = waiting;
    if (!first) return;
    waiting.delete(first);
    atWork++;
    first();
  };
  const giveUpPlace = () => {
    atWork--;
    next();
  };
  return {
    enter(admitted) {
      let state: 'waiting' | 'at work' | 'stepped aside' | 'left' = 'waiting';
      let held: NodeJS.Timeout | undefined;
      const start = () => {
        state = 'at work';
        held = setTimeout(() => {
          if (state !== 'at work') return;
          state = 'stepped aside';
          giveUpPlace();
        }, heldMs).unref();
        admitted();
      };
      if (atWork < limit) {
        atWork++;
        start();
      } else waiting.add(start);
      return () => {
        clearTimeout(held);
        if (state === 'waiting') waiting.delete(start);
        if (state === 'at work') giveUpPlace();
        state = 'left';
      };
    },
    counts: () => ({ atWork, waiting: waiting.size }),
  };
}

/** The dashboard's turns, as many at once as where its bot API runs allows. */
export const turnsFor = ({ botApiHere }: { botApiHere: boolean }): Turns =>
  createTurns(botApiHere ? REQUESTS_AT_WORK.botApiHere : REQUESTS_AT_WORK.botApiElsewhere);

/**
 * After the compression hook's registration, before the session's: a request's turn starts before its
 * session is read and ends once its answer is made and compressed. Writing it out to the client is left
 * out of the turn: a slow client downloading a long transcript holds no place. A client gone before that
 * gives its place (or its wait) up with the response's close.
 */
export function setupAdmission(app: FastifyInstance, turns: Turns, outsideTurns: string[] = []): void {
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
