// /dashboard/{guildId}/permissions: rows, forms, payloads, errors; and the picker's rules, with the users
// and roles that have an entry already marked.
import t, { type Test } from 'tap';
import { listedEntry, PICKER, pickerError, pickerUrl } from '../../../islands/_shared/picker-rules.js';
import { SPEC_TEXTS } from '../../../views/i18n/texts.js';
import { buildAuthApp } from '../../helpers/auth.js';
import { elements, hasElement, postForm, textOf } from '../../helpers/app.js';

const G = '100000000000000001';
const PAGE = `/dashboard/${G}/permissions`;
const ENTRIES = [
  {
    id: 0,
    type: 'user',
    targetId: '200000000000000001',
    targetName: 'Demo Owner',
    permissions: ['dashboard.view', 'dashboard.admin'],
    isOwner: true,
    avatar: 'https://cdn.discordapp.com/avatars/2/a.png',
    color: null,
    discriminator: '4821',
    position: null,
    createdAt: '2015-10-04T12:00:00.000Z',
  },
  {
    id: 1,
    type: 'role',
    targetId: '110000000000000004',
    targetName: 'Moderator',
    permissions: ['dashboard.view', 'tickets.view'],
    isOwner: false,
    avatar: null,
    color: 0x3498db,
    discriminator: null,
    position: 5,
    createdAt: '2026-04-01T10:00:00.000Z',
  },
  {
    id: 2,
    type: 'role',
    targetId: '110000000000000005',
    targetName: 'Support',
    permissions: ['dashboard.view'],
    isOwner: false,
    avatar: null,
    color: 0,
    discriminator: null,
    position: 4,
    createdAt: '2026-04-01T10:00:00.000Z',
  },
];
const ROLES = {
  roles: [
    { id: '110000000000000007', name: 'VIP', color: 0, managed: false, assignable: true, position: 3 },
    { id: G, name: '@everyone', color: 0, managed: false, assignable: false, position: 0 },
  ],
};

async function setup(t: Test) {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  const load = (entries: object = ENTRIES) => {
    auth.bot.intercept({ path: `/api/permissions/${G}`, method: 'GET' }).reply(200, entries);
    auth.bot.intercept({ path: `/api/discord/${G}/roles`, method: 'GET' }).reply(200, ROLES);
  };
  const post = (payload: [string, string][]) => postForm(auth.app, session, PAGE, payload);
  const capture = (method: string, path: string, data: object, status = 200) => {
    const seen: unknown[] = [];
    auth.bot.intercept({ path, method }).reply((options) => {
      seen.push(options.body ? JSON.parse(String(options.body)) : null);
      return { statusCode: status, data };
    });
    return seen;
  };
  return { ...auth, session, load, post, capture };
}

t.test("the picker's rules: 2 characters for user search, 300 ms, 50 results, 8 s, and the error texts", async (t) => {
  t.same(PICKER, { minUserSearch: 2, debounceMs: 300, maxResults: 50, timeoutMs: 8000 });
  t.equal(pickerUrl(G, 'user', 'ä'), `/api/discord/${G}/members`, 'below 2 characters: the unfiltered list');
  t.equal(pickerUrl(G, 'user', 'so fi'), `/api/discord/${G}/members?search=so%20fi`, 'search terms are URL-encoded');
  t.equal(pickerError('user', 'timeout', SPEC_TEXTS.entityPicker), 'Anfrage dauert zu lange - versuche es erneut');
  t.equal(pickerError('role', 503, SPEC_TEXTS.entityPicker), 'Discord Bot ist nicht bereit - warte einen Moment');
  t.equal(pickerError('user', 404, SPEC_TEXTS.entityPicker), 'Server wurde nicht gefunden');
  t.equal(pickerError('role', 500, SPEC_TEXTS.entityPicker), 'Fehler beim Laden der Rollen');
  t.equal(pickerError('user', 'invalid', SPEC_TEXTS.entityPicker), 'Fehler beim Laden der Benutzer');
});

