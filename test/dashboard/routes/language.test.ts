// Choosing the interface language: a plain form, a cookie and the session, applied
// by the server on every page with lang, Content-Language and Vary.
import t from 'tap';
import { storeKey } from '../../../server/dashboard/session/sessions.js';
import { buildTestApp, elements, FORM, hasElement, SAME_ORIGIN, textOf } from '../../helpers/app.js';
import { buildAuthApp, consent, cookieJar } from '../../helpers/auth.js';
import { USERS } from '../../helpers/bot-api.js';

const LANG = '__Host-lang';
/** The language whose button is pressed, and its label. */
function pressed(html: string): [string, string] | null {
  const [button] = elements(html, 'button', { class: 'language-control__option', 'aria-pressed': 'true' });
  return button ? [button.attributes.value ?? '', button.text] : null;
}

/** The language the page declares. */
const langOf = (html: string) => elements(html, 'html')[0]?.attributes.lang;

const choose = (language: string, back = '/login', cookies: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/language',
  headers: { ...FORM, ...SAME_ORIGIN },
  cookies,
  payload: new URLSearchParams({ language, back }).toString(),
});

t.test('by default every page is in the specified wording, marked German and varying by cookie', async (t) => {
  const { app } = await buildTestApp(t);
  const res = await app.inject('/login');
  t.equal(langOf(res.body), 'de');
  t.equal(res.headers['content-language'], 'de');
  t.match(String(res.headers.vary), /Cookie/);
  t.match(res.body, 'Sign in with Discord');
  t.same(pressed(res.body), ['spec', 'Standard']);
  const [choice] = elements(res.body, 'form', { 'aria-label': 'Sprache', action: '/language', method: 'post' });
  t.ok(
    hasElement(choice?.html ?? '', 'input', { type: 'hidden', name: 'back', value: '/login' }),
    'a named form that returns to the page',
  );
  t.equal(elements(choice?.html ?? '', 'button').length, 3, 'one button per language');
});

t.test('the form keeps the choice in an HttpOnly cookie for a year and returns to the page', async (t) => {
  const { app } = await buildTestApp(t);
  const res = await app.inject(choose('en', '/tos'));
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/tos');
  const cookie = res.cookies.find((c) => c.name === LANG);
  t.ok(cookie, 'the language cookie');
  t.equal(cookie?.value, 'en');
  t.equal(cookie?.httpOnly, true);
  t.equal(cookie?.secure, true);
  t.equal(cookie?.sameSite, 'Lax');
  t.equal(cookie?.maxAge, 60 * 60 * 24 * 365);
  for (const back of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
    const away = await app.inject(choose('de', back));
    t.equal(away.headers.location, '/', `${back}: never leaves the site`);
  }
});

t.test('English and German pages: texts, lang and Content-Language follow the cookie', async (t) => {
  const { app } = await buildTestApp(t);
  const english = await app.inject({ url: '/login?error=failed', cookies: { [LANG]: 'en' } });
  t.equal(langOf(english.body), 'en');
  t.equal(english.headers['content-language'], 'en');
  const text = textOf(english.body);
  for (const phrase of [
    'The dashboard for your Discord bot.',
    'Authentication failed',
    'Discord authentication failed. Please try again.',
    'Sign in with Discord',
    'Privacy Policy',
  ])
    t.match(text, phrase);
  t.match(english.body, 'aria-label="Language"');
  t.ok(hasElement(english.body, 'title', {}, 'Sign in · Guildhall'));
  t.same(pressed(english.body), ['en', 'English']);

  const german = await app.inject({ url: '/login?error=failed', cookies: { [LANG]: 'de' } });
  t.equal(langOf(german.body), 'de');
  t.equal(german.headers['content-language'], 'de');
  const deText = textOf(german.body);
  for (const phrase of [
    'Anmeldung fehlgeschlagen',
    'Die Anmeldung bei Discord ist fehlgeschlagen. Bitte versuche es erneut.',
    'Mit Discord anmelden',
    'Datenschutzerklärung',
    'Nutzungsbedingungen',
  ])
    t.match(deText, phrase);
  t.notMatch(deText, 'Sign in with');
  t.notMatch(deText, 'Authentication Failed');

  const unknown = await app.inject({ url: '/login', cookies: { [LANG]: 'fr' } });
  t.match(unknown.body, 'Sign in with Discord', 'an unknown value is the default');
});

