// Session cookies: a random 32-byte id in a signed cookie; the record in the store under sha256(id).
// Idle (30 min) and absolute (12 h) timeouts are enforced here, on the server, not by cookie expiry.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DashboardConfig } from '../config.js';
import { cookieName, privateCookieOptions } from '../lib/cookies.js';
import type { SessionRecord } from './record.js';
import type { SessionStore } from './store.js';

export const IDLE_TIMEOUT_MS = 30 * 60_000;
const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** lastSeenAt is written back at most this often, to spare the store a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

export type SessionState =
  | { status: 'none' }
  | { status: 'expired' }
  | { status: 'active'; key: string; record: SessionRecord };

export const storeKey = (id: string) => createHash('sha256').update(id).digest('hex');

export interface Sessions {
  cookieName: string;
  /** The request's session; a cookie signed with an older SESSION_SECRET is signed anew on the reply. */
  load(request: FastifyRequest, reply: FastifyReply): Promise<SessionState>;
  create(
    reply: FastifyReply,
    record: Omit<SessionRecord, 'createdAt' | 'lastSeenAt' | 'csrfToken'>,
  ): Promise<{ key: string; record: SessionRecord }>;
  save(key: string, record: SessionRecord): Promise<void>;
  destroy(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function createSessions(config: DashboardConfig, store: SessionStore, now: () => Date): Sessions {
  const name = cookieName(config, 'sid');
  const ttlSeconds = (record: SessionRecord) =>
    Math.max(
      1,
      Math.ceil(
        Math.min(record.lastSeenAt + IDLE_TIMEOUT_MS, record.createdAt + ABSOLUTE_TIMEOUT_MS) / 1000 -
          now().getTime() / 1000,
      ),
    );

  function unsignedId(request: FastifyRequest): { id: string; renew: boolean } | null {
    const raw = request.cookies[name];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? { id: unsigned.value, renew: unsigned.renew } : null;
  }
  const idOf = (request: FastifyRequest) => unsignedId(request)?.id ?? null;
  const setCookie = (reply: FastifyReply, id: string) =>
    reply.setCookie(name, id, { ...privateCookieOptions(config), signed: true });

  return {
    cookieName: name,
    async load(request, reply) {
      const cookie = unsignedId(request);
      if (!cookie) return request.cookies[name] ? { status: 'expired' } : { status: 'none' };
      const key = storeKey(cookie.id);
      const record = await store.get(key);
      if (!record) return { status: 'expired' };
      const at = now().getTime();
      if (at - record.lastSeenAt > IDLE_TIMEOUT_MS || at - record.createdAt > ABSOLUTE_TIMEOUT_MS) {
        await store.delete(key);
        return { status: 'expired' };
      }
      if (at - record.lastSeenAt > TOUCH_INTERVAL_MS) {
        record.lastSeenAt = at;
        await store.set(key, record, ttlSeconds(record));
      }
      if (cookie.renew) setCookie(reply, cookie.id);
      return { status: 'active', key, record };
    },
    async create(reply, fields) {
      const id = randomBytes(32).toString('base64url');
      const at = now().getTime();
      const record: SessionRecord = {
        ...fields,
        createdAt: at,
        lastSeenAt: at,
        csrfToken: randomBytes(32).toString('base64url'),
      };
      const key = storeKey(id);
      await store.set(key, record, ttlSeconds(record));
      // No Max-Age: the cookie ends with the browser; the server decides when the session ends.
      setCookie(reply, id);
      return { key, record };
    },
    save: (key, record) => store.set(key, record, ttlSeconds(record)),
    async destroy(request, reply) {
      const id = idOf(request);
      if (id) await store.delete(storeKey(id));
      reply.clearCookie(name, privateCookieOptions(config));
    },
  };
}
