// `npm run bench`: the product's performance claims, measured side by side in one run on loopback.
// The dashboard under load runs alone on core 0; autocannon, this process and the bot API on core 1.
// Prints a table and writes BENCHMARKS.md. Knobs: BENCH_ROUNDS (3), BENCH_SECONDS (5), BENCH_BROWSER_RUNS (5),
// BENCH_BOT_SECONDS (60, the message stream), BENCH_CPU_PROFILE=<dir> (V8 CPU profiles of the measured processes,
// written when it exits).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../server/dashboard/app.js';
import { createBotApi } from '../../server/bot-api/start.js';
import { createLogger } from '../../server/platform/logger.js';
import { assetsDir, projectRoot } from '../../server/platform/paths.js';
import { loadManifest } from '../../server/dashboard/render/manifest.js';
import { commandPermissionsRoute } from '../../server/dashboard/routes/dashboard/command-permissions.js';
import { permissionsRoute } from '../../server/dashboard/routes/dashboard/permissions.js';
import { ticketsRoute, transcriptRoute } from '../../server/dashboard/routes/dashboard/tickets.js';
import { guildsRoute } from '../../server/dashboard/routes/guilds.js';
import { loginPage } from '../../server/dashboard/routes/public/pages.js';
import { mountStandIn, DEMO_APPLICATION } from '../../server/stand-in/mount.js';
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
import { loopHold } from './loop-hold.js';
import { botApiThroughput } from './bot-api-throughput.js';
import { compareLoads } from './browser.js';
import { lighthouseScores } from './lighthouse.js';
import { oneProcessDashboard } from './one-process.js';
import { proxyOverhead } from './proxy-overhead.js';
import { benchWorld, GUILD, longTranscriptTicket, seedBenchData } from './fixtures.js';
import { PROFILE_FLAGS, pin, stopProcess } from './lib.js';
import { startMemoryBotApi } from './memory-bot-api.js';
import { BROWSER_RUNS, browserPages } from './settings.js';
import { demoMemory } from './memory.js';
import { report, type SsrFigures } from './report.js';
import { buildReference, registerFloor, registerProps, registerReference } from './reference-server.js';
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
await registerStandIn(discord, { world, ...DEMO_APPLICATION, redirectUris: [`${TEST_PUBLIC_URL}/auth/callback`] });
const discordUrl = await discord.listen({ host: '127.0.0.1', port: 0 });
cleanups.push(() => discord.close());
const discordEnv = standInEnv(discordUrl);

// The bot API with the benchmark data (SQLite), and a memory cache in front of it.
mkdirSync(join(tmp, 'bot'));
const botApi = await createBotApi({
  config: loadConfig({ ...discordEnv, BOT_API_SECRET: secret, DATA_DIR: join(tmp, 'bot'), LOG_LEVEL: 'warn' }).botApi,
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

/** The same app in this process, for the loaders' JSON (raw render timing) and the browser comparison. */
async function startReferenceApp() {
  const refPort = await freePort();
  const refBase = `http://127.0.0.1:${refPort}`;
  const refConfig = loadConfig({
    PORT: String(refPort),
    BOT_API_URL: memory.url,
    BOT_API_SECRET: secret,
    SESSION_SECRET: sessionSecret,
    LOG_LEVEL: 'warn',
  }).dashboard;
  const reference = await buildReference();
  const login = loginPage({ demo: true, userOf: () => null });
  const refApp = await buildApp({
    config: refConfig,
    assetsDir,
    logger,
    botApiUrl: memory.url,
    extend: async (fastify, app) => {
      await mountStandIn(fastify, {
        redirectUris: [`${refConfig.publicUrl}/auth/callback`],
        cssHref: app.manifest.css,
      });
      registerProps(fastify, app, login);
      registerProps(fastify, app, guildsRoute);
      registerProps(fastify, app, ticketsRoute);
      registerProps(fastify, app, permissionsRoute);
      registerProps(fastify, app, commandPermissionsRoute);
      registerProps(fastify, app, transcriptRoute);
      registerReference(fastify, app, reference);
      registerFloor(fastify);
    },
  });
  await refApp.listen({ host: '127.0.0.1', port: refPort });
  cleanups.push(() => refApp.close());
  const refJar = await signInAsReturningVisitor(refBase, DEMO_IDS.owner);
  return { refBase, refJar, reference };
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

/** SQLite, then PostgreSQL with Redis where both are configured. */
async function onEachStore<F>(measure: (setUp: ProductSetUp) => Promise<F>): Promise<F[]> {
  const figures = [await measure('SQLite')];
  if (process.env.DATABASE_URL && process.env.REDIS_URL) figures.push(await measure('PostgreSQL + Redis'));
  return figures;
}

async function main(): Promise<string> {
  const split = await startSplitDashboard();
  const { refBase, refJar, reference } = await startReferenceApp();
  log('SSR efficiency');
  const transcriptTicket = await longTranscriptTicket(botApi.store.db);
  const ssr = await measureSsr(manifest, { refBase, refCookie: refJar.header() }, await ssrSetups(split), {
    ticketId: transcriptTicket,
    cdnBase: loadConfig(discordEnv).dashboard.discord.cdnBase,
  });

  log('proxy overhead');
  const proxy = await proxyOverhead({ base: split.base, cookie: split.cookie, directUrl: memory.url, secret });

  log('bot API list endpoints');
  const botApiFigures = [await throughputFigures('SQLite')];
  if (process.env.DATABASE_URL) botApiFigures.push(await throughputFigures('PostgreSQL'));

  log('memory of the demo process');
  const memoryFigures = await demoMemory({
    dataDir: join(tmp, 'demo'),
    sessionSecret,
    css: manifest.css,
    boot: manifest.boot,
    flags: SERVE_NODE_FLAGS,
    onStarted: stopAtEnd,
  });

  log('low-bandwidth browser');
  const browser = await compareLoads(refBase, browserPages(GUILD, transcriptTicket), refJar.entries(), BROWSER_RUNS);
  log('Lighthouse accessibility');
  const accessibility = await lighthouseScores();
  log('archive of a large guild');
  const archive = [await archiveFigures('SQLite')];
  if (process.env.DATABASE_URL) archive.push(await archiveFigures('PostgreSQL'));
  log('bot: a thousand guilds, a stream of messages, tickets');
  const botOptions = {
    sessionSecret,
    dataDir: (name: string) => mkdtempSync(join(tmp, `bot-${name}-`)),
    onStarted: stopAtEnd,
  };
  const bot = {
    guilds: await guildsBench(botOptions),
    ...(await messagesBench(botOptions)),
    tickets: await ticketsBench(botOptions),
  };
  log('mixed load');
  const mixed = await onEachStore(async (setUp) => mixedLoad(await productStorage(setUp, 'mixed')));
  log('the event loop under heavy store work');
  const loop = await onEachStore(async (setUp) => loopHold(await productStorage(setUp, 'loop')));
  return report({
    archive,
    bot,
    mixed,
    loop,
    ssr,
    proxy,
    botApi: botApiFigures,
    memory: memoryFigures,
    browser,
    accessibility,
    referenceBytes: reference.brotli.length,
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
