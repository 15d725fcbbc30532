// How quickly the bot answers auto responses under a steady stream of messages, and what that does to
// the dashboard's pages in the same process (the "Bot" section of npm run bench).
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { signBotApiToken } from '../../server/platform/bot-api-token.js';
import type { World } from '../../server/stand-in/model.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { freePort } from '../../test/helpers/browser.js';
import { signInAsReturningVisitor } from '../../test/helpers/http-client.js';
import { wholeHistory } from '../../test/helpers/stand-in.js';
import { BOT_BENCH, type BotFigures } from './bot.js';
import { withTextChannels } from './fixtures.js';
import { BOT_API_SECRET, type ProductOptions, productAgainst, standInOf } from './product.js';
import { histogramQuantile, percentile, steadyLoadApart } from './lib.js';

/** What the bench's triggers answer: one auto response each, made as the owner through the bot API. */
export async function addTriggers(botApi: string) {
  const token = await signBotApiToken(BOT_API_SECRET, { id: DEMO_IDS.owner, name: 'demo-owner' });
  for (let index = 0; index < BOT_BENCH.triggers; index++) {
    const res = await request(`${botApi}/api/autoresponses/${DEMO_IDS.demoGuild}`, {
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

/**
 * The channels the stream goes round, added to Demo Guild, whose whole history Discord keeps: the answers
 * are read back from it afterwards.
 */
export function streamChannels(world: World, seconds: number): string[] {
  world.settings.caps.messagesPerChannel = 2 * BOT_BENCH.messagesPerSecond * seconds;
  return withTextChannels(world, BOT_BENCH.channels);
}

/**
 * Messages at a steady rate for `seconds`, going round `channels`; every tenth names a trigger.
 * Sent through the act API without a socket, so this process keeps its time for the page requests it measures.
 */
export async function sendMessages(standIn: FastifyInstance, channels: string[], seconds: number): Promise<number> {
  const total = BOT_BENCH.messagesPerSecond * seconds;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1_000) / BOT_BENCH.messagesPerSecond;
    if (due > performance.now()) await sleep(due - performance.now());
    const key = index / BOT_BENCH.answerEvery;
    const channelId = channels[Math.floor(key) % channels.length]!;
    const trigger = Math.floor(key / channels.length) % BOT_BENCH.triggers;
    const content =
      index % BOT_BENCH.answerEvery === 0
        ? `Frage zu bench${trigger}, bitte`
        : `Nur ein Gespräch über das Wetter ${index}`;
    const payload = { guildId: DEMO_IDS.demoGuild, channelId, userId: DEMO_IDS.newcomer, content };
    pending.push(standIn.inject({ method: 'POST', url: '/act/messages', payload }).then(() => undefined));
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
export async function answerTimes(standInUrl: string, channels: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const channelId of channels) {
    const messages = await wholeHistory(
      async (query) =>
        (await (await request(`${standInUrl}/act/channels/${channelId}/messages${query}`)).body.json()) as Posted[],
    );
    const sentAt = new Map(messages.map((message) => [message.id, Date.parse(message.timestamp)]));
    for (const message of messages) {
      const asked = message.message_reference && sentAt.get(message.message_reference.message_id);
      if (message.author.id === DEMO_IDS.bot && asked) times.push(Date.parse(message.timestamp) - asked);
    }
  }
  return times;
}

/**
 * The product in one process, bot included, in Demo Guild: auto responses under a stream of messages,
 * and the dashboard's overview page requested at a steady pace beside them, from a process of its own:
 * timed from here, the stand-in's work for the messages delayed the responses' timing (p99 +95 to +194 %
 * in this process, +12 % from its own).
 */
export async function messagesBench(options: ProductOptions): Promise<Pick<BotFigures, 'messages' | 'dashboard'>> {
  const port = await freePort();
  const world = createWorld();
  const channels = streamChannels(world, BOT_BENCH.seconds);
  const standIn = await standInOf(world, port);
  try {
    const product = await productAgainst(standIn.url, port, options, { DATA_DIR: options.dataDir('messages') });
    await product.run.started('The bot is connected to Discord', 60_000);
    await addTriggers(product.botApi);
    const page = `${product.base}/dashboard/${DEMO_IDS.demoGuild}`;
    const headers = { cookie: (await signInAsReturningVisitor(product.base, DEMO_IDS.owner)).header() };
    const steady = { seconds: BOT_BENCH.seconds, headers, rate: BOT_BENCH.pageRate };
    await steadyLoadApart(page, { ...steady, seconds: 5 });
    const quiet = await steadyLoadApart(page, steady);
    const [sent, loaded] = await Promise.all([
      sendMessages(standIn.app, channels, BOT_BENCH.seconds),
      steadyLoadApart(page, steady),
    ]);
    await sleep(1_000);
    const times = await answerTimes(standIn.url, channels);
    const metrics = await (await request(`http://127.0.0.1:${product.metricsPort}/metrics`)).body.text();
    product.run.child.kill('SIGTERM');
    await product.run.exited;
    return {
      messages: {
        sent,
        answered: times.length,
        botP50: histogramQuantile(metrics, 'guildhall_bot_auto_response_seconds', 0.5),
        botP99: histogramQuantile(metrics, 'guildhall_bot_auto_response_seconds', 0.99),
        endToEndP50: percentile(times, 0.5),
        endToEndP99: percentile(times, 0.99),
      },
      dashboard: {
        quietP99: quiet.p99,
        loadedP99: loaded.p99,
        failed: { quiet: quiet.statuses, loaded: loaded.statuses },
      },
    };
  } finally {
    await standIn.close();
  }
}
