// The bot's connection under Discord's faults, played by the stand-in: a dropped connection is resumed
// with nothing lost or handled twice, an invalid session leads to a fresh identify, a rate limit is waited
// out, two shards share the guilds, a restart resumes the kept session, a stop answers what is in flight
// first, and a refused token or missing intents stop the bot while the dashboard keeps serving.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t, { type Test } from 'tap';
import { type Dispatcher, request } from 'undici';
import { botInProcessTransport } from '../../server/bot-api/in-process-transport.js';
import { createLogger } from '../../server/platform/logger.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { join } from 'node:path';
import { botBeside, demoDiscord, QUICK, saidIn, startActing } from '../helpers/bot.js';
import { startDemo } from '../helpers/browser.js';
import { fetchRaw, signInOverHttp } from '../helpers/http-client.js';
import { devAssetsDir } from '../../server/platform/paths.js';
import { registry } from '../../server/platform/metrics.js';
import { SQLite } from '../../server/platform/sqlite.js';
import { DISCORD_COMMANDS } from '../../server/bot/commands/register.js';
import { addOddGuild, ODD_GUILD } from '../helpers/stand-in.js';
import { until } from '../helpers/work.js';

const WELCOME = '130000000000000002';
const NEWCOMER = DEMO_IDS.newcomer;
const answersTo = async (acting: Awaited<ReturnType<typeof startActing>>, channelId: string, ids: string[]) =>
  (await acting.messages(channelId)).filter((message) => ids.includes(message.message_reference?.message_id ?? ''))
    .length;

t.test('a dropped connection is resumed: what was sent meanwhile is answered once', async (t) => {
  const acting = await startActing(t);
  const standIn = acting.system.standIn!;
  const before = standIn.gateway.sessions().map((session) => session.id);
  standIn.gateway.drop();
  const during = [
    await acting.say(NEWCOMER, WELCOME, 'regeln'),
    await acting.say(NEWCOMER, '130000000000000003', 'ip'),
  ];
  await until(() => standIn.gateway.sessions().every((session) => session.connected));
  await acting.replyTo(WELCOME, during[0]!);
  await acting.replyTo('130000000000000003', during[1]!);
  t.same(
    standIn.gateway.sessions().map((session) => session.id),
    before,
    'the same session, resumed',
  );
  // A message after the resume, answered, shows the replay is over; each one was answered exactly once.
  await acting.replyTo(WELCOME, await acting.say(NEWCOMER, WELCOME, 'hilfe'));
  t.equal(await answersTo(acting, WELCOME, [during[0]!]), 1);
  t.equal(await answersTo(acting, '130000000000000003', [during[1]!]), 1);
});

t.test('an invalid session is identified anew; a rate limit is waited out', async (t) => {
  const acting = await startActing(t);
  const standIn = acting.system.standIn!;
  const before = standIn.gateway.sessions()[0]!.id;
  standIn.gateway.invalidateSession(false);
  await until(() => standIn.gateway.sessions().some((session) => session.id !== before && session.connected));
  t.pass('a new session');
  await acting.replyTo(WELCOME, await acting.say(NEWCOMER, WELCOME, 'regeln'));
  standIn.rateLimitNext(1, 1);
  const limited = await acting.say(NEWCOMER, '130000000000000003', 'ip');
  t.equal(
    (await acting.replyTo('130000000000000003', limited)).content,
    'Die Server-IP lautet play.demo-guild.example',
    'answered after the 429 lifted',
  );
});

t.test('two shards in worker threads, each with its own guilds', async (t) => {
  const world = createWorld();
  world.settings.shards = 2;
  world.settings.maxConcurrency = 2;
  addOddGuild(world);
  const acting = await startActing(t, { world });
  t.same(
    acting.system
      .standIn!.gateway.sessions()
      .map((session) => session.shard)
      .sort(),
    [
      [0, 2],
      [1, 2],
    ],
    'one session per shard',
  );
  await acting.replyTo(WELCOME, await acting.say(NEWCOMER, WELCOME, 'regeln'));
  // Odd Guild is shard 1's: the bot registered its commands there on GUILD_CREATE, and answers them. Each
  // shard starts a worker thread of its own, slow on a busy machine: a wider safety net than the default.
  await until(() => (world.guildCommands.get(ODD_GUILD.id) ?? []).length > 0, {
    what: "Odd Guild's commands, registered by shard 1",
    deadlineMs: 30_000,
  });
  const { id } = await acting.act<{ id: string }>('POST', '/interactions', {
    guildId: ODD_GUILD.id,
    channelId: ODD_GUILD.channelId,
    userId: NEWCOMER,
    type: 'command',
    name: 'ping',
  });
  t.match(saidIn(await acting.answer(id)).content, /^Pong!/);
});

