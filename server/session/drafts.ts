// Nothing typed is lost when a session ends: a form sent after it (idle timeout, logout in another tab)
// is kept server-side for 15 minutes under a random id bound to the browser by a short-lived cookie,
// and shown again, filled in and marked unsaved, when the same Discord user is back on that page after
// signing in. It is never sent by itself. Who that user is comes from a signed cookie set at sign-in,
// since the ended session can no longer say.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.js';
import { cookieName, privateCookieOptions } from '../lib/cookies.js';
import { formValues } from '../lib/form.js';
import type { FormValues } from '../../views/lib/form-state.js';
import { storeKey } from './sessions.js';
import type { ExpiringStore } from './store.js';

export const DRAFT_TTL_SECONDS = 15 * 60;
/** The signed-in user is remembered on the browser for as long as a session can last at most. */
const LAST_USER_MAX_AGE = 12 * 60 * 60;
/** Never kept: the form token and anything that looks like a secret. */
const SECRET_FIELD = /^_csrf$|pass|secret|token/i;

export const FormDraft = z.object({
  userId: z.string(),
  /** The form's URL (path and query), where it is shown again. */
  path: z.string(),
  fields: z.array(z.tuple([z.string(), z.string()])),
});
export type FormDraft = z.infer<typeof FormDraft>;

export interface Drafts {
  /** Remembers who signed in on this browser: the owner of a later draft. */
  rememberUser(reply: FastifyReply, userId: string): void;
  /** Keeps the form sent from an ended session; false when the browser names no user to keep it for. */
  keep(request: FastifyRequest, reply: FastifyReply, form: URLSearchParams): Promise<boolean>;
  /** The draft of this page for this user, once: it is removed as it is taken. */
  take(request: FastifyRequest, reply: FastifyReply, userId: string, path: string): Promise<FormValues | null>;
}

export function createDrafts(config: Config, store: ExpiringStore<FormDraft>): Drafts {
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
    async keep(request, reply, form) {
      const userId = signed(request, userCookie);
      if (!userId) return false;
      const fields = [...form].filter(([name]) => !SECRET_FIELD.test(name));
      const id = randomBytes(32).toString('base64url');
      await store.set(storeKey(id), { userId, path: request.url, fields }, DRAFT_TTL_SECONDS);
      reply.setCookie(draftCookie, id, { ...privateCookieOptions(config, DRAFT_TTL_SECONDS), signed: true });
      return true;
    },
    async take(request, reply, userId, path) {
      const id = signed(request, draftCookie);
      if (!id) return null;
      const key = storeKey(id);
      const draft = await store.get(key);
      if (!draft) {
        reply.clearCookie(draftCookie, privateCookieOptions(config));
        return null;
      }
      // Another user on this browser, or another page: the draft waits for its owner and its page.
      if (draft.userId !== userId || draft.path !== path) return null;
      await store.delete(key);
      reply.clearCookie(draftCookie, privateCookieOptions(config));
      return formValues(new URLSearchParams(draft.fields));
    },
  };
}
