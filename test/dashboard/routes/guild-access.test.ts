// The pages offer only what the user may do (rights computed once per request from
// GET /api/guilds/{id}/access and the screen table), the bot API still refuses the rest, and every
// refusal says what is missing and who can grant it.
import t from 'tap';
import { SCREENS } from '../../../server/contract/index.js';
import { elements, textOf } from '../../helpers/app.js';
import { buildAuthApp } from '../../helpers/auth.js';
import { IDS, USERS } from '../../helpers/bot-api.js';
import { TEST_PUBLIC_URL } from '../../helpers/config.js';

const G = IDS.demoGuild;
const MODERATOR = {
  full: false,
  permissions: ['dashboard.view', 'tickets.view'],
  grants: [
    {
      kind: 'role_entry',
      roleId: IDS.moderatorRole,
      roleName: 'Moderator',
      permissions: ['dashboard.view', 'tickets.view'],
    },
  ],
};
const CATEGORY = {
  id: 1,
  guild_id: G,
  name: 'Support',
  description: '',
  emoji: '🎫',
  color: '#5865F2',
  sort_order: 0,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

t.test('the screen table follows the endpoints the screens call', async (t) => {
  t.same(SCREENS.ticketCategories, { view: 'tickets.view', manage: 'tickets.manage' });
  t.same(SCREENS.autoResponses, { view: 'autoresponse.view', manage: 'autoresponse.manage' });
  t.same(SCREENS.permissions, { view: 'dashboard.admin', manage: 'dashboard.admin' });
});

t.test('a view-only moderator sees only the screens and actions they may use, and why', async (t) => {
  const auth = await buildAuthApp(t);
  const cookies = await auth.login(USERS.moderator);
  auth.bot
    .intercept({ path: `/api/guilds/${G}/access`, method: 'GET' })
    .reply(200, MODERATOR)
    .persist();
  auth.bot
    .intercept({ path: `/api/ticket-categories/${G}?includeInactive=true`, method: 'GET' })
    .reply(200, [CATEGORY])
    .persist();
  for (const url of [
    `/dashboard/${G}/ticket-categories`,
    `/dashboard/${G}/ticket-categories?form=new`,
    `/dashboard/${G}/ticket-categories?edit=1`,
  ]) {
    const res = await auth.app.inject({ url, cookies });
    t.equal(res.statusCode, 200, url);
    const [nav] = elements(res.body, 'nav', { 'aria-label': 'Server-Navigation' });
    t.same(
      elements(nav?.html ?? '', 'span', { class: 'sidebar__label' }).map((label) => label.text),
      ['Dashboard', 'Tickets', 'Ticket Kategorien', 'Statistics', 'Changelog'],
      `${url}: only the screens the moderator may open`,
    );
    t.notMatch(res.body, 'Neue Kategorie', `${url}: no create button`);
    t.notMatch(res.body, 'name="name"', `${url}: no category form`);
    t.notMatch(res.body, 'Bearbeiten');
    t.notMatch(res.body, 'Deaktivieren');
    t.notMatch(res.body, '>Löschen<');
    t.match(textOf(res.body), 'Meine Berechtigungen Rolle Moderator: Dashboard ansehen, Tickets ansehen');
  }
  // The server refuses what is not offered: the bot API answers the create call with 403.
  auth.bot
    .intercept({ path: `/api/ticket-categories/${G}`, method: 'POST' })
    .reply(403, { error: 'This needs the tickets.manage permission on this server', code: 'permission_missing' });
  const session = await auth.app.inject({ url: `/dashboard/${G}/ticket-categories`, cookies });
  const csrf = session.body.match(/name="_csrf" value="([^"]+)"/)![1]!;
  const post = await auth.app.inject({
    method: 'POST',
    url: `/dashboard/${G}/ticket-categories`,
    cookies,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PUBLIC_URL },
    payload: new URLSearchParams({
      intent: 'create',
      name: 'Heimlich',
      description: '',
      emoji: '🎫',
      color: '#5865F2',
      sortOrder: '0',
      _csrf: csrf,
    }).toString(),
  });
  t.not(post.statusCode, 303, 'not created');
});

