import t from 'tap';
import { alertOf, buildTestApp, elements, FORM, hasElement, SAME_ORIGIN, textOf } from '../../helpers/app.js';
import { testConfig } from '../../helpers/config.js';
import { languageCookieName } from '../../../server/dashboard/lib/cookies.js';

const LOGIN_ERRORS: Record<string, string> = {
  failed: 'Discord authentication failed. Please try again.',
  unauthorized: 'Your session has expired. Please sign in again.',
  token_expired: 'Your login token has expired. Please sign in again.',
  other: 'An error occurred during login. Please try again.',
  whatever: 'An error occurred during login. Please try again.',
};

t.test('/login shows the sign-in button and the Manage Guild note, and no error box without ?error', async (t) => {
  const { app } = await buildTestApp(t);
  const res = await app.inject('/login');
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/html; charset=utf-8/);
  t.ok(hasElement(res.body, 'a', { href: '/auth/discord' }, 'Sign in with Discord'));
  t.match(textOf(res.body), "Only users with the 'Manage Guild' permission can access");
  t.notMatch(res.body, /Authentication Failed/);
  t.equal(res.headers['cache-control'], 'no-cache');
});

t.test('/login warns, in the reader’s language, when demo mode listens beyond loopback', async (t) => {
  const local = await buildTestApp(t);
  t.equal(alertOf((await local.app.inject('/login')).body), null, 'on 127.0.0.1 (the default): no warning');
  const { app } = await buildTestApp(t, { config: testConfig({ HOST: '0.0.0.0' }) });
  const german =
    'Achtung: Diese Demo ist nicht nur von diesem Rechner aus erreichbar. Wer sie erreicht, kann sich als jedes Demo-Konto anmelden, auch als globaler Admin, und den öffentlichen Bot-Token der Demo benutzen. Betreibe den Demo-Modus nur auf 127.0.0.1 (HOST).';
  for (const [language, message] of [
    ['spec', german],
    ['de', german],
    [
      'en',
      'Warning: this demo can be reached from beyond this machine. Anyone who reaches it can sign in as any demo account, the global admin included, and use the demo’s public bot token. Run demo mode on 127.0.0.1 only (HOST).',
    ],
  ] as const) {
    const res = await app.inject({ url: '/login', cookies: { [languageCookieName(testConfig())]: language } });
    t.same(alertOf(res.body), { message }, language);
    t.ok(hasElement(res.body, 'div', { class: 'alert alert--warning', role: 'alert' }), `${language}: a warning box`);
  }
  const real = testConfig({
    HOST: '0.0.0.0',
    DISCORD_CLIENT_ID: '123456789012345678',
    DISCORD_CLIENT_SECRET: 'x'.repeat(32),
    DISCORD_BOT_TOKEN: 'x'.repeat(40),
  });
  const configured = await buildTestApp(t, { config: real });
  t.equal(
    alertOf((await configured.app.inject('/login')).body),
    null,
    'with a Discord application: no demo, no warning',
  );
});

t.test('/login?error= shows the Authentication Failed box with the exact message', async (t) => {
  const { app } = await buildTestApp(t);
  for (const [code, message] of Object.entries(LOGIN_ERRORS)) {
    const res = await app.inject(`/login?error=${code}`);
    t.equal(res.statusCode, 200, code);
    t.match(alertOf(res.body), { title: 'Authentication Failed', message }, code);
  }
});

t.test('a signed-in user is sent from / and /login to /guilds; others from / to /login', async (t) => {
  const anonymous = await buildTestApp(t);
  const home = await anonymous.app.inject('/');
  t.equal(home.statusCode, 302);
  t.equal(home.headers.location, '/login');
  const { cookies } = await anonymous.signIn();
  t.equal((await anonymous.app.inject({ url: '/', cookies })).headers.location, '/guilds');
  t.equal((await anonymous.app.inject({ url: '/login', cookies })).headers.location, '/guilds');
});

