// /dashboard/{guildId}/autoroles: banner, filters, list, payloads, errors.
import t, { type Test } from 'tap';
import { buildAuthApp } from '../../helpers/auth.js';
import { elements, hasElement, postForm, textOf } from '../../helpers/app.js';

const G = '100000000000000001';
const PAGE = `/dashboard/${G}/autoroles`;
const role = (id: string, name: string, position: number, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  color: 0x3498db,
  managed: false,
  assignable: true,
  position,
  ...extra,
});
const ROLES = [
  role('110000000000000001', 'Gründer', 9, { assignable: false }),
  role('110000000000000003', 'Guildhall', 7, { managed: true, assignable: false }),
  role('110000000000000004', 'Moderator', 5),
  role('110000000000000007', 'VIP', 3),
  role('110000000000000006', 'Mitglied', 1),
  role(G, '@everyone', 0, { assignable: false }),
];
const BOT = { hasManageRoles: true, highestRoleName: 'Guildhall', highestRolePosition: 7 };
const AUTOROLES = [
  {
    id: 1,
    role_id: '110000000000000006',
    role_name: 'Mitglied',
    is_active: true,
    created_at: '2026-02-01T10:00:00.000Z',
  },
  {
    id: 2,
    role_id: '110000000000000099',
    role_name: 'Alte Rolle',
    is_active: false,
    created_at: '2026-02-02T10:00:00.000Z',
  },
];

async function setup(t: Test) {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  const load = (botInfo: object = BOT, autoRoles: object = AUTOROLES) => {
    auth.bot.intercept({ path: `/api/autoroles/${G}`, method: 'GET' }).reply(200, autoRoles);
    auth.bot
      .intercept({ path: `/api/discord/${G}/roles?assignableOnly=false`, method: 'GET' })
      .reply(200, { roles: ROLES, botInfo });
  };
  const post = (payload: Record<string, string>) => postForm(auth.app, session, PAGE, payload);
  return { ...auth, session, load, post };
}

t.test(
  'the picker leaves out configured, managed and @everyone roles; unassignable ones only with "Alle Rollen anzeigen", disabled',
  async (t) => {
    const { app, session, load } = await setup(t);
    load();
    const res = await app.inject({ url: PAGE, cookies: session.cookies });
    const options = elements(res.body, 'option')
      .filter((option) => /^\d+$/.test(option.attributes.value ?? ''))
      .map((option) => option.text);
    t.same(options, ['Moderator', 'VIP']);
    t.match(textOf(res.body), 'Konfigurierte Auto-Roles (2)');
    t.match(textOf(res.body), 'Mitglied');
    t.match(textOf(res.body), 'Alte Rolle (nicht gefunden)');
    t.notMatch(res.body, 'Bot-Permission Problem');
    t.ok(
      hasElement(res.body, 'a', { href: `${PAGE}?all=1`, role: 'switch', 'aria-checked': 'false' }),
      'a switch, off, that shows all roles',
    );
    load();
    const all = await app.inject({ url: `${PAGE}?all=1`, cookies: session.cookies });
    t.ok(
      hasElement(all.body, 'option', { value: '110000000000000001', disabled: '' }, 'Gründer (nicht zuweisbar)'),
      'a role above the bot: shown, not choosable',
    );
    t.notMatch(all.body, 'value="110000000000000003"', 'managed roles never');
    t.notOk(hasElement(all.body, 'option', { value: G }), '@everyone never');
  },
);

t.test(
  "the bot without Manage Roles: 'Bot-Permission Problem' with the steps; a configured role above the bot is named",
  async (t) => {
    const { app, session, load } = await setup(t);
    load({ hasManageRoles: false, highestRoleName: 'Guildhall', highestRolePosition: 2 });
    const text = textOf((await app.inject({ url: PAGE, cookies: session.cookies })).body);
    t.match(text, 'Bot-Permission Problem');
    t.match(text, 'Aktiviere „Rollen verwalten“ und speichere.');
    load({ hasManageRoles: true, highestRoleName: 'Guildhall', highestRolePosition: 1 });
    t.match(
      textOf((await app.inject({ url: PAGE, cookies: session.cookies })).body),
      'Diese Rollen stehen über der höchsten Rolle des Bots („Guildhall“) und können nicht vergeben werden: Mitglied',
    );
  },
);

