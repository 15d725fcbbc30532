// Findings R2-R6 of the outside review in SECURITY.md, one regression test each, named after the
// checklist id they belong to.
import t from 'tap';
import { ConfigError } from '../../../server/platform/config.js';
import { SPEC_TEXTS } from '../../../views/i18n/texts.js';
import { buildAuthApp } from '../../helpers/auth.js';
import { FORM, SAME_ORIGIN, textOf } from '../../helpers/app.js';
import { buildTestBotApi, IDS, storeKinds, TEST_SERVICE_TOKEN, USERS } from '../../helpers/bot-api.js';
import { startDemo } from '../../helpers/browser.js';
import { fetchRaw, signInOverHttp } from '../../helpers/http-client.js';
import { loadConfig } from '../../../server/system.js';

const G = '100000000000000001';
const JSON_HEADERS = { ...SAME_ORIGIN, 'content-type': 'application/json' } as const;

t.test('D9 and R2 /api answers a failing dependency with 503/504 (and Retry-After), never "no access"', async (t) => {
  const auth = await buildAuthApp(t);
  const { cookies } = await auth.signIn();
  // The access check itself fails: the bot API is rate limited by Discord, then unreachable.
  auth.bot
    .intercept({ path: '/auth/me', method: 'GET' })
    .reply(503, { error: 'Discord is not reachable right now' }, { headers: { 'retry-after': '7' } });
  const limited = await auth.app.inject({ url: `/api/discord/${G}/roles`, cookies });
  t.equal(limited.statusCode, 503);
  t.equal(limited.headers['retry-after'], '7');
  t.notMatch(limited.body, 'Kein Zugriff');
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).replyWithError(new Error('ECONNREFUSED'));
  const down = await auth.app.inject({ url: `/api/discord/${G}/roles`, cookies });
  t.equal(down.statusCode, 503);
  t.notMatch(down.body, 'Kein Zugriff');
  // Access known, the proxied call itself rate limited: the Retry-After reaches the island.
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, {
    id: USERS.owner,
    username: 'demo-owner',
    discriminator: '0',
    avatar: null,
    guilds: [{ id: G, name: 'Demo Guild', icon: null }],
  });
  auth.bot
    .intercept({ path: `/api/discord/${G}/roles`, method: 'GET' })
    .reply(503, { error: 'rate limited' }, { headers: { 'retry-after': '3' } });
  const proxied = await auth.app.inject({ url: `/api/discord/${G}/roles`, cookies });
  t.equal(proxied.statusCode, 503);
  t.equal(proxied.headers['retry-after'], '3');
});

t.test(
  'C6 and R3 control characters and invisible-only names are refused at the contract edge, on both stores',
  async (t) => {
    for (const kind of storeKinds()) {
      const bot = await buildTestBotApi(t, { kind });
      const cases: [string, Record<string, unknown>, string][] = [
        [`/api/ticket-categories/${IDS.demoGuild}`, { name: 'a\u0000b', color: '#ED4245' }, SPEC_TEXTS.rules.control],
        [
          `/api/ticket-categories/${IDS.demoGuild}`,
          { name: 'ok', description: 'x\u0000', color: '#ED4245' },
          SPEC_TEXTS.rules.control,
        ],
        [
          `/api/ticket-categories/${IDS.demoGuild}`,
          { name: '\u202e\u200b', color: '#ED4245' },
          SPEC_TEXTS.rules.invisible,
        ],
        [`/api/autoresponses/${IDS.demoGuild}`, { trigger: 'hi\u0000', response: 'x' }, SPEC_TEXTS.rules.control],
      ];
      for (const [url, body, message] of cases) {
        const res = await bot.call('POST', url, USERS.owner, body);
        t.equal(res.statusCode, 400, `${kind} ${url} ${encodeURI(JSON.stringify(body))}`);
        t.match(res.json().error, message, `${kind}: the message says why`);
      }
      const multiline = await bot.call('POST', `/api/ticket-categories/${IDS.demoGuild}`, USERS.owner, {
        name: 'Mehrzeilig',
        description: 'eins\n\tzwei',
        color: '#ED4245',
      });
      t.equal(multiline.statusCode, 201, `${kind}: tab and newline stay allowed in a description`);
      const stored = await bot.store.db.selectFrom('ticket_categories').select('name').execute();
      t.notOk(
        stored.some((row) => row.name.includes('\u0000') || row.name === '\u202e\u200b'),
        `${kind}: nothing refused was stored`,
      );
    }
    // The form on the whole demo system: the page re-renders with the rule's message beside the field.
    const { base, system } = await startDemo(t);
    const jar = await signInOverHttp(base, USERS.owner);
    const token = /name="_csrf" value="([^"]+)"/.exec((await fetchRaw(`${base}/guilds`, { jar })).body.toString())![1]!;
    for (const [name, message] of [
      ['a\u0000b', SPEC_TEXTS.rules.control],
      ['\u202e\u200b', SPEC_TEXTS.rules.invisible],
    ] as const) {
      const form = new URLSearchParams({
        _csrf: token,
        intent: 'create',
        name,
        description: '',
        emoji: '🎫',
        color: '#5865F2',
        sortOrder: '0',
      });
      const page = await system.dashboard.inject({
        method: 'POST',
        url: `/dashboard/${G}/ticket-categories?form=new`,
        headers: { ...FORM, origin: base, 'sec-fetch-site': 'same-origin', cookie: jar.header() },
        payload: form.toString(),
      });
      t.equal(page.statusCode, 400, encodeURI(name));
      t.match(textOf(page.body), message, `${encodeURI(name)}: the form says what is wrong`);
    }
  },
);