t.test('/tos and /dataprivacy state every period and promise of the policy', async (t) => {
  const { app } = await buildTestApp(t);
  const tos = await app.inject('/tos');
  const privacy = await app.inject('/dataprivacy');
  t.equal(tos.statusCode, 200);
  t.equal(privacy.statusCode, 200);
  const tosText = textOf(tos.body);
  const privacyText = textOf(privacy.body);
  t.match(tosText, 'Nutzungsbedingungen');
  t.match(privacyText, 'Datenschutzerklärung');
  for (const text of [tosText, privacyText]) t.match(text, 'Zuletzt aktualisiert: 18.09.2025');
  for (const fact of [
    'Ticket-Inhalte werden 60 Tage nach dem Schließen des Tickets gelöscht.',
    'Fehler- und Debug-Logs werden nach 21 Tagen gelöscht.',
    'Audit-Logs werden nach 90 Tagen gelöscht.',
    'Moderationsdaten werden nur so lange gespeichert, wie die jeweilige Maßnahme aktiv ist.',
    'Statistiken werden nur anonymisiert gespeichert.',
    'Temporäre Zwischenspeicher (Caches) werden innerhalb weniger Stunden verworfen.',
    'Änderungen dieser Datenschutzerklärung kündigen wir mindestens 7 Tage im Voraus an.',
    'Wird der Dienst eingestellt, kündigen wir dies mindestens 7 Tage vorher an.',
    'Der Bot ist kostenlos',
  ]) {
    t.match(privacyText, fact);
  }
  for (const fact of [
    'Der Bot und das Dashboard sind kostenlos.',
    'Soll der Dienst eingestellt werden, kündigen wir das mindestens 7 Tage vorher an.',
    'Änderungen dieser Bedingungen kündigen wir mindestens 7 Tage vor ihrem Inkrafttreten an.',
    'Ticket-Inhalte werden 60 Tage nach dem Schließen des Tickets gelöscht.',
  ]) {
    t.match(tosText, fact);
  }
});

t.test('the policy and the terms state the retention periods this instance applies', async (t) => {
  const { app } = await buildTestApp(t, {
    config: testConfig({ RETENTION_TICKET_DAYS: '30', RETENTION_AUDIT_DAYS: '45' }),
  });
  const privacy = await app.inject('/dataprivacy');
  t.match(
    privacy.body,
    '<li>Ticket-Inhalte werden 30 Tage nach dem Schließen des Tickets gelöscht.</li>',
    'one text node, no split',
  );
  t.match(privacy.body, '<li>Audit-Logs werden nach 45 Tagen gelöscht.</li>');
  t.match(
    textOf((await app.inject('/tos')).body),
    'Ticket-Inhalte werden 30 Tage nach dem Schließen des Tickets gelöscht.',
  );
});

t.test('every page has the footer: legal links, version 1.1.0, year and product name', async (t) => {
  const { app } = await buildTestApp(t, { now: () => new Date('2031-05-01T12:00:00Z') });
  for (const path of ['/login', '/tos', '/dataprivacy']) {
    const body = (await app.inject(path)).body;
    t.ok(
      hasElement(body, 'a', { href: '/tos' }, 'Terms of Service') &&
        hasElement(body, 'a', { href: '/dataprivacy' }, 'Privacy Policy'),
      `${path}: the legal links`,
    );
    t.match(textOf(body), 'Version 1.1.0 © 2031 Guildhall', path);
  }
});

t.test('unknown paths redirect to /; unknown assets and API paths are plain 404s', async (t) => {
  const { app } = await buildTestApp(t);
  for (const path of ['/nope', '/dashboard', '/a/b/c?x=1', '/dashboard/not-a-snowflake/tickets']) {
    const res = await app.inject(path);
    t.equal(res.statusCode, 302, path);
    t.equal(res.headers.location, '/', path);
  }
  // The page the redirects end on says once why the visitor is there, in the visitor's language.
  for (const [language, notice] of [
    ['de', 'Seite nicht gefunden'],
    ['en', 'Page not found'],
  ] as const) {
    const chosen = { [languageCookieName(testConfig())]: language };
    const unknown = await app.inject({ url: '/nope', cookies: chosen });
    const flash = unknown.cookies.find((cookie) => cookie.name.endsWith('flash'));
    t.ok(flash, `${language}: a one-shot notice is set`);
    const cookie = { ...chosen, [flash!.name]: flash!.value };
    const home = await app.inject({ url: '/', cookies: cookie });
    t.equal(home.headers.location, '/login');
    const login = await app.inject({ url: '/login', cookies: cookie });
    t.same(alertOf(login.body), { message: notice }, language);
    const again = await app.inject({ url: '/login' });
    t.equal(alertOf(again.body), null, 'shown once');
  }
  const asset = await app.inject('/assets/missing.js');
  t.equal(asset.statusCode, 404);
  t.same(asset.json(), { error: 'Not Found' });
  t.equal((await app.inject('/api/nothing')).statusCode, 404);
});