t.test('add sends roleId and the role name from Discord; an empty choice is refused; toggle and delete', async (t) => {
  const { post, bot, load, app, session } = await setup(t);
  const seen: [string, unknown][] = [];
  bot
    .intercept({ path: `/api/discord/${G}/roles?assignableOnly=false`, method: 'GET' })
    .reply(200, { roles: ROLES, botInfo: BOT });
  bot.intercept({ path: `/api/autoroles/${G}`, method: 'POST' }).reply((options) => {
    seen.push(['POST', JSON.parse(String(options.body))]);
    return { statusCode: 201, data: AUTOROLES[0]! };
  });
  t.equal((await post({ intent: 'add', roleId: '110000000000000007' })).statusCode, 303);
  load();
  const empty = await post({ intent: 'add', roleId: '' });
  t.equal(empty.statusCode, 400);
  t.match(empty.body, 'Bitte zuerst eine Rolle auswählen.');
  bot.intercept({ path: `/api/autoroles/${G}/110000000000000006`, method: 'PUT' }).reply((options) => {
    seen.push(['PUT', JSON.parse(String(options.body))]);
    return { statusCode: 200, data: AUTOROLES[0]! };
  });
  t.equal((await post({ intent: 'toggle', roleId: '110000000000000006', isActive: 'false' })).statusCode, 303);
  load();
  const confirm = await app.inject({ url: `${PAGE}?delete=110000000000000006`, cookies: session.cookies });
  t.match(textOf(confirm.body), 'Mitglied : Möchtest du diese Auto-Role wirklich entfernen?');
  bot.intercept({ path: `/api/autoroles/${G}/110000000000000006`, method: 'DELETE' }).reply(200, { historyEntryId: 9 });
  t.equal((await post({ intent: 'delete', roleId: '110000000000000006' })).statusCode, 303);
  t.same(seen, [
    ['POST', { roleId: '110000000000000007', roleName: 'VIP' }],
    ['PUT', { isActive: false }],
  ]);
});

t.test("errors: the server's message, else the screen's fallback, in a dismissible banner", async (t) => {
  const { post, bot, load, app, session } = await setup(t);
  bot
    .intercept({ path: `/api/discord/${G}/roles?assignableOnly=false`, method: 'GET' })
    .reply(200, { roles: ROLES, botInfo: BOT });
  bot.intercept({ path: `/api/autoroles/${G}`, method: 'POST' }).reply(400, {
    error: 'The role "Gründer" is above the bot\'s highest role "Guildhall"; move the bot\'s role above it first',
  });
  const refused = await post({ intent: 'add', roleId: '110000000000000001' });
  load();
  const page = await app.inject({
    url: PAGE,
    cookies: { ...session.cookies, ...Object.fromEntries(refused.cookies.map((c) => [c.name, c.value])) },
  });
  t.match(page.body, 'The role &quot;Gründer&quot; is above the bot&#x27;s highest role &quot;Guildhall&quot;');
  t.ok(
    hasElement(page.body, 'a', { href: PAGE, 'aria-label': 'Meldung schließen' }, '×'),
    'the message can be dismissed',
  );
  bot
    .intercept({ path: `/api/discord/${G}/roles?assignableOnly=false`, method: 'GET' })
    .reply(200, { roles: ROLES, botInfo: BOT });
  bot
    .intercept({ path: `/api/autoroles/${G}`, method: 'POST' })
    .reply(400, { error: 'The role "Gründer" is above the bot\'s highest role', code: 'role_above_bot' });
  const coded = await post({ intent: 'add', roleId: '110000000000000001' });
  load();
  const worded = await app.inject({
    url: PAGE,
    cookies: { ...session.cookies, ...Object.fromEntries(coded.cookies.map((c) => [c.name, c.value])) },
  });
  t.match(
    worded.body,
    'Diese Rolle steht über der höchsten Rolle des Bots. Verschiebe die Rolle des Bots in den Servereinstellungen von Discord darüber.',
    'with a code: our words for it',
  );
  bot.intercept({ path: `/api/autoroles/${G}/110000000000000006`, method: 'PUT' }).reply(500, { error: 'x' });
  const failed = await post({ intent: 'toggle', roleId: '110000000000000006', isActive: 'true' });
  load();
  const next = await app.inject({
    url: PAGE,
    cookies: { ...session.cookies, ...Object.fromEntries(failed.cookies.map((c) => [c.name, c.value])) },
  });
  t.match(next.body, 'Failed to update auto role');
  bot.intercept({ path: `/api/autoroles/${G}`, method: 'GET' }).reply(500, { error: 'x' });
  bot
    .intercept({ path: `/api/discord/${G}/roles?assignableOnly=false`, method: 'GET' })
    .reply(200, { roles: ROLES, botInfo: BOT });
  t.match((await app.inject({ url: PAGE, cookies: session.cookies })).body, 'Failed to load auto roles');
});
