// The bot's share of the product (the "Bot" section of npm run bench): how soon it is ready in a thousand
// guilds and what they cost in memory. The product runs in its own process against a stand-in Discord
// in this one; bot-messages.ts measures the answers to a stream of messages the same way.
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import { AUTO_RESPONSE_COOLDOWN_SECONDS } from '../../server/contract/facts.js';
import type { World } from '../../server/stand-in/model.js';
import { discordRateLimits } from '../../server/stand-in/rest/rate-limits.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { freePort } from '../../test/helpers/browser.js';
import { heapAfterGc, round, rssMegabytes } from './lib.js';
import { productAgainst, type ProductOptions, standInOf } from './product.js';
import type { TicketFigures } from './bot-tickets.js';

const MESSAGES_PER_SECOND = 200;
/** Every tenth message calls for an answer: 20 answers a second, within Discord's 50 requests a second. */
const ANSWER_EVERY = 10;
const ANSWERS_PER_SECOND = MESSAGES_PER_SECOND / ANSWER_EVERY;
const CREATE_MESSAGE = discordRateLimits().buckets['create message']!;
/** Answers a channel may take per second, by Discord's bucket for posting in a channel (5 per 5 s). */
const ANSWERS_PER_CHANNEL_SECOND = CREATE_MESSAGE.limit / (CREATE_MESSAGE.resetAfterMs / 1_000);

export const BOT_BENCH = {
  guilds: 1_000,
  messagesPerSecond: MESSAGES_PER_SECOND,
  seconds: Number(process.env.BENCH_BOT_SECONDS ?? 60),
  answerEvery: ANSWER_EVERY,
  triggers: 60,
  /**
   * Channels the messages go round, as members spread over a busy guild's channels: enough that each takes
   * two thirds of the answers its bucket allows (30 for 20 answers a second, one every 1.5 s in each), so
   * the bot's answers keep to Discord's limits and queue behind none of them.
   */
  channels: Math.ceil((1.5 * ANSWERS_PER_SECOND) / ANSWERS_PER_CHANNEL_SECOND),
  /** The dashboard page requested at a steady rate beside the messages. */
  pageRate: 50,
} as const;

/**
 * Seconds until the stream names the same trigger in the same channel again (answers go round the
 * channels, then on to the next trigger): past the auto response's wait, or that answer would be skipped.
 */
const PAIR_REPEAT_SECONDS = (BOT_BENCH.channels * BOT_BENCH.triggers) / ANSWERS_PER_SECOND;
if (PAIR_REPEAT_SECONDS <= AUTO_RESPONSE_COOLDOWN_SECONDS)
  throw new Error(`BOT_BENCH: a trigger repeats in a channel after ${PAIR_REPEAT_SECONDS} s, within its wait`);

/** Resident memory and live heap after a garbage collection, in MB. */
export interface Memory {
  rss: number;
  heap: number;
}

export interface BotFigures {
  guilds: {
    count: number;
    readySeconds: number;
    allGuildsSeconds: number;
    withoutBot: Memory;
    inOneGuild: Memory;
    inAll: Memory;
  };
  messages: {
    sent: number;
    answered: number;
    botP50: number;
    botP99: number;
    endToEndP50: number;
    endToEndP99: number;
  };
  /** The page's p99, and its answers other than 200 by status (the process refuses work past its load limits). */
  dashboard: {
    quietP99: number;
    loadedP99: number;
    failed: { quiet: Record<number, number>; loaded: Record<number, number> };
  };
  tickets: TicketFigures;
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

/**
 * Settled memory, in MB: resident and live heap after ten seconds idle (V8 hands memory a burst took back
 * to the system some seconds after it ends) and a forced garbage collection.
 */
async function settledMemory(pid: number, metricsPort: number): Promise<Memory> {
  await sleep(10_000);
  const heap = round(await heapAfterGc(metricsPort), 1);
  await sleep(500);
  return { rss: round(rssMegabytes(pid), 1), heap };
}

/** How many GUILD_CREATEs the bot of a product process has handled, from its metrics. */
async function guildsCreated(metricsPort: number): Promise<number> {
  const res = await request(`http://127.0.0.1:${metricsPort}/metrics`);
  return metricValue(await res.body.text(), 'guildhall_bot_events_total{type="GUILD_CREATE"}');
}

/**
 * The product in `guilds` guilds, with its bot or without: from the process's start to READY and to the
 * last GUILD_CREATE, and its memory once settled. First start: the bot registers its commands in every
 * guild (as Discord allows, 50 requests a second) before the memory is read.
 */
async function productIn(guilds: number, gateway: 'on' | 'off', options: ProductOptions) {
  const world = manyGuilds(guilds);
  const port = await freePort();
  const standIn = await standInOf(world, port);
  try {
    const product = await productAgainst(standIn.url, port, options, {
      BOT_GATEWAY: gateway,
      DATA_DIR: options.dataDir(`product-${gateway}`),
    });
    const since = () => round((performance.now() - product.started) / 1_000, 2);
    let [readySeconds, allGuildsSeconds] = [0, 0];
    if (gateway === 'on') {
      await product.run.started('The bot is connected to Discord', 60_000);
      readySeconds = since();
      while ((await guildsCreated(product.metricsPort)) < guilds) await sleep(50);
      allGuildsSeconds = since();
      while (world.guildCommands.size < guilds) await sleep(500);
    } else await product.run.started('Guildhall is running at');
    const memory = await settledMemory(product.run.child.pid!, product.metricsPort);
    product.run.child.kill('SIGTERM');
    await product.run.exited;
    return { readySeconds, allGuildsSeconds, memory };
  } finally {
    await standIn.close();
  }
}

/** A thousand guilds: how soon the bot is ready, and the memory of the product without the bot, with it in one guild, and in all. */
export async function guildsBench(options: ProductOptions): Promise<BotFigures['guilds']> {
  const many = await productIn(BOT_BENCH.guilds, 'on', options);
  const one = await productIn(1, 'on', options);
  const none = await productIn(BOT_BENCH.guilds, 'off', options);
  return {
    count: BOT_BENCH.guilds,
    readySeconds: many.readySeconds,
    allGuildsSeconds: many.allGuildsSeconds,
    withoutBot: none.memory,
    inOneGuild: one.memory,
    inAll: many.memory,
  };
}
