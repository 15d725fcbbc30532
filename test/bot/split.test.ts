// The split set-up: the bot API in one process (here: one listener), the bot in another, over HTTP with
// the bot's service token. A change a user makes through the bot API reaches the bot by polling, or over
// Redis pub/sub when configured; an unreachable bot API is waited out without a crash; one lease lets one
// bot run the gateway while another waits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t, { type Test } from 'tap';
import { request } from 'undici';
import type { Bot } from '../../server/bot/bot.js';
import { signBotApiToken } from '../../server/platform/bot-api-token.js';
import { createLogger } from '../../server/platform/logger.js';
import type { World } from '../../server/stand-in/model.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { seedDemoData } from '../../server/bot-api/demo-seed.js';
import { demoWorld } from '../../server/stand-in/demo-world.js';
import { standInEnv, startStandIn } from '../helpers/bot-api.js';
import { loadConfig, startBotAlone, startBotApiAlone } from '../../server/system.js';
import { QUICK } from '../helpers/bot.js';
import { freePort } from '../helpers/browser.js';
import { until } from '../helpers/work.js';

const SECRET = 'split-bot-api-secret-split-bot-api-secret-01';
const SERVICE = 'split-bot-service-token-split-bot-service-01';
const G = DEMO_IDS.demoGuild;
const WELCOME = '130000000000000002';

interface Split {
  url: string;
  world: World;
  /** Starts a bot alone against this bot API (with Redis when given). */
  bot(redisUrl?: string): Bot;
  /** A user's call, as the dashboard in its own process makes it. */
  asOwner(method: 'POST' | 'PUT', path: string, body: unknown): Promise<number>;
  say(content: string): Promise<string>;
  replied(messageId: string): boolean;
  stopBotApi(): Promise<void>;
  startBotApi(): Promise<void>;
}

async function split(t: Test): Promise<Split> {
  // Discord (the stand-in) stays up on its own while the bot API comes and goes.
  const standIn = await startStandIn(t);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-split-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...standInEnv(standIn.url),
    BOT_API_PORT: String(port),
    BOT_API_SECRET: SECRET,
    BOT_SERVICE_TOKEN: SERVICE,
    BOT_API_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  };
  const { world } = standIn;
  const logger = createLogger('silent');
  let service: Awaited<ReturnType<typeof startBotApiAlone>> | null = null;
  const startBotApi = async () => {
    service = await startBotApiAlone(loadConfig(env), logger);
    await seedDemoData(service.store, demoWorld(), new Date());
    await service.app.listen({ host: '127.0.0.1', port });
  };
  const stopBotApi = async () => {
    await service?.close();
    service = null;
  };
  await startBotApi();
  t.teardown(stopBotApi);
  return {
    url,
    world,
    startBotApi,
    stopBotApi,
    bot(redisUrl) {
      const botDir = mkdtempSync(join(tmpdir(), 'guildhall-split-bot-'));
      const bot = startBotAlone(
        loadConfig({ ...env, DATA_DIR: botDir, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) }),
        logger,
        QUICK,
      );
      t.teardown(async () => {
        await bot.stop();
        rmSync(botDir, { recursive: true, force: true });
      });
      return bot;
    },
    async asOwner(method, path, body) {
      const token = await signBotApiToken(SECRET, { id: DEMO_IDS.owner, name: 'demo-owner' });
      const res = await request(`${url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await res.body.dump();
      return res.statusCode;
    },
    async say(content) {
      const res = await request(`${standIn.url}/act/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ guildId: G, channelId: WELCOME, userId: DEMO_IDS.newcomer, content }),
      });
      return ((await res.body.json()) as { id: string }).id;
    },
    replied: (messageId) => world.messages.some((message) => message.reference?.messageId === messageId),
  };
}

/** Says a new trigger until the bot, once it has heard of it, answers (each try waits 1.5 s for the reply). */
async function answeredOnceKnown(set: Split, trigger: string) {
  await until(async () => {
    const asked = await set.say(trigger);
    return until(() => set.replied(asked), { deadlineMs: 1_500 }).then(
      () => true,
      () => false,
    );
  });
}

const newResponse = (trigger: string) => ({ trigger, response: `Antwort auf ${trigger}`, isEmbed: false, guildId: G });

for (const notices of ['polling', ...(process.env.REDIS_URL ? ['redis'] : [])] as const) {
  t.test(`a change made through the bot API reaches the bot in another process (${notices})`, async (t) => {
    const set = await split(t);
    const bot = set.bot(notices === 'redis' ? process.env.REDIS_URL : undefined);
    await bot.ready;
    t.equal(await set.asOwner('POST', `/api/autoresponses/${G}`, newResponse('aufgeteilt')), 201);
    // The bot learns of it on its own (a poll a second, or a Redis message).
    await answeredOnceKnown(set, 'aufgeteilt');
    t.pass('the new trigger is answered');
  });
}

t.test(
  'the bot API going away is waited out: the bot keeps its gateway and picks up changes once it is back',
  async (t) => {
    const set = await split(t);
    const bot = set.bot();
    await bot.ready;
    const before = await set.say('hilfe');
    await until(() => set.replied(before));
    await set.stopBotApi();
    // What the bot read before the bot API went away serves on: auto responses go on.
    const during = await set.say('regeln');
    await until(() => set.replied(during));
    t.equal(bot.status.state, 'connected', 'still connected to Discord');
    await set.startBotApi();
    t.equal(await set.asOwner('POST', `/api/autoresponses/${G}`, newResponse('zurueck')), 201);
    await answeredOnceKnown(set, 'zurueck');
    t.pass('a change after the bot API came back is applied');
  },
);

t.test('one gateway per deployment: a second bot waits, and takes over when the first stops', async (t) => {
  const set = await split(t);
  const first = set.bot();
  await first.ready;
  const second = set.bot();
  await until(() => second.status.state === 'standby');
  t.equal(set.world.settings.shards, 1);
  await first.stop();
  await second.ready;
  t.equal(second.status.state, 'connected', 'the standby took over');
  const asked = await set.say('regeln');
  await until(() => set.replied(asked));
  t.pass('and answers');
});
