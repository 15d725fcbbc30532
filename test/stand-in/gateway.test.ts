// The stand-in's gateway on the wire: the conversation Discord's gateway has with a bot (HELLO,
// IDENTIFY, READY, GUILD_CREATE, heartbeats, RESUME with replay, INVALID_SESSION), its close codes, the
// intents and shards that decide who gets which dispatch, and the controls that make it misbehave.
import Fastify from 'fastify';
import t from 'tap';
import { DEMO_APPLICATION } from '../../server/config.js';
import { mountStandIn } from '../../server/stand-in/mount.js';
import { createWorld } from '../../server/stand-in/world.js';
import { IDS, startStandIn, USERS } from '../helpers/bot-api.js';
import { ALL_INTENTS, act, identify, openRaw, wsUrl } from '../helpers/stand-in.js';
import { discordResponse } from '../helpers/openapi.js';
import { waitFor } from '../helpers/processes.js';

const BOT = { authorization: `Bot ${DEMO_APPLICATION.botToken}` };
const GUILDS = 1;
const MEMBERS = 2;
const MESSAGES = 512;
const CONTENT = 32768;
const say = (content: string, channelId: string = IDS.ticketChannel, userId: string = USERS.moderator) => ({ guildId: IDS.demoGuild, channelId, userId, content }) as const;

t.test('GET /gateway/bot names the gateway under the prefix the stand-in is mounted at, as the caller reached it', async (t) => {
  const app = Fastify();
  const world = createWorld();
  world.settings.shards = 2;
  await mountStandIn(app, { redirectUris: [], world });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  const res = await fetch(`${url}/_discord/api/v10/gateway/bot`, { headers: BOT });
  const body = await res.json();
  t.same(body, { url: `${url.replace('http', 'ws')}/_discord/gateway`, shards: 2, session_start_limit: { total: 1000, remaining: 1000, reset_after: 86_400_000, max_concurrency: 1 } });
  t.ok(discordResponse('/gateway/bot', 'get', '200')(body), 'matches Discord’s OpenAPI document');
  t.equal((await fetch(`${url}/_discord/api/v10/gateway/bot`)).status, 401, 'the bot’s token is needed');
  const { ready } = await identify(t, `${body.url}?v=10&encoding=json`);
  t.equal(ready.d.resume_gateway_url, `${url.replace('http', 'ws')}/_discord/gateway`);
});

t.test('HELLO, IDENTIFY, READY with the shard’s guilds, one GUILD_CREATE each, heartbeat and ACK', async (t) => {
  const { url, world } = await startStandIn(t);
  world.settings.heartbeatIntervalMs = 5000;
  const { gateway, hello, ready, guilds } = await identify(t, wsUrl(url));
  t.same(hello, { op: 10, d: { heartbeat_interval: 5000 }, s: null, t: null });
  t.equal(ready.t, 'READY');
  t.equal(ready.s, 1);
  t.match(ready.d, { v: 10, user: { id: IDS.bot, bot: true, username: 'Guildhall' }, session_id: 'stand-in-session-1', shard: [0, 1], application: { id: IDS.application } });
  t.same(
    ready.d.guilds,
    [IDS.demoGuild, IDS.secondGuild, IDS.foreignGuild].map((id) => ({ id, unavailable: true })),
    'the guilds the bot is in; Uninvited Guild is not one',
  );
  t.same(
    guilds.map((entry) => [entry.t, entry.s, entry.d.id]),
    [
      ['GUILD_CREATE', 2, IDS.demoGuild],
      ['GUILD_CREATE', 3, IDS.secondGuild],
      ['GUILD_CREATE', 4, IDS.foreignGuild],
    ],
  );
  const demo = guilds[0]!.d;
  t.match(demo, { name: 'Demo Guild', unavailable: false, member_count: 11, joined_at: '2023-03-14T18:10:45.000Z', threads: [] });
  t.same(demo.roles.find((role: { id: string }) => role.id === IDS.demoGuild).name, '@everyone');
  t.ok(
    demo.members.some((member: { user: { id: string } }) => member.user.id === IDS.bot),
    'the bot is a member',
  );
  t.equal(demo.members.length, 11);
  t.same(demo.channels.find((channel: { id: string }) => channel.id === IDS.ticketChannel).permission_overwrites, []);
  gateway.send(1, 4);
  t.same(await gateway.next(), { op: 11, d: null, s: null, t: null });
});

