// Änderungsverlauf (issue 17, item 3): the page asks the bot API for one entry more than it shows, with
// the filters of its GET form; shows who, when, what and a before/after table; pages by id.
import t from 'tap';
import { changedFields } from '../../views/pages/HistoryPage.js';
import { textOf } from '../helpers/app.js';
import { buildAuthApp } from '../helpers/auth.js';
import { IDS, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;

function entry(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    area: 'categories',
    action: 'category.update',
    targetId: '7',
    actor: { id: USERS.owner, name: 'Demo Owner' },
    adminLevel: null,
    createdAt: '2026-11-20T10:15:00.000Z',
    before: { id: 7, name: 'Support', description: 'Alt', is_active: true, updated_at: '2026-11-01T00:00:00.000Z' },
    after: { id: 7, name: 'Support', description: 'Neu', is_active: false, updated_at: '2026-11-20T10:15:00.000Z' },
    details: '',
    ...overrides,
  };
}

t.test('the diff lists only the fields that changed, readably', async (t) => {
  t.same(changedFields({ name: 'a', on: true, ids: ['1'], updated_at: 'x' }, { name: 'b', on: false, ids: ['1'], updated_at: 'y' }), [
    { field: 'name', before: 'a', after: 'b' },
    { field: 'on', before: 'an', after: 'aus' },
  ]);
  t.same(changedFields(undefined, { name: 'neu', emoji: '' }), [
    { field: 'name', before: '–', after: 'neu' },
    { field: 'emoji', before: '–', after: '–' },
  ]);
  t.same(changedFields(true, false), [{ field: 'Wert', before: 'an', after: 'aus' }], 'a switch');
  t.same(changedFields(undefined, undefined), [], 'nothing recorded');
});

t.test('the history page: entries, filters sent upstream, the diff, the older page', async (t) => {
  const auth = await buildAuthApp(t);
  const { cookies } = await auth.signIn();
  const entries = Array.from({ length: 26 }, (_, index) => entry(100 - index));
  entries[1] = entry(99, { action: 'category.delete', before: { name: 'Weg' }, after: undefined, adminLevel: 2, actor: { id: USERS.operator, name: 'Operator' } });
  auth.bot.intercept({ path: `/api/guilds/${G}/history?area=categories&user=${USERS.owner}&limit=26`, method: 'GET' }).reply(200, {
    entries,
    actors: [
      { id: USERS.owner, name: 'Demo Owner' },
      { id: USERS.operator, name: 'Operator' },
    ],
  });
  const res = await auth.app.inject({ url: `/dashboard/${G}/history?area=categories&user=${USERS.owner}`, cookies });
  t.equal(res.statusCode, 200);
  const text = textOf(res.body);
  t.match(text, 'Änderungsverlauf');
  t.equal((res.body.match(/class="card history-entry"/g) ?? []).length, 25, 'one page: 25 of the 26 asked for');
  t.match(text, 'Kategorie bearbeitet 7');
  t.match(text, 'Feld Vorher Nachher description Alt Neu is_active an aus', 'only what changed, updated_at left out');
  t.match(text, 'Operator (Admin-Session Level 2) Ticket Kategorien Kategorie gelöscht 7 Feld Vorher Nachher name Weg –');
  t.match(res.body, '<option value="categories" selected="">Ticket Kategorien</option>', 'the filters keep their values');
  t.match(res.body, `<option value="${USERS.owner}" selected="">Demo Owner</option>`);
  t.match(res.body, `href="/dashboard/${G}/history?area=categories&amp;user=${USERS.owner}&amp;before=76" rel="next"`, 'the older page keeps the filters');
  t.notMatch(text, 'Neueste', 'the newest page has no link to itself');
});

t.test('a later page links back to the newest; a bad filter is dropped; an empty history says so', async (t) => {
  const auth = await buildAuthApp(t);
  const { cookies } = await auth.signIn();
  auth.bot.intercept({ path: `/api/guilds/${G}/history?before=76&limit=26`, method: 'GET' }).reply(200, { entries: [entry(75)], actors: [] });
  const later = await auth.app.inject({ url: `/dashboard/${G}/history?area=nope&user=x&before=76`, cookies });
  t.equal(later.statusCode, 200);
  t.match(later.body, `href="/dashboard/${G}/history">Neueste</a>`);
  t.notMatch(later.body, 'rel="next"', 'no older page after the last');
  auth.bot.intercept({ path: `/api/guilds/${G}/history?limit=26`, method: 'GET' }).reply(200, { entries: [], actors: [] });
  const empty = await auth.app.inject({ url: `/dashboard/${G}/history`, cookies });
  t.match(textOf(empty.body), 'Keine Änderungen gefunden.');
});

t.test('without dashboard.admin the page is refused and the entry is not in the navigation', async (t) => {
  const auth = await buildAuthApp(t);
  const cookies = await auth.login(USERS.moderator);
  auth.bot
    .intercept({ path: `/api/guilds/${G}/access`, method: 'GET' })
    .reply(200, { full: false, permissions: ['dashboard.view', 'tickets.view'], grants: [] })
    .persist();
  auth.bot.intercept({ path: `/api/guilds/${G}/history?limit=26`, method: 'GET' }).reply(403, { error: 'This needs the dashboard.admin permission on this server', code: 'permission_missing' });
  const res = await auth.app.inject({ url: `/dashboard/${G}/history`, cookies });
  t.equal(res.statusCode, 403);
  t.match(res.body, 'Dafür fehlt die Berechtigung <code>dashboard.admin</code>.');
  t.notMatch(res.body, `href="/dashboard/${G}/history"`, 'not offered in the navigation');
});
