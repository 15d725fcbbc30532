// The bot's share of the product (the "Bot" section of npm run bench): how soon it is ready in a thousand
// guilds and what they cost in memory, and how quickly it answers auto responses under a steady stream
// of messages while the dashboard serves pages from the same process.
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { request } from 'undici';
import { signBotApiToken } from '../../server/platform/bot-api-token.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';
import type { World } from '../../server/stand-in/model.js';
import { registerStandIn } from '../../server/stand-in/plugin.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { freePort } from '../../test/helpers/browser.js';
import { signInAsReturningVisitor } from '../../test/helpers/http-client.js';
import { DASHBOARD_MAIN, type RunningProcess, SERVE_NODE_FLAGS, startProcess } from '../../test/helpers/processes.js';
import { heapAfterGc, loadTest, percentile, pin, round, rssMegabytes } from './lib.js';

export const BOT_BENCH = {
  guilds: 1_000,
  messagesPerSecond: 200,
  seconds: Number(process.env.BENCH_BOT_SECONDS ?? 60),
  /** Every tenth message calls for an answer: 20 answers a second, within Discord's 50 requests a second. */
  answerEvery: 10,
  /** Triggers × channels: each pair answers again after six seconds, past the five-second wait. */
  triggers: 60,
  channels: ['130000000000000002', DEMO_IDS.ticketChannel],
  /** The dashboard page requested at a steady rate beside the messages. */
  pageRate: 50,
} as const;

export interface BotFigures {
  guilds: { count: number; readySeconds: number; allGuildsSeconds: number; withBot: number; without: number };
  messages: {
    sent: number;
    answered: number;
    botP50: number;
    botP99: number;
    endToEndP50: number;
    endToEndP99: number;
  };
  dashboard: { quietP99: number; loadedP99: number };
}

interface BotBenchOptions {
  sessionSecret: string;
  dataDir: (name: string) => string;
  onStarted: (run: RunningProcess) => void;
}

/** The demo world with `count` copies of Demo Guild, each with ids of its own. */
function manyGuilds(count: number): World {
  const world = createWorld();
  const demo = world.guilds.get(DEMO_IDS.demoGuild)!;
  world.guilds.clear();
  for (let index = 0; index < count; index++) {
    const id = String(300_000_000_000_000_000n + BigInt(index) * 1_000n);
    const own = (offset: number) => String(BigInt(id) + BigInt(offset));
    world.guilds.set(id, {
      ...demo,
      id,
      name: `Gilde ${index}`,
      roles: demo.roles.map((role, offset) => ({ ...role, id: role.id === demo.id ? id : own(100 + offset) })),
      members: demo.members.map((member) => ({ ...member, roles: [] })),
      channels: demo.channels.map((channel, offset) => ({ ...channel, id: own(200 + offset), parentId: null })),
    });
  }
  return world;
}

