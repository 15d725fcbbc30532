// A form sent after the session ended (logout in another tab) is kept, the user signs
// in again and lands back on the page with the form filled in and marked unsaved; never sent by itself,
// never shown to another user, shown once.
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import t, { type Test } from 'tap';
import { SPEC_TEXTS } from '../../../views/i18n/texts.js';
import { createDrafts, draftKey, FormDraft } from '../../../server/dashboard/session/drafts.js';
import { memoryStore } from '../../../server/dashboard/session/store.js';
import { buildAuthApp, consent, cookieJar, type AuthApp } from '../../helpers/auth.js';
import { elements } from '../../helpers/app.js';
import { questionFieldName } from '../../../views/components/CategoryQuestions.js';
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

async function postAfterLogout(
  auth: AuthApp,
  jar: Record<string, string>,
  form: Record<string, string> | [string, string][] = FORM,
) {
  return auth.app.inject({
    method: 'POST',
    url: PAGE,
    cookies: loggedOutElsewhere(jar),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PUBLIC_URL },
    payload: new URLSearchParams(form).toString(),
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

/**
 * One of the Ticket Kategorien page's forms sent after the session ended, then the page as the same user
 * sees it after signing in again; `load` answers the page's reads.
 */
async function draftOf(t: Test, form: [string, string][], load: (auth: AuthApp) => void) {
  const auth = await buildAuthApp(t);
  const first = await auth.login(USERS.owner);
  const refused = await postAfterLogout(auth, first, [...form, ['_csrf', 'token-of-the-ended-session']]);
  t.equal(refused.statusCode, 303, 'kept as a draft');
  const again = await signInVia(auth, PAGE, USERS.owner, { ...loggedOutElsewhere(first), ...cookieJar(refused) });
  load(auth);
  const shown = await auth.app.inject({ url: PAGE, cookies: again.jar });
  t.equal(shown.statusCode, 200);
  return shown.body;
}

/** The page's reads: its categories, panels, channels, blocklist and roles. */
function pageReads(categories: object[], panels: object[] = []) {
  return (auth: AuthApp) => {
    auth.bot
      .intercept({ path: `/api/ticket-categories/${G}?includeInactive=true`, method: 'GET' })
      .reply(200, categories);
    auth.bot.intercept({ path: `/api/ticket-panels/${G}`, method: 'GET' }).reply(200, panels);
    auth.bot.intercept({ path: `/api/guild/${G}/text-channels`, method: 'GET' }).reply(200, [CHANNEL]);
    auth.bot.intercept({ path: `/api/ticket-blocklist/${G}`, method: 'GET' }).reply(200, []);
    auth.bot
      .intercept({ path: `/api/guild/${G}/team-roles`, method: 'GET' })
      .reply(200, [SUPPORT])
      .times(2);
    auth.bot.intercept({ path: `/api/guild/${G}/category-channels`, method: 'GET' }).reply(200, []);
  };
}

const CHANNEL = { id: '130000000000000006', name: 'tickets' };
const SUPPORT = { id: '110000000000000005', name: 'Support', color: 0, managed: false, assignable: true, position: 4 };
const LOADED_AT = '2026-01-10T12:00:00.000Z';
const CATEGORY = {
  id: 5,
  name: 'Bewerbungen',
  description: '',
  emoji: '📝',
  color: '#57F287',
  sort_order: 2,
  is_active: true,
  created_at: LOADED_AT,
  // Changed by someone else while the session was over.
  updatedAt: '2026-01-11T09:00:00.000Z',
  questions: [],
  staffRoleIds: [],
  welcomeMessage: '',
  discordCategoryId: null,
};
const alertsOf = (html: string) => elements(html, 'p', { role: 'alert' }).map((alert) => alert.text);

t.test("a category's questions, team and welcome come back, based on the state the form was loaded with", async (t) => {
  const html = await draftOf(
    t,
    [
      ['intent', 'update'],
      ['id', '5'],
      ['basedOn', LOADED_AT],
      ['name', 'Bewerbungen'],
      ['description', ''],
      ['emoji', '📝'],
      ['color', '#57F287'],
      ['sortOrder', '2'],
      [questionFieldName(1, 'label'), 'Wie alt bist du?'],
      [questionFieldName(1, 'style'), 'short'],
      [questionFieldName(1, 'required'), 'on'],
      [questionFieldName(1, 'maxLength'), '3'],
      [questionFieldName(2, 'label'), 'Warum wir?'],
      [questionFieldName(2, 'style'), 'paragraph'],
      ['staffRoleIds', SUPPORT.id],
      ['welcomeMessage', 'Hallo {user}, danke!'],
      ['discordCategoryId', ''],
    ],
    pageReads([CATEGORY]),
  );
  const form = elements(html, 'form', { id: 'category-form' })[0]?.html ?? '';
  t.same(alertsOf(form), [DRAFT_NOTICE], 'the notice in the form, no summary of a refusal');
  const typed = (name: string) => elements(form, 'input', { name })[0]?.attributes.value;
  t.equal(typed(questionFieldName(1, 'label')), 'Wie alt bist du?');
  t.equal(typed(questionFieldName(1, 'maxLength')), '3');
  t.equal(typed(questionFieldName(2, 'label')), 'Warum wir?');
  t.same(
    elements(elements(form, 'select', { name: questionFieldName(2, 'style') })[0]?.html ?? '', 'option', {
      selected: '',
    }).map((option) => option.attributes.value),
    ['paragraph'],
  );
  t.same(
    elements(form, 'input', { name: 'staffRoleIds', checked: '' }).map((box) => box.attributes.value),
    [SUPPORT.id],
    'the team',
  );
  t.equal(elements(form, 'textarea', { name: 'welcomeMessage' })[0]?.text, 'Hallo {user}, danke!');
  t.equal(typed('basedOn'), LOADED_AT, "the draft's basedOn: saving it is refused with what changed meanwhile");
});

t.test('a panel and a block come back in their own forms, the notice beside them', async (t) => {
  const panel = {
    id: 7,
    channelId: CHANNEL.id,
    title: 'Support-Tickets',
    text: '',
    color: null,
    categoryIds: [],
    messageId: '500000000000000001',
    sentAt: LOADED_AT,
    refusal: null,
    refusedAt: null,
  };
  const panelDraft = await draftOf(
    t,
    [
      ['intent', 'panel'],
      ['panelId', '7'],
      ['channelId', CHANNEL.id],
      ['title', 'Bewerbungen hier'],
      ['text', 'Was ich tippte'],
      ['color', ''],
      ['categoryIds', '5'],
      ['placeOf', '5'],
      ['place', '1'],
    ],
    pageReads([CATEGORY], [panel]),
  );
  const entry = elements(panelDraft, 'article', { id: 'ticket-panel-7' })[0]?.html ?? '';
  t.same(alertsOf(entry), [DRAFT_NOTICE], "the panel's form says it");
  t.equal(elements(entry, 'input', { name: 'title' })[0]?.attributes.value, 'Bewerbungen hier');
  t.equal(elements(entry, 'textarea', { name: 'text' })[0]?.text, 'Was ich tippte');
  t.equal(elements(entry, 'input', { name: 'categoryIds', checked: '' }).length, 1, 'its category chosen');
  t.equal(elements(entry, 'input', { name: 'place' })[0]?.attributes.value, '1', 'in its place');
  t.same(alertsOf(elements(panelDraft, 'form', { id: 'category-form' })[0]?.html ?? ''), [], 'no other form');

  const blockDraft = await draftOf(
    t,
    [
      ['intent', 'block'],
      ['roleId', ''],
      ['userId', '200000000000000015'],
      ['userName', 'jonas'],
      ['reason', 'Spam in Tickets'],
    ],
    pageReads([CATEGORY]),
  );
  const block = elements(blockDraft, 'form', { id: 'blocklist-form' })[0]?.html ?? '';
  t.same(alertsOf(block), [DRAFT_NOTICE], 'the blocklist form says it');
  t.same(elements(block, 'div', { role: 'alert' }), [], 'and sums up no refusal: nothing was refused');
  t.equal(elements(block, 'input', { name: 'userId' })[0]?.attributes.value, '200000000000000015');
  t.equal(elements(block, 'input', { name: 'reason' })[0]?.attributes.value, 'Spam in Tickets');
  t.same(alertsOf(entryOf(blockDraft)), [], "not in the panel's form");
});

const entryOf = (html: string) => elements(html, 'section', { class: 'card ticket-panel' })[0]?.html ?? '';
