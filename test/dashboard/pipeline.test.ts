import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import t, { type Test } from 'tap';
import type { InjectOptions } from 'fastify';
import type { AppDeps } from '../../server/dashboard/app.js';
import { assetsDir } from '../../server/platform/paths.js';
import { loadManifest } from '../../server/dashboard/render/manifest.js';
import { alertOf, buildTestApp, elements, FORM, hasElement, SAME_ORIGIN, textOf } from '../helpers/app.js';
import { FIXTURE_GUILD_ID, notesRoute } from '../helpers/fixtures.js';

const NOTES = `/__test/dashboard/${FIXTURE_GUILD_ID}/tickets`;
async function appWithNotes(t: Test, extra: Partial<AppDeps> & { captureLogs?: boolean } = {}) {
  const built = await buildTestApp(t, { extraRoutes: [notesRoute], ...extra });
  const session = await built.signIn();
  // Every request of these tests is made by the signed-in fixture user.
  const inject = (options: string | InjectOptions) => {
    const opts = typeof options === 'string' ? { url: options } : options;
    const isForm = String((opts.headers as Record<string, string> | undefined)?.['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );
    const payload =
      isForm && typeof opts.payload === 'string'
        ? `${opts.payload}&_csrf=${encodeURIComponent(session.record.csrfToken)}`
        : opts.payload;
    // Any other body carries the token in its header, as every unsafe request of a signed-in user must.
    const headers = isForm
      ? opts.headers
      : { ...(opts.headers as Record<string, string> | undefined), 'x-csrf-token': session.record.csrfToken };
    return built.app.inject({
      ...opts,
      ...(headers ? { headers } : {}),
      ...(payload === undefined ? {} : { payload }),
      cookies: { ...session.cookies, ...(opts.cookies ?? {}) },
    });
  };
  return { ...built, session, app: { inject } };
}

t.test('GET renders the view inside the dashboard layout, never cached for a signed-in user', async (t) => {
  const { app } = await appWithNotes(t);
  const res = await app.inject(NOTES);
  t.equal(res.statusCode, 200);
  t.equal(res.headers['cache-control'], 'no-store');
  t.ok(hasElement(res.body, 'h1', {}, 'Notes'));
  t.ok(hasElement(res.body, 'title', {}, 'Notes · Guildhall'));
  const labels = [
    'Dashboard',
    'Tickets',
    'Ticket Kategorien',
    'Auto Responses',
    'Auto-Roles',
    'Command Permissions',
    'Statistics',
    'Berechtigungen',
    'Changelog',
    'Einstellungen',
    'Änderungsverlauf',
  ];
  const segments = [
    '',
    '/tickets',
    '/ticket-categories',
    '/autoresponses',
    '/autoroles',
    '/command-permissions',
    '/statistics',
    '/permissions',
    '/changelog',
    '/settings',
    '/history',
  ];
  labels.forEach((label, index) => {
    t.ok(
      elements(res.body, 'a', { href: `/dashboard/${FIXTURE_GUILD_ID}${segments[index]}` }).some(
        (link) => link.text === label,
      ),
      label,
    );
  });
  t.match(
    res.body,
    /aria-current="page" title="Tickets"/,
    'the active entry comes from the segment after the guild id',
  );
  t.equal(res.body.match(/aria-current="page"/g)?.length, 1);
  t.match(textOf(res.body), 'demo-owner #4821');
  const [logout] = elements(res.body, 'form', { action: '/auth/logout', method: 'post' });
  t.match(
    elements(logout?.html ?? '', 'input', { type: 'hidden', name: '_csrf' })[0]?.attributes.value,
    /^[\w-]{43}$/,
    'logout is a form post carrying the session token',
  );
  t.ok(hasElement(logout?.html ?? '', 'button', { type: 'submit', 'aria-label': 'Logout' }), 'its button, named');
  t.ok(
    hasElement(res.body, 'a', { href: '/tos' }, 'Terms of Service') &&
      hasElement(res.body, 'a', { href: '/dataprivacy' }, 'Privacy Policy'),
    'the legal links',
  );
  t.match(res.body, 'data-island="ThemeToggle"');
});

t.test('a valid POST redirects 303 and the next page shows the flash once', async (t) => {
  const { app } = await appWithNotes(t);
  const res = await app.inject({
    method: 'POST',
    url: NOTES,
    headers: { ...FORM, ...SAME_ORIGIN },
    payload: 'title=First+note',
  });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, NOTES);
  const flash = res.cookies.find((c) => c.name === '__Host-flash');
  t.ok(flash, 'flash cookie set');
  t.equal(flash?.httpOnly, true);
  t.equal(flash?.secure, true);
  const next = await app.inject({ url: NOTES, cookies: { '__Host-flash': flash!.value } });
  t.ok(hasElement(next.body, 'p', { role: 'status' }, 'Notiz gespeichert'), 'the flash, announced');
  t.ok(hasElement(next.body, 'li', {}, 'First note'));
  t.ok(
    next.cookies.some((c) => c.name === '__Host-flash' && c.value === ''),
    'flash cleared',
  );
  const forged = await app.inject({
    url: NOTES,
    cookies: { '__Host-flash': JSON.stringify({ kind: 'error', text: 'forged' }) },
  });
  t.notMatch(forged.body, 'forged', 'an unsigned flash is ignored');
});

t.test('an invalid POST re-renders the page with 400, the values kept and the errors shown', async (t) => {
  const { app } = await appWithNotes(t);
  const empty = await app.inject({
    method: 'POST',
    url: NOTES,
    headers: { ...FORM, ...SAME_ORIGIN },
    payload: 'title=++',
  });
  t.equal(empty.statusCode, 400);
  t.ok(hasElement(empty.body, 'p', { class: 'field-error' }, 'Titel ist erforderlich'));
  t.ok(hasElement(empty.body, 'input', { name: 'title', value: '  ' }), 'the typed value stays');
  const unknown = await app.inject({
    method: 'POST',
    url: NOTES,
    headers: { ...FORM, ...SAME_ORIGIN },
    payload: 'title=ok&isPremium=true',
  });
  t.equal(unknown.statusCode, 400, 'unknown fields are refused');
  t.match(unknown.body, 'class="form-error"');
  const duplicate = await app.inject({
    method: 'POST',
    url: NOTES,
    headers: { ...FORM, ...SAME_ORIGIN },
    payload: 'title=duplicate',
  });
  t.equal(duplicate.statusCode, 409);
  t.ok(hasElement(duplicate.body, 'input', { name: 'title', value: 'duplicate' }), 'the typed value stays');
  t.ok(hasElement(duplicate.body, 'p', { class: 'field-error' }, 'Diese Notiz existiert bereits!'));
  const json = await app.inject({
    method: 'POST',
    url: NOTES,
    headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
    payload: '{"title":"x"}',
  });
  t.equal(json.statusCode, 415);
});

t.test("a failed load shows the route's own message in the layout with a retry link", async (t) => {
  const { app } = await appWithNotes(t);
  const res = await app.inject(`${NOTES}?fail=upstream`);
  t.equal(res.statusCode, 503);
  t.same(alertOf(res.body), {
    message: 'Fehler beim Laden der Ticket-Daten',
    link: { text: 'Erneut versuchen', href: `${NOTES}?fail=upstream` },
  });
  t.match(res.body, 'class="sidebar"', 'the layout stays');
});

t.test('a bug gives a generic 500 page with no internal detail, and is logged', async (t) => {
  const { app, logs } = await appWithNotes(t, { captureLogs: true });
  const res = await app.inject({ url: `${NOTES}?fail=bug`, headers: { accept: 'text/html' } });
  t.equal(res.statusCode, 500);
  t.match(res.body, 'Ein interner Fehler ist aufgetreten. Bitte versuche es später erneut.');
  t.notMatch(res.body, 'secret internal detail');
  t.notMatch(res.body, /at .*\.js:\d+/);
  t.ok(
    logs.some((line) => line.includes('secret internal detail') && line.includes('"level":50')),
    'logged as an error',
  );
  const json = await app.inject(`${NOTES}?fail=bug`);
  t.same(json.json(), { error: 'Ein interner Fehler ist aufgetreten. Bitte versuche es später erneut.' });
  const forbidden = await app.inject({ url: `${NOTES}?fail=forbidden`, headers: { accept: 'text/html' } });
  t.equal(forbidden.statusCode, 403);
  t.match(forbidden.body, 'Kein Zugriff auf diesen Server.');
});

t.test('security headers on HTML, 404, static, error and JSON responses', async (t) => {
  const { app } = await appWithNotes(t);
  const asset = readdirSync(join(assetsDir)).find((file) => file.endsWith('.css'))!;
  const responses = {
    html: await app.inject('/tos'),
    redirect: await app.inject('/nope'),
    notFound: await app.inject('/assets/nope.js'),
    static: await app.inject(`/assets/${asset}`),
    error: await app.inject({ url: `${NOTES}?fail=bug`, headers: { accept: 'text/html' } }),
    json: await app.inject('/livez'),
  };
  for (const [kind, res] of Object.entries(responses)) {
    const csp = String(res.headers['content-security-policy']);
    // A first visit's page carries the styles its markup uses inline (render/critical-css.ts): CSP allows
    // exactly that text by its hash; any other response allows no inline style at all.
    const inline = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1];
    const styleSrc =
      inline === undefined
        ? "style-src 'self';"
        : `style-src 'self' 'sha256-${createHash('sha256').update(inline).digest('base64')}';`;
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "img-src 'self' https://cdn.discordapp.com https://media.discordapp.net",
      styleSrc,
    ]) {
      t.ok(csp.includes(directive), `${kind}: ${directive}`);
    }
    t.notMatch(csp, 'unsafe-inline', `${kind}: no unsafe-inline`);
    if (kind === 'html') {
      const whole = readFileSync(join(assetsDir, loadManifest(assetsDir).css.slice('/assets/'.length)), 'utf8');
      t.ok(
        inline && inline.length < whole.length / 2,
        `/tos, a first visit: its own styles inline, not the whole file (${inline?.length} of ${whole.length})`,
      );
    }
    t.equal(res.headers['x-content-type-options'], 'nosniff', kind);
    t.equal(res.headers['referrer-policy'], 'same-origin', kind);
    t.match(String(res.headers['permissions-policy']), 'camera=()', kind);
    t.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', `${kind}: HSTS on https`);
    t.ok(res.headers['x-request-id'], `${kind}: request id`);
  }
});