t.test(
  'rows: owner with crown, Serverbesitzer, Auto-Berechtigung, Server erstellt, the lock; roles with colour hex and Pos.; count',
  async (t) => {
    const { app, session, load } = await setup(t);
    load();
    const res = await app.inject({ url: PAGE, cookies: session.cookies });
    const text = textOf(res.body);
    t.match(text, 'Berechtigungen Berechtigung hinzufügen 3 Berechtigung(en) konfiguriert');
    t.match(
      text,
      '👑 Serverbesitzer Demo Owner #4821 Benutzer · ID 2000000000… Auto-Berechtigung · Server erstellt: 4. Oktober 2015',
    );
    t.match(res.body, 'disabled="" title="Serverbesitzer-Berechtigungen können nicht entfernt werden"');
    t.match(
      text,
      '3498db Moderator Rolle · ID 1100000000… · Pos. 5 Hinzugefügt: 1. April 2026 Dashboard ansehen Tickets ansehen Bearbeiten Entfernen',
    );
    t.match(text, '99aab5 Support', 'the default role colour');
    t.notMatch(res.body, '?edit=0', 'the owner entry cannot be edited');
    load([]);
    t.match(
      textOf((await app.inject({ url: PAGE, cookies: session.cookies })).body),
      'Keine Berechtigungen konfiguriert Füge Benutzer oder Rollen hinzu',
    );
  },
);

t.test('the add form: picker, manual fields with the developer-mode hint, dashboard.view preselected', async (t) => {
  const { app, session, load } = await setup(t);
  load();
  const res = await app.inject({ url: `${PAGE}?form=add`, cookies: session.cookies });
  t.match(res.body, 'data-island="EntityPicker"');
  t.ok(hasElement(res.body, 'option', { value: '110000000000000007' }, 'VIP'));
  t.notOk(hasElement(res.body, 'option', { value: G }), '@everyone is not offered');
  t.match(res.body, 'Entwicklermodus');
  const permissions = elements(res.body, 'input', { type: 'checkbox', name: 'permissions' });
  t.same(
    permissions
      .filter((permission) => 'checked' in permission.attributes)
      .map((permission) => permission.attributes.value),
    ['dashboard.view'],
    'dashboard.view ticked at first',
  );
  t.ok(
    permissions.some((permission) => permission.attributes.value === 'tickets.view'),
    'tickets.view offered',
  );
  t.match(res.body, 'data-busy-label="Wird hinzugefügt..."');
  t.ok(hasElement(res.body, 'summary', {}, 'Per ID hinzufügen'), 'the manual fields behind their disclosure');
  t.match(textOf(res.body), 'Voller Dashboard-Zugriff (schließt alle anderen ein)', 'the full access explained');
});

t.test('users and roles with an entry are marked: the picker is told, the select offers them disabled', async (t) => {
  const { app, session, bot } = await setup(t);
  bot.intercept({ path: `/api/permissions/${G}`, method: 'GET' }).reply(200, ENTRIES);
  bot.intercept({ path: `/api/discord/${G}/roles`, method: 'GET' }).reply(200, {
    roles: [
      ...ROLES.roles,
      { id: '110000000000000004', name: 'Moderator', color: 0, managed: false, assignable: true, position: 5 },
    ],
  });
  const res = await app.inject({ url: `${PAGE}?form=add`, cookies: session.cookies });
  const [island] = elements(res.body, 'div', { 'data-island': 'EntityPicker' });
  const props = JSON.parse(
    elements(res.body, 'script', { 'data-island-props': island?.attributes['data-island-id'] ?? '' })[0]?.text ?? '{}',
  );
  t.same(
    props.listed,
    [
      { type: 'user', id: '200000000000000001', editHref: null },
      { type: 'role', id: '110000000000000004', editHref: `${PAGE}?edit=1` },
      { type: 'role', id: '110000000000000005', editHref: `${PAGE}?edit=2` },
    ],
    "each entry's user or role, and where it is edited (the owner's nowhere)",
  );
  t.ok(
    hasElement(
      res.body,
      'option',
      { value: '110000000000000004', disabled: '' },
      'Moderator (hat schon einen Eintrag)',
    ),
    'without JavaScript: listed, marked, not to be chosen',
  );
  t.ok(hasElement(res.body, 'option', { value: '110000000000000007' }, 'VIP'), 'the others as they were');
  t.notOk(hasElement(res.body, 'option', { value: '110000000000000007', disabled: '' }));
  t.same(listedEntry(props.listed, 'role', '110000000000000005'), props.listed[2]);
  t.equal(listedEntry(props.listed, 'user', '110000000000000005'), null, 'a role is not a user of the same id');
});