t.test('a refusal says which permission is missing, who can grant it, and what the user has', async (t) => {
  const auth = await buildAuthApp(t);
  const cookies = await auth.login(USERS.moderator);
  auth.bot.intercept({ path: `/api/guilds/${G}/access`, method: 'GET' }).reply(200, MODERATOR);
  auth.bot
    .intercept({ path: `/api/autoresponses/${G}`, method: 'GET' })
    .reply(403, { error: 'This needs the autoresponse.view permission on this server', code: 'permission_missing' });
  const res = await auth.app.inject({ url: `/dashboard/${G}/autoresponses`, cookies });
  t.equal(res.statusCode, 403);
  const text = textOf(res.body);
  t.match(text, 'Kein Zugriff');
  t.match(res.body, '<title>Kein Zugriff · Auto Responses · Guildhall</title>', 'the tab says it too');
  t.match(
    text,
    'Dafür fehlt die Berechtigung „Auto Responses ansehen“. Vergeben können sie der Serverbesitzer, Mitglieder mit Administrator oder Server verwalten und Benutzer mit „Voller Dashboard-Zugriff“ (schließt alle anderen ein) – unter Berechtigungen.',
  );
  t.match(text, 'Meine Berechtigungen Rolle Moderator: Dashboard ansehen, Tickets ansehen');
});

t.test('no rights at all on the guild: the refusal names dashboard.view', async (t) => {
  const auth = await buildAuthApp(t);
  const cookies = await auth.login(USERS.newcomer);
  auth.bot
    .intercept({ path: `/api/guilds/${G}/access`, method: 'GET' })
    .reply(403, { error: 'no', code: 'permission_missing' });
  auth.bot
    .intercept({ path: `/api/dashboard/${G}/stats`, method: 'GET' })
    .reply(403, { error: 'no', code: 'permission_missing' });
  const res = await auth.app.inject({ url: `/dashboard/${G}`, cookies });
  t.equal(res.statusCode, 403);
  t.match(textOf(res.body), 'Dafür fehlt die Berechtigung „Dashboard ansehen“.');
  t.match(res.body, 'aria-label="Server-Navigation"', 'the layout stays');
});

t.test("a server missing from the user's guild list is named by the rights' answer, icon and all", async (t) => {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  const icon = `https://cdn.discordapp.com/icons/${G}/a1.png`;
  // The user's own list lacks the server (a global admin's session on a server they are not on).
  auth.bot
    .intercept({ path: '/auth/me', method: 'GET' })
    .reply(200, {
      id: USERS.owner,
      username: 'demo-owner',
      discriminator: '4821',
      avatar: null,
      guilds: [{ id: IDS.secondGuild, name: 'Second Guild', icon: null }],
    })
    .persist();
  const rights = { full: true, permissions: [], grants: [] };
  auth.bot
    .intercept({ path: `/api/guilds/${G}/access`, method: 'GET' })
    .reply(200, { ...rights, guild: { id: G, name: 'Demo Guild', icon } });
  auth.bot.intercept({ path: `/api/ticket-categories/${G}?includeInactive=true`, method: 'GET' }).reply(200, []);
  const res = await auth.app.inject({ url: `/dashboard/${G}/ticket-categories`, cookies: session.cookies });
  t.equal(res.statusCode, 200);
  t.same(
    elements(res.body, 'span', { class: 'topbar__name' }).map((name) => name.text),
    ['Demo Guild'],
    'the top bar names it',
  );
  t.same(
    elements(res.body, 'span', { class: 'guild-switcher__name' }).map((name) => name.text),
    ['Demo Guild'],
    'and the sidebar',
  );
  t.ok(
    elements(res.body, 'img').some((image) => image.attributes.src === icon),
    'with its icon',
  );
  t.match(textOf(res.body), 'Second Guild', 'the switcher still lists the user’s own servers');

  // A bot API that does not name the server yet: its id, as before.
  auth.bot.intercept({ path: `/api/guilds/${G}/access`, method: 'GET' }).reply(200, rights);
  auth.bot.intercept({ path: `/api/ticket-categories/${G}?includeInactive=true`, method: 'GET' }).reply(200, []);
  const unnamed = await auth.app.inject({ url: `/dashboard/${G}/ticket-categories`, cookies: session.cookies });
  t.same(
    elements(unnamed.body, 'span', { class: 'topbar__name' }).map((name) => name.text),
    [`Server ${G}`],
  );
});
