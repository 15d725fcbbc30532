// Checklist A (OAuth2 login) and B (sessions) of SECURITY.md, one named test per item.
import { randomBytes } from 'node:crypto';
import t from 'tap';
import { Redis } from 'ioredis';
import { canManageGuild } from '../../../server/bot-api/access.js';
import { storeKey, IDLE_TIMEOUT_MS } from '../../../server/dashboard/session/sessions.js';
import { redisSessionStore } from '../../../server/dashboard/session/store.js';
import { buildAuthApp, consent, cookieJar } from '../../helpers/auth.js';
import { USERS } from '../../helpers/bot-api.js';
import { TEST_PUBLIC_URL } from '../../helpers/config.js';
import { alertOf } from '../../helpers/app.js';

const ME = {
  id: USERS.owner,
  username: 'demo-owner',
  discriminator: '4821',
  avatar: null,
  guilds: [{ id: '100000000000000001', name: 'Demo Guild', icon: null }],
};

t.test('A1 authorize redirect: code flow, identify guilds, fresh 128-bit state, S256', async (t) => {
  const auth = await buildAuthApp(t);
  const first = await auth.start();
  const second = await auth.start();
  t.equal(first.res.statusCode, 302);
  t.equal(`${first.authorize.origin}${first.authorize.pathname}`, `${auth.standIn.url}/oauth2/authorize`);
  const q = first.authorize.searchParams;
  t.equal(q.get('response_type'), 'code');
  t.equal(q.get('scope'), 'identify guilds');
  t.equal(q.get('code_challenge_method'), 'S256');
  t.ok((q.get('state') ?? '').length >= 22, 'state carries at least 128 bits');
  t.not(q.get('state'), second.authorize.searchParams.get('state'), 'a new state on each start');
  t.equal(first.res.headers['cache-control'], 'no-store');
});

t.test('A2 the callback URL comes from PUBLIC_URL, never from Host or X-Forwarded-Host', async (t) => {
  const auth = await buildAuthApp(t);
  const { authorize } = await auth.start({
    host: 'evil.test',
    'x-forwarded-host': 'evil.test',
    'x-forwarded-proto': 'http',
  });
  t.equal(authorize.searchParams.get('redirect_uri'), `${TEST_PUBLIC_URL}/auth/callback`);
});

t.test(
  'A3 state and verifier cookies: __Host- names, Secure, HttpOnly, SameSite=Lax, Path=/, Max-Age <= 600',
  async (t) => {
    const auth = await buildAuthApp(t);
    const { res } = await auth.start();
    for (const name of ['__Host-oauth-state', '__Host-oauth-pkce']) {
      const cookie = res.cookies.find((entry) => entry.name === name);
      t.ok(cookie, name);
      t.match(cookie, { secure: true, httpOnly: true, sameSite: 'Lax', path: '/' }, name);
      t.ok(cookie!.maxAge! > 0 && cookie!.maxAge! <= 600, `${name} Max-Age`);
      t.notOk(cookie!.domain, 'no Domain');
    }
  },
);

t.test('A4 a missing or wrong state fails before any token request, with a generic outcome', async (t) => {
  const auth = await buildAuthApp(t);
  const started = await auth.start();
  const back = await consent(auth.standIn, started.authorize, USERS.owner);
  const tokensBefore = auth.standIn.controls.activeTokens();
  const wrong = await auth.app.inject({
    url: `/auth/callback?code=${back.searchParams.get('code')}&state=forged`,
    cookies: started.cookies,
  });
  t.equal(wrong.statusCode, 302);
  t.equal(wrong.headers.location, '/login?error=failed');
  t.equal(auth.standIn.controls.activeTokens(), tokensBefore, 'no token was issued');
  const missing = await auth.app.inject({ url: `/auth/callback?code=${back.searchParams.get('code')}` });
  t.equal(missing.headers.location, '/login?error=failed');
  t.notMatch(wrong.body + missing.body, /Error|at .*\.js/);
});

