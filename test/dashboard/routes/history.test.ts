// Änderungsverlauf: the page asks the bot API for one entry more than it shows, with
// the filters of its GET form; shows who, when, what and a before/after table; pages by id.
import t from 'tap';
import { SPEC_TEXTS, type Texts } from '../../../views/i18n/texts.js';
import { actionLabel, changedFields } from '../../../views/components/HistoryChange.js';
import { CATALOGUES } from '../../../views/i18n/catalogues.js';
import { revertRefusals } from '../../../server/dashboard/routes/dashboard/history.js';
import { elements, postForm, textOf } from '../../helpers/app.js';
import { buildAuthApp } from '../../helpers/auth.js';
import { IDS, USERS } from '../../helpers/bot-api.js';
import { VIEWER_ZONE_COOKIE } from '../../../server/contract/facts.js';

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
    revertedBy: null,
    ...overrides,
  };
}

/** The words a diff needs: the catalogue, the role and category names the page knows, dates as they are stored. */
const words = (
  texts: Texts = SPEC_TEXTS,
  roles: Record<string, string> = {},
  categories: Record<string, string> = {},
  channels: Record<string, string> = {},
) => ({ texts, roles, categories, channels, dateTime: (iso: string) => `am ${iso}` });

t.test('the diff lists only the fields that changed, readably', async (t) => {
  t.same(
    changedFields(
      { name: 'a', on: true, ids: ['1'], updated_at: 'x' },
      { name: 'b', on: false, ids: ['1'], updated_at: 'y' },
      words(),
    ),
    [
      { field: 'Name', before: 'a', after: 'b' },
      { field: 'on', before: 'ja', after: 'nein' },
    ],
    "fields by the catalogue's name; one it does not know as recorded; yes or no in words",
  );
  t.same(
    changedFields(undefined, { name: 'neu', emoji: '' }, words()),
    [{ field: 'Name', before: '–', after: 'neu' }],
    'a creation: what it set, not the fields it left empty',
  );
  t.same(
    changedFields({ sort_order: 1, is_active: true }, { sort_order: 2, is_active: true }, words(CATALOGUES.en)),
    [{ field: 'Order', before: '1', after: '2' }],
    "in the reader's language",
  );
  t.same(changedFields(true, false, words()), [{ field: 'Wert', before: 'an', after: 'aus' }], 'a switch');
  t.same(changedFields(undefined, undefined, words()), [], 'nothing recorded');
});

