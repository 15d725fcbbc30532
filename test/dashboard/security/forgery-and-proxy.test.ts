// Checklist C (CSRF) and D (/api proxy), one named test per item.
import { createServer, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { once } from 'node:events';
import t, { type Test } from 'tap';
import { createBotApiClient, UpstreamError } from '../../../server/contract/client.js';
import { httpTransport } from '../../../server/platform/bot-api-http.js';
import { PROXIED } from '../../../server/dashboard/routes/api/proxy.js';
import { projectRoot } from '../../../server/platform/paths.js';
import { buildAuthApp, BOT_API_ORIGIN } from '../../helpers/auth.js';
import { TEST_SECRET, USERS } from '../../helpers/bot-api.js';
import { TEST_PUBLIC_URL } from '../../helpers/config.js';
import { until } from '../../helpers/work.js';

const G = '100000000000000001';
const ME = {
  id: USERS.owner,
  username: 'demo-owner',
  discriminator: '4821',
  avatar: null,
  guilds: [{ id: G, name: 'Demo Guild', icon: null }],
};
const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PUBLIC_URL };

async function signedIn(t: Test) {
  const auth = await buildAuthApp(t);
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, ME).persist();
  const session = await auth.signIn();
  const json = {
    'content-type': 'application/json',
    'x-csrf-token': session.record.csrfToken,
    origin: TEST_PUBLIC_URL,
  };
  return { ...auth, session, json };
}

t.test('C1 no state change on GET: every mutating route is POST, PUT or DELETE', async (t) => {
  const auth = await buildAuthApp(t);
  const routes = auth.app.printRoutes({ commonPrefix: false, includeHooks: false });
  t.match(routes, /logout \(POST\)/);
  t.notMatch(routes, /logout \((GET|HEAD)/, 'logout has no GET');
  for (const route of PROXIED)
    if (route.body) t.not(route.method, 'GET', `${route.path} mutates only through ${route.method}`);
});

t.test(
  'C2 every form post needs the session-bound token: missing, foreign or tampered tokens are refused',
  async (t) => {
    const { app, session, signIn } = await signedIn(t);
    const other = await signIn();
    const logout = (payload: string, cookies = session.cookies) =>
      app.inject({ method: 'POST', url: '/auth/logout', cookies, headers: FORM, payload });
    t.equal((await logout('')).statusCode, 403, 'no token');
    t.equal((await logout(`_csrf=${other.record.csrfToken}`)).statusCode, 403, "another session's token");
    t.equal((await logout(`_csrf=${session.record.csrfToken.slice(0, -1)}x`)).statusCode, 403, 'tampered');
    t.equal((await logout(`_csrf=${session.record.csrfToken}`)).statusCode, 303, 'valid');
  },
);

t.test('C3 not applicable: no cookie-mode CSRF plugin; tokens live in the server-side session', async (t) => {
  const { session } = await signedIn(t);
  t.equal(
    Object.keys(session.cookies).filter((name) => /csrf/i.test(name)).length,
    0,
    'no CSRF cookie exists to replay',
  );
  t.equal(Buffer.from(session.record.csrfToken, 'base64url').length, 32);
});

t.test('C4 unsafe requests must come from our origin (Origin or Sec-Fetch-Site)', async (t) => {
  const { app, session } = await signedIn(t);
  const post = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/auth/logout',
      cookies: session.cookies,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: `_csrf=${session.record.csrfToken}`,
    });
  const variants: Record<string, string>[] = [
    { origin: 'https://evil.test' },
    { origin: `${TEST_PUBLIC_URL}.evil.test` },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    {},
  ];
  for (const headers of variants) {
    t.equal((await post(headers)).statusCode, 403, JSON.stringify(headers));
  }
  t.equal((await post({ 'sec-fetch-site': 'same-origin' })).statusCode, 303);
});

