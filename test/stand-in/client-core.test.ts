// A real client against the stand-in: @discordjs/core with @discordjs/ws and @discordjs/rest (what the
// companion bot uses) becomes ready, receives messages, joins and interactions, answers one, resumes
// after RECONNECT and after a dropped connection (missed events exactly once), re-identifies after an
// invalid session, runs two shards, and hears of a bad token (4004) and disallowed intents (4014).
import {
  Client,
  GatewayDispatchEvents as E,
  GatewayIntentBits as I,
  type MappedEvents,
  MessageFlags,
} from '@discordjs/core';
import { REST } from '@discordjs/rest';
import { WebSocketManager, type WebSocketManagerOptions, WebSocketShardEvents } from '@discordjs/ws';
import t, { type Test } from 'tap';
import { IDS, type StandIn, startStandIn, USERS } from '../helpers/bot-api.js';
import { act, addOddGuild, moderatorSays, ODD_GUILD } from '../helpers/stand-in.js';
import { until } from '../helpers/work.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';

const INTENTS = I.Guilds | I.GuildMembers | I.GuildMessages | I.MessageContent;
// Identifying again right away is what these tests are about; Discord's 5-second identify spacing is not.
const noIdentifyWait = () => ({ waitForIdentify: async () => {} });

function connect(t: Test, standIn: StandIn, options: Partial<WebSocketManagerOptions> = {}) {
  const rest = new REST({ api: `${standIn.url}/api` }).setToken(DEMO_APPLICATION.botToken);
  const gateway = new WebSocketManager({ token: DEMO_APPLICATION.botToken, intents: INTENTS, rest, ...options });
  const client = new Client({ rest, gateway });
  t.teardown(() => gateway.destroy());
  return { rest, gateway, client };
}

/** The next dispatch of that kind (with the shard that got it). */
function next<T extends keyof MappedEvents>(client: Client, event: T) {
  return new Promise<MappedEvents[T][0]>((resolve) => client.once(event as never, resolve as never));
}

t.test('ready, MESSAGE_CREATE, GUILD_MEMBER_ADD, INTERACTION_CREATE answered, resumed after RECONNECT', async (t) => {
  const standIn = await startStandIn(t);
  const { app, controls } = standIn;
  const { client, gateway } = connect(t, standIn);
  const guilds: string[] = [];
  client.on(E.GuildCreate, ({ data }) => guilds.push(data.name));
  const ready = next(client, E.Ready);
  await gateway.connect();
  t.equal((await ready).data.user.id, IDS.bot);
  await until(() => guilds.length === 3);
  t.same(guilds, ['Demo Guild', 'Second Guild', 'Foreign Guild']);

  const message = next(client, E.MessageCreate);
  await act(app, 'POST', '/messages', moderatorSays('Ich brauche Hilfe'));
  t.match((await message).data, {
    content: 'Ich brauche Hilfe',
    author: { id: USERS.moderator },
    guild_id: IDS.demoGuild,
  });
  const joined = next(client, E.GuildMemberAdd);
  await act(app, 'POST', '/members', { guildId: IDS.demoGuild, username: 'frisch.da' });
  t.match((await joined).data, { guild_id: IDS.demoGuild, user: { username: 'frisch.da' } });

  await client.api.applicationCommands.bulkOverwriteGuildCommands(DEMO_APPLICATION.clientId, IDS.demoGuild, [
    { name: 'hilfe', description: 'Zeigt Hilfe' },
  ]);
  const asked = next(client, E.InteractionCreate);
  const { body } = await act(app, 'POST', '/interactions', {
    guildId: IDS.demoGuild,
    channelId: IDS.ticketChannel,
    userId: USERS.newcomer,
    type: 'command',
    name: 'hilfe',
  });
  const { data: interaction, api } = await asked;
  t.match(interaction, { id: body.id, type: 2, data: { name: 'hilfe' } });
  await api.interactions.reply(interaction.id, interaction.token, {
    content: 'So geht es',
    flags: MessageFlags.Ephemeral,
  });
  t.same((await act(app, 'GET', `/interactions/${body.id}`)).body.response, {
    type: 4,
    data: { content: 'So geht es', flags: 64 },
  });

  const resumed = new Promise((resolve) => gateway.once(WebSocketShardEvents.Resumed, resolve));
  controls.gateway.reconnect();
  await resumed;
  const after = next(client, E.MessageCreate);
  await act(app, 'POST', '/messages', moderatorSays('Noch da?'));
  t.equal((await after).data.content, 'Noch da?');
  t.same(
    controls.gateway.sessions().map((session) => [session.id, session.connected]),
    [['stand-in-session-1', true]],
    'the same session, resumed',
  );
});