t.test('IDENTIFY refusals close with Discord’s codes', async (t) => {
  const { url, world } = await startStandIn(t);
  const attempt = async (d: object) => {
    const gateway = openRaw(t, wsUrl(url));
    await gateway.next();
    gateway.send(2, { token: DEMO_APPLICATION.botToken, intents: GUILDS, properties: {}, ...d });
    return (await gateway.closed).code;
  };
  const refused = async (query: string) => (await openRaw(t, `${url.replace('http', 'ws')}/gateway${query}`).closed).code;
  t.equal(await attempt({ token: 'not-the-token' }), 4004, 'authentication failed');
  t.equal(await attempt({ intents: 1 << 30 }), 4013, 'invalid intents');
  t.equal(await attempt({ shard: [2, 2] }), 4010, 'invalid shard');
  t.equal(await attempt({ shard: [0, 0] }), 4010, 'invalid shard count');
  world.settings.privilegedIntents.messageContent = false;
  t.equal(await attempt({ intents: GUILDS | CONTENT }), 4014, 'Message Content is not switched on');
  world.settings.privilegedIntents.guildMembers = false;
  t.equal(await attempt({ intents: GUILDS | MEMBERS }), 4014, 'Server Members is not switched on');
  t.equal(await refused('?v=9&encoding=json'), 4012, 'another API version');
  t.equal(await refused('?v=10&encoding=etf'), 4002, 'another encoding');
  const compressed = openRaw(t, `${url.replace('http', 'ws')}/gateway?v=10&encoding=json&compress=zlib-stream`);
  t.same(await compressed.closed, { code: 4002, reason: 'Unsupported compression: the stand-in sends uncompressed JSON only' });
});

t.test('protocol errors close with Discord’s codes', async (t) => {
  const { url } = await startStandIn(t);
  const raw = openRaw(t, wsUrl(url));
  await raw.next();
  raw.socket.send('not json');
  t.equal((await raw.closed).code, 4002, 'decode error');
  const unknown = openRaw(t, wsUrl(url));
  await unknown.next();
  unknown.send(99, null);
  t.equal((await unknown.closed).code, 4001, 'unknown opcode');
  const early = openRaw(t, wsUrl(url));
  await early.next();
  early.send(3, { since: null, activities: [], status: 'online', afk: false });
  t.equal((await early.closed).code, 4003, 'not authenticated');
  const { gateway } = await identify(t, wsUrl(url));
  gateway.send(2, { token: DEMO_APPLICATION.botToken, intents: GUILDS });
  t.equal((await gateway.closed).code, 4005, 'already authenticated');
});

t.test('a connection that stops heartbeating is closed after the interval and the grace', async (t) => {
  const { url, world, controls } = await startStandIn(t);
  world.settings.heartbeatIntervalMs = 100;
  world.settings.heartbeatGraceMs = 50;
  const { gateway, ready } = await identify(t, wsUrl(url), GUILDS);
  t.same(await gateway.closed, { code: 4009, reason: 'Session timed out: no heartbeat' });
  t.same(controls.gateway.sessions(), [], 'the session is over');
  const late = openRaw(t, wsUrl(url));
  await late.next();
  late.send(6, { token: DEMO_APPLICATION.botToken, session_id: ready.d.session_id, seq: 4 });
  t.same(await late.next(), { op: 9, d: false, s: null, t: null });
});

t.test('RESUME after a dropped connection replays exactly what was missed, then RESUMED', async (t) => {
  const { url, app, controls } = await startStandIn(t);
  const { gateway, ready } = await identify(t, wsUrl(url));
  t.equal((await act(app, 'POST', '/messages', say('vorher'))).status, 201);
  const before = await gateway.nextDispatch();
  t.match(before, { t: 'MESSAGE_CREATE', s: 5, d: { content: 'vorher' } });
  controls.gateway.drop();
  t.equal((await gateway.closed).code, 1006, 'no close frame');
  await waitFor(() => controls.gateway.sessions()[0]?.connected === false);
  await act(app, 'POST', '/messages', say('verpasst 1'));
  await act(app, 'POST', '/messages', say('verpasst 2'));
  const again = openRaw(t, `${ready.d.resume_gateway_url}?v=10&encoding=json`);
  await again.next();
  again.send(6, { token: DEMO_APPLICATION.botToken, session_id: ready.d.session_id, seq: 5 });
  t.match(await again.next(), { op: 0, t: 'MESSAGE_CREATE', s: 6, d: { content: 'verpasst 1' } });
  t.match(await again.next(), { op: 0, t: 'MESSAGE_CREATE', s: 7, d: { content: 'verpasst 2' } });
  t.match(await again.next(), { op: 0, t: 'RESUMED', s: 8 });
  await act(app, 'POST', '/messages', say('danach'));
  t.match(await again.next(), { op: 0, t: 'MESSAGE_CREATE', s: 9, d: { content: 'danach' } }, 'nothing twice, nothing lost');
  const future = openRaw(t, wsUrl(url));
  await future.next();
  future.send(6, { token: DEMO_APPLICATION.botToken, session_id: ready.d.session_id, seq: 99 });
  t.equal((await future.closed).code, 4007, 'a sequence number the session never sent');
  const stranger = openRaw(t, wsUrl(url));
  await stranger.next();
  stranger.send(6, { token: DEMO_APPLICATION.botToken, session_id: 'no-such-session', seq: 1 });
  t.same(await stranger.next(), { op: 9, d: false, s: null, t: null }, 'unknown session');
});

