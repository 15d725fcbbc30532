// Änderungsverlauf: the page asks the bot API for one entry more than it shows, with
// the filters of its GET form; shows who, when, what and a before/after table; pages by id.
import t from 'tap';
import { SPEC_TEXTS } from '../../../views/i18n/texts.js';
import { changedFields } from '../../../views/components/HistoryChange.js';
import { CATALOGUES } from '../../../views/i18n/catalogues.js';
import { revertRefusals } from '../../../server/dashboard/routes/dashboard/history.js';
import { elements, postForm, textOf } from '../../helpers/app.js';
import { buildAuthApp } from '../../helpers/auth.js';
import { IDS, USERS } from '../../helpers/bot-api.js';

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
    revertsId: null,
    ...overrides,
  };
}

t.test('the diff lists only the fields that changed, readably', async (t) => {
  t.same(
    changedFields(
      { name: 'a', on: true, ids: ['1'], updated_at: 'x' },
      { name: 'b', on: false, ids: ['1'], updated_at: 'y' },
      SPEC_TEXTS.history,
    ),
    [
      { field: 'Name', before: 'a', after: 'b' },
      { field: 'on', before: 'an', after: 'aus' },
    ],
    "fields by the catalogue's name; one it does not know as recorded",
  );
  t.same(changedFields(undefined, { name: 'neu', emoji: '' }, SPEC_TEXTS.history), [
    { field: 'Name', before: '–', after: 'neu' },
    { field: 'Emoji', before: '–', after: '–' },
  ]);
  t.same(
    changedFields({ sort_order: 1, is_active: true }, { sort_order: 2, is_active: true }, CATALOGUES.en.history),
    [{ field: 'Order', before: '1', after: '2' }],
    "in the reader's language",
  );
  t.same(changedFields(true, false, SPEC_TEXTS.history), [{ field: 'Wert', before: 'an', after: 'aus' }], 'a switch');
  t.same(changedFields(undefined, undefined, SPEC_TEXTS.history), [], 'nothing recorded');
});

