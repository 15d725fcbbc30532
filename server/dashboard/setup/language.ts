// The interface language of each request: the session's choice, else the language cookie (a visitor
// who is not signed in, or chose before signing in), else the default, the specified wording. HTML answers
// say which language they are in, and that it depends on the cookie.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, HTML_LANG, isLanguage, type Language } from '../../contract/languages.js';
import type { DashboardConfig } from '../config.js';
import { languageCookieName } from '../lib/cookies.js';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

/** The language cookie's choice, else the default: what a refusal before the session is read speaks. */
export function cookieLanguage(request: FastifyRequest, cookieName: string): Language {
  const cookie = request.cookies[cookieName];
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
}

function languageOf(request: FastifyRequest, cookieName: string): Language {
  const chosen = request.session.status === 'active' ? request.session.record.language : undefined;
  return chosen ?? cookieLanguage(request, cookieName);
}

/** After setupSessions: the session is read first. */
export function setupLanguage(app: FastifyInstance, config: DashboardConfig): void {
  const cookieName = languageCookieName(config);
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.language = languageOf(request, cookieName);
  });
  app.addHook('onSend', async (request, reply) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return;
    reply.header('content-language', HTML_LANG[request.language]);
    // The same URL is another language for another cookie: no shared cache may mix them up.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
  });
}