const metricValue = (text: string, line: string) =>
  Number(new RegExp(`^${line.replace(/[{}"]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);

/** One product process against the stand-in of `world`; with or without its bot. */
async function productAgainst(standInUrl: string, gateway: 'on' | 'off', options: BotBenchOptions) {
  const metricsPort = await freePort();
  const started = performance.now();
  const run = startProcess(
    DASHBOARD_MAIN,
    {
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      BOT_API_PORT: String(await freePort()),
      METRICS_PORT: String(metricsPort),
      DISCORD_CLIENT_ID: DEMO_APPLICATION.clientId,
      DISCORD_CLIENT_SECRET: DEMO_APPLICATION.clientSecret,
      DISCORD_BOT_TOKEN: DEMO_APPLICATION.botToken,
      DISCORD_API_URL: `${standInUrl}/api`,
      SESSION_SECRET: options.sessionSecret,
      DATA_DIR: options.dataDir(`guilds-${gateway}`),
      BOT_GATEWAY: gateway,
      LOG_LEVEL: 'info',
    },
    undefined,
    [...SERVE_NODE_FLAGS, '--expose-gc'],
  );
  options.onStarted(run);
  pin(run.child.pid!, 0);
  return { run, metricsPort, started };
}

/** Settled resident memory: after a forced garbage collection and a moment's rest. */
async function settledRss(pid: number, metricsPort: number): Promise<number> {
  await sleep(2_000);
  await heapAfterGc(metricsPort);
  await sleep(500);
  return round(rssMegabytes(pid), 1);
}

/** A thousand guilds: from the process's start to READY and to the last GUILD_CREATE; the memory they cost. */
export async function guildsBench(options: BotBenchOptions): Promise<BotFigures['guilds']> {
  const world = manyGuilds(BOT_BENCH.guilds);
  const standIn = Fastify();
  await registerStandIn(standIn, { world, ...DEMO_APPLICATION, redirectUris: ['http://127.0.0.1/auth/callback'] });
  const standInUrl = await standIn.listen({ host: '127.0.0.1', port: 0 });
  try {
    const withBot = await productAgainst(standInUrl, 'on', options);
    await withBot.run.started('The bot is connected to Discord', 60_000);
    const readySeconds = (performance.now() - withBot.started) / 1_000;
    let allGuildsSeconds = 0;
    for (;;) {
      const res = await request(`http://127.0.0.1:${withBot.metricsPort}/metrics`);
      const created = metricValue(await res.body.text(), 'guildhall_bot_events_total{type="GUILD_CREATE"}');
      allGuildsSeconds = (performance.now() - withBot.started) / 1_000;
      if (created >= BOT_BENCH.guilds) break;
      await sleep(50);
    }
    // First start: the commands are registered in every guild (Discord allows 50 requests a second).
    while (world.guildCommands.size < BOT_BENCH.guilds) await sleep(500);
    const rssWith = await settledRss(withBot.run.child.pid!, withBot.metricsPort);
    withBot.run.child.kill('SIGTERM');
    await withBot.run.exited;

    const without = await productAgainst(standInUrl, 'off', options);
    await without.run.started('Guildhall is running at');
    const rssWithout = await settledRss(without.run.child.pid!, without.metricsPort);
    without.run.child.kill('SIGTERM');
    await without.run.exited;
    return {
      count: BOT_BENCH.guilds,
      readySeconds: round(readySeconds, 2),
      allGuildsSeconds: round(allGuildsSeconds, 2),
      withBot: rssWith,
      without: rssWithout,
    };
  } finally {
    await standIn.close();
  }
}

/** The quantile of a Prometheus histogram, interpolated within its bucket, in ms. */
function histogramQuantile(text: string, name: string, q: number): number {
  const buckets = [...text.matchAll(new RegExp(`^${name}_bucket\\{le="([^"]+)"\\} (\\S+)$`, 'gm'))].map((match) => ({
    le: match[1] === '+Inf' ? Number.POSITIVE_INFINITY : Number(match[1]),
    count: Number(match[2]),
  }));
  const total = buckets.at(-1)?.count ?? 0;
  let previous = { le: 0, count: 0 };
  for (const bucket of buckets) {
    if (bucket.count >= q * total) {
      if (!Number.isFinite(bucket.le)) return previous.le * 1_000;
      const share = (q * total - previous.count) / Math.max(1, bucket.count - previous.count);
      return round((previous.le + share * (bucket.le - previous.le)) * 1_000, 2);
    }
    previous = bucket;
  }
  return Number.NaN;
}

interface Demo {
  base: string;
  botApi: string;
  metricsPort: number;
  secret: string;
}

