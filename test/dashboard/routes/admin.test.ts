// /admin and admin sessions: the refusal, each tab, validation and payloads, level-based offers,
// sessions created, validated, dropped and ended.
import type { LightMyRequestResponse } from 'fastify';
import t, { type Test } from 'tap';
import { buildAuthApp } from '../../helpers/auth.js';
import { alertOf, elements, elementsOf, hasElement, postForm, textOf } from '../../helpers/app.js';
import { languageCookieName } from '../../../server/dashboard/lib/cookies.js';

const G = '100000000000000001';
const SETTINGS = [
  {
    id: 1,
    setting_key: 'maintenance_mode',
    setting_value: 'false',
    setting_type: 'boolean',
    description: 'Wartung',
    updated_at: '2026-11-01T10:00:00.000Z',
  },
];
const ADMINS = [
  {
    id: 1,
    user_id: '200000000000000001',
    username: 'demo-owner',
    level: 3,
    granted_by: null,
    granted_at: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 2,
    user_id: '200000000000000021',
    username: 'helper',
    level: 1,
    granted_by: 'demo-owner',
    granted_at: '2026-02-01T00:00:00.000Z',
  },
];
const ACTIVITY = [
  {
    id: 7,
    admin_username: 'demo-owner',
    admin_user_id: '200000000000000001',
    action: 'setting.put',
    details: 'maintenance_mode = false',
    created_at: '2026-11-01T10:00:00.000Z',
    target_type: 'setting',
    guild_id: null,
  },
];
const GUILDS = [
  {
    id: '100000000000000002',
    name: 'Second Guild',
    icon: null,
    memberCount: 4,
    features: [],
    joinedAt: '2024-02-01T10:05:00.000Z',
    createdAt: '2015-10-04T12:00:00.000Z',
  },
  {
    id: G,
    name: 'Demo Guild',
    icon: null,
    memberCount: 11,
    features: ['COMMUNITY', 'NEWS', 'INVITE_SPLASH', 'ANIMATED_ICON', 'BANNER'],
    joinedAt: '2023-03-14T18:10:45.000Z',
    createdAt: '2015-10-04T12:00:00.000Z',
  },
];

async function setup(t: Test, level: number | null = 3) {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  // The overview loads every list; each other tab only its own.
  const load = (
    lists: { settings?: object; admins?: object; activity?: object; guilds?: object } = {},
    tab = 'uebersicht',
  ) => {
    auth.bot.intercept({ path: '/api/admin/status', method: 'GET' }).reply(200, { isAdmin: level !== null, level });
    if (level === null) return;
    const wanted = (own: string) => tab === 'uebersicht' || tab === own;
    if (wanted('einstellungen'))
      auth.bot.intercept({ path: '/api/admin/settings', method: 'GET' }).reply(200, lists.settings ?? SETTINGS);
    if (wanted('admins'))
      auth.bot.intercept({ path: '/api/admin/admins', method: 'GET' }).reply(200, lists.admins ?? ADMINS);
    if (wanted('aktivitaeten'))
      auth.bot
        .intercept({ path: '/api/admin/activity?limit=20', method: 'GET' })
        .reply(200, lists.activity ?? ACTIVITY);
    if (wanted('server'))
      auth.bot.intercept({ path: '/api/admin/guilds', method: 'GET' }).reply(200, lists.guilds ?? GUILDS);
  };
  const post = (payload: Record<string, string>) => postForm(auth.app, session, '/admin', payload);
  /** The notice a form's redirect left, as the page it leads to shows it. */
  const flashAfter = async (res: LightMyRequestResponse, url: string, more: Record<string, string> = {}) => {
    const flash = Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie.value]));
    const page = await auth.app.inject({ url, cookies: { ...session.cookies, ...flash, ...more } });
    const flashBox = elementsOf(page.body).find((element) => element.attributes.class?.startsWith('flash '));
    return elements(flashBox?.html ?? '', 'p')[0]?.text;
  };
  return { ...auth, session, load, post, flashAfter };
}