t.test('the theme form sets the cookie and returns to a local page only', async (t) => {
  const { app } = await buildTestApp(t);
  const res = await app.inject({
    method: 'POST',
    url: '/theme',
    headers: { ...FORM, ...SAME_ORIGIN },
    payload: 'theme=light&back=%2Ftos',
  });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/tos');
  const cookie = res.cookies.find((c) => c.name === 'gh_theme');
  t.equal(cookie?.value, 'light');
  t.equal(cookie?.path, '/');
  t.equal(cookie?.sameSite, 'Lax');
  t.equal(cookie?.secure, true);
  t.equal(cookie?.maxAge, 31536000);
  for (const back of ['https://evil.test/', '//evil.test', '/\\evil.test', 'javascript:alert(1)']) {
    const escaped = await app.inject({
      method: 'POST',
      url: '/theme',
      headers: { ...FORM, ...SAME_ORIGIN },
      payload: new URLSearchParams({ theme: 'dark', back }).toString(),
    });
    t.equal(escaped.headers.location, '/', `back=${back} stays on the site`);
  }
  const page = await app.inject({ url: '/login', cookies: { gh_theme: 'light' } });
  t.same(
    elements(page.body, 'html')[0]?.attributes,
    { lang: 'de', 'data-theme': 'light' },
    'the chosen theme, rendered',
  );
  t.ok(hasElement(page.body, 'meta', { name: 'color-scheme', content: 'light' }));
  const bogus = await app.inject({ url: '/login', cookies: { gh_theme: '"><script>' } });
  t.same(elements(bogus.body, 'html')[0]?.attributes, { lang: 'de' }, 'no theme from a bogus cookie');
});

t.test('the theme form refuses bad values, unknown fields and cross-site posts', async (t) => {
  const { app } = await buildTestApp(t);
  const post = (payload: string, headers: Record<string, string> = { ...SAME_ORIGIN }) =>
    app.inject({ method: 'POST', url: '/theme', headers: { ...FORM, ...headers }, payload });
  t.equal((await post('theme=blue')).statusCode, 400);
  t.equal((await post('theme=dark&isAdmin=true')).statusCode, 400, 'unknown field');
  t.equal((await post('theme=dark', { origin: 'https://evil.test' })).statusCode, 403);
  t.equal((await post('theme=dark', { origin: 'https://dash.example.test.evil.test' })).statusCode, 403);
  t.equal((await post('theme=dark', { origin: 'null' })).statusCode, 403);
  t.equal((await post('theme=dark', { 'sec-fetch-site': 'cross-site' })).statusCode, 403);
  t.equal((await post('theme=dark', { 'sec-fetch-site': 'same-site' })).statusCode, 403);
  t.equal((await post('theme=dark', {})).statusCode, 403, 'neither Origin nor Sec-Fetch-Site');
  t.equal((await post('theme=dark', { 'sec-fetch-site': 'same-origin' })).statusCode, 303);
  const refused = await post('theme=dark', { origin: 'https://evil.test' });
  t.notOk(
    refused.cookies.some((c) => c.name === 'gh_theme'),
    'nothing changed',
  );
});

t.test('liveness and readiness', async (t) => {
  let redisUp = true;
  const { app } = await buildTestApp(t, {
    readinessChecks: [{ name: 'redis', check: async () => (redisUp ? undefined : Promise.reject(new Error('down'))) }],
  });
  t.same((await app.inject('/livez')).json(), { status: 'ok' });
  t.equal((await app.inject('/readyz')).statusCode, 200);
  redisUp = false;
  const notReady = await app.inject('/readyz');
  t.equal(notReady.statusCode, 503);
  t.same(notReady.json(), { status: 'unavailable' });
  t.equal((await app.inject('/livez')).statusCode, 200, 'liveness has no dependencies');
});
