// Checklist E (rendering and headers) and F (reliability), one named test per item.
import t from 'tap';
import { renderDocument } from '../../../server/dashboard/render/render-document.js';
import { loadManifest } from '../../../server/dashboard/render/manifest.js';
import { assetsDir } from '../../../server/platform/paths.js';
import type { RegisteredRoute } from '../../../server/dashboard/routes/registered-route.js';
import { ThemeToggleIsland } from '../../../views/islands.js';
import { buildAuthApp } from '../../helpers/auth.js';
import { buildTestApp } from '../../helpers/app.js';
import { testConfig } from '../../helpers/config.js';
import { USERS } from '../../helpers/bot-api.js';
import { SPEC_TEXTS } from '../../../views/i18n/texts.js';

const G = '100000000000000001';
const ME = {
  id: USERS.owner,
  username: 'demo-owner',
  discriminator: '4821',
  avatar: null,
  guilds: [{ id: G, name: 'Demo Guild', icon: null }],
};

t.test('E6 island props are escaped JSON that round-trips and cannot open a script', async (t) => {
  const hostile = '</script><script>alert(1)</script><!--\u2028';
  const html = renderDocument({
    timeZone: 'Europe/Berlin',
    manifest: loadManifest(assetsDir),
    title: 'x',
    theme: null,
    body: <ThemeToggleIsland back={hostile} texts={SPEC_TEXTS.theme} />,
  });
  t.equal(html.match(/<script/g)?.length, 2);
  const json = /data-island-props="i0">([^<]*)<\/script>/.exec(html)![1]!;
  t.same(JSON.parse(json), { back: hostile, texts: SPEC_TEXTS.theme });
});

t.test("E7 CSP allows scripts from 'self' only, and no page has an inline script", async (t) => {
  const auth = await buildAuthApp(t);
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, ME).persist();
  auth.bot.intercept({ path: '/api/admin/status', method: 'GET' }).reply(200, { isAdmin: true, level: 3 }).persist();
  const cookies = await auth.login();
  for (const url of ['/login', '/tos', '/dataprivacy', '/guilds']) {
    const res = await auth.app.inject({ url, cookies: url === '/guilds' ? cookies : {} });
    t.match(String(res.headers['content-security-policy']), "script-src 'self';", url);
    const scripts = res.body.match(/<script[^>]*>/g) ?? [];
    t.ok(
      scripts.every((tag) => / src="\/assets\//.test(tag) || tag.includes('type="application/json"')),
      `${url}: only external modules and JSON data`,
    );
  }
});

t.test('E8 security headers on HTML, JSON, static, 404, redirects and errors', async (t) => {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  const responses = [
    await auth.app.inject('/login'),
    await auth.app.inject('/livez'),
    await auth.app.inject('/favicon.ico'),
    await auth.app.inject('/assets/missing.js'),
    await auth.app.inject('/nope'),
    await auth.app.inject({ url: '/api/discord/not-an-id/roles', cookies: session.cookies }),
    await auth.app.inject({
      method: 'POST',
      url: '/theme',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'theme=dark',
    }),
  ];
  for (const res of responses) {
    const where = `${res.raw.req.method} ${res.raw.req.url} (${res.statusCode})`;
    t.match(String(res.headers['content-security-policy']), "frame-ancestors 'none'", where);
    t.equal(res.headers['x-content-type-options'], 'nosniff', where);
    t.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', where);
    t.ok(res.headers['permissions-policy'], where);
    t.equal(res.headers['referrer-policy'], 'same-origin', where);
  }
});

t.test('E9 signed-in HTML and all JSON are never stored by caches', async (t) => {
  const auth = await buildAuthApp(t);
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, ME).persist();
  auth.bot
    .intercept({ path: '/api/admin/status', method: 'GET' })
    .reply(200, { isAdmin: false, level: null })
    .persist();
  auth.bot.intercept({ path: `/api/discord/${G}/roles`, method: 'GET' }).reply(200, { roles: [] });
  const cookies = await auth.login();
  t.equal((await auth.app.inject({ url: '/guilds', cookies })).headers['cache-control'], 'no-store');
  t.equal((await auth.app.inject({ url: `/api/discord/${G}/roles`, cookies })).headers['cache-control'], 'no-store');
  t.equal(
    (await auth.app.inject({ url: '/login' })).headers['cache-control'],
    'no-cache',
    'public pages may be revalidated',
  );
});

t.test('E10 static files: no dotfiles, no listing, no external redirect, no source maps', async (t) => {
  const { app } = await buildTestApp(t);
  t.ok([403, 404].includes((await app.inject('/assets/.env')).statusCode), 'dotfiles are refused');
  t.not((await app.inject('/assets/')).statusCode, 200);
  const odd = await app.inject('//evil.test/%2e%2e');
  t.notMatch(String(odd.headers.location ?? ''), /evil/);
  t.equal((await app.inject('/assets/boot.js.map')).statusCode, 404);
});

t.test('F6 5xx bodies are generic', async (t) => {
  const boom: RegisteredRoute = {
    path: '/__test/boom',
    register: (fastify) =>
      void fastify.get('/__test/boom', async () => {
        throw new Error('password=hunter2 at /srv/app.js:1');
      }),
  };
  const { app } = await buildTestApp(t, { extraRoutes: [boom] });
  const res = await app.inject('/__test/boom');
  t.equal(res.statusCode, 500);
  t.same(res.json(), { error: 'Ein interner Fehler ist aufgetreten. Bitte versuche es später erneut.' });
});

t.test('F8 X-Forwarded-* is believed only from the configured proxy', async (t) => {
  const echo: RegisteredRoute = {
    path: '/__test/ip',
    register: (fastify) =>
      void fastify.get('/__test/ip', async (request) => ({ ip: request.ip, protocol: request.protocol })),
  };
  const { app } = await buildTestApp(t, { extraRoutes: [echo], config: testConfig({ TRUST_PROXY: '10.0.0.5' }) });
  const spoofed = await app.inject({
    url: '/__test/ip',
    remoteAddress: '203.0.113.9',
    headers: { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' },
  });
  t.same(spoofed.json(), { ip: '203.0.113.9', protocol: 'http' });
  const proxied = await app.inject({
    url: '/__test/ip',
    remoteAddress: '10.0.0.5',
    headers: { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' },
  });
  t.same(proxied.json(), { ip: '1.2.3.4', protocol: 'https' });
});

t.test('F9 /readyz reports a session store that is down; /livez does not depend on it', async (t) => {
  const { app } = await buildTestApp(t, {
    config: testConfig({ REDIS_URL: 'redis://127.0.0.1:1' }),
    sessionStore: await (await import('../../../server/dashboard/session/store.js')).redisSessionStore(
      'redis://127.0.0.1:1',
    ),
  });
  t.equal((await app.inject('/livez')).statusCode, 200);
  const ready = await app.inject('/readyz');
  t.equal(ready.statusCode, 503);
  t.same(ready.json(), { status: 'unavailable' });
});
