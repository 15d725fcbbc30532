// Loads the session for every request that can use one, and exposes it as request.session.
import type { FastifyInstance } from 'fastify';
import { CATALOGUES } from '../../../views/i18n/catalogues.js';
import { HttpError } from '../lib/http-error.js';
import type { Sessions, SessionState } from '../session/sessions.js';
import { cookieLanguage } from './language.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState;
  }
}

const NO_SESSION: SessionState = { status: 'none' };
/** Paths that never need a session: assets, health checks and the stand-in Discord. */
const SESSIONLESS = /^\/(assets\/|livez|readyz|_discord\/|favicon\.ico)/;

export function setupSessions(app: FastifyInstance, sessions: Sessions, languageCookie: string): void {
  // Fastify refuses object defaults on requests; every request gets its state in the hook below.
  app.decorateRequest('session', null as never);
  app.addHook('onRequest', async (request, reply) => {
    request.session = NO_SESSION;
    if (SESSIONLESS.test(request.url)) return;
    try {
      request.session = await sessions.load(request, reply);
    } catch (error) {
      // The store (Redis) is down: a clear 503 page, and the readiness probe reports it too.
      request.log.error({ err: error }, 'session store unavailable');
      // The session's language is out of reach too: the language cookie's words.
      request.language = cookieLanguage(request, languageCookie);
      throw new HttpError(503, CATALOGUES[request.language].requests.sessionsUnavailable);
    }
  });
}
