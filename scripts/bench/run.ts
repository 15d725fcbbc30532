// `npm run bench`: the product's performance claims, measured side by side in one run on loopback.
// The dashboard under load runs alone on core 0; autocannon, this process and the bot API on core 1.
// Prints a table and writes BENCHMARKS.md. Knobs: BENCH_ROUNDS (3), BENCH_SECONDS (5), BENCH_BROWSER_RUNS (5),
// BENCH_CPU_PROFILE=<dir> (V8 CPU profile of the dashboard under load, written when it exits).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { buildApp } from '../../server/dashboard/app.js';
import { createBotApi } from '../../server/bot-api/start.js';
import { openStore } from '../../server/bot-api/store/database.js';
import { signBotApiToken } from '../../server/platform/bot-api-token.js';
import { createLogger } from '../../server/platform/logger.js';
import { assetsDir, projectRoot } from '../../server/platform/paths.js';
import { loadManifest } from '../../server/dashboard/render/manifest.js';
import type { RegisteredPage } from '../../server/dashboard/routes/define-route.js';
import { commandPermissionsRoute } from '../../server/dashboard/routes/dashboard/command-permissions.js';
import { permissionsRoute } from '../../server/dashboard/routes/dashboard/permissions.js';
import { ticketsRoute } from '../../server/dashboard/routes/dashboard/tickets.js';
import { guildsRoute } from '../../server/dashboard/routes/guilds.js';
import { loginPage } from '../../server/dashboard/routes/public/pages.js';
import { mountStandIn, DEMO_APPLICATION } from '../../server/stand-in/mount.js';
import { registerStandIn } from '../../server/stand-in/plugin.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { postgresSchema, standInEnv } from '../../test/helpers/bot-api.js';
import { freePort } from '../../test/helpers/browser.js';
import { TEST_PUBLIC_URL } from '../../test/helpers/config.js';
import { fetchRaw, signInAsReturningVisitor } from '../../test/helpers/http-client.js';
import {
  BOT_API_MAIN,
  DASHBOARD_MAIN,
  SERVE_NODE_FLAGS,
  startProcess,
  type RunningProcess,
} from '../../test/helpers/processes.js';
import { archiveBench } from './archive.js';
import { compareLoads } from './browser.js';
import { lighthouseScores } from './lighthouse.js';
import { oneProcessDashboard } from './one-process.js';
import { proxyOverhead } from './proxy-overhead.js';
import { benchWorld, GUILD, MATRIX, seedBenchData, TRANSCRIPTS } from './fixtures.js';
import { cpuSeconds, loadTest, median, pin, round } from './lib.js';
import { startMemoryBotApi } from './memory-bot-api.js';
import { BROWSER_RUNS, browserPages, LIST_ENDPOINTS, ROUNDS, SECONDS } from './settings.js';
import { demoMemory } from './memory.js';
import { report, type SsrFigures, type ThroughputFigures } from './report.js';
import {
  buildReference,
  registerFloor,
  registerProps,
  registerReference,
  renderFromProps,
  type PageProps,
} from './reference-server.js';
import { loadConfig } from '../../server/system.js';

const log = (message: string) => console.error(`[bench] ${message}`);
const tmp = mkdtempSync(join(tmpdir(), 'guildhall-bench-'));
const cleanups: (() => Promise<unknown> | unknown)[] = [() => rmSync(tmp, { recursive: true, force: true })];
const stopProcess = (run: RunningProcess) => async () => {
  if (run.child.exitCode === null) run.child.kill('SIGTERM');
  await run.exited;
};

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
async function startSplitDashboard(): Promise<{ base: string; cookie: string; pid: number }> {
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
    [
      ...SERVE_NODE_FLAGS,
      ...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : []),
    ],
  );
  cleanups.push(stopProcess(dashboard));
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
      registerReference(fastify, app, reference);
      registerFloor(fastify);
    },
  });
  await refApp.listen({ host: '127.0.0.1', port: refPort });
  cleanups.push(() => refApp.close());
  const refJar = await signInAsReturningVisitor(refBase, DEMO_IDS.owner);
  return { refBase, refJar, reference };
}

