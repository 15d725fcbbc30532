// POST /theme: the theme toggle without JavaScript. Stores the choice and returns to the page.
import { z } from 'zod';
import { CATALOGUES } from '../../../../views/i18n/catalogues.js';
import { formValues } from '../../lib/form.js';
import { COOKIE_YEAR_SECONDS, THEME_COOKIE } from '../../../contract/facts.js';
import { HttpError } from '../../lib/http-error.js';
import { safeLocalPath } from '../../lib/safe-path.js';
import type { RegisteredRoute } from '../registered-route.js';

const themeForm = z.strictObject({ theme: z.enum(['dark', 'light']), back: z.string().optional() });

export const themeRoute: RegisteredRoute = {
  path: '/theme',
  register(fastify, app) {
    // Usable before sign-in and only a display preference: no session token, the origin gate still applies.
    fastify.post('/theme', { config: { formToken: false } }, async (request, reply) => {
      if (!(request.body instanceof URLSearchParams))
        throw new HttpError(415, CATALOGUES[request.language].errors.formExpected);
      const parsed = themeForm.safeParse(formValues(request.body));
      if (!parsed.success) throw new HttpError(400, CATALOGUES[request.language].errors.badTheme);
      reply.setCookie(THEME_COOKIE, parsed.data.theme, {
        path: '/',
        maxAge: COOKIE_YEAR_SECONDS,
        sameSite: 'lax',
        secure: app.config.secureCookies,
        // Read by the toggle's script; it only ever holds 'dark' or 'light'.
        httpOnly: false,
      });
      return reply.redirect(safeLocalPath(parsed.data.back), 303);
    });
  },
};