t.test('every stored value in words: types, permissions, roles, colours, switches, commands, dates', async (t) => {
  const roles = { '110000000000000004': 'Moderator' };
  const entry = (type: string, targetId: string) => ({
    id: 2,
    type,
    targetId,
    targetName: 'maxpower',
    permissions: ['dashboard.view', 'tickets.view', 'tickets.manage'],
    createdAt: '2026-04-02T10:00:00.000Z',
  });
  t.same(
    changedFields(undefined, entry('role', '110000000000000004'), words(SPEC_TEXTS, roles)),
    [
      { field: 'Typ', before: '–', after: 'Rolle' },
      { field: 'Benutzer oder Rolle', before: '–', after: 'maxpower' },
      { field: 'Berechtigungen', before: '–', after: 'Dashboard ansehen, Tickets ansehen, Tickets verwalten' },
    ],
    'a role entry: its type and permissions in words, no id beside the role’s name',
  );
  t.same(
    changedFields(entry('user', '200000000000000012'), undefined, words(CATALOGUES.en, roles)).slice(0, 2),
    [
      { field: 'Type', before: 'User', after: '–' },
      { field: 'ID', before: '200000000000000012', after: '–' },
    ],
    'a user entry in English: a user id stays an id',
  );
  t.same(
    changedFields(
      { permissions: ['dashboard.view', 'tickets.view'] },
      { permissions: ['dashboard.view', 'dashboard.admin'] },
      words(CATALOGUES.de),
    ),
    [
      {
        field: 'Berechtigungen',
        before: 'Dashboard ansehen, Tickets ansehen',
        after: 'Dashboard ansehen, Voller Dashboard-Zugriff',
      },
    ],
  );
  t.same(
    changedFields(
      { color: '#5865f2', embed_color: null, is_embed: false },
      { color: '#ED4245', embed_color: 15418782, is_embed: true },
      words(),
    ),
    [
      { field: 'Farbe', before: { color: '#5865F2' }, after: { color: '#ED4245' } },
      { field: 'Embed-Farbe', before: '–', after: { color: '#EB459E' } },
      { field: 'Als Embed', before: 'nein', after: 'ja' },
    ],
    'colours as hex values (shown with a swatch), an integer one too',
  );
  t.same(
    changedFields(
      { notificationRoles: ['110000000000000004'], notificationsEnabled: true, channelId: '130000000000000007' },
      { notificationRoles: ['110000000000000004', '110000000000000099'], notificationsEnabled: false },
      words(SPEC_TEXTS, roles),
    ),
    [
      { field: 'Benachrichtigungsrollen', before: 'Moderator', after: 'Moderator, 110000000000000099' },
      { field: 'Benachrichtigungen aktiv', before: 'an', after: 'aus' },
    ],
    'roles by name (an unknown one by its id), a switch; a field only one side recorded is no change',
  );
  t.same(
    changedFields(
      { role_id: '110000000000000004', allowed_commands: ['ping'], denied_commands: [] },
      { role_id: '110000000000000004', allowed_commands: [], denied_commands: ['ping', 'help'] },
      words(),
    ),
    [
      { field: 'Erlaubte Befehle', before: '/ping', after: '–' },
      { field: 'Verbotene Befehle', before: '–', after: '/ping, /help' },
    ],
  );
  t.same(
    changedFields(
      undefined,
      { role_id: '110000000000000004', role_name: 'Mods', allowed_commands: [], denied_commands: ['ping'] },
      words(SPEC_TEXTS, roles),
    ),
    [
      { field: 'Rolle', before: '–', after: 'Mods' },
      { field: 'Verbotene Befehle', before: '–', after: '/ping' },
    ],
    'a role id beside the role’s name says nothing more',
  );
  t.same(
    changedFields(undefined, { role_id: '110000000000000004' }, words(SPEC_TEXTS, roles)),
    [{ field: 'Rollen-ID', before: '–', after: 'Moderator' }],
    'a role id alone: by the role’s name',
  );
  t.same(
    changedFields(undefined, { type: 'role', targetId: '110000000000000004' }, words(SPEC_TEXTS, roles)),
    [
      { field: 'Typ', before: '–', after: 'Rolle' },
      { field: 'ID', before: '–', after: 'Moderator' },
    ],
    'an entry’s role id without a recorded name: by the role’s name',
  );
  t.same(
    changedFields(
      { status: 'open', closed_at: null, category_id: 3 },
      { status: 'closed', closed_at: '2026-11-20T10:15:00.000Z', category_id: 4 },
      words(SPEC_TEXTS, {}, { 3: 'Support' }),
    ),
    [
      { field: 'Status', before: 'Offen', after: 'Geschlossen' },
      { field: 'Geschlossen am', before: '–', after: 'am 2026-11-20T10:15:00.000Z' },
      { field: 'Kategorie', before: 'Support', after: '4' },
    ],
    "a ticket's state in words, its date as the page writes dates, its category by name (else its id)",
  );
  t.same(
    changedFields(
      { channelId: '130000000000000007', title: 'Hilfe', categoryChannelId: '130000000000000020' },
      { channelId: '130000000000000099', title: 'Hilfe', categoryChannelId: '130000000000000021' },
      words(SPEC_TEXTS, {}, {}, { '130000000000000007': 'tickets', '130000000000000020': 'Tickets' }),
    ),
    [
      { field: 'Kanal', before: '#tickets', after: '130000000000000099' },
      { field: 'Ticket-Kategorie in Discord', before: 'Tickets', after: '130000000000000021' },
    ],
    'a text channel as Discord writes it, a channel category by its name; one the guild no longer has by its id',
  );
});