t.test('F6 and R4 crafted input without a session is a 4xx or the normal page, never a 500', async (t) => {
  const auth = await buildAuthApp(t);
  for (const error of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    const res = await auth.app.inject(`/login?error=${error}`);
    t.equal(res.statusCode, 200, error);
    t.match(res.body, SPEC_TEXTS.login.errorFallback, `${error}: the fallback text`);
  }
  for (const [back, location] of [
    ['/€', '/%E2%82%AC'],
    ['/\u2028x', '/%E2%80%A8x'],
    ['/\ud800', '/%EF%BF%BD'],
    ['/a b', '/a%20b'],
  ] as const) {
    const res = await auth.app.inject({
      method: 'POST',
      url: '/theme',
      headers: { ...FORM, ...SAME_ORIGIN },
      payload: new URLSearchParams({ theme: 'dark', back }).toString(),
    });
    // Messages name the value escaped: a raw U+2028 would break the TAP stream itself.
    t.equal(res.statusCode, 303, location);
    t.equal(res.headers.location, location, location);
  }
  const session = await auth.signIn();
  const multibyte = 'é'.repeat(session.record.csrfToken.length);
  const form = await auth.app.inject({
    method: 'POST',
    url: `/dashboard/${G}/ticket-categories`,
    cookies: session.cookies,
    headers: { ...FORM, ...SAME_ORIGIN },
    payload: `_csrf=${encodeURIComponent(multibyte)}&intent=delete&id=1`,
  });
  t.equal(form.statusCode, 403, 'a form token of equal length in characters, not bytes');
  const api = await auth.app.inject({
    method: 'PUT',
    url: `/api/guilds/${G}/features/tickets`,
    cookies: session.cookies,
    headers: { ...JSON_HEADERS, 'x-csrf-token': multibyte },
    payload: { enabled: true },
  });
  t.equal(api.statusCode, 403, 'the same in X-CSRF-Token');
  const bot = await buildTestBotApi(t, { seed: false });
  const bearer = await bot.api.inject({
    method: 'POST',
    url: `/bot/tickets/${G}`,
    headers: { authorization: `Bearer ${'é'.repeat(TEST_SERVICE_TOKEN.length)}`, 'content-type': 'application/json' },
    payload: {},
  });
  t.equal(bearer.statusCode, 401, "a bot bearer of the service token's length in multibyte characters");
});

t.test('C2 and R5 logout needs the session token whatever the body is', async (t) => {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  for (const [type, payload] of [
    ['application/json', '{}'],
    ['text/plain', ''],
  ] as const) {
    const res = await auth.app.inject({
      method: 'POST',
      url: '/auth/logout',
      cookies: session.cookies,
      headers: { ...SAME_ORIGIN, 'content-type': type },
      payload,
    });
    t.equal(res.statusCode, 403, `${type}: refused`);
  }
  const empty = await auth.app.inject({
    method: 'POST',
    url: '/auth/logout',
    cookies: session.cookies,
    headers: SAME_ORIGIN,
  });
  t.equal(empty.statusCode, 403, 'no body: refused');
  t.ok(await auth.store.get(session.key), 'still signed in');
  const withHeader = await auth.app.inject({
    method: 'POST',
    url: '/auth/logout',
    cookies: session.cookies,
    headers: { ...SAME_ORIGIN, 'x-csrf-token': session.record.csrfToken },
  });
  t.equal(withHeader.statusCode, 303, 'the token in X-CSRF-Token signs out');
  t.equal(await auth.store.get(session.key), null, 'signed out');
});

t.test(
  'B9 and R6 admin sessions last at most 60 minutes; E8 and R6 one framing answer; C4 and R6 Vary on origin-dependent answers',
  async (t) => {
    t.throws(() => loadConfig({ ADMIN_SESSION_TTL_MINUTES: '61' }), ConfigError);
    t.equal(loadConfig({ ADMIN_SESSION_TTL_MINUTES: '60' }).botApi.admin.sessionTtlMs, 3_600_000);
    const auth = await buildAuthApp(t);
    const page = await auth.app.inject('/login');
    t.equal(page.headers['x-frame-options'], 'DENY', "agrees with frame-ancestors 'none'");
    t.match(String(page.headers['content-security-policy']), "frame-ancestors 'none'");
    const post = await auth.app.inject({
      method: 'POST',
      url: '/theme',
      headers: { ...FORM, origin: 'https://evil.test' },
      payload: 'theme=dark',
    });
    t.equal(post.statusCode, 403);
    t.match(String(post.headers.vary), /Origin, Sec-Fetch-Site/);
  },
);