t.test('a restart resumes the kept session instead of identifying anew', async (t) => {
  const acting = await startActing(t);
  await acting.bot.stop();
  const standIn = acting.system.standIn!;
  const start = botBeside(t, acting);
  const first = start();
  await first.ready;
  const session = standIn.gateway.sessions().find((entry) => entry.connected)!.id;
  await acting.say(NEWCOMER, WELCOME, 'regeln');
  await first.stop();
  const missed = await acting.say(NEWCOMER, '130000000000000003', 'ip');
  const second = start();
  t.teardown(() => second.stop());
  await second.ready;
  t.same(
    standIn.gateway
      .sessions()
      .filter((entry) => entry.connected)
      .map((entry) => entry.id),
    [session],
    'the same session, resumed',
  );
  t.equal(
    (await acting.replyTo('130000000000000003', missed)).content,
    'Die Server-IP lautet play.demo-guild.example',
    'what came while it was down is answered',
  );
});

t.test('a resumed session that replays its GUILD_CREATEs registers the commands with the kept identity', async (t) => {
  const acting = await startActing(t);
  await acting.bot.stop();
  const { world } = acting;
  const start = botBeside(t, acting);
  const first = start();
  await first.ready;
  await until(() => (world.guildCommands.get(DEMO_IDS.demoGuild) ?? []).length > 0, { what: 'the first registration' });
  const connected = () =>
    acting.system
      .standIn!.gateway.sessions()
      .filter((session) => session.connected)
      .map((session) => session.id);
  const session = connected();
  await first.stop();
  // As if the stop had come right after READY: the kept session is rewound to it, so resuming replays every
  // GUILD_CREATE (and no READY), and nothing is registered yet.
  const store = new SQLite(join(start.dataDir, 'bot.sqlite'));
  store.exec('update gateway_sessions set sequence = 1; delete from registered_commands');
  store.close();
  world.guildCommands.clear();
  const second = start();
  t.teardown(() => second.stop());
  await second.ready;
  t.same(connected(), session, 'resumed, not identified anew');
  await until(() => (world.guildCommands.get(DEMO_IDS.demoGuild) ?? []).length > 0, {
    what: 'the commands registered again',
  });
  t.same(
    world.guildCommands
      .get(DEMO_IDS.demoGuild)!
      .map((command) => command.name)
      .sort(),
    DISCORD_COMMANDS.map((command) => command.name).sort(),
    'the whole table, registered for the application the first READY named',
  );
});

t.test('stopping answers the interaction in flight before the gateway closes', async (t) => {
  const acting = await startActing(t);
  await acting.bot.stop();
  const logger = createLogger('silent');
  const inner = botInProcessTransport(acting.system.botApi!.router, logger);
  // The guild's configuration is held back, so the interaction is still being answered when the stop comes.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached!: () => void;
  const reachedConfig = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const transport: typeof inner = {
    async send(user, endpoint, input) {
      if (endpoint.path === '/bot/guilds/:guildId/config') {
        reached();
        await held;
      }
      return inner.send(user, endpoint, input);
    },
    close: () => inner.close(),
  };
  const bot = botBeside(t, acting, { transport })();
  await bot.ready;
  const { id } = await acting.act<{ id: string }>('POST', '/interactions', {
    guildId: DEMO_IDS.demoGuild,
    channelId: WELCOME,
    userId: NEWCOMER,
    type: 'command',
    name: 'ping',
  });
  await reachedConfig;
  const stopped = bot.stop();
  // A stop that did not wait would have closed the connection within a few turns of the event loop (the
  // close frame goes over loopback); this one must keep it open for as long as the answer is held.
  const gatewayOpen = () => acting.system.standIn!.gateway.sessions().some((session) => session.connected);
  for (let turn = 0; turn < 200 && gatewayOpen(); turn++) await new Promise((resolve) => setImmediate(resolve));
  t.ok(gatewayOpen(), 'the gateway stays open while the interaction is being answered');
  release();
  await stopped;
  t.equal(
    acting.system.standIn!.calls('/callback'),
    1,
    'one first answer: "thinking…" while the configuration is read',
  );
  t.equal(
    acting.system.standIn!.calls('/messages/@original'),
    1,
    'the answer reached Discord before the stop was done',
  );
  t.match(saidIn(await acting.answer(id)).content, /^Pong!/, 'answered before the bot stopped');
  t.same(
    acting.system.standIn!.gateway.sessions().filter((session) => session.connected),
    [],
    'and then the gateway closed',
  );
});