t.test("the ticket panel's refusal by Discord, and its recovery, in the history's words", async (t) => {
  const panel = {
    channelId: '130000000000000006',
    title: 'Hilfe',
    text: '',
    messageId: '190000000000000001',
    sentAt: '2026-11-20T10:00:00.000Z',
    refusal: null,
    refusedAt: null,
  };
  const refusal = {
    status: 400,
    code: 50035,
    message: 'Invalid Form Body',
    field: {
      path: 'components.0.components.4.emoji.name',
      code: 'BUTTON_COMPONENT_INVALID_EMOJI',
      message: 'Invalid emoji',
    },
    category: { id: 9, name: 'Kekw', emoji: '<:kekw:180000000000000002>' },
  };
  const refused = { ...panel, refusal, refusedAt: '2026-11-21T09:00:00.000Z' };
  t.same(changedFields(panel, refused, words()), [
    {
      field: 'Von Discord abgelehnt',
      before: '–',
      after: 'Discord nimmt das Emoji der Kategorie „Kekw“ nicht an: Wähle dort ein anderes.',
    },
    { field: 'Abgelehnt am', before: '–', after: 'am 2026-11-21T09:00:00.000Z' },
  ]);
  t.same(changedFields(refused, panel, words(CATALOGUES.en)), [
    {
      field: 'Refused by Discord',
      before: 'Discord does not take the emoji of the category “Kekw”: choose another one there.',
      after: '–',
    },
    { field: 'Refused at', before: 'am 2026-11-21T09:00:00.000Z', after: '–' },
  ]);
  const gone = {
    ...refused,
    refusal: { ...refusal, status: 404, code: 10008, message: 'Unknown Message', field: null, category: null },
  };
  t.match(changedFields(panel, gone, words())[0], {
    after: 'Die Nachricht des Panels wurde in Discord gelöscht: Sende das Panel erneut.',
  });
  t.same(
    ['ticket_panel.refused', 'ticket_panel.recovered'].map((action) => actionLabel(action, SPEC_TEXTS.history)),
    ['Ticket-Panel konnte den Kategorien nicht folgen', 'Ticket-Panel folgt den Kategorien wieder'],
  );
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
  t.match(text, 'Feld Vorher Nachher Beschreibung Alt Neu Aktiv ja nein', 'only what changed, updated_at left out');
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

t.test("the entries' times carry the guild's zone for a viewer whose browser names another", async (t) => {
  const auth = await buildAuthApp(t);
  const { cookies } = await auth.signIn();
  const timesFor = async (zone: string | null) => {
    auth.bot
      .intercept({ path: `/api/guilds/${G}/history?limit=26`, method: 'GET' })
      .reply(200, { entries: [entry(1)], actors: [{ id: USERS.owner, name: 'Demo Owner' }] });
    const res = await auth.app.inject({
      url: `/dashboard/${G}/history`,
      cookies: zone === null ? cookies : { ...cookies, [VIEWER_ZONE_COOKIE]: zone },
    });
    t.equal(res.statusCode, 200);
    return elements(res.body, 'time').map((time) => time.text);
  };
  t.same(await timesFor('America/New_York'), ['20.11.2026 11:15 (Berlin)'], 'a viewer in New York');
  t.same(await timesFor('Europe/Berlin'), ['20.11.2026 11:15'], "a viewer in the guild's zone");
  t.same(await timesFor(null), ['20.11.2026 11:15'], 'a viewer whose zone is not known yet');
  t.same(await timesFor('Mars/Olympus_Mons'), ['20.11.2026 11:15'], 'a cookie naming no zone counts for nothing');
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
  'undo: each revertible change links to its confirm step; tickets have none; an undo names what it undid; an undone change offers no undo',
  async (t) => {
    const auth = await buildAuthApp(t);
    const { cookies } = await auth.signIn();
    auth.bot.intercept({ path: `/api/guilds/${G}/history?limit=26`, method: 'GET' }).reply(200, {
      entries: [
        entry(13, { action: 'category.create', before: undefined, after: { id: 9, name: 'Zurück' }, revertsId: 10 }),
        entry(12, { action: 'category.toggle', revertsId: 10 }),
        entry(11, {
          action: 'ticket.open',
          area: 'tickets',
          targetId: '40',
          before: undefined,
          after: { status: 'open' },
        }),
        entry(10, { action: 'category.delete', before: { id: 7, name: 'Zurück' }, after: undefined, revertedBy: 12 }),
        entry(9, { revertsId: 3 }),
        // Undone by a change on a newer page (or one the filters hide): said all the same.
        entry(8, { revertedBy: 30 }),
      ],
      actors: [],
    });
    const res = await auth.app.inject({ url: `/dashboard/${G}/history`, cookies });
    t.same(
      elements(res.body, 'a')
        .filter((link) => link.text === 'Rückgängig machen')
        .map((link) => link.attributes.href),
      [`/dashboard/${G}/history?revert=13`, `/dashboard/${G}/history?revert=12`, `/dashboard/${G}/history?revert=9`],
      'the undone deletion (#10) is not offered again',
    );
    t.notMatch(res.body, 'revert=11', 'a ticket change has no undo');
    t.notMatch(res.body, 'revert=10', 'an undone change has no undo');
    t.notMatch(res.body, 'revert=8', 'nor one undone on another page');
    const text = textOf(res.body);
    t.match(text, 'Macht Änderung #10 rückgängig');
    t.match(text, 'Ticket eröffnet #40', 'a ticket by its number');
    const undone = elements(res.body, 'li').find((item) => item.attributes.id === 'h-10')!;
    t.match(
      textOf(undone.html),
      'Kategorie gelöscht Zurück Rückgängig gemacht durch Änderung #12 Feld Vorher Nachher Name Zurück –',
      'marked, with the first change that undid it',
    );
    t.same(
      elements(undone.html, 'a').map((link) => [link.text, link.attributes.href]),
      [['Änderung #12', '#h-12']],
      'a link to the undo, and no undo link',
    );
    t.same(
      elements(res.body, 'a')
        .filter((link) => link.text === 'Änderung #3')
        .map((link) => link.attributes.href),
      [`/dashboard/${G}/history?before=4#h-3`],
      'a change on another page: the page that starts with it',
    );
    const undoneElsewhere = elements(res.body, 'li').find((item) => item.attributes.id === 'h-8')!;
    t.match(
      textOf(undoneElsewhere.html),
      'Rückgängig gemacht durch Änderung #30',
      'marked though its undo is not here',
    );
    t.same(
      elements(undoneElsewhere.html, 'a').map((link) => [link.text, link.attributes.href]),
      [['Änderung #30', `/dashboard/${G}/history?before=31#h-30`]],
      'a link to the undo on its page, and no undo link',
    );
  },
);

t.test(
  'the page shows stored values in words: types, permissions, features, roles, colours with a swatch',
  async (t) => {
    const auth = await buildAuthApp(t);
    const { cookies } = await auth.signIn();
    const permission = {
      id: 2,
      type: 'role',
      targetId: '110000000000000004',
      targetName: 'Mods',
      permissions: ['dashboard.view', 'tickets.view'],
    };
    auth.bot.intercept({ path: `/api/guilds/${G}/history?limit=26`, method: 'GET' }).reply(200, {
      entries: [
        entry(6, {
          area: 'dashboardPermissions',
          action: 'permission.add',
          targetId: permission.targetId,
          before: undefined,
          after: permission,
        }),
        entry(5, { area: 'features', action: 'feature.set', targetId: 'statistics', before: false, after: true }),
        entry(4, {
          area: 'autoResponses',
          action: 'autoresponse.create',
          targetId: '7',
          before: undefined,
          after: { id: 7, trigger_word: 'farbe', response_text: '', is_embed: true, embed_color: 15418782 },
        }),
        entry(3, {
          area: 'notifications',
          action: 'notifications.update',
          targetId: G,
          before: {
            notificationRoles: ['110000000000000004'],
            notificationsEnabled: true,
            channelId: '130000000000000007',
          },
          after: {
            notificationRoles: ['110000000000000004', '110000000000000001', '110000000000000006', '110000000000000077'],
            notificationsEnabled: true,
          },
        }),
        entry(1, {
          area: 'tickets',
          action: 'ticket.open',
          targetId: '40',
          before: undefined,
          after: { id: 40, user_id: USERS.owner, username: 'demo-owner', status: 'open', category_id: 2 },
        }),
        entry(3, {
          area: 'ticketPanel',
          action: 'ticket_panel.send',
          targetId: G,
          before: {
            channelId: '130000000000000007',
            title: 'Hilfe',
            text: 'Wähle',
            messageId: '190000000000000001',
            sentAt: '2026-11-20T10:00:00.000Z',
          },
          after: {
            channelId: '130000000000000008',
            title: 'Hilfe!',
            text: 'Wähle',
            messageId: '190000000000000002',
            sentAt: '2026-11-21T10:00:00.000Z',
          },
        }),
        entry(2, {
          area: 'autoRoles',
          action: 'autorole.toggle',
          targetId: '110000000000000006',
          before: { id: 1, role_id: '110000000000000006', role_name: 'Mitglied', is_active: true },
          after: { id: 1, role_id: '110000000000000006', role_name: 'Mitglied', is_active: false },
        }),
      ],
      actors: [],
    });
    auth.bot.intercept({ path: `/api/guild/${G}/roles`, method: 'GET' }).reply(200, [
      { id: '110000000000000001', name: 'Gründer', color: 0, managed: false, assignable: true, position: 9 },
      { id: '110000000000000004', name: 'Moderator', color: 0, managed: false, assignable: true, position: 5 },
    ]);
    auth.bot.intercept({ path: `/api/ticket-categories/${G}?includeInactive=true`, method: 'GET' }).reply(200, [
      {
        id: 2,
        name: 'Bewerbungen',
        description: '',
        emoji: '',
        color: '#5865F2',
        sort_order: 0,
        is_active: true,
        created_at: '2026-01-10T12:00:00.000Z',
      },
    ]);
    auth.bot
      .intercept({ path: `/api/guild/${G}/text-channels`, method: 'GET' })
      .reply(200, [{ id: '130000000000000008', name: 'support' }]);
    auth.bot.intercept({ path: `/api/guild/${G}/category-channels`, method: 'GET' }).reply(200, []);
    const res = await auth.app.inject({ url: `/dashboard/${G}/history`, cookies });
    t.equal(res.statusCode, 200);
    // The list alone: the sidebar names the server's id.
    const text = textOf(res.body.slice(res.body.indexOf('<ol class="history">')));
    for (const stored of ['Typ – role', ' role ', 'dashboard.view', 'tickets.view', '15418782', 'statistics', G])
      t.notMatch(text, stored, `no stored value: ${stored}`);
    t.match(
      text,
      'Berechtigung hinzugefügt Mods Feld Vorher Nachher Typ – Rolle Benutzer oder Rolle – Mods Berechtigungen – Dashboard ansehen, Tickets ansehen',
      'the type and the permissions in words, the role by its name',
    );
    t.match(
      text,
      'Funktion umgeschaltet Statistiken Feld Vorher Nachher Wert aus an',
      "the feature by the settings' name",
    );
    t.match(
      text,
      'Auto Response erstellt farbe Feld Vorher Nachher Trigger – farbe Als Embed – ja Embed-Farbe – #EB459E',
    );
    t.match(
      text,
      'Benachrichtigungen geändert Feld Vorher Nachher Benachrichtigungsrollen Moderator Moderator, Gründer, Mitglied, 110000000000000077 Rückgängig machen',
      "role ids by their current names, one the guild no longer has by the name a change recorded, else by its id; the channel only the older record kept is no change; the guild's id is no name",
    );
    t.match(
      text,
      /Ticket-Panel gesendet Hilfe! Panel verschoben: 130000000000000007 → #support Feld Vorher Nachher Kanal 130000000000000007 #support Titel Hilfe Hilfe! Gesendet am 20\.11\.2026 \d\d:00 21\.11\.2026 \d\d:00/,
      'the panel by its title, its move in words, the channel by its name as Discord writes it (one the guild no longer has by its id), the words, the date',
    );
    t.notMatch(text, '19000000000000000', 'the panel message’s id says nothing to a reader');
    t.match(text, 'Auto-Role aktiviert/deaktiviert Mitglied Feld Vorher Nachher Aktiv ja nein Rückgängig machen');
    t.match(
      text,
      `Ticket eröffnet #40 Feld Vorher Nachher Benutzer-ID – ${USERS.owner} Benutzername – demo-owner Status – Offen Kategorie – Bewerbungen`,
      "a ticket by its number, its state in words, its category by the guild's name for it",
    );
    t.match(
      res.body,
      /<span class="history-color"><svg class="color-dot"[^>]*><circle [^>]*fill="#EB459E"><\/circle><\/svg> <!-- -->#EB459E<\/span>/,
      'the colour as a swatch and its hex value',
    );

    auth.bot
      .intercept({ path: `/api/guilds/${G}/history?limit=26`, method: 'GET' })
      .reply(200, { entries: [], actors: [] });
    auth.bot.intercept({ path: `/api/guild/${G}/roles`, method: 'GET' }).reply(200, []);
    auth.bot.intercept({ path: `/api/guilds/${G}/history/5/revert`, method: 'GET' }).reply(200, {
      entry: entry(5, { area: 'features', action: 'feature.set', targetId: 'statistics', before: false, after: true }),
      blocked: null,
    });
    const confirm = await auth.app.inject({ url: `/dashboard/${G}/history?revert=5`, cookies });
    t.match(
      textOf(confirm.body),
      'Die Funktion „Statistiken“ wird wieder deaktiviert.',
      'the undo names the feature so too',
    );
  },
);

t.test(
  'a chosen notification channel in the history: its label, and the undo names the channel it goes back to',
  async (t) => {
    const auth = await buildAuthApp(t);
    const session = await auth.signIn();
    const chosen = entry(98, {
      area: 'notifications',
      action: 'notifications.channel',
      targetId: G,
      before: { id: '130000000000000007', name: 'team' },
      after: { id: '130000000000000002', name: 'willkommen' },
    });
    auth.bot
      .intercept({ path: `/api/guilds/${G}/history?limit=26`, method: 'GET' })
      .reply(200, { entries: [chosen], actors: [] });
    auth.bot
      .intercept({ path: `/api/guilds/${G}/history/98/revert`, method: 'GET' })
      .reply(200, { entry: chosen, blocked: null });
    const confirm = await auth.app.inject({ url: `/dashboard/${G}/history?revert=98`, cookies: session.cookies });
    t.equal(confirm.statusCode, 200);
    t.match(
      textOf(confirm.body),
      'Benachrichtigungskanal gewählt : Die Benachrichtigungen gehen wieder in #team. Das Rückgängigmachen erscheint selbst im Änderungsverlauf.',
    );
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

t.test(
  'undo from a filtered, later page: the filters and page stay through the confirm step and after it',
  async (t) => {
    const auth = await buildAuthApp(t);
    const session = await auth.signIn();
    const filtered = `area=notifications&user=${USERS.owner}&before=76`;
    const here = `/dashboard/${G}/history?${filtered}`;
    const change = entry(60, {
      area: 'notifications',
      action: 'notifications.update',
      targetId: G,
      before: { notificationRoles: [], notificationsEnabled: true },
      after: { notificationRoles: [], notificationsEnabled: false },
    });
    const list = (times = 1) =>
      auth.bot
        .intercept({ path: `/api/guilds/${G}/history?${filtered}&limit=26`, method: 'GET' })
        .reply(200, { entries: [change], actors: [{ id: USERS.owner, name: 'Demo Owner' }] })
        .times(times);
    const undoLinks = (html: string) =>
      elements(html, 'a')
        .filter((link) => link.text === 'Rückgängig machen')
        .map((link) => link.attributes.href);

    list();
    const page = await auth.app.inject({ url: here, cookies: session.cookies });
    t.equal(page.statusCode, 200);
    t.same(undoLinks(page.body), [`${here}&revert=60`], "the entry's undo opens the step on this page, as filtered");

    list();
    auth.bot
      .intercept({ path: `/api/guilds/${G}/history/60/revert`, method: 'GET' })
      .reply(200, { entry: change, blocked: null });
    const confirm = await auth.app.inject({ url: `${here}&revert=60`, cookies: session.cookies });
    t.equal(confirm.statusCode, 200);
    t.same(
      elements(confirm.body, 'option', { selected: '' }).map((option) => option.text),
      ['Benachrichtigungen', 'Demo Owner'],
      'the filter still shows the area, not "Alle Bereiche"',
    );
    const step = elements(confirm.body, 'form', { role: 'alertdialog' });
    t.same(
      step.map((form) => form.attributes.action),
      [here],
      'the step posts to the filtered page',
    );
    t.same(
      elements(step[0]!.html, 'a').map((link) => [link.text, link.attributes.href]),
      [['Abbrechen', here]],
      'and Abbrechen goes back to it',
    );

    const post = (url: string) => postForm(auth.app, session, url, { intent: 'revert', entryId: '60' });
    auth.bot
      .intercept({ path: `/api/guilds/${G}/history/60/revert`, method: 'POST' })
      .reply(200, { entries: [entry(61, { area: 'notifications', action: 'notifications.update', revertsId: 60 })] });
    const done = await post(here);
    t.equal(done.statusCode, 303);
    t.equal(done.headers.location, here, 'after the undo: the history as it was filtered and paged');

    auth.bot.intercept({ path: `/api/guilds/${G}/history/60/revert`, method: 'POST' }).reply(409, {
      error: 'This change changed again since (history entry 61); nothing was changed',
      code: 'revert_conflict',
    });
    const refused = await post(here);
    t.equal(refused.statusCode, 303);
    t.equal(refused.headers.location, `${here}&revert=60`, 'a refusal: the step again, filters kept');

    auth.bot
      .intercept({ path: `/api/guilds/${G}/history/60/revert`, method: 'POST' })
      .reply(200, { entries: [] })
      .times(2);
    const hostile = await post(`/dashboard/${G}/history?area=//evil.example&user=https://evil.example&before=-1`);
    t.equal(hostile.statusCode, 303);
    t.equal(hostile.headers.location, `/dashboard/${G}/history`, 'filters that are not filters are dropped');
    const unfiltered = await post(`/dashboard/${G}/history?revert=60`);
    t.equal(unfiltered.headers.location, `/dashboard/${G}/history`, 'the step shown is not where the undo returns');
  },
);

t.test('a refused undo on a filtered page: the newer change and the way back keep the filter', async (t) => {
  const auth = await buildAuthApp(t);
  const { cookies } = await auth.signIn();
  const here = `/dashboard/${G}/history?area=categories`;
  auth.bot
    .intercept({ path: `/api/guilds/${G}/history?area=categories&limit=26`, method: 'GET' })
    .reply(200, { entries: [], actors: [] });
  auth.bot
    .intercept({ path: `/api/guilds/${G}/history/99/revert`, method: 'GET' })
    .reply(200, { entry: entry(99), blocked: { reason: 'changed_since', newer: entry(120) } });
  const res = await auth.app.inject({ url: `${here}&revert=99`, cookies });
  t.equal(res.statusCode, 200);
  t.same(
    elements(res.body, 'a')
      .filter((link) => ['Diese Änderung rückgängig machen', 'Zurück zum Änderungsverlauf'].includes(link.text))
      .map((link) => [link.text, link.attributes.href]),
    [
      ['Diese Änderung rückgängig machen', `${here}&revert=120`],
      ['Zurück zum Änderungsverlauf', here],
    ],
  );
});
