// Liveness says the process answers; readiness says its dependencies do too, so a load balancer stops
// sending traffic to an instance that cannot serve pages. Bodies reveal nothing but the status.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.js';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<void>;
}

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout(promise: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('readiness check timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const OVERLOADED = 'Der Server ist gerade überlastet. Bitte versuche es in ein paar Sekunden erneut.';

class Overloaded extends HttpError {
  constructor() {
    super(503, OVERLOADED);
  }
}

/**
 * `maxEventLoopDelayMs`: above this event-loop delay the process is overloaded, and shedding load beats
 * answering everyone late (0 turns the guard off).
 */
export async function setupHealth(
  app: FastifyInstance,
  checks: ReadinessCheck[],
  maxEventLoopDelayMs: number,
): Promise<void> {
  // 503 with Retry-After while overloaded (readiness too, so the balancer backs off); liveness is exempt.
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    retryAfter: 10,
    customError: Overloaded,
  });
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A response finished during shutdown closes its connection; otherwise the idle keep-alive socket
  // would hold the process open until keepAliveTimeout, past the grace period.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.get('/livez', { logLevel: 'warn', config: { pressureHandler: () => undefined } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (closing) return reply.code(503).send({ status: 'unavailable' });
    const results = await Promise.allSettled(checks.map((entry) => withTimeout(entry.check())));
    const failed = checks.filter((_, index) => results[index]?.status === 'rejected').map((entry) => entry.name);
    if (failed.length === 0) return reply.send({ status: 'ok' });
    request.log.warn({ failed }, 'not ready');
    return reply.code(503).send({ status: 'unavailable' });
  });
}
