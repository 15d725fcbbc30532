// Synchronizer tokens: every unsafe request of a signed-in user carries the session's token, whatever
// its content type: in `_csrf` for HTML forms (removed before strict form schemas see it), else in the
// X-CSRF-Token header. (The origin gate in security.ts applies to every unsafe request on top of this.)
import type { FastifyInstance } from 'fastify';
import { CATALOGUES } from '../../views/i18n/catalogues.js';
import { HttpError, Redirect } from '../lib/http-error.js';
import { signInAgain } from '../../views/lib/sign-in-again.js';
import { sameSecret } from '../lib/same-secret.js';
import type { Drafts } from '../session/drafts.js';

export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: usable without a session token (the theme toggle, the stand-in's own forms); the origin gate still applies. */
    formToken?: boolean;
    /** A page's own form: sent after the session ended, it is kept as a draft (session/drafts.ts). */
    keepsDraft?: boolean;
  }
}

export function setupFormTokens(app: FastifyInstance, drafts: Drafts): void {
  app.addHook('preHandler', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.formToken === false) return;
    // /api/* answers islands in JSON (401 and 403 bodies of its own) and checks the same header itself.
    if (request.url.startsWith('/api/')) return;
    const form = request.body instanceof URLSearchParams ? request.body : null;
    const session = request.session;
    if (session.status !== 'active') {
      if (!form) return;
      // A page's form from a session that has ended: keep what was typed, and come back to it after signing in.
      if (request.routeOptions.config.keepsDraft && (await drafts.keep(request, reply, form))) throw new Redirect(signInAgain(request.url), 303);
      throw new Redirect(session.status === 'expired' ? signInAgain(null) : '/login', 303);
    }
    const given = form ? form.get(CSRF_FIELD) : request.headers[CSRF_HEADER];
    if (typeof given !== 'string' || !sameSecret(given, session.record.csrfToken)) throw new HttpError(403, CATALOGUES[request.language].requests.formExpired);
    form?.delete(CSRF_FIELD);
  });
}