t.test(
  "non-admins (and a failing status check) get 'Sie haben keine Admin-Berechtigung für dieses Panel.'",
  async (t) => {
    const { app, session, load, bot } = await setup(t, null);
    load();
    const res = await app.inject({ url: '/admin', cookies: session.cookies });
    t.equal(res.statusCode, 403);
    t.ok(hasElement(res.body, 'p', {}, 'Sie haben keine Admin-Berechtigung für dieses Panel.'));
    bot.intercept({ path: '/api/admin/status', method: 'GET' }).reply(500, { error: 'x' });
    t.match(
      (await app.inject({ url: '/admin', cookies: session.cookies })).body,
      'Sie haben keine Admin-Berechtigung für dieses Panel.',
    );
  },
);

t.test('tabs are real tabs, each reachable by URL; every tab shows its content', async (t) => {
  const { app, session, load, config } = await setup(t);
  const tab = async (name: string) => {
    load({}, name);
    return app.inject({ url: `/admin?tab=${name}`, cookies: session.cookies });
  };
  const overview = await tab('uebersicht');
  const [tabList] = elements(overview.body, 'nav', { role: 'tablist', 'aria-label': 'Admin-Bereiche' });
  const tabs = elements(tabList?.html ?? '', 'a', { role: 'tab' });
  t.ok(
    tabs.length > 1 &&
      tabs.every((link) => {
        const name = link.attributes.id?.replace('tab-', '');
        return link.attributes.href === `/admin?tab=${name}#tab-${name}`;
      }),
    'each tab a link to its URL, whose fragment brings the tab into view',
  );
  t.same(
    tabs.filter((link) => link.attributes['aria-selected'] === 'true').map((link) => link.attributes.id),
    ['tab-uebersicht'],
    'the current tab selected',
  );
  t.match(textOf(overview.body), 'Server 2 Admins 2 Einstellungen 1 Letzte Aktivitäten 1');
  t.match(
    textOf((await tab('einstellungen')).body),
    'Schlüssel Wert Typ Beschreibung Aktualisiert Aktionen maintenance_mode false boolean Wartung 1. November 2026 Bearbeiten Löschen',
  );
  const admins = textOf((await tab('admins')).body);
  t.match(admins, 'demo-owner 200000000000000001 Level 3 · Super Admin System 1. Januar 2026');
  t.match(admins, 'helper 200000000000000021 Level 1 · Standard Admin demo-owner 1. Februar 2026 Entfernen');
  t.match(admins, '1 Standard Admin 2 Senior Admin 3 Super Admin');
  const server = await tab('server');
  const names = elements(server.body, 'strong').map((name) => name.text);
  t.same(names.slice(0, 2), ['Demo Guild', 'Second Guild'], 'sorted by member count');
  t.match(
    textOf(server.body),
    'Demo Guild 11 Mitglieder Community-Server Ankündigungskanäle Einladungshintergrund +2 weitere',
  );
  t.ok(
    hasElement(server.body, 'form', { action: '/admin?tab=server', method: 'post', target: '_blank' }),
    "a server's session opens in a new tab",
  );
  const [button] = elements(server.body, 'button', { class: 'button--primary' });
  t.equal(button?.text, 'Admin Dashboard (öffnet in neuem Tab)', 'the button says so, in its name');
  t.ok(hasElement(button?.html ?? '', 'span', { class: 'visually-hidden' }, '(öffnet in neuem Tab)'));
  t.ok(hasElement(button?.html ?? '', 'svg', { class: 'icon', 'aria-hidden': 'true' }), 'and shows it with an icon');
  load({}, 'server');
  const english = await app.inject({
    url: '/admin?tab=server',
    cookies: { ...session.cookies, [languageCookieName(config)]: 'en' },
  });
  t.equal(
    elements(english.body, 'button', { class: 'button--primary' })[0]?.text,
    'Admin dashboard (opens in a new tab)',
  );
  t.match(server.body, 'data-island="CopyId"');
  t.match(textOf((await tab('aktivitaeten')).body), 'demo-owner · setting.put · maintenance_mode = false');
  load({ activity: [] }, 'aktivitaeten');
  t.match(
    (await app.inject({ url: '/admin?tab=aktivitaeten', cookies: session.cookies })).body,
    'Keine Aktivitäten gefunden.',
  );
  load({ guilds: [] }, 'server');
  t.match((await app.inject({ url: '/admin?tab=server', cookies: session.cookies })).body, 'Keine Server gefunden');
});

