// Synchronizer tokens: every unsafe request of a signed-in user carries the session's token, whatever
// its content type: in `_csrf` for HTML forms (removed before strict form schemas see it), else in the
// X-CSRF-Token header. (The origin gate in security.ts applies to every unsafe request on top of this.)
// A page's form sent without a session is kept as a draft when it can be (session/drafts.ts), and the
// browser is sent to sign in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_FIELD, CSRF_HEADER } from '../../contract/facts.js';
import { CATALOGUES } from '../../../views/i18n/catalogues.js';
import { HttpError, Redirect } from '../lib/http-error.js';
import { signInAgain } from '../../../views/lib/sign-in-again.js';
import { sameSecret } from '../../platform/same-secret.js';
import type { Drafts } from '../session/drafts.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: usable without a session token (the theme toggle, the stand-in's own forms); the origin gate still applies. */
    formToken?: boolean;
    /** A page's own form: sent after the session ended, it is kept as a draft (session/drafts.ts). */
    keepsDraft?: boolean;
  }
}

/** Requests this module guards: unsafe, wanting a token, and not /api/* (which answers islands in JSON and checks the header itself). */
const guarded = (request: FastifyRequest) =>
  !SAFE_METHODS.has(request.method) &&
  request.routeOptions.config.formToken !== false &&
  !request.url.startsWith('/api/');

const isForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** To the sign-in: back to this page afterwards when the session expired, else the plain login. */
const toSignIn = (request: FastifyRequest, page: string | null) =>
  new Redirect(request.session.status === 'expired' || page ? signInAgain(page) : '/login', 303);

export function setupFormTokens(app: FastifyInstance, drafts: Drafts): void {
  // A form without a session is read only when it could be kept, so a flood of large forms from a
  // signed-out browser is answered without ever holding its bodies.
  app.addHook('preParsing', async (request) => {
    if (!guarded(request) || request.session.status === 'active' || !isForm(request)) return;
    if (!(request.routeOptions.config.keepsDraft && drafts.mayKeep(request))) throw toSignIn(request, null);
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!guarded(request)) return;
    const form = request.body instanceof URLSearchParams ? request.body : null;
    const session = request.session;
    if (session.status !== 'active') {
      if (!form) return;
      // A page's form from a session that has ended: keep what was typed, and come back to it after signing in.
      throw toSignIn(request, (await drafts.keep(request, reply, form)) ? request.url : null);
    }
    const given = form ? form.get(CSRF_FIELD) : request.headers[CSRF_HEADER];
    if (typeof given !== 'string' || !sameSecret(given, session.record.csrfToken))
      throw new HttpError(403, CATALOGUES[request.language].requests.formExpired);
    form?.delete(CSRF_FIELD);
  });
}