t.test('a second entry refused: the typed ID says it has one, with the way to edit it', async (t) => {
  const { post, load, bot } = await setup(t);
  bot
    .intercept({ path: `/api/permissions/${G}`, method: 'POST' })
    .reply(409, { error: 'This role already has an entry; edit it instead', code: 'duplicate' });
  load();
  const res = await post([
    ['intent', 'add'],
    ['type', 'role'],
    ['targetId', '110000000000000004'],
    ['targetName', 'Moderator'],
    ['permissions', 'tickets.view'],
  ]);
  t.equal(res.statusCode, 409);
  t.match(textOf(res.body), 'Diese Rolle hat schon einen Eintrag; bearbeite ihn stattdessen.');
  t.match(textOf(res.body), 'Diese ID hat schon einen Eintrag. Eintrag bearbeiten');
  t.ok(hasElement(res.body, 'a', { href: `${PAGE}?edit=1` }, 'Eintrag bearbeiten'), 'a link to that entry');
});

t.test(
  "add sends type, targetId, targetName, permissions; empty fields get 'Bitte alle Felder ausfüllen'; a role from the select",
  async (t) => {
    const { post, load, capture } = await setup(t);
    const added = capture('POST', `/api/permissions/${G}`, ENTRIES[1]!, 201);
    t.equal(
      (
        await post([
          ['intent', 'add'],
          ['type', 'user'],
          ['targetId', ' 200000000000000013 '],
          ['targetName', ' Sophie '],
          ['permissions', 'dashboard.view'],
          ['permissions', 'tickets.view'],
        ])
      ).statusCode,
      303,
    );
    load();
    const empty = await post([
      ['intent', 'add'],
      ['type', 'user'],
      ['targetId', '  '],
      ['targetName', 'x'],
      ['permissions', 'dashboard.view'],
    ]);
    t.equal(empty.statusCode, 400);
    t.match(empty.body, 'Bitte alle Felder ausfüllen');
    load();
    const fromSelect = capture('POST', `/api/permissions/${G}`, ENTRIES[1]!, 201);
    t.equal(
      (
        await post([
          ['intent', 'add'],
          ['type', 'role'],
          ['pickRole', '110000000000000007'],
          ['targetId', ''],
          ['targetName', ''],
          ['permissions', 'tickets.view'],
        ])
      ).statusCode,
      303,
    );
    t.same(added, [
      {
        type: 'user',
        targetId: '200000000000000013',
        targetName: 'Sophie',
        permissions: ['dashboard.view', 'tickets.view'],
      },
    ]);
    t.same(fromSelect, [
      { type: 'role', targetId: '110000000000000007', targetName: 'VIP', permissions: ['tickets.view'] },
    ]);
  },
);

t.test(
  'without JavaScript a role picked in the select is that role even with Benutzer checked; a rejected form keeps it',
  async (t) => {
    const { post, load, capture } = await setup(t);
    const VIP = '110000000000000007';
    load();
    const rejected = await post([
      ['intent', 'add'],
      ['type', 'user'],
      ['pickRole', VIP],
      ['targetId', ''],
      ['targetName', ''],
    ]);
    t.equal(rejected.statusCode, 400, 'no permission chosen');
    t.ok(hasElement(rejected.body, 'option', { value: VIP, selected: '' }, 'VIP'), 'the picked role is still picked');
    t.notOk(hasElement(rejected.body, 'option', { value: '', selected: '' }), 'not back at the empty choice');
    load();
    const added = capture('POST', `/api/permissions/${G}`, ENTRIES[1]!, 201);
    const sent = await post([
      ['intent', 'add'],
      ['type', 'user'],
      ['pickRole', VIP],
      ['targetId', ''],
      ['targetName', ''],
      ['permissions', 'tickets.view'],
    ]);
    t.equal(sent.statusCode, 303);
    t.same(added, [{ type: 'role', targetId: VIP, targetName: 'VIP', permissions: ['tickets.view'] }]);
  },
);