t.test('C5 /api mutations need application/json and the X-CSRF-Token header', async (t) => {
  const { app, session, json, bot } = await signedIn(t);
  const url = `/api/guilds/${G}/features/tickets`;
  t.equal(
    (
      await app.inject({
        method: 'PUT',
        url,
        cookies: session.cookies,
        headers: { ...json, 'content-type': 'text/plain' },
        payload: '{"enabled":true}',
      })
    ).statusCode,
    415,
  );
  t.equal(
    (
      await app.inject({
        method: 'PUT',
        url,
        cookies: session.cookies,
        headers: { ...json, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'enabled=true',
      })
    ).statusCode,
    415,
  );
  const { 'x-csrf-token': _dropped, ...noToken } = json;
  t.equal(
    (await app.inject({ method: 'PUT', url, cookies: session.cookies, headers: noToken, payload: { enabled: true } }))
      .statusCode,
    403,
  );
  bot
    .intercept({ path: `/api/guilds/${G}/features/tickets`, method: 'PUT' })
    .reply(200, { name: 'tickets', displayName: 'Ticket-System', description: 'x', enabled: true });
  t.equal(
    (await app.inject({ method: 'PUT', url, cookies: session.cookies, headers: json, payload: { enabled: true } }))
      .statusCode,
    200,
  );
});

t.test('C6 unknown form fields are refused', async (t) => {
  const { app } = await signedIn(t);
  const res = await app.inject({ method: 'POST', url: '/theme', headers: FORM, payload: 'theme=dark&isPremium=true' });
  t.equal(res.statusCode, 400);
});

t.test('D1 only listed routes are proxied; everything else is a 404 with no upstream call', async (t) => {
  const { app, session, json } = await signedIn(t);
  const { 'content-type': _type, ...headers } = json;
  // With no interceptor for these paths, any upstream call would fail as 503, never 404.
  for (const [method, url] of [
    ['GET', `/api/autoresponses/${G}`],
    ['DELETE', `/api/guilds/${G}/features/tickets`],
    ['GET', '/api/admin/admins'],
    ['POST', `/api/discord/${G}/members`],
    ['GET', `/api/discord/${G}/members/extra`],
    ['GET', '/api/'],
  ] as const) {
    const res = await app.inject({ method, url, cookies: session.cookies, headers });
    t.equal(res.statusCode, 404, `${method} ${url}`);
  }
});

t.test('D2 ids are validated snowflakes; path tricks never reach upstream', async (t) => {
  const { app, session } = await signedIn(t);
  for (const guild of [
    '..%2f..%2fadmin',
    '%2e%2e',
    '1%2f..',
    '1234567890123456789012345',
    'abc',
    '18446744073709551616',
  ]) {
    const res = await app.inject({ url: `/api/discord/${guild}/roles`, cookies: session.cookies });
    t.ok([400, 404].includes(res.statusCode), `${guild} → ${res.statusCode}`);
  }
});

t.test('D3 a guild the user may not open is refused before anything goes upstream', async (t) => {
  const { app, session } = await signedIn(t);
  const res = await app.inject({ url: '/api/discord/100000000000000003/roles', cookies: session.cookies });
  t.equal(res.statusCode, 403);
  t.same(res.json(), { error: 'Kein Zugriff auf diesen Server', code: 'no_guild_access' });
});

t.test('D4 only our own headers go upstream; no upstream header comes back', async (t) => {
  const { app, session, bot } = await signedIn(t);
  let seen: Record<string, string> = {};
  bot.intercept({ path: `/api/discord/${G}/roles?assignableOnly=true`, method: 'GET' }).reply((options) => {
    seen = options.headers as Record<string, string>;
    return {
      statusCode: 200,
      data: { roles: [] },
      responseOptions: { headers: { 'set-cookie': 'upstream=1', server: 'bot-api', 'x-internal': 'yes' } },
    };
  });
  const res = await app.inject({
    url: `/api/discord/${G}/roles?assignableOnly=true`,
    cookies: session.cookies,
    headers: {
      'x-forwarded-for': '1.2.3.4',
      'x-admin-session': 'forged',
      authorization: 'Bearer forged',
      connection: 'x-secret',
      'x-secret': '1',
    },
  });
  t.equal(res.statusCode, 200);
  t.same(
    Object.keys(seen)
      .map((name) => name.toLowerCase())
      .sort(),
    ['accept', 'authorization'],
    'exactly accept and our bearer token',
  );
  t.notMatch(String(seen.authorization ?? (seen as Record<string, string>).Authorization), 'forged');
  t.notOk(res.headers['set-cookie']);
  t.notOk(res.headers['x-internal']);
  t.equal(res.headers['cache-control'], 'no-store');
});

t.test('D5 TLS to the bot API is verified (undici default; the client never turns it off)', async (t) => {
  const source = (await import('node:fs')).readFileSync(
    join(projectRoot, 'server', 'platform', 'bot-api-http.ts'),
    'utf8',
  );
  t.notMatch(source, /rejectUnauthorized/, 'no TLS verification override anywhere in the client');
});

t.test('D6 timeouts: an upstream that never answers becomes 504', async (t) => {
  const held: IncomingMessage[] = [];
  const server = createServer((request) => void held.push(request));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address() as { port: number };
  const client = createBotApiClient(
    httpTransport({
      baseUrl: `http://127.0.0.1:${address.port}`,
      secret: TEST_SECRET,
      limits: { headersMs: 300, bodyMs: 300 },
    }),
  );
  t.teardown(() => client.close());
  const outcome = await client
    .as({ id: USERS.owner, name: 'x', adminSessions: {} })
    .account.changelog()
    .catch((error: unknown) => error);
  t.ok(outcome instanceof UpstreamError, 'the call fails');
  t.equal((outcome as UpstreamError).responseStatus, 504);
  t.equal((outcome as UpstreamError).failure, 'timeout', "by the client's own timeout");
  t.equal(held.length, 1, 'the upstream had the request');
  const { socket } = held[0]!;
  await until(() => socket.closed, { on: [[socket, 'close']], what: 'the client to close the connection' });
  t.ok(socket.closed, 'the client gave up on the silent upstream and closed the connection');
});

t.test('D7 upstream redirects are not followed', async (t) => {
  const { app, session, bot } = await signedIn(t);
  bot
    .intercept({ path: `/api/discord/${G}/roles`, method: 'GET' })
    .reply(302, '', { headers: { location: 'https://evil.test/' } });
  const res = await app.inject({ url: `/api/discord/${G}/roles`, cookies: session.cookies });
  t.equal(res.statusCode, 502, 'an unexpected answer, not a redirect');
  t.notOk(res.headers.location, 'no Location is passed on');
});

t.test('D8 bodies are validated and re-serialized: what is checked is what is sent', async (t) => {
  const { app, session, json, bot } = await signedIn(t);
  let sent = '';
  bot.intercept({ path: `/api/notifications/${G}/settings`, method: 'PUT' }).reply((options) => {
    sent = String(options.body);
    return { statusCode: 200, data: { setupCompleted: true, notificationRoles: [], notificationsEnabled: false } };
  });
  t.equal(
    (
      await app.inject({
        method: 'PUT',
        url: `/api/notifications/${G}/settings`,
        cookies: session.cookies,
        headers: json,
        payload: '{"notificationsEnabled":false,   "extra":1}',
      })
    ).statusCode,
    400,
    'unknown fields refused',
  );
  const ok = await app.inject({
    method: 'PUT',
    url: `/api/notifications/${G}/settings`,
    cookies: session.cookies,
    headers: { ...json, 'content-type': 'application/json; charset=utf-8' },
    payload: '{ "notificationsEnabled" : false }',
  });
  t.equal(ok.statusCode, 200);
  t.equal(sent, '{"notificationsEnabled":false}');
});

t.test('D9 upstream 5xx become generic bodies; nothing of upstream is reflected', async (t) => {
  const { app, session, bot } = await signedIn(t);
  bot
    .intercept({ path: `/api/discord/${G}/roles`, method: 'GET' })
    .reply(500, { error: 'TypeError: x at /srv/secret.js:1' });
  const res = await app.inject({ url: `/api/discord/${G}/roles`, cookies: session.cookies });
  t.equal(res.statusCode, 502);
  t.same(res.json(), { error: 'Der Server hat eine ungültige Antwort erhalten.', code: 'upstream_unavailable' });
  bot.intercept({ path: `/api/discord/${G}/roles`, method: 'GET' }).reply(503, { error: 'Discord is not reachable' });
  t.equal((await app.inject({ url: `/api/discord/${G}/roles`, cookies: session.cookies })).statusCode, 503);
  bot.intercept({ path: `/api/discord/${G}/roles`, method: 'GET' }).replyWithError(new Error('ECONNREFUSED'));
  t.equal((await app.inject({ url: `/api/discord/${G}/roles`, cookies: session.cookies })).statusCode, 503);
});

t.test('D9 an upstream 503 that names its cause keeps its code, worded in our sentence', async (t) => {
  const { app, session, bot } = await signedIn(t);
  const roles = () => app.inject({ url: `/api/discord/${G}/roles`, cookies: session.cookies });
  bot
    .intercept({ path: `/api/discord/${G}/roles`, method: 'GET' })
    .reply(503, { error: 'The request took too long', code: 'timeout' });
  const late = await roles();
  t.equal(late.statusCode, 503);
  t.same(late.json(), {
    error: 'Die Anfrage hat zu lange gedauert. Bitte versuche es gleich erneut.',
    code: 'timeout',
  });
  bot
    .intercept({ path: `/api/discord/${G}/roles`, method: 'GET' })
    .reply(
      503,
      { error: 'Discord is not reachable', code: 'discord_unavailable' },
      { headers: { 'retry-after': '5' } },
    );
  const away = await roles();
  t.equal(away.statusCode, 503);
  t.same(away.json(), {
    error: 'Discord ist gerade nicht erreichbar. Bitte versuche es gleich erneut.',
    code: 'discord_unavailable',
  });
  t.equal(away.headers['retry-after'], '5');
});

t.test('D11 every /api refusal is worded by its code: never the bot API’s or the validator’s English', async (t) => {
  const { app, session, json, bot } = await signedIn(t);
  const put = (url: string, payload: string, headers: Record<string, string> = json) =>
    app.inject({ method: 'PUT', url, cookies: session.cookies, headers, payload });
  const matrix = `/api/command-permissions/${G}/110000000000000004`;
  const { 'x-csrf-token': _dropped, ...noToken } = json;
  t.same((await put(matrix, '{}', noToken)).json(), {
    error: 'Das Formular ist abgelaufen. Bitte lade die Seite neu und versuche es erneut.',
    code: 'csrf_invalid',
  });
  t.same((await put(matrix, 'x', { ...json, 'content-type': 'text/plain' })).json(), {
    error: 'Diese Anfrage muss JSON senden.',
    code: 'unsupported_media_type',
  });
  const invalid = await put(
    matrix,
    JSON.stringify({ roleName: 'x'.repeat(101), allowedCommands: [], deniedCommands: [] }),
  );
  t.equal(invalid.statusCode, 400);
  t.same(invalid.json(), {
    error: 'Die Eingaben sind ungültig.',
    code: 'invalid_request',
    issues: [{ path: 'body.roleName', code: 'too_big', message: 'Höchstens 100 Zeichen', limit: 100 }],
  });

  const upstream = (status: number, body: object) => bot.intercept({ path: matrix, method: 'PUT' }).reply(status, body);
  const valid = JSON.stringify({ roleName: 'Moderator', allowedCommands: ['ticket'], deniedCommands: [] });
  upstream(400, { error: 'Unknown commands: ticket', code: 'commands_unknown' });
  t.same((await put(matrix, valid)).json(), {
    error: 'Darunter sind Befehle, die der Bot nicht kennt.',
    code: 'commands_unknown',
  });
  upstream(403, {
    error: 'This needs the dashboard.admin permission on this server',
    code: 'permission_missing',
    needs: 'dashboard.admin',
  });
  t.same((await put(matrix, valid)).json(), {
    error:
      'Dafür fehlt die Berechtigung „Voller Dashboard-Zugriff“. Die Admins dieses Servers vergeben sie unter Berechtigungen.',
    code: 'permission_missing',
    needs: 'dashboard.admin',
  });
  upstream(400, {
    error: 'Invalid body: roleName: Too big',
    code: 'invalid_request',
    issues: [{ path: 'body.roleName', code: 'too_big', message: 'Too big', limit: 100 }],
  });
  t.same((await put(matrix, valid)).json(), {
    error: 'Die Eingaben sind ungültig.',
    code: 'invalid_request',
    issues: [{ path: 'body.roleName', code: 'too_big', message: 'Die Eingaben sind ungültig.', limit: 100 }],
  });
  upstream(409, { error: 'Already there' });
  t.same(
    (await put(matrix, valid)).json(),
    { error: 'Already there' },
    'a bot API without codes: its own text, the server knows best',
  );
});

t.test('D10 body limits: 256 KiB for /api, 64 KiB for forms', async (t) => {
  const { app, session, json } = await signedIn(t);
  const big = JSON.stringify({ notificationRoles: [], pad: 'x'.repeat(300 * 1024) });
  t.equal(
    (
      await app.inject({
        method: 'PUT',
        url: `/api/notifications/${G}/settings`,
        cookies: session.cookies,
        headers: json,
        payload: big,
      })
    ).statusCode,
    413,
  );
  t.equal(
    (
      await app.inject({
        method: 'POST',
        url: '/theme',
        headers: FORM,
        payload: `theme=dark&back=${'x'.repeat(70 * 1024)}`,
      })
    ).statusCode,
    413,
  );
});

t.test('the client adds X-Admin-Session only for the guild in the path', async (t) => {
  const { agent } = await signedIn(t);
  const client = createBotApiClient(httpTransport({ baseUrl: BOT_API_ORIGIN, secret: TEST_SECRET, dispatcher: agent }));
  const seen: (string | undefined)[] = [];
  const pool = agent.get(BOT_API_ORIGIN);
  for (const path of [`/api/guilds/${G}/features`, '/api/guilds/100000000000000002/features', '/api/changelog']) {
    pool.intercept({ path, method: 'GET' }).reply((options) => {
      seen.push((options.headers as Record<string, string>)['x-admin-session']);
      return { statusCode: 200, data: [] };
    });
  }
  const user = { id: USERS.operator, name: 'op', adminSessions: { [G]: { token: 'admin-token' } } };
  const api = client.as(user);
  await api.guildSettings.features({ guildId: G });
  await api.guildSettings.features({ guildId: '100000000000000002' });
  await api.account.changelog();
  t.same(seen, ['admin-token', undefined, undefined]);
});