t.test('after a dropped connection the client resumes and gets what it missed exactly once', async (t) => {
  const standIn = await startStandIn(t);
  const { app, controls } = standIn;
  const { client, gateway } = connect(t, standIn);
  const timeline: string[] = [];
  client.on(E.MessageCreate, ({ data }) => timeline.push(data.content));
  gateway.on(WebSocketShardEvents.Resumed, () => timeline.push('RESUMED'));
  const ready = next(client, E.Ready);
  await gateway.connect();
  await ready;
  await act(app, 'POST', '/messages', moderatorSays('vorher'));
  await until(() => timeline.length === 1);
  controls.gateway.drop();
  await until(() => controls.gateway.sessions()[0]?.connected === false);
  // The client waits a moment before it reconnects, so these go out while it is away.
  await act(app, 'POST', '/messages', moderatorSays('verpasst 1'));
  await act(app, 'POST', '/messages', moderatorSays('verpasst 2'));
  t.equal(controls.gateway.sessions()[0]?.connected, false, 'both were sent while no connection was there');
  await until(() => timeline.includes('RESUMED'));
  await act(app, 'POST', '/messages', moderatorSays('danach'));
  await until(() => timeline.includes('danach'));
  // @discordjs/ws handles frames concurrently, so RESUMED may overtake the replayed messages.
  t.same(
    timeline.filter((entry) => entry !== 'RESUMED'),
    ['vorher', 'verpasst 1', 'verpasst 2', 'danach'],
    'each message once, in order',
  );
  t.same(
    controls.gateway.sessions().map((session) => session.id),
    ['stand-in-session-1'],
    'resumed, not identified anew',
  );
});

t.test('INVALID_SESSION d:false makes the client identify again', async (t) => {
  const standIn = await startStandIn(t);
  const { client, gateway } = connect(t, standIn, { buildIdentifyThrottler: noIdentifyWait });
  const first = next(client, E.Ready);
  await gateway.connect();
  t.equal((await first).data.session_id, 'stand-in-session-1');
  const second = next(client, E.Ready);
  standIn.controls.gateway.invalidateSession(false);
  t.equal((await second).data.session_id, 'stand-in-session-2');
  await until(() =>
    standIn.controls.gateway.sessions().some((session) => session.id === 'stand-in-session-2' && session.connected),
  );
  t.same(
    standIn.controls.gateway.sessions().map((session) => session.id),
    ['stand-in-session-2'],
  );
});

t.test('two shards: each gets only its guilds and their events', async (t) => {
  const standIn = await startStandIn(t);
  const { app, world } = standIn;
  world.settings.shards = 2;
  world.settings.maxConcurrency = 2;
  addOddGuild(world);
  const { client, gateway } = connect(t, standIn, { shardCount: null });
  const readies = new Map<number, string[]>();
  client.on(E.Ready, ({ data, shardId }) =>
    readies.set(
      shardId,
      data.guilds.map((guild) => guild.id),
    ),
  );
  await gateway.connect();
  await until(() => readies.size === 2);
  t.equal(await gateway.getShardCount(), 2, 'the count GET /gateway/bot recommends');
  t.same(readies.get(0), [IDS.demoGuild, IDS.secondGuild, IDS.foreignGuild]);
  t.same(readies.get(1), [ODD_GUILD.id]);
  const seen: [number, string][] = [];
  client.on(E.MessageCreate, ({ data, shardId }) => seen.push([shardId, data.content]));
  await act(
    app,
    'POST',
    '/messages',
    moderatorSays('an Shard 1', { guildId: ODD_GUILD.id, channelId: ODD_GUILD.channelId }),
  );
  await act(app, 'POST', '/messages', moderatorSays('an Shard 0'));
  await until(() => seen.length === 2);
  t.same(seen, [
    [1, 'an Shard 1'],
    [0, 'an Shard 0'],
  ]);
});

t.test('a bad token (4004) and disallowed intents (4014) reach the client as errors', async (t) => {
  const standIn = await startStandIn(t);
  const refusal = async (options: Partial<WebSocketManagerOptions>) => {
    const { gateway } = connect(t, standIn, options);
    const failed = new Promise<Error>((resolve) => gateway.once(WebSocketShardEvents.Error, (error) => resolve(error)));
    const closed = new Promise<number>((resolve) => gateway.once(WebSocketShardEvents.Closed, (code) => resolve(code)));
    const rejected = await gateway.connect().then(
      () => 'connected',
      (error: Error) => error.message,
    );
    return [await closed, (await failed).message, rejected];
  };
  // The REST client keeps the right token (GET /gateway/bot works); only the gateway gets a wrong one.
  t.same(
    await refusal({ token: 'not-the-token' }),
    [4004, 'Authentication failed', 'Authentication failed'],
    'the close, the error event, the rejected connect()',
  );
  standIn.world.settings.privilegedIntents.messageContent = false;
  t.same(await refusal({}), [4014, 'Used disallowed intents', 'Used disallowed intents']);
});