t.test('a stop while the bot asks Discord where its gateway is: no gateway opens afterwards', async (t) => {
  const acting = await startActing(t);
  await acting.bot.stop();
  // Discord's API as the bot sees it, with the question "where is the gateway?" held until the stop came.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked!: () => void;
  const askedForGateway = new Promise<void>((resolve) => {
    asked = resolve;
  });
  const apiBase = await heldDiscord(t, `${acting.base}/_discord/api`, async (path) => {
    if (!path.endsWith('/gateway/bot')) return;
    asked();
    await held;
  });
  const before = acting.system.standIn!.gateway.sessions().length;
  const bot = botBeside(t, acting, { discord: { ...demoDiscord(acting.base), apiBase } })();
  await askedForGateway;
  const stopped = bot.stop();
  release();
  await stopped;
  await bot.ready;
  t.equal(acting.system.standIn!.gateway.sessions().length, before, 'no gateway session was opened');
  t.equal(bot.status.state, 'stopped');
});

t.test('a refused token stops the bot with its reason; the dashboard keeps serving', async (t) => {
  const acting = await startActing(t);
  await acting.bot.stop();
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  const refused = botBeside(t, acting, {
    discord: { ...demoDiscord(acting.base), token: 'not-the-bot-token-at-all' },
    logger,
  })();
  await t.rejects(refused.ready);
  t.same([refused.status.state, refused.status.problem], ['stopped', 'bad_token']);
  t.equal(
    lines.filter((line) => line.includes('Discord refused the bot token (close 4004)')).length,
    1,
    'one log line says what to check',
  );
  await refused.stop();
  t.equal((await request(`${acting.base}/login`)).statusCode, 200, 'the dashboard serves on');
});

t.test(
  'missing privileged intents stop the bot: the log names the switches, /readyz, the metrics and the admin panel say so',
  async (t) => {
    const world = createWorld();
    world.settings.privilegedIntents.messageContent = false;
    const { base, system } = await startDemo(t, {}, devAssetsDir, world);
    const bot = system.startBot(QUICK)!;
    await t.rejects(bot.ready);
    t.same([bot.status.state, bot.status.problem], ['stopped', 'intents_disallowed']);
    const ready = await request(`${base}/readyz`);
    t.equal(ready.statusCode, 503, 'not ready');
    t.same(await ready.body.json(), { status: 'unavailable' });
    t.equal((await request(`${base}/login`)).statusCode, 200, 'pages are served');
    t.match(await registry.metrics(), /guildhall_bot_gateway_state\{state="stopped"\} 1/);
    const jar = await signInOverHttp(base, DEMO_IDS.operator);
    let page = '';
    await until(async () => {
      page = (await fetchRaw(`${base}/admin`, { jar })).body.toString();
      return page.includes('Gestoppt');
    });
    t.match(
      page,
      'Schalte im Developer Portal unter Bot → Privileged Gateway Intents „Server Members Intent“ und „Message Content Intent“ ein.',
    );
  },
);

/** A pass-through to the stand-in's API whose `hold` may keep a request waiting before it is passed on. */
async function heldDiscord(t: Test, target: string, hold: (path: string) => Promise<void>): Promise<string> {
  const server = createServer(async (req, res) => {
    await hold(req.url ?? '');
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(await req.toArray());
    const upstream = await request(`${target}${req.url}`, {
      method: req.method as Dispatcher.HttpMethod,
      headers: { ...req.headers, host: undefined },
      body,
    });
    res.writeHead(upstream.statusCode, upstream.headers);
    res.end(Buffer.from(await upstream.body.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