t.test('A5 the callback clears state and verifier cookies, on success and on failure; a replay fails', async (t) => {
  const auth = await buildAuthApp(t);
  const started = await auth.start();
  const back = await consent(auth.standIn, started.authorize, USERS.owner);
  const url = `${back.pathname}${back.search}`;
  const ok = await auth.app.inject({ url, cookies: started.cookies });
  t.equal(ok.headers.location, '/guilds');
  for (const name of ['__Host-oauth-state', '__Host-oauth-pkce'])
    t.ok(
      ok.cookies.some((c) => c.name === name && c.value === '' && c.path === '/'),
      `${name} cleared on success`,
    );
  const replay = await auth.app.inject({ url, cookies: started.cookies });
  t.equal(replay.headers.location, '/login?error=failed', 'the code is single-use');
  for (const name of ['__Host-oauth-state', '__Host-oauth-pkce'])
    t.ok(
      replay.cookies.some((c) => c.name === name && c.value === ''),
      `${name} cleared on failure`,
    );
  const refused = await auth.app.inject({
    url: `/auth/callback?error=access_denied&state=${started.authorize.searchParams.get('state')}`,
    cookies: started.cookies,
  });
  t.equal(refused.headers.location, '/login?error=failed', 'a refused consent lands on /login?error=failed');
});

t.test('A6 the token exchange proves the PKCE verifier (a wrong verifier cookie fails)', async (t) => {
  const auth = await buildAuthApp(t);
  const started = await auth.start();
  const back = await consent(auth.standIn, started.authorize, USERS.owner);
  const tampered = {
    ...started.cookies,
    '__Host-oauth-pkce': auth.app.signCookie(randomBytes(32).toString('base64url')),
  };
  const res = await auth.app.inject({ url: `${back.pathname}${back.search}`, cookies: tampered });
  t.equal(res.headers.location, '/login?error=failed', 'the stand-in refused the verifier, as Discord would');
  const fine = await auth.login();
  t.ok(Object.keys(fine).includes('__Host-sid'), 'the genuine verifier signs in');
});

t.test('A7 and F5: Discord tokens never reach the browser or the logs', async (t) => {
  const auth = await buildAuthApp(t, { captureLogs: true });
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, ME).persist();
  auth.bot
    .intercept({ path: '/api/admin/status', method: 'GET' })
    .reply(200, { isAdmin: false, level: null })
    .persist();
  const started = await auth.start();
  const back = await consent(auth.standIn, started.authorize, USERS.owner);
  const callback = await auth.app.inject({ url: `${back.pathname}${back.search}`, cookies: started.cookies });
  const cookies = cookieJar(callback);
  const key = storeKey(auth.app.unsignCookie(cookies['__Host-sid']!).value!);
  const record = (await auth.store.get(key))!;
  const secrets = [
    record.discord.accessToken,
    record.discord.refreshToken!,
    back.searchParams.get('code')!,
    started.authorize.searchParams.get('state')!,
  ];
  const pages = [
    callback,
    await auth.app.inject({ url: '/guilds', cookies }),
    await auth.app.inject({ url: '/login', cookies }),
  ];
  for (const res of pages) {
    const everything = JSON.stringify(res.headers) + res.body;
    for (const secret of secrets) t.notOk(everything.includes(secret), `a secret is absent from ${res.raw.req.url}`);
  }
  const logs = auth.logs.join('\n');
  for (const secret of secrets) t.notOk(logs.includes(secret), 'a secret is absent from the logs');
  t.notMatch(logs, /code=|state=/);
});

t.test('A8 manage permission = owner, Administrator or Manage Guild (64-bit permissions)', async (t) => {
  const guild = {
    id: '1',
    name: 'g',
    icon: null,
    owner_id: '10',
    verification_level: 0,
    premium_tier: 0,
    features: [],
    roles: [],
  };
  const role = (id: string, bits: bigint) => ({
    id,
    name: id,
    color: 0,
    position: 1,
    permissions: bits.toString(),
    managed: false,
  });
  t.ok(canManageGuild(guild, '10', [role('1', 0n)], []));
  t.ok(canManageGuild(guild, '11', [role('1', 0n), role('r', 1n << 3n)], ['r']));
  t.ok(canManageGuild(guild, '11', [role('1', 0n), role('r', 1n << 5n)], ['r']));
  t.notOk(canManageGuild(guild, '11', [role('1', 0n), role('r', (1n << 45n) | (1n << 28n))], ['r']));
});

