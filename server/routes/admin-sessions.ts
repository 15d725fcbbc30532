// Admin sessions in the dashboard: the token lives in the user's server-side session per guild (never
// in the browser); each guild page validates it with the bot API and drops it when it is no longer
// valid; 'Session beenden' ends it on the bot API and in the session.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdminSessionValidation, Snowflake } from '../contract/index.js';
import type { AppContext } from '../app-context.js';
import { UpstreamError } from '../lib/http-error.js';
import { formValues } from '../lib/form.js';
import { HttpError } from '../lib/http-error.js';
import type { RegisteredRoute } from './registered-route.js';
import type { PageShell } from '../../views/shell.js';

/** Sets shell.admin for a guild page when the session holds a valid admin session for that guild. */
export async function checkAdminSession(app: AppContext, request: FastifyRequest, shell: PageShell, guildId: string): Promise<void> {
  const session = request.session;
  if (session.status !== 'active' || !session.record.adminSessions[guildId]) return;
  const user = app.botApiUser(request)!;
  const result = await app.botApi.call(user, 'GET', `/api/admin/session/validate/${guildId}`, AdminSessionValidation).catch((error: unknown) => {
    if (error instanceof UpstreamError && error.status === 401) throw error;
    return { valid: false } as AdminSessionValidation;
  });
  if (result.valid && result.adminLevel && result.expiresAt) {
    shell.admin = { level: result.adminLevel, expiresAt: result.expiresAt, renderedAt: app.now().getTime() };
    return;
  }
  // A failed validation removes the stored token (spec section 8).
  const { [guildId]: _gone, ...rest } = session.record.adminSessions;
  session.record.adminSessions = rest;
  await app.sessions.save(session.key, session.record);
}

const EndForm = z.strictObject({ guildId: Snowflake });

/** POST /admin/session/end: ends the admin session of a guild and reloads that guild's page. */
export const endAdminSessionRoute: RegisteredRoute = {
  path: '/admin/session/end',
  register(fastify, app) {
    fastify.post('/admin/session/end', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request, reply) => {
      const session = request.session;
      if (session.status !== 'active') return reply.redirect('/login?error=unauthorized', 303);
      const parsed = EndForm.safeParse(request.body instanceof URLSearchParams ? formValues(request.body) : {});
      if (!parsed.success) throw new HttpError(400, 'Ungültige Anfrage');
      const { guildId } = parsed.data;
      if (session.record.adminSessions[guildId]) {
        await app.botApi.send(app.botApiUser(request)!, 'DELETE', `/api/admin/session/${guildId}`).catch((error: unknown) => request.log.warn({ err: error }, 'ending the admin session failed'));
        const { [guildId]: _ended, ...rest } = session.record.adminSessions;
        session.record.adminSessions = rest;
        await app.sessions.save(session.key, session.record);
      }
      return reply.redirect(`/dashboard/${guildId}`, 303);
    });
  },
};