t.test(
  "the bot API's refusals by code, in our words beside the typed values: a second entry, a missing permission",
  async (t) => {
    const { post, load, bot } = await setup(t);
    const add: [string, string][] = [
      ['intent', 'add'],
      ['type', 'user'],
      ['targetId', '200000000000000013'],
      ['targetName', 'Sophie'],
      ['permissions', 'tickets.view'],
    ];
    bot
      .intercept({ path: `/api/permissions/${G}`, method: 'POST' })
      .reply(409, { error: 'This user already has an entry; edit it instead', code: 'duplicate' });
    load();
    const duplicate = await post(add);
    t.equal(duplicate.statusCode, 409);
    t.match(duplicate.body, 'Dieser Benutzer hat schon einen Eintrag; bearbeite ihn stattdessen.');
    t.notMatch(duplicate.body, 'already has an entry');
    t.match(duplicate.body, 'value="Sophie"', 'the values stay');
    bot.intercept({ path: `/api/permissions/${G}`, method: 'POST' }).reply(403, {
      error: 'This needs the dashboard.admin permission on this server',
      code: 'permission_missing',
      needs: 'dashboard.admin',
    });
    load();
    const refused = await post(add);
    t.equal(refused.statusCode, 403);
    t.match(refused.body, 'Dafür fehlt die Berechtigung „Voller Dashboard-Zugriff“.');
    t.notMatch(refused.body, 'This needs');
  },
);

t.test("edit uses the atomic update; remove asks first; failures show the screen's own texts", async (t) => {
  const { app, session, post, load, capture, bot } = await setup(t);
  load();
  const edit = await app.inject({ url: `${PAGE}?edit=1`, cookies: session.cookies });
  t.match(textOf(edit.body), 'Berechtigung bearbeiten Rolle: Moderator (110000000000000004)');
  t.match(edit.body, '>Aktualisieren</button>');
  const updated = capture('PUT', `/api/permissions/${G}/1`, ENTRIES[1]!);
  t.equal(
    (
      await post([
        ['intent', 'update'],
        ['id', '1'],
        ['permissions', 'autoresponse.manage'],
      ])
    ).statusCode,
    303,
  );
  t.same(updated, [{ permissions: ['autoresponse.manage'] }]);
  load();
  t.match(
    textOf((await app.inject({ url: `${PAGE}?remove=2`, cookies: session.cookies })).body),
    'Support : Möchtest du diese Berechtigung wirklich entfernen?',
  );
  const cases: [string, [string, string][], string][] = [
    [
      'PUT',
      [
        ['intent', 'update'],
        ['id', '1'],
        ['permissions', 'dashboard.view'],
      ],
      'Fehler beim Aktualisieren der Berechtigung',
    ],
    [
      'DELETE',
      [
        ['intent', 'remove'],
        ['id', '2'],
      ],
      'Fehler beim Entfernen der Berechtigung',
    ],
  ];
  for (const [method, payload, message] of cases) {
    bot
      .intercept({ path: method === 'PUT' ? `/api/permissions/${G}/1` : `/api/permissions/${G}/2`, method })
      .reply(500, { error: 'x' });
    const res = await post(payload);
    load();
    t.match(
      (
        await app.inject({
          url: PAGE,
          cookies: { ...session.cookies, ...Object.fromEntries(res.cookies.map((c) => [c.name, c.value])) },
        })
      ).body,
      message,
    );
  }
  bot.intercept({ path: `/api/permissions/${G}`, method: 'POST' }).reply(500, { error: 'x' });
  load();
  t.match(
    (
      await post([
        ['intent', 'add'],
        ['type', 'user'],
        ['targetId', '200000000000000013'],
        ['targetName', 'S'],
        ['permissions', 'dashboard.view'],
      ])
    ).body,
    'Fehler beim Hinzufügen der Berechtigung',
  );
  bot.intercept({ path: `/api/permissions/${G}`, method: 'GET' }).reply(500, { error: 'x' });
  bot.intercept({ path: `/api/discord/${G}/roles`, method: 'GET' }).reply(200, ROLES);
  t.match((await app.inject({ url: PAGE, cookies: session.cookies })).body, 'Fehler beim Laden der Berechtigungen');
});
