// The notification channel, on both stores: read by dashboard.admin with its name; the text channels the
// bot may write in (View Channel, Send Messages and Embed Links, computed from roles and overwrites) offered
// to the server owner and to a global admin in an admin session only; a choice is stored where
// /setup-notifications stores it (the bot's configuration reads the same), is in the history and can be
// undone; a channel the bot may not write in is refused, and so is anyone else's choice.
// The settings page’s two reads at once share one, within one store only.
import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import t from 'tap';
import { shownNotificationSettings } from '../../server/bot-api/notification-channel.js';
import { buildTestBotApi, IDS, storeKinds, TEST_SERVICE_TOKEN, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const PATH = `/api/guilds/${G}/notification-channel`;
const service = { authorization: `Bearer ${TEST_SERVICE_TOKEN}` };
const WELCOME = { id: '130000000000000002', name: 'willkommen' };
const RULES = { id: '130000000000000003', name: 'regeln' };
const NEWS = { id: '130000000000000004', name: 'ankündigungen' };
const TICKETS = { id: IDS.ticketChannel, name: 'tickets' };
const TEAM = { id: IDS.notificationChannel, name: 'team-benachrichtigungen' };

for (const kind of storeKinds()) {
  t.test(`the notification channel (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const channels = bot.standIn.world.guilds.get(G)!.channels;
    const deny = (id: string, overwrite: { id: string; type: 0 | 1; deny: bigint }) =>
      channels.find((channel) => channel.id === id)!.overwrites.push({ ...overwrite, allow: 0n });
    // The bot's role may not write in the rules; the bot itself may not embed in the news.
    deny(RULES.id, { id: IDS.botRole, type: 0, deny: P.SendMessages });
    deny(NEWS.id, { id: IDS.bot, type: 1, deny: P.EmbedLinks });
    const read = async (user: string = USERS.owner, headers = {}) =>
      (await bot.call('GET', PATH, user, undefined, headers)).json();
    const configured = async () =>
      (await bot.call('GET', `/bot/guilds/${G}/config`, null, undefined, service)).json().notificationChannelId;

    t.same(
      await read(),
      { channel: TEAM, choices: [WELCOME, TICKETS, TEAM] },
      'the owner: the channel by name, and the text channels where the bot may view, send and embed',
    );
    t.same(await read(USERS.lena), { channel: TEAM, choices: null }, 'an Administrator reads it, without a choice');
    t.equal((await bot.call('GET', PATH, USERS.moderator)).statusCode, 403, 'not without dashboard.admin');

    const refused = await bot.call('PUT', PATH, USERS.lena, { channelId: WELCOME.id });
    t.same([refused.statusCode, refused.json().code], [403, 'owner_only'], 'an Administrator may not choose');
    for (const channelId of [RULES.id, NEWS.id, '130000000000009999']) {
      const unwritable = await bot.call('PUT', PATH, USERS.owner, { channelId });
      t.same([unwritable.statusCode, unwritable.json().code], [400, 'notification_channel_unwritable'], channelId);
    }
    t.equal((await bot.call('PUT', PATH, USERS.owner, { channelId: WELCOME.id, x: 1 })).statusCode, 400);
    t.equal(await configured(), TEAM.id, 'nothing refused was stored');

    const saved = await bot.call('PUT', PATH, USERS.owner, { channelId: WELCOME.id });
    t.equal(saved.statusCode, 200);
    t.same(saved.json(), { channel: WELCOME, choices: [WELCOME, TICKETS, TEAM] });
    t.equal(await configured(), WELCOME.id, "where /setup-notifications stores it: the bot's configuration");
    t.same((await read(USERS.lena)).channel, WELCOME);

    const history = (await bot.call('GET', `/api/guilds/${G}/history?area=notifications`, USERS.owner)).json();
    t.match(history.entries, [
      { action: 'notifications.channel', targetId: G, actor: { id: USERS.owner }, before: TEAM, after: WELCOME },
    ]);
    const undo = await bot.call('POST', `/api/guilds/${G}/history/${history.entries[0].id}/revert`, USERS.owner);
    t.equal(undo.statusCode, 200);
    t.equal(await configured(), TEAM.id, 'undone from the history');

    // The bot's command writes the same place, and the page reads what it wrote.
    const setup = `/bot/guilds/${G}/notifications/setup`;
    const command = await bot.call('POST', setup, null, { channelId: TICKETS.id }, service);
    t.equal(command.statusCode, 204, 'the setup command is stored');
    t.same((await read()).channel, TICKETS);

    const session = (await bot.call('POST', `/api/admin/session/${G}`, USERS.operator)).json();
    const admin = { 'x-admin-session': session.sessionToken };
    t.same(
      (await read(USERS.operator, admin)).choices,
      [WELCOME, TICKETS, TEAM],
      'a global admin in an admin session may choose',
    );
    const chosen = await bot.call('PUT', PATH, USERS.operator, { channelId: TEAM.id }, admin);
    t.equal(chosen.statusCode, 200);
    t.equal(await configured(), TEAM.id);
  });
}

t.test('a guild whose notifications were never set up: no channel until one is chosen', async (t) => {
  const bot = await buildTestBotApi(t, { seed: false });
  const read = async () => (await bot.call('GET', PATH, USERS.owner)).json();
  t.same((await read()).channel, null);
  t.equal((await bot.call('PUT', PATH, USERS.owner, { channelId: WELCOME.id })).statusCode, 200);
  t.same((await read()).channel, WELCOME);
  const settings = (await bot.call('GET', `/api/notifications/${G}/settings`, USERS.owner)).json();
  t.same(
    settings,
    { setupCompleted: true, notificationRoles: [], notificationsEnabled: true },
    'set up as by the command',
  );
});

t.test('the settings page’s shared read: two stores asked at the same moment each read their own', async (t) => {
  const [set, fresh] = [await buildTestBotApi(t), await buildTestBotApi(t, { seed: false })];
  const [one, other] = await Promise.all([
    shownNotificationSettings(set.store.db, G),
    shownNotificationSettings(fresh.store.db, G),
  ]);
  t.equal(one.channelId, TEAM.id, "the demo store's channel");
  t.same(other, { setupCompleted: false, notificationRoles: [], notificationsEnabled: false, channelId: null });
});