async function measureSsr(refBase: string, refCookie: string, split: SsrSetup): Promise<SsrFigures[]> {
  const setups: Record<SsrFigures['setup'], SsrSetup> = {
    'one process': await oneProcessDashboard({
      discordEnv,
      sessionSecret,
      dataDir: join(tmp, 'bot'),
      flags: SERVE_NODE_FLAGS,
      onStarted: (run) => cleanups.push(stopProcess(run)),
    }),
    split,
  };
  const ssr: SsrFigures[] = [];
  for (const setup of ['one process', 'split'] as const) {
    const servers = { refBase, refCookie, ...setups[setup] };
    ssr.push(
      await ssrEfficiency(
        `tickets page, ${TRANSCRIPTS} transcripts`,
        setup,
        ticketsRoute,
        `/dashboard/${GUILD}/tickets`,
        servers,
      ),
    );
    ssr.push(
      await ssrEfficiency(
        `command matrix, ${MATRIX.roles} roles × ${MATRIX.commands} commands`,
        setup,
        commandPermissionsRoute,
        `/dashboard/${GUILD}/command-permissions`,
        servers,
      ),
    );
  }
  return ssr;
}

async function main(): Promise<string> {
  const split = await startSplitDashboard();
  const { refBase, refJar, reference } = await startReferenceApp();
  log('SSR efficiency');
  const ssr = await measureSsr(refBase, refJar.header(), split);

  log('proxy overhead');
  const proxy = await proxyOverhead({ base: split.base, cookie: split.cookie, directUrl: memory.url, secret });

  log('bot API list endpoints');
  const botApiFigures = [await botApiThroughput('SQLite', discordEnv)];
  if (process.env.DATABASE_URL) botApiFigures.push(await botApiThroughput('PostgreSQL', discordEnv));

  log('memory of the demo process');
  const memoryFigures = await demoMemory({
    dataDir: join(tmp, 'demo'),
    sessionSecret,
    css: manifest.css,
    boot: manifest.boot,
    flags: SERVE_NODE_FLAGS,
    onStarted: (demo) => cleanups.push(stopProcess(demo)),
  });

  log('low-bandwidth browser');
  const browser = await compareLoads(refBase, browserPages(GUILD), refJar.entries(), BROWSER_RUNS);
  log('Lighthouse accessibility');
  const accessibility = await lighthouseScores();
  log('archive of a large guild');
  const archive = [await archiveFigures('SQLite')];
  if (process.env.DATABASE_URL) archive.push(await archiveFigures('PostgreSQL'));
  return report({
    archive,
    ssr,
    proxy,
    botApi: botApiFigures,
    memory: memoryFigures,
    browser,
    accessibility,
    referenceBytes: reference.brotli.length,
  });
}

/** A dashboard under measurement: where it listens, a signed-in cookie and its process. */
interface SsrSetup {
  base: string;
  cookie: string;
  pid: number;
}

/** Where the page is served: the in-process app (loader JSON) and the measured process (HTTP). */
interface SsrServers extends SsrSetup {
  refBase: string;
  refCookie: string;
}

