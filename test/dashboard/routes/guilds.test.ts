// /guilds, the server picker: every state with its texts.
import t from 'tap';
import { alertOf, elements } from '../../helpers/app.js';
import { buildAuthApp } from '../../helpers/auth.js';
import { USERS } from '../../helpers/bot-api.js';
import { DEMO_IDS } from '../../../server/stand-in/world.js';

const ME = {
  id: USERS.owner,
  username: 'demo-owner',
  discriminator: '4821',
  avatar: null,
  guilds: [
    { id: '100000000000000001', name: 'Demo Guild', icon: 'https://cdn.discordapp.com/icons/100000000000000001/a.png' },
    { id: '100000000000000002', name: 'Second Guild', icon: null },
    { id: '100000000000000099', name: 'Left Guild', icon: null },
  ],
};

t.test('the grid shows the guilds the bot API grants and the user is in, each linking to its dashboard', async (t) => {
  const auth = await buildAuthApp(t);
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, ME);
  auth.bot.intercept({ path: '/api/admin/status', method: 'GET' }).reply(200, { isAdmin: false, level: null });
  const cookies = await auth.login();
  const res = await auth.app.inject({ url: '/guilds', cookies });
  t.equal(res.statusCode, 200);
  // Each card: its link, its icon (or the name's initials in its place, hidden from screen readers), its name and id.
  const cards = elements(res.body, 'a', { class: 'guild-card' }).map((card) => ({
    href: card.attributes.href,
    icon: elements(card.html, 'img').map((icon) => icon.attributes.src),
    initials: elements(card.html, 'span', { 'aria-hidden': 'true' }).map((initials) => initials.text),
    text: card.text,
  }));
  t.same(cards, [
    {
      href: '/dashboard/100000000000000001',
      icon: ['https://cdn.discordapp.com/icons/100000000000000001/a.png'],
      initials: [],
      text: 'Demo Guild Server ID: 100000000000000001',
    },
    {
      href: '/dashboard/100000000000000002',
      icon: [],
      initials: ['SG'],
      text: 'SG Second Guild Server ID: 100000000000000002',
    },
  ]);
  t.notMatch(res.body, 'Left Guild', 'a guild the user is no longer in is hidden');
  t.notMatch(res.body, 'Global Administrator');
  t.same(
    elements(res.body, 'span', { class: 'user-card__name' }).map((name) => name.text),
    ['Demo Owner #4821'],
    'the real user in the header',
  );
});

t.test('servers the user manages without the bot are listed with the invite for that server', async (t) => {
  const auth = await buildAuthApp(t);
  // The demo world's 'Uninvited Guild': the owner owns it, the bot was never added.
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, ME);
  auth.bot.intercept({ path: '/api/admin/status', method: 'GET' }).reply(200, { isAdmin: false, level: null });
  const res = await auth.app.inject({ url: '/guilds', cookies: await auth.login() });
  t.equal(res.statusCode, 200);
  const section = elements(res.body, 'section', { class: 'picker__without-bot' })[0];
  t.ok(section, 'a section of their own');
  t.match(section!.text, 'Deine Server ohne den Bot');
  t.same(
    elements(section!.html, 'li').map((card) => card.text),
    ['UG Uninvited Guild Bot einladen'],
    'only the one without the bot (the others are open, or not managed by this user)',
  );
  const invite = new URL(elements(section!.html, 'a')[0]!.attributes.href!);
  t.equal(invite.origin + invite.pathname, 'https://discord.com/oauth2/authorize');
  t.equal(invite.searchParams.get('guild_id'), DEMO_IDS.uninvitedGuild, 'for that server');
  t.equal(invite.searchParams.get('disable_guild_select'), 'true');
  t.equal(invite.searchParams.get('scope'), 'bot applications.commands');
});

t.test('global admins see the Global Administrator card with the way to /admin', async (t) => {
  const auth = await buildAuthApp(t);
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, { ...ME, guilds: [] });
  auth.bot.intercept({ path: '/api/admin/status', method: 'GET' }).reply(200, { isAdmin: true, level: 3 });
  const res = await auth.app.inject({ url: '/guilds', cookies: await auth.login(USERS.operator) });
  t.ok(elements(res.body, 'h2').some((heading) => heading.text === 'Global Administrator'));
  t.same(
    elements(res.body, 'a', { href: '/admin' }).map((link) => link.text),
    ['Admin Control Panel'],
  );
});

