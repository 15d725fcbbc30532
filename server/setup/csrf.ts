// Synchronizer tokens for HTML forms: every form of a signed-in page carries the session's token in
// `_csrf`, checked before any handler runs and removed so strict form schemas never see it. (The
// origin gate in security.ts applies to every unsafe request on top of this.)
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError, Redirect } from '../lib/http-error.js';

export const CSRF_FIELD = '_csrf';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a form usable without a session (the theme toggle); the origin gate still applies. */
    formToken?: boolean;
  }
}

function same(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export function setupFormTokens(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (!(request.body instanceof URLSearchParams) || request.routeOptions.config.formToken === false) return;
    // /api/* refuses forms outright (it takes JSON with the token in a header).
    if (request.url.startsWith('/api/')) return;
    const session = request.session;
    // A form from an expired session: back to the login, as for any protected page.
    if (session.status !== 'active') throw new Redirect(session.status === 'expired' ? '/login?error=unauthorized' : '/login', 303);
    const given = request.body.get(CSRF_FIELD) ?? '';
    if (!same(given, session.record.csrfToken)) throw new HttpError(403, 'Das Formular ist abgelaufen oder ungültig. Bitte lade die Seite neu und versuche es erneut.');
    request.body.delete(CSRF_FIELD);
  });
}
