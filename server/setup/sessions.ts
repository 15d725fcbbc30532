// Loads the session for every request that can use one, and exposes it as request.session.
import type { FastifyInstance } from 'fastify';
import type { Sessions, SessionState } from '../session/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState;
  }
}

const NO_SESSION: SessionState = { status: 'none' };
/** Paths that never need a session: assets, health checks and the stand-in Discord. */
const SESSIONLESS = /^\/(assets\/|livez|readyz|_discord\/|favicon\.ico)/;

export function setupSessions(app: FastifyInstance, sessions: Sessions): void {
  // Fastify refuses object defaults on requests; every request gets its state in the hook below.
  app.decorateRequest('session', null as never);
  app.addHook('onRequest', async (request) => {
    request.session = SESSIONLESS.test(request.url) ? NO_SESSION : await sessions.load(request);
  });
}
