// What the Demo-Discord page keeps in the browser: the member being played (not a secret: anyone may
// play anyone in the demo, so it is not signed, only checked to name a member) and a form token. The
// page has no session, so its forms are guarded by double submit: the token sits in a cookie and in
// each form, and a request from another site cannot read the cookie to copy it into its form. (Mounted
// on the dashboard, its origin gate applies on top.)
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { THEME_COOKIE } from '../../contract/facts.js';
import { sameSecret } from '../../platform/same-secret.js';
import type { StandInGuild, StandInMember, World } from '../model.js';
import { findMember } from '../state/members.js';

export const MEMBER_COOKIE = 'demo_member';
const TOKEN_COOKIE = 'demo_form';
export const TOKEN_FIELD = '_token';
const Snowflake = z.string().regex(/^\d{1,20}$/);
const Token = z.string().regex(/^[\w-]{32}$/);
const YEAR_S = 365 * 24 * 3600;

/** One cookie of the request's header. Read by hand: the stand-in also runs without the dashboard's cookie plugin, and its values (ids, tokens) need no decoding. */
function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

function setCookie(request: FastifyRequest, reply: FastifyReply, path: string, name: string, value: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${name}=${value}; Max-Age=${YEAR_S}; Path=${path}; HttpOnly; SameSite=Lax${secure}`);
}

/** The design the visitor chose on the dashboard (its cookie); Discord's dark one unless they chose light. */
export const themeOf = (request: FastifyRequest): 'dark' | 'light' =>
  cookieOf(request, THEME_COOKIE) === 'light' ? 'light' : 'dark';

/** The human member of the guild the cookie names; unknown, malformed or bot ids count as none. */
export function playedMember(world: World, guild: StandInGuild, request: FastifyRequest): StandInMember | null {
  const id = Snowflake.safeParse(cookieOf(request, MEMBER_COOKIE));
  if (!id.success || world.users.get(id.data)?.bot !== false) return null;
  return findMember(guild, id.data);
}

export const playMember = (request: FastifyRequest, reply: FastifyReply, path: string, userId: string) =>
  setCookie(request, reply, path, MEMBER_COOKIE, userId);

/** The browser's form token, handed out (as a cookie) on its first page. */
export function formToken(request: FastifyRequest, reply: FastifyReply, path: string): string {
  const kept = Token.safeParse(cookieOf(request, TOKEN_COOKIE));
  if (kept.success) return kept.data;
  const token = randomBytes(24).toString('base64url');
  setCookie(request, reply, path, TOKEN_COOKIE, token);
  return token;
}

/** Whether the form carries the token of the browser's cookie. */
export function tokenMatches(request: FastifyRequest, form: URLSearchParams): boolean {
  const kept = Token.safeParse(cookieOf(request, TOKEN_COOKIE));
  const given = form.get(TOKEN_FIELD);
  return kept.success && given !== null && sameSecret(given, kept.data);
}