t.test('an unknown language is refused with a message in the page, not a 5xx', async (t) => {
  const { app } = await buildTestApp(t);
  const res = await app.inject({ ...choose('fr'), headers: { ...FORM, ...SAME_ORIGIN, accept: 'text/html' } });
  t.equal(res.statusCode, 400);
  t.match(textOf(res.body), 'Ungültige Sprachauswahl');
  const english = await app.inject({
    ...choose('xx'),
    cookies: { [LANG]: 'en' },
    headers: { ...FORM, ...SAME_ORIGIN, accept: 'text/html' },
  });
  t.match(textOf(english.body), 'Invalid language choice');
  t.match(textOf(english.body), 'Error 400');
});

t.test('a form from another site cannot choose the language (the origin gate)', async (t) => {
  const { app } = await buildTestApp(t);
  const res = await app.inject({
    ...choose('en'),
    headers: { ...FORM, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  t.equal(res.statusCode, 403);
  t.notOk(
    res.cookies.find((c) => c.name === LANG),
    'no cookie set',
  );
});

t.test('a refusal before the session is read speaks the language cookie’s language', async (t) => {
  const { app } = await buildTestApp(t);
  const crossSite = (cookies: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/theme',
      headers: { ...FORM, accept: 'text/html', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      cookies,
      payload: 'theme=dark',
    });
  const english = await crossSite({ [LANG]: 'en' });
  t.equal(english.statusCode, 403);
  t.match(textOf(english.body), 'This request did not come from this site and was refused.');
  t.equal(langOf(english.body), 'en');
  const standard = await crossSite({});
  t.match(textOf(standard.body), 'Diese Anfrage kam nicht von dieser Seite und wurde abgelehnt.');
});

t.test('signed in, the choice is kept in the session too: it holds without the cookie', async (t) => {
  const { app, store, signIn } = await buildTestApp(t);
  const { cookies, key } = await signIn();
  const res = await app.inject(choose('en', '/guilds', cookies));
  t.equal(res.statusCode, 303);
  t.equal((await store.get(key))?.language, 'en', 'stored in the session');
  const page = await app.inject({ url: '/tos', cookies });
  t.equal(langOf(page.body), 'en', 'the session alone decides');
  t.same(pressed(page.body)?.[0], 'en');
  const back = await app.inject(choose('spec', '/tos', cookies));
  t.equal(back.statusCode, 303);
  const spec = await app.inject({ url: '/tos', cookies });
  t.equal(langOf(spec.body), 'de');
  t.same(pressed(spec.body)?.[0], 'spec');
});

t.test('a language chosen before signing in carries over into the new session', async (t) => {
  const auth = await buildAuthApp(t);
  const before = { [LANG]: 'de' };
  const started = await auth.app.inject({ url: '/auth/discord', cookies: before });
  const back = await consent(auth.standIn, new URL(String(started.headers.location)), USERS.owner);
  const callback = await auth.app.inject({
    url: `${back.pathname}${back.search}`,
    cookies: { ...before, ...cookieJar(started) },
  });
  t.equal(callback.headers.location, '/guilds');
  const sid = cookieJar(callback);
  const key = storeKey(
    String(auth.app.unsignCookie(Object.entries(sid).find(([name]) => name.endsWith('sid'))![1]).value),
  );
  t.equal((await auth.store.get(key))?.language, 'de', 'the session holds the cookie’s choice');
  const page = await auth.app.inject({ url: '/tos', cookies: sid });
  t.equal(langOf(page.body), 'de');
  t.match(textOf(page.body), 'Abmelden', 'pages are German without the language cookie');
});

t.test('refusals and validation speak the reader’s language: an island’s /api answer, a page’s error', async (t) => {
  const { app, signIn } = await buildTestApp(t);
  const { cookies } = await signIn();
  const url = '/api/command-permissions/100000000000000001/300000000000000001';
  const put = (language: string) =>
    app.inject({
      method: 'PUT',
      url,
      cookies: { ...cookies, [LANG]: language },
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: '{}',
    });
  t.same((await put('en')).json(), {
    error: 'The form has expired. Please reload the page and try again.',
    code: 'csrf_invalid',
  });
  t.same((await put('spec')).json(), {
    error: 'Das Formular ist abgelaufen. Bitte lade die Seite neu und versuche es erneut.',
    code: 'csrf_invalid',
  });
  const form = (language: string) =>
    app.inject({
      method: 'POST',
      url: '/dashboard/100000000000000001/ticket-categories',
      cookies: { ...cookies, [LANG]: language },
      headers: { ...FORM, ...SAME_ORIGIN, accept: 'text/html' },
      payload: 'intent=delete&id=1',
    });
  const english = await form('en');
  t.equal(english.statusCode, 403);
  t.match(textOf(english.body), 'Error 403 The form has expired or is invalid. Please reload the page and try again.');
  t.match(textOf((await form('de')).body), 'Fehler 403 Das Formular ist abgelaufen oder ungültig.');
});