t.test('level 1 sees no forms it may not use', async (t) => {
  const { app, session, load } = await setup(t, 1);
  load({}, 'einstellungen');
  t.notMatch(
    (await app.inject({ url: '/admin?tab=einstellungen', cookies: session.cookies })).body,
    'Einstellung hinzufügen',
  );
  load({}, 'admins');
  const admins = await app.inject({ url: '/admin?tab=admins', cookies: session.cookies });
  t.notMatch(admins.body, 'Admin hinzufügen');
  t.notMatch(admins.body, '>Entfernen</a>');
});

t.test('settings: required key and value, the value must parse as its type, exact payload', async (t) => {
  const { post, load, bot } = await setup(t);
  load({}, 'einstellungen');
  t.match(
    (await post({ intent: 'setting', key: '', value: '', type: 'string' })).body,
    'Schlüssel und Wert sind erforderlich',
  );
  load({}, 'einstellungen');
  t.match(
    (await post({ intent: 'setting', key: 'answer', value: 'zwölf', type: 'number' })).body,
    'Wert muss eine Zahl sein',
  );
  load({}, 'einstellungen');
  const invalidJson = await post({ intent: 'setting', key: 'cfg', value: '{', type: 'json', description: 'x' });
  t.equal(invalidJson.statusCode, 400);
  t.match(invalidJson.body, 'value="{"', 'the typed value stays');
  let sent: unknown;
  bot.intercept({ path: '/api/admin/settings/answer', method: 'PUT' }).reply((options) => {
    sent = JSON.parse(String(options.body));
    return { statusCode: 200, data: SETTINGS[0]! };
  });
  const ok = await post({ intent: 'setting', key: 'answer', value: '42', type: 'number', description: 'Die Antwort' });
  t.equal(ok.statusCode, 303);
  t.equal(ok.headers.location, '/admin?tab=einstellungen');
  t.same(sent, { value: '42', type: 'number', description: 'Die Antwort' });
  bot.intercept({ path: '/api/admin/settings/answer', method: 'PUT' }).reply(500, { error: 'x' });
  load({}, 'einstellungen');
  t.match(
    (await post({ intent: 'setting', key: 'answer', value: '42', type: 'number' })).body,
    'Fehler beim Hinzufügen der Einstellung',
  );
});