t.test('A9 guild access is re-checked by the bot API on every page and mutation (lost rights: refused)', async (t) => {
  const auth = await buildAuthApp(t);
  const cookies = await auth.login();
  auth.bot
    .intercept({ path: '/api/dashboard/100000000000000001/stats', method: 'GET' })
    .reply(403, { error: 'You are not a member of this server' });
  const res = await auth.app.inject({ url: '/dashboard/100000000000000001', cookies });
  t.equal(res.statusCode, 403);
  t.match(res.body, 'Du hast keine Berechtigung für diesen Bereich dieses Servers.');
  t.match(res.body, 'class="sidebar"', 'refused inside the layout, not a crash');
});

t.test(
  'A10 the guild list: one Discord call for 20 parallel requests; a 429 is honoured without retrying',
  async (t) => {
    const auth = await buildAuthApp(t);
    auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, ME).persist();
    auth.bot
      .intercept({ path: '/api/admin/status', method: 'GET' })
      .reply(200, { isAdmin: false, level: null })
      .persist();
    const cookies = await auth.login();
    const pages = await Promise.all(Array.from({ length: 20 }, () => auth.app.inject({ url: '/guilds', cookies })));
    t.ok(pages.every((page) => page.statusCode === 200));
    t.equal(auth.standIn.controls.calls('/users/@me/guilds'), 1, 'single flight, then cached');

    const limited = await buildAuthApp(t);
    limited.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, ME).persist();
    limited.bot
      .intercept({ path: '/api/admin/status', method: 'GET' })
      .reply(200, { isAdmin: false, level: null })
      .persist();
    const other = await limited.login();
    limited.standIn.controls.rateLimitNext(1, 30);
    const first = await limited.app.inject({ url: '/guilds', cookies: other });
    t.equal(first.statusCode, 502);
    t.match(alertOf(first.body), { message: 'Failed to load guilds', link: { text: 'Try Again' } });
    const second = await limited.app.inject({ url: '/guilds', cookies: other });
    t.match(second.body, 'Failed to load guilds');
    t.equal(limited.standIn.controls.calls('/users/@me/guilds'), 1, 'no further call within retry_after');
  },
);

t.test('A11 a 401 on the user token ends the session with one upstream call and no retry', async (t) => {
  const auth = await buildAuthApp(t);
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, ME).persist();
  auth.bot
    .intercept({ path: '/api/admin/status', method: 'GET' })
    .reply(200, { isAdmin: false, level: null })
    .persist();
  const cookies = await auth.login();
  const key = storeKey(auth.app.unsignCookie(cookies['__Host-sid']!).value!);
  const record = (await auth.store.get(key))!;
  await auth.store.set(key, { ...record, discord: { ...record.discord, accessToken: 'revoked-elsewhere' } }, 600);
  const res = await auth.app.inject({ url: '/guilds', cookies });
  t.equal(res.statusCode, 302);
  t.equal(res.headers.location, '/login?error=unauthorized&next=%2Fguilds', 'back to the page after signing in');
  t.equal(await auth.store.get(key), null, 'the session is destroyed');
  const botApi401 = await buildAuthApp(t);
  const botCookies = await botApi401.login();
  botApi401.bot
    .intercept({ path: '/api/dashboard/100000000000000001/stats', method: 'GET' })
    .reply(401, { error: 'Missing, invalid or expired token' });
  const page = await botApi401.app.inject({ url: '/dashboard/100000000000000001', cookies: botCookies });
  t.equal(
    page.headers.location,
    '/login?error=unauthorized&next=%2Fdashboard%2F100000000000000001',
    'a 401 from the bot API as well',
  );
});

