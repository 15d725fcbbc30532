// Admin sessions in the dashboard: the token lives in the user's server-side session per guild (never
// in the browser); each guild page validates it with the bot API and drops it when it is no longer
// valid; 'Session beenden' ends it on the bot API and in the session, and reloads the guild's page when
// the user's own rights open it, else returns to the admin panel's servers (no dead end on 'Kein Zugriff').
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Snowflake, type AdminSessionValidation } from '../../contract/index.js';
import type { AppContext } from '../app-context.js';
import { formValues } from '../lib/form.js';
import { HttpError, upstreamFailure } from '../lib/http-error.js';
import { signedIn } from './guards.js';
import type { RegisteredRoute } from './registered-route.js';
import type { PageShell } from '../../../views/shell.js';
import { CATALOGUES } from '../../../views/i18n/catalogues.js';
import { setFlash } from '../lib/flash.js';

/** Sets shell.admin for a guild page when the session holds a valid admin session for that guild. */
export async function checkAdminSession(
  app: AppContext,
  request: FastifyRequest,
  shell: PageShell,
  guildId: string,
): Promise<void> {
  const session = request.session;
  if (session.status !== 'active' || !session.record.adminSessions[guildId]) return;
  const result = await signedIn({ request, app })
    .api.admin.validateSession({ guildId })
    .catch((error: unknown): AdminSessionValidation => {
      upstreamFailure(error);
      return { valid: false };
    });
  if (result.valid && result.adminLevel && result.expiresAt) {
    shell.admin = { level: result.adminLevel, expiresAt: result.expiresAt, renderedAt: app.now().getTime() };
    return;
  }
  // A failed validation removes the stored token: the banner goes and the user's own rights apply again.
  const { [guildId]: _gone, ...rest } = session.record.adminSessions;
  session.record.adminSessions = rest;
  await app.sessions.save(session.key, session.record);
}

const EndForm = z.strictObject({ guildId: Snowflake });

/** POST /admin/session/end: ends the admin session of a guild; back to its page, or to the admin panel. */
export const endAdminSessionRoute: RegisteredRoute = {
  path: '/admin/session/end',
  register(fastify, app) {
    fastify.post(
      '/admin/session/end',
      { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const session = request.session;
        if (session.status !== 'active') return reply.redirect('/login?error=unauthorized', 303);
        const parsed = EndForm.safeParse(request.body instanceof URLSearchParams ? formValues(request.body) : {});
        if (!parsed.success) throw new HttpError(400, CATALOGUES[request.language].errors.badRequest);
        const { guildId } = parsed.data;
        if (!session.record.adminSessions[guildId]) return reply.redirect(`/dashboard/${guildId}`, 303);
        const { api } = signedIn({ request, app });
        await api.admin
          .endSession({ guildId })
          .catch((error: unknown) => request.log.warn({ err: error }, 'ending the admin session failed'));
        const { [guildId]: _ended, ...rest } = session.record.adminSessions;
        session.record.adminSessions = rest;
        await app.sessions.save(session.key, session.record);
        setFlash(app.config, reply, { kind: 'success', text: CATALOGUES[request.language].adminBanner.ended });
        const ownAccess = await api.account.guildAccess({ guildId }).then(
          () => true,
          () => false,
        );
        return reply.redirect(ownAccess ? `/dashboard/${guildId}` : '/admin?tab=server', 303);
      },
    );
  },
};