t.test('settings: each row opens its edit form (level 2 on); an edit sends the exact change', async (t) => {
  const { app, session, post, load, bot, flashAfter } = await setup(t, 2);
  const TAB = '/admin?tab=einstellungen';
  load({}, 'einstellungen');
  const list = await app.inject({ url: TAB, cookies: session.cookies });
  t.ok(hasElement(list.body, 'a', { href: `${TAB}&edit=maintenance_mode` }, 'Bearbeiten'), 'an edit link per row');
  t.ok(hasElement(list.body, 'a', { href: `${TAB}&delete=maintenance_mode` }, 'Löschen'), 'a delete link per row');

  load({}, 'einstellungen');
  const open = await app.inject({ url: `${TAB}&edit=maintenance_mode`, cookies: session.cookies });
  const [form] = elements(open.body, 'form', { action: TAB }).filter((found) =>
    hasElement(found.html, 'input', { name: 'intent', value: 'editSetting' }),
  );
  t.ok(form, 'the edit form');
  t.match(textOf(form?.html ?? ''), 'Einstellung bearbeiten Schlüssel: maintenance_mode Wert Typ');
  t.ok(hasElement(form?.html ?? '', 'input', { type: 'hidden', name: 'key', value: 'maintenance_mode' }));
  t.ok(hasElement(form?.html ?? '', 'input', { name: 'value', value: 'false' }), 'the value as it is');
  t.ok(hasElement(form?.html ?? '', 'option', { value: 'boolean', selected: '' }), 'the type as it is');
  t.ok(hasElement(form?.html ?? '', 'input', { name: 'description', value: 'Wartung' }));
  t.ok(hasElement(form?.html ?? '', 'a', { href: TAB }, 'Abbrechen'), 'a way back');
  t.ok(hasElement(form?.html ?? '', 'button', { type: 'submit' }, 'Speichern'));
  t.notMatch(open.body, 'Einstellung hinzufügen', 'one form at a time');

  load({}, 'einstellungen');
  const refused = await post({ intent: 'editSetting', key: 'maintenance_mode', value: 'vielleicht', type: 'boolean' });
  t.equal(refused.statusCode, 400);
  t.match(textOf(refused.body), 'Einstellung bearbeiten', 'the edit form again');
  t.equal(alertOf(refused.body)?.message, 'Wert muss true oder false sein');
  t.match(refused.body, 'value="vielleicht"', 'with what was typed');

  let sent: unknown;
  bot.intercept({ path: '/api/admin/settings/maintenance_mode', method: 'PATCH' }).reply((options) => {
    sent = JSON.parse(String(options.body));
    return { statusCode: 200, data: SETTINGS[0]! };
  });
  const saved = await post({ intent: 'editSetting', key: 'maintenance_mode', value: 'true', type: 'boolean' });
  t.equal(saved.statusCode, 303);
  t.equal(saved.headers.location, TAB);
  t.same(sent, { value: 'true', type: 'boolean', description: null }, 'an emptied description is cleared');
  load({}, 'einstellungen');
  t.equal(await flashAfter(saved, TAB), 'Einstellung aktualisiert');

  bot.intercept({ path: '/api/admin/settings/maintenance_mode', method: 'PATCH' }).reply(500, { error: 'x' });
  load({}, 'einstellungen');
  const failed = await post({ intent: 'editSetting', key: 'maintenance_mode', value: 'true', type: 'boolean' });
  t.match(failed.body, 'Fehler beim Aktualisieren der Einstellung');
  bot
    .intercept({ path: '/api/admin/settings/maintenance_mode', method: 'PATCH' })
    .reply(404, { error: 'Setting not found', code: 'not_found' });
  const gone = await post({ intent: 'editSetting', key: 'maintenance_mode', value: 'true', type: 'boolean' });
  t.equal(gone.statusCode, 303, 'deleted meanwhile: no form left to fix');
  load({}, 'einstellungen');
  t.equal(await flashAfter(gone, TAB), 'Diese Einstellung gibt es nicht mehr.');

  load({}, 'einstellungen');
  const unknown = await app.inject({ url: `${TAB}&edit=nothing_here`, cookies: session.cookies });
  t.notMatch(unknown.body, 'Einstellung bearbeiten', 'an unknown key opens nothing');
});