t.test('a session whose missed dispatches are no longer kept cannot resume', async (t) => {
  const { url, app, world, controls } = await startStandIn(t);
  world.settings.replayLimit = 2;
  const { gateway, ready } = await identify(t, wsUrl(url), GUILDS | MESSAGES);
  controls.gateway.close(4000);
  t.equal((await gateway.closed).code, 4000, 'the close code the test chose');
  for (const content of ['eins', 'zwei', 'drei']) await act(app, 'POST', '/messages', say(content));
  const again = openRaw(t, wsUrl(url));
  await again.next();
  again.send(6, { token: DEMO_APPLICATION.botToken, session_id: ready.d.session_id, seq: 4 });
  t.same(await again.next(), { op: 9, d: false, s: null, t: null });
});

t.test('controls: RECONNECT and INVALID_SESSION reach the client; a forgotten session cannot resume', async (t) => {
  const { url, controls } = await startStandIn(t);
  const { gateway, ready } = await identify(t, wsUrl(url), GUILDS);
  controls.gateway.reconnect();
  t.same(await gateway.next(), { op: 7, d: null, s: null, t: null });
  controls.gateway.invalidateSession(true, ready.d.session_id);
  t.same(await gateway.next(), { op: 9, d: true, s: null, t: null });
  gateway.send(6, { token: DEMO_APPLICATION.botToken, session_id: ready.d.session_id, seq: 4 });
  t.match(await gateway.next(), { t: 'RESUMED', s: 5 }, 'a resumable session resumes on the same connection');
  controls.gateway.invalidateSession(false);
  t.same(await gateway.next(), { op: 9, d: false, s: null, t: null });
  t.same(controls.gateway.sessions(), []);
  gateway.send(2, { token: DEMO_APPLICATION.botToken, intents: GUILDS });
  t.match(await gateway.nextDispatch(), { t: 'READY', s: 1, d: { session_id: 'stand-in-session-2' } }, 'identifying again starts a new session');
});

t.test('dispatches go to the sessions whose intents cover them; without Message Content messages arrive blank', async (t) => {
  const { url, app } = await startStandIn(t);
  const { gateway } = await identify(t, wsUrl(url), GUILDS | MESSAGES);
  t.equal((await act(app, 'POST', '/members', { guildId: IDS.demoGuild, username: 'neu.ling' })).status, 201);
  await act(app, 'POST', '/messages', say('geheim'));
  const blank = await gateway.nextDispatch();
  t.match(blank, { t: 'MESSAGE_CREATE', d: { content: '', embeds: [], components: [], author: { id: USERS.moderator } } }, 'no GUILD_MEMBER_ADD without Server Members');
  await act(app, 'POST', '/messages', say(`<@${IDS.bot}> hilf mir`));
  t.match(await gateway.nextDispatch(), { t: 'MESSAGE_CREATE', d: { content: `<@${IDS.bot}> hilf mir` } }, 'a message that mentions the bot keeps its content');
  const { gateway: full } = await identify(t, wsUrl(url));
  await act(app, 'POST', '/members', { guildId: IDS.demoGuild, username: 'zweite.neue', pending: true });
  t.match(await full.nextDispatch(), { t: 'GUILD_MEMBER_ADD', d: { guild_id: IDS.demoGuild, pending: true, roles: [], user: { username: 'zweite.neue' } } });
});

t.test('each shard gets only its guilds', async (t) => {
  const { url, app, world } = await startStandIn(t);
  const demo = world.guilds.get(IDS.demoGuild)!;
  // (id >> 22) % 2 decides the shard; the demo guilds all sit on shard 0, so one more goes to shard 1.
  const otherId = String(BigInt(IDS.demoGuild) + (1n << 22n));
  world.guilds.set(otherId, {
    ...demo,
    id: otherId,
    name: 'Odd Guild',
    roles: demo.roles.map((role) => ({ ...role, id: role.id === demo.id ? otherId : role.id })),
    members: demo.members.map((member) => ({ ...member, roles: [...member.roles] })),
    channels: [],
  });
  const zero = await identify(t, wsUrl(url), ALL_INTENTS, [0, 2]);
  const one = await identify(t, wsUrl(url), ALL_INTENTS, [1, 2]);
  t.same(
    zero.ready.d.guilds.map((guild: { id: string }) => guild.id),
    [IDS.demoGuild, IDS.secondGuild, IDS.foreignGuild],
  );
  t.same(
    one.ready.d.guilds.map((guild: { id: string }) => guild.id),
    [otherId],
  );
  t.same(
    one.guilds.map((guild) => guild.d.name),
    ['Odd Guild'],
  );
  await act(app, 'POST', `/guilds/${otherId}/roles`, { name: 'Nur für Shard 1' });
  await act(app, 'POST', '/messages', say('für Shard 0'));
  t.match(await one.gateway.nextDispatch(), { t: 'GUILD_ROLE_CREATE', d: { guild_id: otherId, role: { name: 'Nur für Shard 1' } } });
  t.match(await zero.gateway.nextDispatch(), { t: 'MESSAGE_CREATE', d: { content: 'für Shard 0' } }, 'shard 0 did not get the role of shard 1’s guild');
});
