// The stand-in's gateway on the wire, up to a running session: where GET /gateway/bot points, HELLO,
// IDENTIFY, READY and the GUILD_CREATEs, heartbeats, and the close codes Discord uses for what it refuses.
import { GatewayIntentBits } from 'discord-api-types/v10';
import Fastify from 'fastify';
import t from 'tap';
import { mountStandIn, DEMO_APPLICATION } from '../../server/stand-in/mount.js';
import { createWorld } from '../../server/stand-in/world.js';
import { IDS, startStandIn } from '../helpers/bot-api.js';
import { identify, openRaw, wsUrl } from '../helpers/stand-in.js';
import { discordResponse } from '../helpers/openapi.js';

const BOT = { authorization: `Bot ${DEMO_APPLICATION.botToken}` };
const { Guilds: GUILDS, GuildMembers: MEMBERS, MessageContent: CONTENT } = GatewayIntentBits;

t.test(
  'GET /gateway/bot names the gateway under the prefix the stand-in is mounted at, as the caller reached it',
  async (t) => {
    const app = Fastify();
    const world = createWorld();
    world.settings.shards = 2;
    await mountStandIn(app, { redirectUris: [], world });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    t.teardown(() => app.close());
    const res = await fetch(`${url}/_discord/api/v10/gateway/bot`, { headers: BOT });
    const body = await res.json();
    t.same(body, {
      url: `${url.replace('http', 'ws')}/_discord/gateway`,
      shards: 2,
      session_start_limit: { total: 1000, remaining: 1000, reset_after: 86_400_000, max_concurrency: 1 },
    });
    t.ok(discordResponse('/gateway/bot', 'get', '200')(body), 'matches Discord’s OpenAPI document');
    t.equal((await fetch(`${url}/_discord/api/v10/gateway/bot`)).status, 401, 'the bot’s token is needed');
    const { ready } = await identify(t, `${body.url}?v=10&encoding=json`);
    t.equal(ready.d.resume_gateway_url, `${url.replace('http', 'ws')}/_discord/gateway`);
  },
);

t.test('HELLO, IDENTIFY, READY with the shard’s guilds, one GUILD_CREATE each, heartbeat and ACK', async (t) => {
  const { url, world } = await startStandIn(t);
  world.settings.heartbeatIntervalMs = 5000;
  const { gateway, hello, ready, guilds } = await identify(t, wsUrl(url));
  t.same(hello, { op: 10, d: { heartbeat_interval: 5000 }, s: null, t: null });
  t.equal(ready.t, 'READY');
  t.equal(ready.s, 1);
  t.match(ready.d, {
    v: 10,
    user: { id: IDS.bot, bot: true, username: 'Guildhall' },
    session_id: 'stand-in-session-1',
    shard: [0, 1],
    application: { id: IDS.application },
  });
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
  t.match(demo, {
    name: 'Demo Guild',
    unavailable: false,
    member_count: 11,
    joined_at: '2023-03-14T18:10:45.000Z',
    threads: [],
  });
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
  const refused = async (query: string) =>
    (await openRaw(t, `${url.replace('http', 'ws')}/gateway${query}`).closed).code;
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
  t.same(await compressed.closed, {
    code: 4002,
    reason: 'Unsupported compression: the stand-in sends uncompressed JSON only',
  });
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