t.test("settings: delete after a confirmation step, with its notice in the reader's language", async (t) => {
  const { app, session, post, load, bot, flashAfter, config } = await setup(t, 2);
  const TAB = '/admin?tab=einstellungen';
  load({}, 'einstellungen');
  const step = await app.inject({ url: `${TAB}&delete=maintenance_mode`, cookies: session.cookies });
  t.match(textOf(step.body), 'maintenance_mode : Einstellung wirklich löschen? Abbrechen Löschen');
  const [confirm] = elements(step.body, 'form', { role: 'alertdialog', action: TAB, method: 'post' });
  t.ok(confirm, 'a form of its own');
  t.ok(hasElement(confirm?.html ?? '', 'input', { type: 'hidden', name: 'intent', value: 'deleteSetting' }));
  t.ok(hasElement(confirm?.html ?? '', 'input', { type: 'hidden', name: 'key', value: 'maintenance_mode' }));

  let deleted = 0;
  bot.intercept({ path: '/api/admin/settings/maintenance_mode', method: 'DELETE' }).reply(() => {
    deleted += 1;
    return { statusCode: 204, data: '' };
  });
  const done = await post({ intent: 'deleteSetting', key: 'maintenance_mode' });
  t.equal(done.statusCode, 303);
  t.equal(done.headers.location, TAB);
  t.equal(deleted, 1);
  load({}, 'einstellungen');
  t.equal(await flashAfter(done, TAB), 'Einstellung gelöscht');

  bot.intercept({ path: '/api/admin/settings/maintenance_mode', method: 'DELETE' }).reply(500, { error: 'x' });
  const failed = await post({ intent: 'deleteSetting', key: 'maintenance_mode' });
  load({}, 'einstellungen');
  t.equal(await flashAfter(failed, TAB), 'Fehler beim Löschen der Einstellung');

  bot.intercept({ path: '/api/admin/settings/maintenance_mode', method: 'DELETE' }).reply(204, '');
  const en = { [languageCookieName(config)]: 'en' };
  const english = await postForm(app, { ...session, cookies: { ...session.cookies, ...en } }, '/admin', {
    intent: 'deleteSetting',
    key: 'maintenance_mode',
  });
  load({}, 'einstellungen');
  t.equal(await flashAfter(english, TAB, en), 'Setting deleted');
  t.equal((await post({ intent: 'deleteSetting', key: 'no key' })).statusCode, 400, 'a key no setting can have');
});

t.test('level 1 may neither edit nor delete a setting', async (t) => {
  const { app, session, load } = await setup(t, 1);
  for (const step of ['', '&edit=maintenance_mode', '&delete=maintenance_mode']) {
    load({}, 'einstellungen');
    const page = await app.inject({ url: `/admin?tab=einstellungen${step}`, cookies: session.cookies });
    const text = textOf(page.body);
    t.notMatch(text, 'Aktionen', step);
    t.notMatch(text, 'Einstellung bearbeiten', step);
    t.notMatch(text, 'wirklich löschen', step);
  }
});

t.test('admins: required fields, exact payload, server error texts, remove after confirming', async (t) => {
  const { post, load, bot, app, session } = await setup(t);
  load({}, 'admins');
  t.match(
    (await post({ intent: 'addAdmin', userId: ' ', username: 'x', level: '1' })).body,
    'Benutzer-ID und Username sind erforderlich',
  );
  let sent: unknown;
  bot.intercept({ path: '/api/admin/admins', method: 'POST' }).reply((options) => {
    sent = JSON.parse(String(options.body));
    return { statusCode: 201, data: ADMINS[1]! };
  });
  t.equal(
    (await post({ intent: 'addAdmin', userId: '200000000000000021', username: 'helper', level: '2' })).statusCode,
    303,
  );
  t.same(sent, { userId: '200000000000000021', username: 'helper', level: 2 });
  bot.intercept({ path: '/api/admin/admins', method: 'POST' }).reply(409, { error: 'This user is already an admin' });
  load({}, 'admins');
  t.match(
    (await post({ intent: 'addAdmin', userId: '200000000000000021', username: 'helper', level: '1' })).body,
    'This user is already an admin',
    'a bot API without codes: its text, the server knows best',
  );
  bot
    .intercept({ path: '/api/admin/admins', method: 'POST' })
    .reply(409, { error: 'This user is already an admin', code: 'duplicate' });
  load({}, 'admins');
  const duplicate = (await post({ intent: 'addAdmin', userId: '200000000000000021', username: 'helper', level: '1' }))
    .body;
  t.match(duplicate, 'Dieser Benutzer ist bereits Admin.', 'our bot API: the code in our words');
  t.notMatch(duplicate, 'already an admin');
  load({}, 'admins');
  t.match(
    textOf((await app.inject({ url: '/admin?tab=admins&remove=200000000000000021', cookies: session.cookies })).body),
    'helper : Admin wirklich entfernen?',
  );
  bot.intercept({ path: '/api/admin/admins/200000000000000021', method: 'DELETE' }).reply(500, { error: 'x' });
  const failed = await post({ intent: 'removeAdmin', userId: '200000000000000021' });
  load({}, 'admins');
  t.match(
    (
      await app.inject({
        url: '/admin?tab=admins',
        cookies: { ...session.cookies, ...Object.fromEntries(failed.cookies.map((c) => [c.name, c.value])) },
      })
    ).body,
    'Fehler beim Entfernen des Admins',
  );
});

