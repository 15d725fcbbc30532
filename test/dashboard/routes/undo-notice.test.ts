// 'Rückgängig' in a deletion's notice: each screen's delete passes on the history entry the bot API names,
// the signed flash carries it, and the next page links it to the history's confirm step of that entry,
// only for users who may open the history and change the screen. The step then undoes it as the history
// does (form token, 409 back to the step); a failed deletion offers nothing.
import type { LightMyRequestResponse } from 'fastify';
import t, { type Test } from 'tap';
import { SPEC_TEXTS } from '../../../views/i18n/texts.js';
import { buildAuthApp } from '../../helpers/auth.js';
import { elements, postForm, textOf } from '../../helpers/app.js';

const G = '100000000000000001';
const ROLE = '110000000000000006';
const CATEGORIES = `/dashboard/${G}/ticket-categories`;
const HISTORY = `/dashboard/${G}/history`;

async function setup(t: Test) {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  const post = (page: string, fields: Record<string, string>) => postForm(auth.app, session, page, fields);
  /** The page as the browser opens it after the redirect: with the flash cookie the post set. */
  const follow = (res: LightMyRequestResponse) =>
    auth.app.inject({
      url: String(res.headers.location),
      cookies: { ...session.cookies, ...Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie.value])) },
    });
  const categories = () =>
    auth.bot.intercept({ path: `/api/ticket-categories/${G}?includeInactive=true`, method: 'GET' }).reply(200, []);
  const rights = (permissions: string[]) =>
    auth.bot
      .intercept({ path: `/api/guilds/${G}/access`, method: 'GET' })
      .reply(200, { full: false, permissions, grants: [] });
  return { ...auth, session, post, follow, categories, rights };
}

/** The flash a response set, as its signed cookie carries it. */
const flashOf = (res: LightMyRequestResponse) =>
  decodeURIComponent(res.cookies.find((cookie) => cookie.name === '__Host-flash')?.value ?? '');

/** The undo links of a page: the notice's button. */
const undoLinks = (html: string) =>
  elements(html, 'a')
    .filter((link) => link.text === SPEC_TEXTS.undo.offer)
    .map((link) => link.attributes.href);

t.test("every screen's deletion carries the history entry the bot API names into its notice", async (t) => {
  const { post, bot } = await setup(t);
  const deletions: { page: string; form: Record<string, string>; path: string }[] = [
    { page: CATEGORIES, form: { intent: 'delete', id: '2' }, path: `/api/ticket-categories/${G}/2` },
    {
      page: `/dashboard/${G}/autoresponses`,
      form: { intent: 'delete', trigger: 'wie geht’s?' },
      path: `/api/autoresponses/${G}/${encodeURIComponent('wie geht’s?')}`,
    },
    {
      page: `/dashboard/${G}/autoroles`,
      form: { intent: 'delete', roleId: ROLE },
      path: `/api/autoroles/${G}/${ROLE}`,
    },
    {
      page: `/dashboard/${G}/command-permissions`,
      form: { intent: 'delete', roleId: ROLE },
      path: `/api/command-permissions/${G}/${ROLE}`,
    },
    { page: `/dashboard/${G}/permissions`, form: { intent: 'remove', id: '2' }, path: `/api/permissions/${G}/2` },
  ];
  let entryId = 40;
  for (const deletion of deletions) {
    entryId += 1;
    bot.intercept({ path: deletion.path, method: 'DELETE' }).reply(200, { historyEntryId: entryId });
    const res = await post(deletion.page, deletion.form);
    t.equal(res.statusCode, 303, deletion.page);
    t.equal(res.headers.location, deletion.page, 'back to the screen');
    t.match(flashOf(res), `"kind":"success"`, 'a success notice');
    t.match(flashOf(res), `"undoEntryId":${entryId}`, "with the deletion's history entry");
  }
});

