// /guilds, the server picker: every state with its texts.
import t from 'tap';
import { buildAuthApp } from '../../helpers/auth.js';
import { USERS } from '../../helpers/bot-api.js';

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
  t.match(res.body, '<a class="card guild-card" href="/dashboard/100000000000000001"><img class="guild-icon guild-icon--64" src="https://cdn.discordapp.com/icons/100000000000000001/a.png"');
  t.match(res.body, '<span class="guild-card__name">Demo Guild</span><span class="guild-card__id">Server ID: 100000000000000001</span>');
  t.match(res.body, '<span class="guild-icon guild-icon--64 guild-icon--placeholder" aria-hidden="true">SG</span><span class="guild-card__name">Second Guild</span>');
  t.notMatch(res.body, 'Left Guild', 'a guild the user is no longer in is hidden');
  t.notMatch(res.body, 'Global Administrator');
  t.match(res.body, '<span class="user-card__name">Demo Owner<span class="user-card__discriminator">#<!-- -->4821</span>', 'the real user in the header');
});

t.test('global admins see the Global Administrator card with the way to /admin', async (t) => {
  const auth = await buildAuthApp(t);
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, { ...ME, guilds: [] });
  auth.bot.intercept({ path: '/api/admin/status', method: 'GET' }).reply(200, { isAdmin: true, level: 3 });
  const res = await auth.app.inject({ url: '/guilds', cookies: await auth.login(USERS.operator) });
  t.match(res.body, '<h2>Global Administrator</h2>');
  t.match(res.body, '<a class="button button--primary" href="/admin">Admin Control Panel</a>');
});

t.test('no guilds: No Available Servers with a real invite link; a failing admin check counts as not admin', async (t) => {
  const auth = await buildAuthApp(t);
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, { ...ME, guilds: [] });
  auth.bot.intercept({ path: '/api/admin/status', method: 'GET' }).reply(500, { error: 'boom' });
  const res = await auth.app.inject({ url: '/guilds', cookies: await auth.login(USERS.newcomer) });
  t.equal(res.statusCode, 200);
  t.match(res.body, '<h2 class="state__title">No Available Servers</h2>');
  t.match(
    res.body,
    /<a class="button button--primary" href="https:\/\/discord\.com\/oauth2\/authorize\?client_id=900000000000000001&amp;scope=bot\+applications\.commands&amp;permissions=\d+" rel="noopener noreferrer">Invite Bot to Server<\/a>/,
  );
  t.notMatch(res.body, 'Global Administrator');
});

t.test("error states: 'Failed to load user data' and 'Failed to load guilds' with Try Again", async (t) => {
  const auth = await buildAuthApp(t);
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(503, { error: 'Discord is not reachable' });
  auth.bot.intercept({ path: '/api/admin/status', method: 'GET' }).reply(200, { isAdmin: false, level: null });
  const cookies = await auth.login();
  const res = await auth.app.inject({ url: '/guilds', cookies });
  t.equal(res.statusCode, 503);
  t.match(res.body, '<p>Failed to load user data</p><a class="button" href="/guilds">Try Again</a>');
  // A fresh app: the first one may already hold this user's guild list in its cache.
  const other = await buildAuthApp(t);
  other.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(200, ME);
  other.bot.intercept({ path: '/api/admin/status', method: 'GET' }).reply(200, { isAdmin: false, level: null });
  const otherCookies = await other.login();
  other.standIn.controls.failNext(1, 500);
  const guildsFailed = await other.app.inject({ url: '/guilds', cookies: otherCookies });
  t.equal(guildsFailed.statusCode, 502);
  t.match(guildsFailed.body, '<p>Failed to load guilds</p><a class="button" href="/guilds">Try Again</a>');
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
  t.match(
    res.body,
    '<details class="guild-switcher"><summary class="guild-switcher__current" title="Second Guild" aria-label="Second Guild"><span class="guild-icon guild-icon--40 guild-icon--placeholder" aria-hidden="true">SG</span><span class="guild-switcher__name">Second Guild</span>',
  );
  t.match(
    res.body,
    '<nav class="guild-switcher__list" aria-label="Server wechseln"><ul><li><a href="/dashboard/100000000000000001"><img class="guild-icon guild-icon--24" src="https://cdn.discordapp.com/icons/100000000000000001/a.png"',
  );
  t.match(res.body, '<span>Demo Guild</span></a></li><li><a href="/dashboard/100000000000000099">');
  t.notMatch(res.body, 'href="/dashboard/100000000000000002">', 'the current server is not offered again');
  t.match(res.body, '<li><a href="/guilds">Alle Server</a></li></ul></nav></details>');
});

t.test('a failing guild list leaves the page whole, with the server named by its id', async (t) => {
  const auth = await buildAuthApp(t);
  auth.bot.intercept({ path: '/auth/me', method: 'GET' }).reply(503, { error: 'down', code: 'unavailable' });
  auth.bot.intercept({ path: '/api/changelog', method: 'GET' }).reply(200, []);
  const cookies = await auth.login();
  const res = await auth.app.inject({ url: '/dashboard/100000000000000002/changelog', cookies });
  t.equal(res.statusCode, 200);
  t.match(res.body, '<span class="guild-switcher__name">Server 100000000000000002</span>');
  t.match(res.body, '<ul><li><a href="/guilds">Alle Server</a></li></ul>');
});