t.test('hashed assets: precompressed, immutable for a year; no source maps or manifest served', async (t) => {
  const { app } = await buildTestApp(t);
  const css = readdirSync(assetsDir).find((file) => file.endsWith('.css'))!;
  const res = await app.inject({ url: `/assets/${css}`, headers: { 'accept-encoding': 'br, gzip' } });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-encoding'], 'br');
  t.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.match(brotliDecompressSync(res.rawPayload).toString(), '--blurple');
  t.equal(
    (await app.inject({ url: `/assets/${css}`, headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding'],
    'gzip',
  );
  t.equal((await app.inject('/assets/manifest.json')).statusCode, 404);
  const traversal = await app.inject('/assets/%2e%2e/package.json');
  t.not(traversal.statusCode, 200, 'no path traversal');
  t.notMatch(traversal.body, 'guildhall');
  const listing = await app.inject('/assets/');
  t.ok([403, 404].includes(listing.statusCode), 'no directory listing');
  t.notMatch(listing.body, 'manifest');
  t.equal((await app.inject('/favicon.ico')).statusCode, 301);
});

t.test('HTML is compressed on the fly; the plain-http demo gets no HSTS', async (t) => {
  const { app } = await buildTestApp(t);
  const res = await app.inject({ url: '/tos', headers: { 'accept-encoding': 'br' } });
  t.equal(res.headers['content-encoding'], 'br');
  t.match(brotliDecompressSync(res.rawPayload).toString(), 'Nutzungsbedingungen');
  const gzipped = await app.inject({ url: '/tos', headers: { 'accept-encoding': 'gzip' } });
  t.equal(gzipped.headers['content-encoding'], 'gzip');
  t.match(gunzipSync(gzipped.rawPayload).toString(), 'Nutzungsbedingungen');
  const { testConfig } = await import('../helpers/config.js');
  const http = await buildTestApp(t, { config: testConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }) });
  t.notOk((await http.app.inject('/login')).headers['strict-transport-security']);
});

t.test('logs redact credentials and drop OAuth query strings', async (t) => {
  const { app, logs } = await buildTestApp(t, { captureLogs: true });
  await app.inject({
    url: '/auth/callback?code=SENTINEL_CODE&state=SENTINEL_STATE',
    headers: {
      cookie: 'sid=SENTINEL_COOKIE',
      authorization: 'Bearer SENTINEL_TOKEN',
      'x-admin-session': 'SENTINEL_ADMIN',
    },
  });
  await app.inject({ url: '/login?error=failed', headers: { Authorization: 'Bearer SENTINEL_UPPER' } });
  const text = logs.join('\n');
  t.match(text, '"url":"/auth/callback"');
  t.match(text, '"url":"/login?error=failed"', 'other query strings are kept for debugging');
  for (const sentinel of [
    'SENTINEL_CODE',
    'SENTINEL_STATE',
    'SENTINEL_COOKIE',
    'SENTINEL_TOKEN',
    'SENTINEL_ADMIN',
    'SENTINEL_UPPER',
    'code=',
    'state=',
  ]) {
    t.notMatch(text, sentinel, `${sentinel} never logged`);
  }
  app.log.info(
    { req: { headers: { authorization: 'Bearer SENTINEL_DIRECT' } }, headers: { cookie: 'SENTINEL_DIRECT' } },
    'direct',
  );
  t.notMatch(logs.join('\n'), 'SENTINEL_DIRECT', 'headers logged by hand are redacted too');
});
