// A form sent after the session ended (logout in another tab) is kept, the user signs
// in again and lands back on the page with the form filled in and marked unsaved; never sent by itself,
// never shown to another user, shown once.
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import t from 'tap';
import { SPEC_TEXTS } from '../../../views/i18n/texts.js';
import { createDrafts, draftKey, FormDraft } from '../../../server/dashboard/session/drafts.js';
import { memoryStore } from '../../../server/dashboard/session/store.js';
import { buildAuthApp, consent, cookieJar, type AuthApp } from '../../helpers/auth.js';
import { USERS } from '../../helpers/bot-api.js';
import { testConfig, TEST_PUBLIC_URL } from '../../helpers/config.js';

const DRAFT_NOTICE = SPEC_TEXTS.forms.draftNotice;

const G = '100000000000000001';
const PAGE = `/dashboard/${G}/ticket-categories`;
const FORM = {
  intent: 'create',
  name: 'Neue Kategorie mit Entwurf',
  description: 'Was ich tippte',
  emoji: '🎫',
  color: '#5865F2',
  sortOrder: '3',
  _csrf: 'token-of-the-ended-session',
};

/** The cookies of a browser whose session cookie was cleared by a logout in another tab. */
const loggedOutElsewhere = (jar: Record<string, string>) =>
  Object.fromEntries(Object.entries(jar).filter(([name]) => !name.endsWith('sid')));

async function signInVia(auth: AuthApp, next: string, userId: string, jar: Record<string, string>) {
  const started = await auth.app.inject({ url: `/auth/discord?${new URLSearchParams({ next })}`, cookies: jar });
  const back = await consent(auth.standIn, new URL(String(started.headers.location)), userId);
  const callback = await auth.app.inject({
    url: `${back.pathname}${back.search}`,
    cookies: { ...jar, ...cookieJar(started) },
  });
  return { location: callback.headers.location, jar: { ...jar, ...cookieJar(callback) } };
}

async function postAfterLogout(auth: AuthApp, jar: Record<string, string>) {
  return auth.app.inject({
    method: 'POST',
    url: PAGE,
    cookies: loggedOutElsewhere(jar),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PUBLIC_URL },
    payload: new URLSearchParams(FORM).toString(),
  });
}

const listCategories = (auth: AuthApp) =>
  auth.bot.intercept({ path: `/api/ticket-categories/${G}?includeInactive=true`, method: 'GET' }).reply(200, []);

t.test('the form comes back after signing in again, filled in and marked unsaved, once', async (t) => {
  const auth = await buildAuthApp(t);
  const first = await auth.login(USERS.owner);
  const refused = await postAfterLogout(auth, first);
  t.equal(refused.statusCode, 303);
  t.equal(
    refused.headers.location,
    `/login?error=unauthorized&next=${encodeURIComponent(PAGE)}`,
    'to the login with the expired-session box',
  );
  const afterPost = { ...loggedOutElsewhere(first), ...cookieJar(refused) };
  t.ok(
    Object.keys(cookieJar(refused)).some((name) => name.endsWith('draft')),
    'the draft cookie binds it to this browser',
  );
  const setCookie = String(refused.headers['set-cookie']);
  t.match(setCookie, /draft=[^;]+;.*Max-Age=900;.*HttpOnly/, 'for 15 minutes, out of reach of scripts');

  const login = await auth.app.inject({ url: String(refused.headers.location), cookies: afterPost });
  t.match(login.body, 'Your session has expired. Please sign in again.');
  t.match(
    login.body,
    `href="/auth/discord?next=${encodeURIComponent(PAGE)}"`,
    'the sign-in carries the page to come back to',
  );

  const again = await signInVia(auth, PAGE, USERS.owner, afterPost);
  t.equal(again.location, PAGE, 'back on the page after signing in');
  listCategories(auth);
  const shown = await auth.app.inject({ url: PAGE, cookies: again.jar });
  t.equal(shown.statusCode, 200);
  t.match(shown.body, DRAFT_NOTICE);
  t.match(shown.body, 'value="Neue Kategorie mit Entwurf"');
  t.match(shown.body, '>Was ich tippte</textarea>');
  t.match(shown.body, 'name="sortOrder" value="3"');
  t.notMatch(shown.body, 'token-of-the-ended-session', 'the old form token is not kept');

  listCategories(auth);
  const later = await auth.app.inject({ url: PAGE, cookies: again.jar });
  t.notMatch(later.body, DRAFT_NOTICE, 'shown once');
  t.notMatch(later.body, 'Neue Kategorie mit Entwurf');
});

t.test('another user signing in on the same browser does not see the draft', async (t) => {
  const auth = await buildAuthApp(t);
  const first = await auth.login(USERS.owner);
  const refused = await postAfterLogout(auth, first);
  const other = await signInVia(auth, PAGE, USERS.lena, { ...loggedOutElsewhere(first), ...cookieJar(refused) });
  listCategories(auth);
  const page = await auth.app.inject({ url: PAGE, cookies: other.jar });
  t.notMatch(page.body, DRAFT_NOTICE);
  t.notMatch(page.body, 'Neue Kategorie mit Entwurf');
});

t.test('a browser that names no earlier user keeps nothing, and goes to the plain login', async (t) => {
  const auth = await buildAuthApp(t);
  const res = await postAfterLogout(auth, {});
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/login');
  t.notOk(Object.keys(cookieJar(res)).some((name) => name.endsWith('draft')));
});

t.test('the return target survives only as a path of this site', async (t) => {
  const auth = await buildAuthApp(t);
  for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
    const login = await auth.app.inject({ url: `/login?${new URLSearchParams({ next })}` });
    t.match(login.body, 'href="/auth/discord"', `the login ignores ${next}`);
    const { location } = await signInVia(auth, next, USERS.owner, {});
    t.equal(location, '/guilds', `after signing in: the picker, not ${next}`);
  }
  const signedIn = await auth.login(USERS.owner);
  const res = await auth.app.inject({ url: `/login?next=${encodeURIComponent(PAGE)}`, cookies: signedIn });
  t.equal(res.headers.location, PAGE, 'a signed-in user on the login goes straight on');
});

t.test('an expired session on a page comes back to that page', async (t) => {
  const auth = await buildAuthApp(t);
  const res = await auth.app.inject({ url: `${PAGE}?form=new`, cookies: { '__Host-sid': 'stale' } });
  t.equal(res.headers.location, `/login?error=unauthorized&next=${encodeURIComponent(`${PAGE}?form=new`)}`);
});

t.test('a draft keeps no form token and nothing password-like', async (t) => {
  const config = testConfig();
  const store = memoryStore(FormDraft, 10);
  const drafts = createDrafts(config, store, async () => true);
  const app = Fastify();
  await app.register(cookie, { secret: config.sessionSecrets });
  app.post('/form', async (request, reply) => drafts.keep(request, reply, new URLSearchParams(String(request.body))));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  const userCookie = `${config.secureCookies ? '__Host-' : ''}last-user`;
  const res = await app.inject({
    method: 'POST',
    url: '/form',
    cookies: { [userCookie]: app.signCookie(USERS.owner) },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'name=Kept&_csrf=t&password=p&clientSecret=s&apiToken=x',
  });
  t.equal(res.body, 'true');
  const browser = app.unsignCookie(res.cookies.find((entry) => entry.name.endsWith('draft'))!.value).value!;
  t.same(await store.get(draftKey(USERS.owner, '/form')), {
    userId: USERS.owner,
    browser,
    path: '/form',
    fields: [['name', 'Kept']],
  });
});