t.test(
  'Admin Dashboard: a session kept server-side, validated on guild pages, sent only for its guild, ended',
  async (t) => {
    const { post, bot, app, session, store } = await setup(t);
    bot
      .intercept({ path: `/api/admin/session/${G}`, method: 'POST' })
      .reply(201, { sessionToken: 'T'.repeat(43), guildId: G, adminLevel: 3, expiresAt: Date.now() + 3_600_000 });
    const created = await post({ intent: 'session', guildId: G });
    t.equal(created.statusCode, 303);
    t.equal(created.headers.location, `/dashboard/${G}`);
    t.notMatch(JSON.stringify(created.headers) + created.body, 'TTTTTTTT', 'the token never reaches the browser');
    t.equal((await store.get(session.key))!.adminSessions[G]!.token, 'T'.repeat(43));

    const headers: Record<string, string | undefined> = {};
    bot.intercept({ path: `/api/admin/session/validate/${G}`, method: 'GET' }).reply((options) => {
      headers.validate = (options.headers as Record<string, string>)['x-admin-session'];
      return { statusCode: 200, data: { valid: true, adminLevel: 3, expiresAt: Date.now() + 65 * 60_000 } };
    });
    bot.intercept({ path: `/api/dashboard/${G}/stats`, method: 'GET' }).reply((options) => {
      headers.stats = (options.headers as Record<string, string>)['x-admin-session'];
      return { statusCode: 503, data: { error: 'x' } };
    });
    const page = await app.inject({ url: `/dashboard/${G}`, cookies: session.cookies });
    t.match(textOf(page.body), '🔑 Admin-Modus aktiv Sie verwenden Admin-Berechtigung Level 3 Läuft ab in: 1h 5m');
    t.match(page.body, 'data-island="AdminCountdown"');
    const ends = elements(page.body, 'form').filter(
      (form) =>
        hasElement(form.html, 'input', { type: 'hidden', name: 'guildId', value: G }) &&
        hasElement(form.html, 'button', { type: 'submit' }, 'Session beenden'),
    );
    t.equal(ends.length, 1, "a form that ends this server's session");
    t.same(headers, { validate: 'T'.repeat(43), stats: 'T'.repeat(43) });

    bot.intercept({ path: '/api/dashboard/100000000000000002/stats', method: 'GET' }).reply((options) => {
      headers.other = (options.headers as Record<string, string>)['x-admin-session'];
      return { statusCode: 503, data: { error: 'x' } };
    });
    await app.inject({ url: '/dashboard/100000000000000002', cookies: session.cookies });
    t.equal(headers.other, undefined, 'not sent for another guild');

    // The operator's own rights do not open this server: back to the admin panel's servers, with a notice.
    bot.intercept({ path: `/api/admin/session/${G}`, method: 'DELETE' }).reply(204, '');
    bot.intercept({ path: `/api/guilds/${G}/access`, method: 'GET' }).reply(403, { error: 'no' });
    const ended = await postForm(app, session, '/admin/session/end', { guildId: G });
    t.equal(ended.statusCode, 303);
    t.equal(ended.headers.location, '/admin?tab=server');
    t.same((await store.get(session.key))!.adminSessions, {});
    const notice = ended.cookies.find((cookie) => cookie.name === '__Host-flash');
    t.ok(notice, 'with a notice');
    const panel = await app.inject({
      url: '/admin?tab=server',
      cookies: { ...session.cookies, [notice!.name]: notice!.value },
    });
    t.match(textOf(panel.body), 'Admin-Session beendet');
    // Where the operator's own rights open the server, its page is reloaded.
    const record = (await store.get(session.key))!;
    await store.set(session.key, { ...record, adminSessions: { [G]: { token: 'T', level: 3, expiresAt: 1 } } }, 600);
    bot.intercept({ path: `/api/admin/session/${G}`, method: 'DELETE' }).reply(204, '');
    bot
      .intercept({ path: `/api/guilds/${G}/access`, method: 'GET' })
      .reply(200, { full: false, permissions: ['dashboard.view'], grants: [] });
    const reloaded = await postForm(app, session, '/admin/session/end', { guildId: G });
    t.equal(reloaded.headers.location, `/dashboard/${G}`);
  },
);