/** What the bench's triggers answer: one auto response each, made as the owner through the bot API. */
async function addTriggers(demo: Demo) {
  const token = await signBotApiToken(demo.secret, { id: DEMO_IDS.owner, name: 'demo-owner' });
  for (let index = 0; index < BOT_BENCH.triggers; index++) {
    const res = await request(`${demo.botApi}/api/autoresponses/${DEMO_IDS.demoGuild}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        trigger: `bench${index}`,
        response: `Antwort ${index}`,
        isEmbed: false,
        guildId: DEMO_IDS.demoGuild,
      }),
    });
    await res.body.dump();
    if (res.statusCode !== 201) throw new Error(`auto response ${index}: ${res.statusCode}`);
  }
}

/** Messages at a steady rate for the bench's seconds; every tenth names a trigger. */
async function sendMessages(base: string): Promise<number> {
  const total = BOT_BENCH.messagesPerSecond * BOT_BENCH.seconds;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1_000) / BOT_BENCH.messagesPerSecond;
    if (due > performance.now()) await sleep(due - performance.now());
    const key = index / BOT_BENCH.answerEvery;
    const channelId = BOT_BENCH.channels[Math.floor(key) % BOT_BENCH.channels.length]!;
    const trigger = Math.floor(key / BOT_BENCH.channels.length) % BOT_BENCH.triggers;
    const content =
      index % BOT_BENCH.answerEvery === 0
        ? `Frage zu bench${trigger}, bitte`
        : `Nur ein Gespräch über das Wetter ${index}`;
    const body = JSON.stringify({ guildId: DEMO_IDS.demoGuild, channelId, userId: DEMO_IDS.newcomer, content });
    pending.push(
      request(`${base}/_discord/act/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
        .then((res) => res.body.dump())
        .then(() => undefined),
    );
  }
  await Promise.all(pending);
  return total;
}

interface Posted {
  id: string;
  timestamp: string;
  author: { id: string };
  message_reference?: { message_id: string };
}

/** From each triggering message to the bot's answer, by Discord's own timestamps (whole milliseconds). */
async function answerTimes(base: string): Promise<number[]> {
  const times: number[] = [];
  for (const channelId of BOT_BENCH.channels) {
    const res = await request(`${base}/_discord/act/channels/${channelId}/messages`);
    const messages = (await res.body.json()) as Posted[];
    const sentAt = new Map(messages.map((message) => [message.id, Date.parse(message.timestamp)]));
    for (const message of messages) {
      const asked = message.message_reference && sentAt.get(message.message_reference.message_id);
      if (message.author.id === DEMO_IDS.bot && asked) times.push(Date.parse(message.timestamp) - asked);
    }
  }
  return times;
}

/** The demo as npm start runs it, bot included: auto responses under a stream of messages, and the dashboard beside. */
export async function messagesBench(options: BotBenchOptions): Promise<Pick<BotFigures, 'messages' | 'dashboard'>> {
  const [port, botPort, metricsPort] = [await freePort(), await freePort(), await freePort()];
  const secret = 'bench-bot-api-secret-bench-bot-api-secret-0001';
  const demo: Demo = { base: `http://127.0.0.1:${port}`, botApi: `http://127.0.0.1:${botPort}`, metricsPort, secret };
  const run = startProcess(
    DASHBOARD_MAIN,
    {
      NODE_ENV: 'production',
      PORT: String(port),
      BOT_API_PORT: String(botPort),
      BOT_API_SECRET: secret,
      METRICS_PORT: String(metricsPort),
      DATA_DIR: options.dataDir('messages'),
      SESSION_SECRET: options.sessionSecret,
      LOG_LEVEL: 'info',
    },
    undefined,
    SERVE_NODE_FLAGS,
  );
  options.onStarted(run);
  await run.started('The bot is connected to Discord', 60_000);
  pin(run.child.pid!, 0);
  await addTriggers(demo);
  const page = `${demo.base}/dashboard/${DEMO_IDS.demoGuild}`;
  const headers = { cookie: (await signInAsReturningVisitor(demo.base, DEMO_IDS.owner)).header() };
  const steady = { seconds: BOT_BENCH.seconds, headers, rate: BOT_BENCH.pageRate };
  const quiet = await loadTest(page, steady);
  const [sent, loaded] = await Promise.all([sendMessages(demo.base), loadTest(page, steady)]);
  await sleep(1_000);
  const times = await answerTimes(demo.base);
  const metrics = await (await request(`http://127.0.0.1:${metricsPort}/metrics`)).body.text();
  return {
    messages: {
      sent,
      answered: times.length,
      botP50: histogramQuantile(metrics, 'guildhall_bot_auto_response_seconds', 0.5),
      botP99: histogramQuantile(metrics, 'guildhall_bot_auto_response_seconds', 0.99),
      endToEndP50: percentile(times, 0.5),
      endToEndP99: percentile(times, 0.99),
    },
    dashboard: { quietP99: quiet.p99, loadedP99: loaded.p99 },
  };
}