t.test(
  'A12 and B5 logout is a POST with the form token: revokes the Discord token, ends the session, clears the cookie',
  async (t) => {
    const auth = await buildAuthApp(t);
    const cookies = await auth.login();
    const key = storeKey(auth.app.unsignCookie(cookies['__Host-sid']!).value!);
    const record = (await auth.store.get(key))!;
    const tokens = auth.standIn.controls.activeTokens();
    t.equal(
      (await auth.app.inject({ url: '/auth/logout', cookies })).headers.location,
      '/',
      'GET /auth/logout does not log out',
    );
    t.ok(await auth.store.get(key));
    const res = await auth.app.inject({
      method: 'POST',
      url: '/auth/logout',
      cookies,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PUBLIC_URL },
      payload: `_csrf=${record.csrfToken}`,
    });
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/login');
    t.equal(auth.standIn.controls.activeTokens(), tokens - 1, 'revoked at Discord');
    t.equal(await auth.store.get(key), null);
    t.ok(
      res.cookies.some((c) => c.name === '__Host-sid' && c.value === ''),
      'cookie cleared',
    );
    const replay = await auth.app.inject({ url: '/guilds', cookies });
    t.equal(replay.headers.location, '/login?error=unauthorized&next=%2Fguilds', 'B5: the old cookie no longer works');
  },
);

t.test('A13 no open redirect after login: next= values are ignored', async (t) => {
  const auth = await buildAuthApp(t);
  for (const next of ['https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)', `'"><script>`]) {
    const started = await auth.app.inject({ url: `/auth/discord?next=${encodeURIComponent(next)}` });
    const back = await consent(auth.standIn, new URL(String(started.headers.location)), USERS.owner);
    const callback = await auth.app.inject({
      url: `${back.pathname}${back.search}&next=${encodeURIComponent(next)}`,
      cookies: cookieJar(started),
    });
    t.equal(callback.headers.location, '/guilds', next);
  }
});

t.test('B1 session cookie: __Host-sid, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain, small', async (t) => {
  const auth = await buildAuthApp(t);
  const started = await auth.start();
  const back = await consent(auth.standIn, started.authorize, USERS.owner);
  const res = await auth.app.inject({ url: `${back.pathname}${back.search}`, cookies: started.cookies });
  const sid = res.cookies.find((cookie) => cookie.name === '__Host-sid');
  t.match(sid, { secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  t.notOk(sid!.domain);
  t.ok(sid!.value.length < 4096);
});

t.test('B2 session ids are 256-bit random and the store keys by sha256(id)', async (t) => {
  const auth = await buildAuthApp(t);
  const ids = new Set<string>();
  for (let index = 0; index < 200; index += 1) {
    const { cookies } = await auth.signIn();
    const id = auth.app.unsignCookie(cookies['__Host-sid']!).value!;
    t.equal(Buffer.from(id, 'base64url').length, 32);
    ids.add(id);
    if (index === 0) {
      t.equal(await auth.store.get(id), null, 'the raw id is not a key');
      t.ok(await auth.store.get(storeKey(id)));
    }
  }
  t.equal(ids.size, 200);
});

t.test('B3 login issues a new id and destroys the pre-login session', async (t) => {
  const auth = await buildAuthApp(t);
  const before = await auth.signIn();
  const started = await auth.start();
  const back = await consent(auth.standIn, started.authorize, USERS.owner);
  const res = await auth.app.inject({
    url: `${back.pathname}${back.search}`,
    cookies: { ...started.cookies, ...before.cookies },
  });
  const after = cookieJar(res)['__Host-sid'];
  t.ok(after);
  t.not(after, before.cookies['__Host-sid']);
  t.equal(await auth.store.get(before.key), null, 'the old session is gone');
});

t.test('B4 idle (30 min) and absolute (12 h) timeouts are enforced on the server', async (t) => {
  const clock = { now: new Date('2026-11-22T08:00:00Z') };
  const auth = await buildAuthApp(t, { now: () => clock.now });
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, ME).persist();
  auth.bot
    .intercept({ path: '/api/admin/status', method: 'GET' })
    .reply(200, { isAdmin: false, level: null })
    .persist();
  const cookies = await auth.login();
  clock.now = new Date(clock.now.getTime() + IDLE_TIMEOUT_MS + 1000);
  t.equal(
    (await auth.app.inject({ url: '/guilds', cookies })).headers.location,
    '/login?error=unauthorized&next=%2Fguilds',
    'idle for 30 min + 1 s',
  );
  const active = await auth.login();
  const signedInAt = clock.now.getTime();
  let refusedAfter = 0;
  for (let step = 1; step <= 40 && refusedAfter === 0; step += 1) {
    clock.now = new Date(signedInAt + step * 25 * 60_000);
    if ((await auth.app.inject({ url: '/guilds', cookies: active })).statusCode !== 200)
      refusedAfter = step * 25 * 60_000;
  }
  t.ok(
    refusedAfter > 11.5 * 3_600_000 && refusedAfter <= 12.5 * 3_600_000,
    `active every 25 minutes, ended after 12 h (${refusedAfter / 3_600_000} h)`,
  );
});

t.test(
  'B6 sessions in Redis are shared by two app instances; logout on one ends it on both',
  { skip: process.env.REDIS_URL ? false : 'REDIS_URL is not set' },
  async (t) => {
    const prefix = randomBytes(4).toString('hex');
    const env = { REDIS_URL: process.env.REDIS_URL!, SESSION_SECRET: `shared-secret-${prefix}-shared-secret-shared` };
    const one = await buildAuthApp(t, { env, sessionStore: await redisSessionStore(process.env.REDIS_URL!) });
    // One Discord for both instances, as in production.
    const two = await buildAuthApp(t, {
      env,
      sessionStore: await redisSessionStore(process.env.REDIS_URL!),
      standIn: one.standIn,
    });
    for (const instance of [one, two]) {
      instance.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, ME).persist();
      instance.bot
        .intercept({ path: '/api/admin/status', method: 'GET' })
        .reply(200, { isAdmin: false, level: null })
        .persist();
    }
    const cookies = await one.login();
    const key = storeKey(one.app.unsignCookie(cookies['__Host-sid']!).value!);
    const record = (await one.store.get(key))!;
    t.equal((await two.app.inject({ url: '/guilds', cookies })).statusCode, 200, 'signed in on one, used on the other');
    const logout = await two.app.inject({
      method: 'POST',
      url: '/auth/logout',
      cookies,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PUBLIC_URL },
      payload: `_csrf=${record.csrfToken}`,
    });
    t.equal(logout.statusCode, 303);
    t.equal(
      (await one.app.inject({ url: '/guilds', cookies })).headers.location,
      '/login?error=unauthorized&next=%2Fguilds',
      'refused on the first after logout on the second',
    );
    const redis = new Redis(process.env.REDIS_URL!);
    t.equal(await redis.exists(`guildhall:session:${key}`), 0, 'gone from Redis');
    await redis.quit();
  },
);

