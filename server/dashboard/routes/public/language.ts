// POST /language: the language control without JavaScript. Keeps the choice in a cookie (for the pages
// before sign-in and the next session) and in the session, then returns to the page it was made on.
import { z } from 'zod';
import { CATALOGUES } from '../../../../views/i18n/catalogues.js';
import { LANGUAGES } from '../../../contract/languages.js';
import { COOKIE_YEAR_SECONDS } from '../../../contract/facts.js';
import { languageCookieName, privateCookieOptions } from '../../lib/cookies.js';
import { formValues } from '../../lib/form.js';
import { HttpError } from '../../lib/http-error.js';
import { safeLocalPath } from '../../lib/safe-path.js';
import type { RegisteredRoute } from '../registered-route.js';

const languageForm = z.strictObject({ language: z.enum(LANGUAGES), back: z.string().optional() });

export const languageRoute: RegisteredRoute = {
  path: '/language',
  register(fastify, app) {
    // A display preference usable before sign-in, like the theme: no session token, the origin gate still applies.
    fastify.post('/language', { config: { formToken: false } }, async (request, reply) => {
      if (!(request.body instanceof URLSearchParams))
        throw new HttpError(415, CATALOGUES[request.language].errors.formExpected);
      const parsed = languageForm.safeParse(formValues(request.body));
      if (!parsed.success) throw new HttpError(400, CATALOGUES[request.language].errors.badLanguage);
      const { language } = parsed.data;
      reply.setCookie(languageCookieName(app.config), language, privateCookieOptions(app.config, COOKIE_YEAR_SECONDS));
      if (request.session.status === 'active') {
        const { key, record } = request.session;
        await app.sessions.save(key, { ...record, language });
      }
      return reply.redirect(safeLocalPath(parsed.data.back), 303);
    });
  },
};