t.test(
  'no guilds: No Available Servers with a real invite link; a failing admin check counts as not admin',
  async (t) => {
    const auth = await buildAuthApp(t);
    auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, { ...ME, guilds: [] });
    auth.bot.intercept({ path: '/api/admin/status', method: 'GET' }).reply(500, { error: 'boom' });
    const res = await auth.app.inject({ url: '/guilds', cookies: await auth.login(USERS.newcomer) });
    t.equal(res.statusCode, 200);
    t.ok(elements(res.body, 'h2').some((heading) => heading.text === 'No Available Servers'));
    const [invite] = elements(res.body, 'a', { rel: 'noopener noreferrer' }).filter(
      (link) => link.text === 'Invite Bot to Server',
    );
    t.match(
      invite?.attributes.href,
      /^https:\/\/discord\.com\/oauth2\/authorize\?client_id=900000000000000001&scope=bot\+applications\.commands&permissions=\d+$/,
      'a real invite link',
    );
    t.notMatch(res.body, 'Global Administrator');
  },
);

t.test("error states: 'Failed to load user data' and 'Failed to load guilds' with Try Again", async (t) => {
  const auth = await buildAuthApp(t);
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(503, { error: 'Discord is not reachable' });
  auth.bot.intercept({ path: '/api/admin/status', method: 'GET' }).reply(200, { isAdmin: false, level: null });
  const cookies = await auth.login();
  const res = await auth.app.inject({ url: '/guilds', cookies });
  t.equal(res.statusCode, 503);
  t.match(alertOf(res.body), { message: 'Failed to load user data', link: { text: 'Try Again', href: '/guilds' } });
  // A fresh app: the first one may already hold this user's guild list in its cache.
  const other = await buildAuthApp(t);
  other.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, ME);
  other.bot.intercept({ path: '/api/admin/status', method: 'GET' }).reply(200, { isAdmin: false, level: null });
  const otherCookies = await other.login();
  other.standIn.controls.failNext(1, 500);
  const guildsFailed = await other.app.inject({ url: '/guilds', cookies: otherCookies });
  t.equal(guildsFailed.statusCode, 502);
  t.match(alertOf(guildsFailed.body), {
    message: 'Failed to load guilds',
    link: { text: 'Try Again', href: '/guilds' },
  });
});

t.test('signed out: /guilds leads to the login', async (t) => {
  const auth = await buildAuthApp(t);
  t.equal((await auth.app.inject('/guilds')).headers.location, '/login');
});

t.test('every guild page names its server with its icon and lists the other servers in a switcher', async (t) => {
  const auth = await buildAuthApp(t);
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, ME);
  auth.bot.intercept({ path: '/api/changelog', method: 'GET' }).reply(200, []);
  const cookies = await auth.login();
  const res = await auth.app.inject({ url: '/dashboard/100000000000000002/changelog', cookies });
  t.equal(res.statusCode, 200);
  const [switcher] = elements(res.body, 'details', { class: 'guild-switcher' });
  const [current] = elements(switcher?.html ?? '', 'summary');
  t.match(current?.attributes, { title: 'Second Guild', 'aria-label': 'Second Guild' }, 'the current server, named');
  t.same(
    elements(current?.html ?? '', 'span', { 'aria-hidden': 'true' }).map((initials) => initials.text),
    ['SG'],
    'its initials in place of an icon',
  );
  const [list] = elements(switcher?.html ?? '', 'nav', { 'aria-label': 'Server wechseln' });
  t.same(
    elements(list?.html ?? '', 'a').map((link) => [
      link.attributes.href,
      link.text,
      elements(link.html, 'img').map((icon) => icon.attributes.src),
    ]),
    [
      ['/dashboard/100000000000000001', 'Demo Guild', ['https://cdn.discordapp.com/icons/100000000000000001/a.png']],
      ['/dashboard/100000000000000099', 'LG Left Guild', []],
      ['/guilds', 'Alle Server', []],
    ],
    'the other servers, with their icons, then all servers; the current one is not offered again',
  );
});

t.test('a failing guild list leaves the page whole, with the server named by its id', async (t) => {
  const auth = await buildAuthApp(t);
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(503, { error: 'down', code: 'unavailable' });
  auth.bot.intercept({ path: '/api/changelog', method: 'GET' }).reply(200, []);
  const cookies = await auth.login();
  const res = await auth.app.inject({ url: '/dashboard/100000000000000002/changelog', cookies });
  t.equal(res.statusCode, 200);
  t.same(
    elements(res.body, 'span', { class: 'guild-switcher__name' }).map((name) => name.text),
    ['Server 100000000000000002'],
  );
  const [list] = elements(res.body, 'nav', { 'aria-label': 'Server wechseln' });
  t.same(
    elements(list?.html ?? '', 'a').map((link) => [link.attributes.href, link.text]),
    [['/guilds', 'Alle Server']],
  );
});
