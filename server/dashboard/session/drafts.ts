// Nothing typed is lost when a session ends: a form sent after it (idle timeout, logout in another tab)
// is kept server-side for 15 minutes and shown again, filled in and marked unsaved, when the same Discord
// user is back on that page after signing in, in the same browser. It is never sent by itself. Who that
// user is comes from a signed cookie set at sign-in, since the ended session can no longer say.
//
// That cookie outlives the session, so whoever holds it can make us keep drafts without signing in. What
// one browser can make us hold is therefore bounded: one draft per user and page (a new one replaces the
// old), a byte cap per draft, and a quota of drafts per user and per address within a draft's lifetime.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DashboardConfig } from '../config.js';
import { cookieName, privateCookieOptions } from '../lib/cookies.js';
import { formValues } from '../lib/form.js';
import { CSRF_FIELD } from '../../contract/facts.js';
import type { FormValues } from '../../../views/lib/form-state.js';
import { storeKey } from './sessions.js';
import type { ExpiringStore } from './store.js';

const DRAFT_TTL_SECONDS = 15 * 60;
/** The signed-in user is remembered on the browser for as long as a session can last at most. */
const LAST_USER_MAX_AGE = 12 * 60 * 60;
/** Never kept: the form token and anything that looks like a secret. */
const SECRET_FIELD = new RegExp(`^${CSRF_FIELD}$|pass|secret|token`, 'i');

/**
 * A quarter of the form body limit. The longest form of the dashboard at its contract limits, an admin
 * setting (a value of 10,000 characters and a description of 500), fits in Latin text; a larger form is
 * not kept at all rather than kept in part, and the user is sent to sign in as without a draft.
 */
const DRAFT_MAX_BYTES = 16 * 1024;

/**
 * Drafts kept within one draft lifetime: per user, more than a person re-sending forms after a session
 * ended would ever need; per address, room for a few people behind one NAT. Beyond them a form is not
 * kept (nothing else changes), so a flood holds at most this many drafts of DRAFT_MAX_BYTES.
 */
const DRAFT_QUOTA = { perUser: 10, perAddress: 30 } as const;

/** The largest form body that could hold a draft within the cap: URL encoding takes up to 3 bytes a byte. */
const DRAFT_BODY_MAX_BYTES = 3 * DRAFT_MAX_BYTES;

/** How many bytes the in-memory store may hold in all (about a thousand drafts at the cap). */
export const MEMORY_DRAFT_BYTES = 1_000 * DRAFT_MAX_BYTES;

export const FormDraft = z.object({
  userId: z.string(),
  /** The browser the form came from: the draft cookie's value. */
  browser: z.string(),
  /** The form's URL (path and query), where it is shown again. */
  path: z.string(),
  fields: z.array(z.tuple([z.string(), z.string()])),
});
export type FormDraft = z.infer<typeof FormDraft>;

export interface Drafts {
  /** Remembers who signed in on this browser: the owner of a later draft. */
  rememberUser(reply: FastifyReply, userId: string): void;
  /** Whether a form could be kept before it is read: the browser names its user, and the body is small enough. */
  mayKeep(request: FastifyRequest): boolean;
  /** Keeps the form sent from an ended session; false when it is not kept (no user to keep it for, too large, over quota). */
  keep(request: FastifyRequest, reply: FastifyReply, form: URLSearchParams): Promise<boolean>;
  /** The draft of this page for this user from this browser, once: it is removed as it is taken. */
  take(request: FastifyRequest, reply: FastifyReply, userId: string, path: string): Promise<FormValues | null>;
}

/** Whether one more draft may be kept for this request's user and address. */
type DraftQuota = (request: FastifyRequest, userId: string) => Promise<boolean>;

/** The quota on the rate limiter's store (Redis when configured), so every process counts together. */
export function draftQuota(fastify: FastifyInstance): DraftQuota {
  const ownerKey = Symbol('draft owner');
  type Keyed = FastifyRequest & { [ownerKey]?: string };
  const window = { timeWindow: DRAFT_TTL_SECONDS * 1000 };
  const perUser = fastify.createRateLimit({
    ...window,
    max: DRAFT_QUOTA.perUser,
    keyGenerator: (request) => `draft-user:${(request as Keyed)[ownerKey]}`,
  });
  const perAddress = fastify.createRateLimit({
    ...window,
    max: DRAFT_QUOTA.perAddress,
    keyGenerator: (request) => `draft-address:${request.ip}`,
  });
  // `isAllowed` means on the limiter's allow-list; a count within the limit is one not `isExceeded`.
  const within = async (limit: typeof perUser, request: FastifyRequest) => {
    const counted = await limit(request);
    return counted.isAllowed || !counted.isExceeded;
  };
  return async (request, userId) => {
    (request as Keyed)[ownerKey] = userId;
    return (await within(perAddress, request)) && (await within(perUser, request));
  };
}

/** One key per user and page (the path without its query): a newer draft of that page replaces the older. */
export const draftKey = (userId: string, path: string) => storeKey(`${userId}\n${path.split('?')[0]}`);

export function createDrafts(config: DashboardConfig, store: ExpiringStore<FormDraft>, quota: DraftQuota): Drafts {
  const draftCookie = cookieName(config, 'draft');
  const userCookie = cookieName(config, 'last-user');
  const signed = (request: FastifyRequest, name: string): string | null => {
    const raw = request.cookies[name];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid ? unsigned.value : null;
  };
  return {
    rememberUser(reply, userId) {
      reply.setCookie(userCookie, userId, { ...privateCookieOptions(config, LAST_USER_MAX_AGE), signed: true });
    },
    mayKeep(request) {
      return (
        Number(request.headers['content-length'] ?? Number.POSITIVE_INFINITY) <= DRAFT_BODY_MAX_BYTES &&
        signed(request, userCookie) !== null
      );
    },
    async keep(request, reply, form) {
      const userId = signed(request, userCookie);
      if (!userId) return false;
      const fields = [...form].filter(([name]) => !SECRET_FIELD.test(name));
      if (Buffer.byteLength(JSON.stringify(fields)) > DRAFT_MAX_BYTES) return false;
      if (!(await quota(request, userId))) return false;
      const browser = signed(request, draftCookie) ?? randomBytes(32).toString('base64url');
      await store.set(draftKey(userId, request.url), { userId, browser, path: request.url, fields }, DRAFT_TTL_SECONDS);
      reply.setCookie(draftCookie, browser, { ...privateCookieOptions(config, DRAFT_TTL_SECONDS), signed: true });
      return true;
    },
    async take(request, _reply, userId, path) {
      const browser = signed(request, draftCookie);
      if (!browser) return null;
      const key = draftKey(userId, path);
      const draft = await store.get(key);
      // Another browser, or another page of the same path: the draft waits for its own.
      if (!draft || draft.userId !== userId || draft.browser !== browser || draft.path !== path) return null;
      await store.delete(key);
      return formValues(new URLSearchParams(draft.fields));
    },
  };
}
