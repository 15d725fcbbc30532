// Guards for protected pages: a signed-in user, else the login (with the expired-session message when
// a session had existed); and that user as the bot API client needs them.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { BotApiUser, TypedBotApi } from '../../contract/client.js';
import { Redirect } from '../lib/http-error.js';
import { signInAgain } from '../../../views/lib/sign-in-again.js';
import type { SessionRecord } from '../session/record.js';

export function requireUser(ctx: { request: FastifyRequest }): SessionRecord {
  const session = ctx.request.session;
  if (session.status === 'active') return session.record;
  // An ended session comes back to the page it was on (a form's own return is its draft's, setup/csrf.ts).
  throw new Redirect(
    session.status === 'expired' ? signInAgain(ctx.request.method === 'GET' ? ctx.request.url : null) : '/login',
  );
}

interface SignedIn {
  record: SessionRecord;
  user: BotApiUser;
  /** The bot API as this user. */
  api: TypedBotApi;
}

/** The signed-in user (else the login, as requireUser) with the typed bot API client bound to them. */
export function signedIn(ctx: { request: FastifyRequest; app: AppContext }): SignedIn {
  const record = requireUser(ctx);
  const user: BotApiUser = { id: record.userId, name: record.username, adminSessions: record.adminSessions };
  return { record, user, api: ctx.app.botApi.as(user) };
}
