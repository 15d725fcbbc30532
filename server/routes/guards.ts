// Guards for protected pages: a signed-in user, else the login (with the expired-session message when
// a session had existed).
import type { FastifyRequest } from 'fastify';
import { Redirect } from '../lib/http-error.js';
import type { SessionRecord } from '../session/record.js';

export function requireUser(ctx: { request: FastifyRequest }): SessionRecord {
  const session = ctx.request.session;
  if (session.status === 'active') return session.record;
  throw new Redirect(session.status === 'expired' ? '/login?error=unauthorized' : '/login');
}