t.test('a failed validation drops the stored admin session; a failed creation says so', async (t) => {
  const { post, bot, app, session, store } = await setup(t);
  const record = (await store.get(session.key))!;
  await store.set(session.key, { ...record, adminSessions: { [G]: { token: 'old', level: 3, expiresAt: 1 } } }, 600);
  bot.intercept({ path: `/api/admin/session/validate/${G}`, method: 'GET' }).reply(200, { valid: false });
  bot.intercept({ path: `/api/dashboard/${G}/stats`, method: 'GET' }).reply(403, { error: 'no' });
  const page = await app.inject({ url: `/dashboard/${G}`, cookies: session.cookies });
  t.notMatch(page.body, 'Admin-Modus aktiv');
  t.same((await store.get(session.key))!.adminSessions, {}, 'removed');
  bot.intercept({ path: `/api/admin/session/${G}`, method: 'POST' }).reply(500, { error: 'x' });
  const failed = await post({ intent: 'session', guildId: G });
  t.equal(failed.headers.location, '/admin?tab=server');
  t.ok(failed.cookies.some((cookie) => cookie.name === '__Host-flash'));
});

t.test(
  "a failing panel load shows 'Fehler beim Laden der Admin-Daten'; a failed session creation says so",
  async (t) => {
    const { app, session, bot, post, load } = await setup(t);
    bot.intercept({ path: '/api/admin/status', method: 'GET' }).reply(200, { isAdmin: true, level: 3 });
    bot.intercept({ path: '/api/admin/settings', method: 'GET' }).reply(500, { error: 'x' });
    bot.intercept({ path: '/api/admin/admins', method: 'GET' }).reply(200, []);
    bot.intercept({ path: '/api/admin/activity?limit=20', method: 'GET' }).reply(200, []);
    bot.intercept({ path: '/api/admin/guilds', method: 'GET' }).reply(200, []);
    const res = await app.inject({ url: '/admin', cookies: session.cookies });
    t.equal(res.statusCode, 502);
    t.match(alertOf(res.body), { message: 'Fehler beim Laden der Admin-Daten' });
    bot.intercept({ path: `/api/admin/session/${G}`, method: 'POST' }).reply(503, { error: 'x' });
    const failed = await post({ intent: 'session', guildId: G });
    load({ guilds: [] }, 'server');
    const next = await app.inject({
      url: '/admin?tab=server',
      cookies: { ...session.cookies, ...Object.fromEntries(failed.cookies.map((c) => [c.name, c.value])) },
    });
    t.match(next.body, 'Fehler beim Erstellen der Admin-Session. Bitte versuchen Sie es erneut.');
  },
);
