// `npm run bench`: the product's performance claims, measured side by side in one run on loopback.
// The dashboard under load runs alone on core 0; autocannon, this process and the bot API on core 1. Writes
// BENCHMARKS.md. Knobs: BENCH_ROUNDS (3), BENCH_SECONDS (5), BENCH_BROWSER_RUNS (5), BENCH_BOT_SECONDS (60),
// BENCH_MIXED_SECONDS (60), BENCH_LOOP_SECONDS (30), BENCH_EVENING_SECONDS (60), BENCH_STATS_TICKETS (100000),
// BENCH_SWEEP_TICKETS (10000), BENCH_CPU_PROFILE=<dir> (V8 CPU profiles of the measured processes), and
// BENCH_ONLY=<names of settings.ts's SECTIONS, comma-separated; `bot` for the three bot sections> for a partial
// run, whose BENCHMARKS.md says so at its top and is not one to commit. Each section whose Discord is a stand-in
// in this process reports the 429s it answered (none is the goal).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { createBotApi } from '../../server/bot-api/start.js';
import { discordBudgetFor } from '../../server/platform/discord-budget.js';
import { createLogger } from '../../server/platform/logger.js';
import { assetsDir, projectRoot } from '../../server/platform/paths.js';
import { loadManifest } from '../../server/dashboard/render/manifest.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';
import { registerStandIn } from '../../server/stand-in/plugin.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { postgresSchema, standInEnv } from '../../test/helpers/bot-api.js';
import { freePort } from '../../test/helpers/browser.js';
import { TEST_PUBLIC_URL } from '../../test/helpers/config.js';
import { signInAsReturningVisitor } from '../../test/helpers/http-client.js';
import { DASHBOARD_MAIN, SERVE_NODE_FLAGS, startProcess, type RunningProcess } from '../../test/helpers/processes.js';
import { archiveBench } from './archive.js';
import { guildsBench } from './bot.js';
import { messagesBench } from './bot-messages.js';
import { ticketsBench } from './bot-tickets.js';
import { mixedLoad } from './mixed-load.js';
import { eveningBench } from './evening.js';
import { loopHold } from './loop-hold.js';
import { botApiThroughput } from './bot-api-throughput.js';
import { compareLoads } from './browser.js';
import { busyPages } from './busy.js';
import { lighthouseScores } from './lighthouse.js';
import { oneProcessDashboard } from './one-process.js';
import { proxyOverhead } from './proxy-overhead.js';
import { benchWorld, GUILD, longTranscriptTicket, seedBenchData } from './fixtures.js';
import { PROFILE_FLAGS, pin, stopProcess } from './lib.js';
import { startMemoryBotApi } from './memory-bot-api.js';
import { watchStandIn } from './rate-limit-tally.js';
import { once, sectionRunner } from './sections.js';
import { BROWSER_RUNS, browserPages, ONLY } from './settings.js';
import { standInValidation } from './stand-in-validation.js';
import type { BotApiAloneOptions } from './bot-api-alone.js';
import { sweepBench } from './sweep.js';
import { statsBench } from './ticket-stats.js';
import { demoMemory } from './memory.js';
import { startReferenceApp } from './reference-server.js';
import { report, type SsrFigures } from './report.js';
import { measureSsr, type SsrSetup } from './ssr-efficiency.js';
import { loadConfig } from '../../server/system.js';

const log = (message: string) => console.error(`[bench] ${message}`);
const tmp = mkdtempSync(join(tmpdir(), 'guildhall-bench-'));
const cleanups: (() => Promise<unknown> | unknown)[] = [() => rmSync(tmp, { recursive: true, force: true })];
/** Stops a started process when the run ends. */
const stopAtEnd = (run: RunningProcess) => cleanups.push(() => stopProcess(run));

pin(process.pid, 1);
const now = new Date();
const secret = randomBytes(32).toString('hex');
const sessionSecret = randomBytes(32).toString('hex');
const manifest = loadManifest(assetsDir);
const logger = createLogger('warn');

// Discord: the stand-in with the benchmark's world (20 roles, 15 commands on Demo Guild).
const world = benchWorld();
const discord = Fastify();
// The one-process dashboard signs in through it as its real Discord.
watchStandIn(
  await registerStandIn(discord, { world, ...DEMO_APPLICATION, redirectUris: [`${TEST_PUBLIC_URL}/auth/callback`] }),
);
const discordUrl = await discord.listen({ host: '127.0.0.1', port: 0 });
cleanups.push(() => discord.close());
const discordEnv = standInEnv(discordUrl);

