// A dashboard wired to a real stand-in Discord over loopback (OAuth and user calls) and to a bot API
// played by undici's MockAgent, with a helper that signs in through the whole OAuth flow.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Test } from 'tap';
import { MockAgent, request } from 'undici';
import type { AppDeps } from '../../server/dashboard/app.js';
import { buildTestApp, type TestApp } from './app.js';
import { standInEnv, startStandIn, TEST_SECRET, USERS, type StandIn } from './bot-api.js';
import { testConfig, TEST_PUBLIC_URL } from './config.js';

export const BOT_API_ORIGIN = 'http://bot-api.test';

export interface AuthApp extends TestApp {
  standIn: StandIn;
  agent: MockAgent;
  bot: ReturnType<MockAgent['get']>;
  /** Runs the OAuth flow as a demo user; returns the session cookies. */
  login(userId?: string): Promise<Record<string, string>>;
  /** Step 1 only: the redirect from /auth/discord and the cookies it set. */
  start(
    headers?: Record<string, string>,
  ): Promise<{ res: LightMyRequestResponse; authorize: URL; cookies: Record<string, string> }>;
}

export function cookieJar(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(
    res.cookies.filter((cookie) => cookie.value !== '').map((cookie) => [cookie.name, cookie.value]),
  );
}

export async function consent(standIn: StandIn, authorize: URL, userId: string): Promise<URL> {
  const form = new URLSearchParams([...authorize.searchParams.entries(), ['user', userId]]);
  const res = await request(`${standIn.url}/oauth2/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  await res.body.dump();
  return new URL(String(res.headers.location));
}

export async function buildAuthApp(
  t: Test,
  deps: Partial<AppDeps> & { captureLogs?: boolean; env?: Record<string, string>; standIn?: StandIn } = {},
): Promise<AuthApp> {
  const { env, standIn: shared, ...rest } = deps;
  const standIn = shared ?? (await startStandIn(t, [`${TEST_PUBLIC_URL}/auth/callback`]));
  const config = testConfig({
    ...standInEnv(standIn.url),
    BOT_API_URL: BOT_API_ORIGIN,
    BOT_API_SECRET: TEST_SECRET,
    ...(deps.captureLogs ? { LOG_LEVEL: 'trace' } : {}),
    ...env,
  });
  const agent = new MockAgent();
  agent.disableNetConnect();
  const built = await buildTestApp(t, { config, botApiDispatcher: agent, ...rest });
  const app: FastifyInstance = built.app;
  async function start(headers: Record<string, string> = {}) {
    const res = await app.inject({ url: '/auth/discord', headers });
    return { res, authorize: new URL(String(res.headers.location)), cookies: cookieJar(res) };
  }
  return {
    ...built,
    standIn,
    agent,
    bot: agent.get(BOT_API_ORIGIN),
    start,
    async login(userId = USERS.owner) {
      const started = await start();
      const back = await consent(standIn, started.authorize, userId);
      const callback = await app.inject({ url: `${back.pathname}${back.search}`, cookies: started.cookies });
      if (callback.headers.location !== '/guilds')
        throw new Error(`login failed: ${callback.statusCode} ${callback.headers.location}`);
      return cookieJar(callback);
    },
  };
}