t.test('B7 the cookie-signing secret is validated at boot: too short stops the process', async (t) => {
  const { ConfigError } = await import('../../../server/platform/config.js');
  const { loadConfig } = await import('../../../server/system.js');
  t.throws(() => loadConfig({ SESSION_SECRET: 'short' }), ConfigError);
  t.throws(() => loadConfig({ BOT_API_SECRET: 'short' }), ConfigError);
  t.doesNotThrow(() => loadConfig({ SESSION_SECRET: 'x'.repeat(32) }));
});

t.test('rate limits: the login start answers 429 with a clear page after too many attempts', async (t) => {
  const auth = await buildAuthApp(t);
  let last = await auth.app.inject({ url: '/auth/discord', headers: { accept: 'text/html' } });
  for (let attempt = 0; attempt < 40 && last.statusCode !== 429; attempt += 1)
    last = await auth.app.inject({ url: '/auth/discord', headers: { accept: 'text/html' } });
  t.equal(last.statusCode, 429);
  t.match(last.body, 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.');
  t.ok(last.headers['retry-after'], 'with Retry-After');
});

t.test('B8 session ids are accepted from the cookie only, never from the query or body', async (t) => {
  const auth = await buildAuthApp(t);
  const { cookies } = await auth.signIn();
  const raw = auth.app.unsignCookie(cookies['__Host-sid']!).value!;
  for (const url of [`/guilds?sid=${raw}`, `/guilds?__Host-sid=${encodeURIComponent(cookies['__Host-sid']!)}`]) {
    t.equal((await auth.app.inject(url)).headers.location, '/login', url);
  }
});