// The bot API with the benchmark data (SQLite), and a memory cache in front of it.
mkdirSync(join(tmp, 'bot'));
const botApi = await createBotApi({
  config: loadConfig({ ...discordEnv, BOT_API_SECRET: secret, DATA_DIR: join(tmp, 'bot'), LOG_LEVEL: 'warn' }).botApi,
  discordBudget: discordBudgetFor({ botApi: true, bot: false }),
  logger,
  prepare: (store) => seedBenchData(store, world, now),
});
const botApiUrl = await botApi.app.listen({ host: '127.0.0.1', port: 0 });
cleanups.push(() => botApi.close());
const memory = await startMemoryBotApi(botApiUrl);
cleanups.push(() => memory.app.close());

/** The split set-up under load: a production process on core 0 (demo sign-in, bot API data from memory). */
async function startSplitDashboard(): Promise<SsrSetup> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dashboard = startProcess(
    DASHBOARD_MAIN,
    {
      NODE_ENV: 'production',
      PORT: String(port),
      BOT_API_PORT: String(await freePort()),
      BOT_API_URL: memory.url,
      BOT_API_SECRET: secret,
      SESSION_SECRET: sessionSecret,
      DATA_DIR: join(tmp, 'dashboard'),
      LOG_LEVEL: 'warn',
    },
    undefined,
    [...SERVE_NODE_FLAGS, ...PROFILE_FLAGS],
  );
  stopAtEnd(dashboard);
  await dashboard.started('Guildhall is running at');
  pin(dashboard.child.pid!, 0);
  const cookie = (await signInAsReturningVisitor(base, DEMO_IDS.owner)).header();
  return { base, cookie, pid: dashboard.child.pid! };
}

/** The SSR benchmark's set-ups: the default one, a single process (started here), and the split one. */
async function ssrSetups(split: SsrSetup): Promise<Record<SsrFigures['setup'], SsrSetup>> {
  return {
    'one process': await oneProcessDashboard({
      discordEnv,
      sessionSecret,
      dataDir: join(tmp, 'bot'),
      flags: SERVE_NODE_FLAGS,
      onStarted: stopAtEnd,
    }),
    split,
  };
}

type Engine = 'SQLite' | 'PostgreSQL';

/** Where a measured bot API keeps its data: a new folder (SQLite), or a schema of its own dropped at the end. */
async function storageFor(
  engine: Engine,
  schemaPrefix: string,
  sqliteDir: () => string,
): Promise<Record<string, string>> {
  if (engine === 'SQLite') return { DATA_DIR: sqliteDir() };
  const schema = await postgresSchema(schemaPrefix);
  cleanups.push(() => schema.drop());
  return { DATABASE_URL: schema.url };
}

async function throughputFigures(engine: Engine) {
  const storage = await storageFor(engine, 'gh_bench', () => {
    const dir = join(tmp, 'bot-sqlite');
    mkdirSync(dir);
    return dir;
  });
  return botApiThroughput({ engine, storage, discordEnv, secret, world, now });
}

/** A section of the bot API alone over a store of its own (`name`: its folder and its schema). */
const aloneOn =
  <F>(name: string, bench: (options: BotApiAloneOptions & { engine: Engine }) => Promise<F>) =>
  async (engine: Engine) => {
    const storage = await storageFor(engine, `gh_${name}`, () => mkdtempSync(join(tmp, `${name}-`)));
    return bench({ engine, storage, discordEnv, secret, onStarted: stopAtEnd });
  };

async function archiveFigures(engine: Engine) {
  const storage = await storageFor(engine, 'gh_archive', () => mkdtempSync(join(tmp, 'archive-')));
  return archiveBench({
    engine,
    storage,
    discordEnv,
    discordUrl,
    secret,
    sessionSecret,
    dataDir: mkdtempSync(join(tmp, 'archive-dashboard-')),
    onStarted: stopAtEnd,
  });
}

type ProductSetUp = 'SQLite' | 'PostgreSQL + Redis';

/** The product's storage for a set-up (a new folder, or a schema of its own and Redis) and its data folders. */
async function productStorage(setUp: ProductSetUp, name: string) {
  const storage = await storageFor(setUp === 'SQLite' ? 'SQLite' : 'PostgreSQL', `gh_${name}`, () =>
    mkdtempSync(join(tmp, `${name}-`)),
  );
  return {
    setUp,
    storage: { ...storage, ...(storage.DATABASE_URL ? { REDIS_URL: process.env.REDIS_URL! } : {}) },
    sessionSecret,
    dataDir: (folder: string) => mkdtempSync(join(tmp, `${name}-${folder}-`)),
    onStarted: stopAtEnd,
  };
}