t.test('the notice links the history entry to its undo, with and without the rights for it', async (t) => {
  const { post, follow, bot, categories, rights } = await setup(t);
  const remove = async () => {
    bot.intercept({ path: `/api/ticket-categories/${G}/2`, method: 'DELETE' }).reply(200, { historyEntryId: 77 });
    categories();
    return post(CATEGORIES, { intent: 'delete', id: '2' });
  };

  const page = await follow(await remove());
  t.equal(page.statusCode, 200);
  const notice = elements(page.body, 'p', { role: 'status' }).find((element) =>
    element.attributes.class?.includes('alert'),
  );
  t.equal(notice?.text.replace(/\s+/g, ' '), 'Kategorie gelöscht Rückgängig', 'the message, then its undo');
  t.same(undoLinks(page.body), [`${HISTORY}?revert=77`], "the history's confirm step of that entry");

  rights(['tickets.view', 'tickets.manage']);
  const noHistory = await follow(await remove());
  t.match(textOf(noHistory.body), 'Kategorie gelöscht', 'the message all the same');
  t.same(undoLinks(noHistory.body), [], 'no undo for a user who may not open the history');

  rights(['dashboard.admin']);
  t.same(undoLinks((await follow(await remove())).body), [`${HISTORY}?revert=77`], 'dashboard.admin may undo');
});

t.test('a failed deletion offers no undo', async (t) => {
  const { post, follow, bot, categories } = await setup(t);
  bot.intercept({ path: `/api/ticket-categories/${G}/2`, method: 'DELETE' }).reply(500, { error: 'boom' });
  const res = await post(CATEGORIES, { intent: 'delete', id: '2' });
  t.notMatch(flashOf(res), 'undoEntryId');
  categories();
  const page = await follow(res);
  t.match(textOf(page.body), SPEC_TEXTS.categories.notChanged);
  t.same(undoLinks(page.body), []);
});

t.test("the undo goes the history's way: its confirm step, its form, and its refusal", async (t) => {
  const { app, session, post, bot } = await setup(t);
  const deletion = {
    id: 77,
    area: 'categories',
    action: 'category.delete',
    targetId: '2',
    actor: { id: '200000000000000001', name: 'Demo Owner' },
    adminLevel: null,
    createdAt: '2026-11-20T10:15:00.000Z',
    before: { id: 2, name: 'Alt', description: '', is_active: false },
    details: '',
    revertsId: null,
    revertedBy: null,
  };
  bot.intercept({ path: `/api/guilds/${G}/history?limit=26`, method: 'GET' }).reply(200, { entries: [], actors: [] });
  bot
    .intercept({ path: `/api/guilds/${G}/history/77/revert`, method: 'GET' })
    .reply(200, { entry: deletion, blocked: null });
  const step = await app.inject({ url: `${HISTORY}?revert=77`, cookies: session.cookies });
  t.match(
    textOf(step.body),
    'Änderung rückgängig machen',
    'the confirm step, saying what will happen before anything does',
  );
  t.match(textOf(step.body), 'Die Kategorie „Alt“ wird mit ihren alten Werten wiederhergestellt.');

  bot
    .intercept({ path: `/api/guilds/${G}/history/77/revert`, method: 'POST' })
    .reply(200, { entries: [{ ...deletion, id: 78, action: 'category.create', revertsId: 77 }] });
  const done = await post(HISTORY, { intent: 'revert', entryId: '77' });
  t.equal(done.headers.location, HISTORY);
  t.match(flashOf(done), SPEC_TEXTS.undo.done);

  bot.intercept({ path: `/api/guilds/${G}/history/77/revert`, method: 'POST' }).reply(409, {
    error: 'This change was undone already (history entry 78); nothing was changed',
    code: 'revert_conflict',
  });
  const twice = await post(HISTORY, { intent: 'revert', entryId: '77' });
  t.equal(twice.headers.location, `${HISTORY}?revert=77`, 'refused: back to the step, which names the undo');
});