async function ssrEfficiency<P, Q, D, F>(
  name: string,
  setup: SsrFigures['setup'],
  page: RegisteredPage<P, Q, D, F>,
  path: string,
  { refBase, refCookie, base, cookie, pid }: SsrServers,
): Promise<SsrFigures> {
  const res = await fetchRaw(`${refBase}/__bench/props${path}`, { headers: { cookie: refCookie } });
  if (res.status !== 200) throw new Error(`props of ${path}: ${res.status}`);
  const props = JSON.parse(res.body.toString()) as PageProps;
  const served = await fetchRaw(`${base}${path}`, { headers: { cookie } });
  if (served.status !== 200) throw new Error(`${path}: ${served.status}`);
  const html = renderFromProps(manifest, page, props);
  // Raw render: warm up, then batches of 100; a batch's mean includes the garbage collection the
  // renders cause, as the HTTP figure does. The median batch is the figure.
  for (let i = 0; i < 200; i++) renderFromProps(manifest, page, props);
  const batches: number[] = [];
  for (let batch = 0; batch < 20; batch++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < 100; i++) renderFromProps(manifest, page, props);
    batches.push(Number(process.hrtime.bigint() - started) / 1_000 / 100);
    await sleep(10);
  }
  const renderUs = median(batches);
  await loadTest(`${base}${path}`, { seconds: 2, headers: { cookie } });
  const rounds = [];
  const cpu: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const before = cpuSeconds(pid);
    rounds.push(await loadTest(`${base}${path}`, { seconds: SECONDS, headers: { cookie } }));
    cpu.push((cpuSeconds(pid) - before) / SECONDS);
  }
  const bad = rounds.reduce((sum, entry) => sum + entry.errors + entry.non2xx, 0);
  if (bad > 0) throw new Error(`${path}: ${bad} failed responses under load`);
  const rps = median(rounds.map((entry) => entry.rps));
  return {
    name,
    setup,
    htmlBytes: Buffer.byteLength(html),
    renderUs: round(renderUs),
    rps: round(rps),
    p99: median(rounds.map((entry) => entry.p99)),
    ratio: round(rps * (renderUs / 1e6), 2),
    cpu: round(median(cpu) * 100),
  };
}

async function archiveFigures(engine: 'SQLite' | 'PostgreSQL') {
  const storage: Record<string, string> = {};
  if (engine === 'SQLite') storage.DATA_DIR = mkdtempSync(join(tmp, 'archive-'));
  else {
    const schema = await postgresSchema('gh_archive');
    cleanups.push(() => schema.drop());
    storage.DATABASE_URL = schema.url;
  }
  const onStarted = (run: RunningProcess) => cleanups.push(stopProcess(run));
  return archiveBench({
    engine,
    storage,
    discordEnv,
    discordUrl,
    secret,
    sessionSecret,
    dataDir: mkdtempSync(join(tmp, 'archive-dashboard-')),
    onStarted,
  });
}

async function botApiThroughput(
  engine: 'SQLite' | 'PostgreSQL',
  env: Record<string, string>,
): Promise<ThroughputFigures> {
  const storage: Record<string, string> = {};
  if (engine === 'SQLite') {
    storage.DATA_DIR = join(tmp, 'bot-sqlite');
    mkdirSync(storage.DATA_DIR);
  } else {
    const schema = await postgresSchema('gh_bench');
    cleanups.push(() => schema.drop());
    storage.DATABASE_URL = schema.url;
  }
  const store = await openStore({
    dataDir: storage.DATA_DIR ?? '',
    ...(storage.DATABASE_URL ? { databaseUrl: storage.DATABASE_URL } : {}),
  });
  await seedBenchData(store, world, now);
  await store.close();
  const port = await freePort();
  const service = startProcess(BOT_API_MAIN, {
    ...env,
    ...storage,
    NODE_ENV: 'production',
    BOT_API_PORT: String(port),
    BOT_API_SECRET: secret,
    LOG_LEVEL: 'warn',
  });
  await service.started('Guildhall bot API is running at');
  pin(service.child.pid!, 0);
  const endpoints = [];
  try {
    for (const template of LIST_ENDPOINTS) {
      const url = `http://127.0.0.1:${port}${template.replace('{g}', GUILD)}`;
      const headers = {
        authorization: `Bearer ${await signBotApiToken(secret, { id: DEMO_IDS.owner, name: 'demo-owner' }, new Date())}`,
      };
      const check = await fetchRaw(url, { headers });
      if (check.status !== 200) throw new Error(`${engine} ${template}: ${check.status}`);
      await loadTest(url, { seconds: 1, headers });
      const rounds = [];
      for (let r = 0; r < ROUNDS; r++) rounds.push(await loadTest(url, { seconds: SECONDS, headers }));
      endpoints.push({
        path: template,
        rps: round(median(rounds.map((entry) => entry.rps))),
        p99: median(rounds.map((entry) => entry.p99)),
      });
    }
  } finally {
    await stopProcess(service)();
  }
  return { engine, endpoints };
}

try {
  const markdown = await main();
  writeFileSync(join(projectRoot, 'BENCHMARKS.md'), markdown);
  console.log(markdown);
  log('wrote BENCHMARKS.md');
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}