/** SQLite, then PostgreSQL where it is configured. */
async function onEachEngine<F>(measure: (engine: Engine) => Promise<F>): Promise<F[]> {
  const figures = [await measure('SQLite')];
  if (process.env.DATABASE_URL) figures.push(await measure('PostgreSQL'));
  return figures;
}

/** A section of the product on each store (`name`: its folders and its schema). */
const productOn =
  <F>(name: string, bench: (options: Awaited<ReturnType<typeof productStorage>>) => Promise<F>) =>
  () =>
    onEachStore(async (setUp) => bench(await productStorage(setUp, name)));

/** SQLite, then PostgreSQL with Redis where both are configured. */
async function onEachStore<F>(measure: (setUp: ProductSetUp) => Promise<F>): Promise<F[]> {
  const figures = [await measure('SQLite')];
  if (process.env.DATABASE_URL && process.env.REDIS_URL) figures.push(await measure('PostgreSQL + Redis'));
  return figures;
}

const splitDashboard = once(startSplitDashboard);
const referenceApp = once(async () => {
  const started = await startReferenceApp({ botApiUrl: memory.url, secret, sessionSecret, logger });
  cleanups.push(started.close);
  return started;
});
const transcriptTicket = once(() => longTranscriptTicket(botApi.store.db));
const { section, rateLimits } = sectionRunner(log);

async function main(): Promise<string> {
  const ssr = await section('ssr', 'SSR efficiency', true, async () => {
    const { refBase, refJar } = await referenceApp();
    return measureSsr(manifest, { refBase, refCookie: refJar.header() }, await ssrSetups(await splitDashboard()), {
      ticketId: await transcriptTicket(),
      cdnBase: loadConfig(discordEnv).dashboard.discord.cdnBase,
    });
  });
  const proxy = await section('proxy', 'proxy overhead', false, async () => {
    const split = await splitDashboard();
    return proxyOverhead({ base: split.base, cookie: split.cookie, directUrl: memory.url, secret });
  });
  const botApiFigures = await section('bot-api', 'bot API list endpoints', true, () => onEachEngine(throughputFigures));
  const memoryFigures = await section('memory', 'memory of the demo process', false, () =>
    demoMemory({
      dataDir: join(tmp, 'demo'),
      sessionSecret,
      css: manifest.css,
      boot: manifest.boot,
      flags: SERVE_NODE_FLAGS,
      onStarted: stopAtEnd,
    }),
  );
  const browser = await section('browser', 'low-bandwidth browser', false, async () => {
    const { refBase, refJar } = await referenceApp();
    return compareLoads(refBase, browserPages(GUILD, await transcriptTicket()), refJar.entries(), BROWSER_RUNS);
  });
  const busy = await section('busy', 'pages of a busy guild', false, () => busyPages(BROWSER_RUNS));
  const accessibility = await section('lighthouse', 'Lighthouse accessibility', false, lighthouseScores);
  const archive = await section('archive', 'archive of a large guild', true, () => onEachEngine(archiveFigures));
  const stats = await section('stats', 'ticket statistics of a busy guild', true, () =>
    onEachEngine(aloneOn('stats', statsBench)),
  );
  const sweep = await section('sweep', 'the auto-close sweep', false, () => onEachEngine(aloneOn('sweep', sweepBench)));
  const validation = await section('stand-in', "the stand-in's message body check", false, standInValidation);
  const botOptions = {
    sessionSecret,
    dataDir: (name: string) => mkdtempSync(join(tmp, `bot-${name}-`)),
    onStarted: stopAtEnd,
  };
  const bot = {
    guilds: await section('bot-guilds', 'bot: a thousand guilds', true, () => guildsBench(botOptions)),
    ...(await section('bot-messages', 'bot: a stream of messages', true, () => messagesBench(botOptions))),
    tickets: await section('bot-tickets', 'bot: tickets', true, () => ticketsBench(botOptions)),
  };
  const mixed = await section('mixed', 'mixed load', true, productOn('mixed', mixedLoad));
  const loop = await section('loop', 'the event loop under heavy store work', true, productOn('loop', loopHold));
  const evening = await section('evening', 'busy evening', true, productOn('evening', eveningBench));
  return report({
    archive,
    stats,
    sweep,
    bot,
    mixed,
    loop,
    evening,
    ssr,
    proxy,
    botApi: botApiFigures,
    memory: memoryFigures,
    browser,
    busy,
    accessibility,
    validation,
    referenceBytes: ONLY.has('browser') ? (await referenceApp()).reference.brotli.length : undefined,
    rateLimits,
  });
}

try {
  const markdown = await main();
  writeFileSync(join(projectRoot, 'BENCHMARKS.md'), markdown);
  console.log(markdown);
  log('wrote BENCHMARKS.md');
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}