t.test('the history page: entries, filters sent upstream, the diff, the older page', async (t) => {
  const auth = await buildAuthApp(t);
  const { cookies } = await auth.signIn();
  const entries = Array.from({ length: 26 }, (_, index) => entry(100 - index));
  entries[1] = entry(99, {
    action: 'category.delete',
    before: { name: 'Weg' },
    after: undefined,
    adminLevel: 2,
    actor: { id: USERS.operator, name: 'Operator' },
  });
  auth.bot
    .intercept({ path: `/api/guilds/${G}/history?area=categories&user=${USERS.owner}&limit=26`, method: 'GET' })
    .reply(200, {
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
  t.match(text, 'Kategorie bearbeitet Support', 'the record by its name');
  t.match(text, 'Feld Vorher Nachher Beschreibung Alt Neu Aktiv an aus', 'only what changed, updated_at left out');
  t.match(
    text,
    'Operator (Admin-Session Level 2) Ticket Kategorien Kategorie gelöscht Weg Feld Vorher Nachher Name Weg –',
  );
  t.same(
    elements(res.body, 'option', { selected: '' }).map((option) => [option.attributes.value, option.text]),
    [
      ['categories', 'Ticket Kategorien'],
      [USERS.owner, 'Demo Owner'],
    ],
    'the filters keep their values',
  );
  t.match(
    res.body,
    `href="/dashboard/${G}/history?area=categories&amp;user=${USERS.owner}&amp;before=76" rel="next"`,
    'the older page keeps the filters',
  );
  t.notMatch(text, 'Neueste', 'the newest page has no link to itself');
});

t.test('a later page links back to the newest; a bad filter is dropped; an empty history says so', async (t) => {
  const auth = await buildAuthApp(t);
  const { cookies } = await auth.signIn();
  auth.bot
    .intercept({ path: `/api/guilds/${G}/history?before=76&limit=26`, method: 'GET' })
    .reply(200, { entries: [entry(75)], actors: [] });
  const later = await auth.app.inject({ url: `/dashboard/${G}/history?area=nope&user=x&before=76`, cookies });
  t.equal(later.statusCode, 200);
  t.match(later.body, `href="/dashboard/${G}/history">Neueste</a>`);
  t.notMatch(later.body, 'rel="next"', 'no older page after the last');
  auth.bot
    .intercept({ path: `/api/guilds/${G}/history?limit=26`, method: 'GET' })
    .reply(200, { entries: [], actors: [] });
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
  auth.bot
    .intercept({ path: `/api/guilds/${G}/history?limit=26`, method: 'GET' })
    .reply(403, { error: 'This needs the dashboard.admin permission on this server', code: 'permission_missing' });
  const res = await auth.app.inject({ url: `/dashboard/${G}/history`, cookies });
  t.equal(res.statusCode, 403);
  t.match(textOf(res.body), 'Dafür fehlt die Berechtigung „Voller Dashboard-Zugriff“.');
  t.notMatch(res.body, `href="/dashboard/${G}/history"`, 'not offered in the navigation');
});

t.test(
  'undo: each revertible change links to its confirm step; tickets have none; an undo names what it undid',
  async (t) => {
    const auth = await buildAuthApp(t);
    const { cookies } = await auth.signIn();
    auth.bot.intercept({ path: `/api/guilds/${G}/history?limit=26`, method: 'GET' }).reply(200, {
      entries: [
        entry(12, { action: 'category.create', before: undefined, after: { id: 9, name: 'Zurück' }, revertsId: 11 }),
        entry(11, {
          action: 'ticket.open',
          area: 'tickets',
          targetId: '40',
          before: undefined,
          after: { status: 'open' },
        }),
        entry(10),
      ],
      actors: [],
    });
    const res = await auth.app.inject({ url: `/dashboard/${G}/history`, cookies });
    t.same(
      elements(res.body, 'a')
        .filter((link) => link.text === 'Rückgängig machen')
        .map((link) => link.attributes.href),
      [`/dashboard/${G}/history?revert=12`, `/dashboard/${G}/history?revert=10`],
    );
    t.notMatch(res.body, 'revert=11', 'a ticket change has no undo');
    t.match(textOf(res.body), 'Macht Änderung #11 rückgängig');
    t.match(res.body, 'href="#h-11"');
  },
);

t.test('undo: the confirm step says what will happen, and the form posts the undo', async (t) => {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  const deletion = entry(99, {
    action: 'category.delete',
    before: { id: 7, name: 'Support', description: 'Hilfe', is_active: true },
    after: undefined,
  });
  auth.bot
    .intercept({ path: `/api/guilds/${G}/history?limit=26`, method: 'GET' })
    .reply(200, { entries: [deletion], actors: [] });
  auth.bot
    .intercept({ path: `/api/guilds/${G}/history/99/revert`, method: 'GET' })
    .reply(200, { entry: deletion, blocked: null });
  const confirm = await auth.app.inject({ url: `/dashboard/${G}/history?revert=99`, cookies: session.cookies });
  t.equal(confirm.statusCode, 200);
  const text = textOf(confirm.body);
  t.match(text, 'Änderung rückgängig machen');
  t.match(
    text,
    'Kategorie gelöscht : Die Kategorie „Support“ wird mit ihren alten Werten wiederhergestellt. Tickets, die ihr zugeordnet waren, werden nicht wieder zugeordnet. Das Rückgängigmachen erscheint selbst im Änderungsverlauf. Abbrechen Rückgängig machen',
    'the consequence, tickets included',
  );
  const posts = elements(confirm.body, 'form').map((form) =>
    Object.fromEntries(
      elements(form.html, 'input', { type: 'hidden' }).map((input) => [input.attributes.name, input.attributes.value]),
    ),
  );
  t.same(
    posts.filter((fields) => fields.intent === 'revert').map((fields) => fields.entryId),
    ['99'],
    'the step posts the undo of entry 99',
  );

  const post = (entryId: string) =>
    postForm(auth.app, session, `/dashboard/${G}/history`, { intent: 'revert', entryId });
  let sent: unknown = 'nothing';
  auth.bot.intercept({ path: `/api/guilds/${G}/history/99/revert`, method: 'POST' }).reply(200, (options) => {
    sent = options.body ?? null;
    return { entries: [entry(100, { action: 'category.create', revertsId: 99 })] };
  });
  const done = await post('99');
  t.equal(done.statusCode, 303);
  t.equal(done.headers.location, `/dashboard/${G}/history`);
  t.equal(sent, null, 'the undo sends no body: the bot API reads the change from its own history');
  t.match(
    decodeURIComponent(done.cookies.find((cookie) => cookie.name === '__Host-flash')?.value ?? ''),
    SPEC_TEXTS.undo.done,
  );

  auth.bot.intercept({ path: `/api/guilds/${G}/history/99/revert`, method: 'POST' }).reply(409, {
    error: 'This change changed again since (history entry 120); nothing was changed',
    code: 'revert_conflict',
  });
  const refused = await post('99');
  t.equal(refused.statusCode, 303);
  t.equal(
    refused.headers.location,
    `/dashboard/${G}/history?revert=99`,
    'back to the confirm step, which shows the newer change',
  );
  t.match(
    decodeURIComponent(refused.cookies.find((cookie) => cookie.name === '__Host-flash')?.value ?? ''),
    revertRefusals(SPEC_TEXTS).revert_conflict!,
  );

  auth.bot
    .intercept({ path: `/api/guilds/${G}/history/99/revert`, method: 'POST' })
    .reply(503, { error: 'Discord is unavailable', code: 'discord_unavailable' });
  const down = await post('99');
  t.equal(down.headers.location, `/dashboard/${G}/history?revert=99`);
  t.match(
    decodeURIComponent(down.cookies.find((cookie) => cookie.name === '__Host-flash')?.value ?? ''),
    SPEC_TEXTS.undo.failed,
    'our message, not the upstream English',
  );

  auth.bot
    .intercept({ path: `/api/guilds/${G}/history?limit=26`, method: 'GET' })
    .reply(200, { entries: [deletion], actors: [] });
  const bad = await post('x');
  t.equal(bad.statusCode, 400, 'an entry id that is no id: the page again, nothing sent');
});

t.test('undo: a record changed since shows the newer change and no button; an unknown entry says so', async (t) => {
  const auth = await buildAuthApp(t);
  const { cookies } = await auth.signIn();
  auth.bot
    .intercept({ path: `/api/guilds/${G}/history?limit=26`, method: 'GET' })
    .reply(200, { entries: [], actors: [] })
    .times(2);
  const newer = entry(120, {
    before: { name: 'Support' },
    after: { name: 'Hilfe' },
    actor: { id: USERS.operator, name: 'Operator' },
  });
  auth.bot
    .intercept({ path: `/api/guilds/${G}/history/99/revert`, method: 'GET' })
    .reply(200, { entry: entry(99), blocked: { reason: 'changed_since', newer } });
  const res = await auth.app.inject({ url: `/dashboard/${G}/history?revert=99`, cookies });
  const text = textOf(res.body);
  t.match(
    text,
    'Der Eintrag wurde seitdem erneut geändert. Damit nichts unbemerkt überschrieben wird, lässt sich diese Änderung nicht mehr rückgängig machen. Die neuere Änderung:',
  );
  t.match(
    text,
    'Operator Ticket Kategorien Kategorie bearbeitet Hilfe Feld Vorher Nachher Name Support Hilfe',
    'the newer change, with who and what',
  );
  t.notMatch(res.body, 'name="intent" value="revert"', 'no confirm form');
  t.match(
    res.body,
    `href="/dashboard/${G}/history?revert=120">Diese Änderung rückgängig machen</a>`,
    'the newer change can be undone instead',
  );

  auth.bot
    .intercept({ path: `/api/guilds/${G}/history/5/revert`, method: 'GET' })
    .reply(404, { error: 'History entry not found', code: 'not_found' });
  const missing = await auth.app.inject({ url: `/dashboard/${G}/history?revert=5`, cookies });
  t.equal(missing.statusCode, 200);
  t.match(textOf(missing.body), 'Diese Änderung wurde nicht gefunden.');
});
