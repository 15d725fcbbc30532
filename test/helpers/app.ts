// buildTestApp(t): the real app with test configuration, a silent (or captured) logger and the client
// build's manifest; closed when the test ends.
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Test } from 'tap';
import { buildApp, type AppDeps } from '../../server/dashboard/app.js';
import type { DashboardConfig as Config } from '../../server/dashboard/config.js';
import { createLogger } from '../../server/platform/logger.js';
import type { SessionRecord } from '../../server/dashboard/session/record.js';
import { createSessions } from '../../server/dashboard/session/sessions.js';
import { memorySessionStore, type SessionStore } from '../../server/dashboard/session/store.js';
import { testConfig, TEST_PUBLIC_URL } from './config.js';
import { FIXTURE_USER } from './fixtures.js';

export interface TestApp {
  app: FastifyInstance;
  /** Every log line written during the test, when `captureLogs` was set. */
  logs: string[];
  store: SessionStore;
  config: Config;
  /** A signed-in session for the user; returns the cookies to send and the stored record. */
  signIn(overrides?: Partial<SessionRecord>): Promise<SignedIn>;
}

export interface SignedIn {
  cookies: Record<string, string>;
  record: SessionRecord;
  key: string;
}

/** A session as the OAuth callback would create it, for tests that start signed in. */
export async function createTestSession(app: FastifyInstance, config: Config, store: SessionStore, overrides: Partial<SessionRecord> = {}, now = () => new Date()): Promise<SignedIn> {
  const sessions = createSessions(config, store, now);
  let cookie = '';
  const reply = { setCookie: (_name: string, value: string) => (cookie = value) } as never;
  const { key, record } = await sessions.create(reply, {
    userId: FIXTURE_USER.id,
    username: FIXTURE_USER.username,
    globalName: null,
    discriminator: FIXTURE_USER.discriminator,
    avatarUrl: FIXTURE_USER.avatarUrl,
    discord: { accessToken: 'SENTINEL_ACCESS_TOKEN', refreshToken: 'SENTINEL_REFRESH_TOKEN', expiresAt: Date.now() + 3_600_000 },
    adminSessions: {},
    ...overrides,
  });
  const merged = { ...record, ...overrides };
  if (Object.keys(overrides).length) await store.set(key, merged, 3600);
  return { cookies: { [sessions.cookieName]: app.signCookie(cookie) }, record: merged, key };
}

export async function buildTestApp(t: Test, deps: Partial<AppDeps> & { captureLogs?: boolean } = {}): Promise<TestApp> {
  const logs: string[] = [];
  const { captureLogs, ...rest } = deps;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const config = rest.config ?? testConfig(captureLogs ? { LOG_LEVEL: 'trace' } : {});
  const store = rest.sessionStore ?? memorySessionStore();
  const app = await buildApp({ ...rest, config, sessionStore: store, logger: rest.logger ?? createLogger(config.logLevel, sink) });
  t.teardown(() => app.close());
  return { app, logs, store, config, signIn: (overrides) => createTestSession(app, config, store, overrides, rest.now) };
}

/** Headers of a same-origin form post from our own pages. */
export const SAME_ORIGIN = { origin: TEST_PUBLIC_URL, 'sec-fetch-site': 'same-origin' } as const;

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** A form post from our own pages as the signed-in browser sends it, with the session's CSRF token. */
export function postForm(app: FastifyInstance, session: SignedIn, url: string, fields: Record<string, string> | [string, string][]): Promise<LightMyRequestResponse> {
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  return app.inject({
    method: 'POST',
    url,
    cookies: session.cookies,
    headers: { ...FORM, ...SAME_ORIGIN },
    payload: new URLSearchParams([...entries, ['_csrf', session.record.csrfToken]]).toString(),
  });
}

/** Text of an HTML fragment with tags removed and entities decoded, for exact-text assertions. */
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Every attribute of every tag in React's output. React escapes `"` inside values, so a quote always
 * ends a value, and an attribute name is what stands before `=` outside quotes.
 */
export function attributesOf(html: string): { tag: string; name: string; value: string }[] {
  const found: { tag: string; name: string; value: string }[] = [];
  for (const [, tag, attributes] of html.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>"'/]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    for (const [, name, value] of attributes!.matchAll(/\s+([^\s=>"'/]+)(?:="([^"]*)")?/g)) found.push({ tag: tag!, name: name!, value: (value ?? '').replace(/&amp;/g, '&') });
  }
  return found;
}
