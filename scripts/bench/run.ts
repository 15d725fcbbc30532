// `npm run bench`: the product's performance claims, measured side by side in one run on loopback.
// The dashboard under load runs alone on core 0; autocannon, this process and the bot API on core 1.
// Prints a table and writes BENCHMARKS.md. Knobs: BENCH_ROUNDS (3), BENCH_SECONDS (5), BENCH_BROWSER_RUNS (5),
// BENCH_CPU_PROFILE=<dir> (V8 CPU profile of the dashboard under load, written when it exits).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { request } from 'undici';
import { buildApp } from '../../server/app.js';
import { createBotApi } from '../../server/bot-api/start.js';
import { openStore } from '../../server/bot-api/store/database.js';
import { DEMO_APPLICATION, loadConfig } from '../../server/config.js';
import { signBotApiToken } from '../../server/lib/bot-api-token.js';
import { createLogger } from '../../server/logger.js';
import { assetsDir, projectRoot } from '../../server/paths.js';
import { loadManifest } from '../../server/render/manifest.js';
import type { RegisteredPage } from '../../server/routes/define-route.js';
import { commandPermissionsRoute } from '../../server/routes/dashboard/command-permissions.js';
import { permissionsRoute } from '../../server/routes/dashboard/permissions.js';
import { ticketsRoute } from '../../server/routes/dashboard/tickets.js';
import { guildsRoute } from '../../server/routes/guilds.js';
import { loginPage } from '../../server/routes/public/pages.js';
import { mountStandIn } from '../../server/stand-in/mount.js';
import { registerStandIn } from '../../server/stand-in/plugin.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { postgresSchema, standInEnv } from '../../test/helpers/bot-api.js';
import { freePort } from '../../test/helpers/browser.js';
import { fetchRaw, signInOverHttp } from '../../test/helpers/http-client.js';
import { BOT_API_MAIN, DASHBOARD_MAIN, startProcess, type RunningProcess } from '../../test/helpers/processes.js';
import { compareLoads, type PageComparison } from './browser.js';
import { benchWorld, GUILD, MATRIX, seedBenchData, TRANSCRIPTS } from './fixtures.js';
import { canPin, cpuSeconds, loadTest, median, percentile, pin, round, rssMegabytes } from './lib.js';
import { startMemoryBotApi } from './memory-bot-api.js';
import { buildReference, registerProps, registerReference, renderFromProps, type PageProps } from './reference-server.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BROWSER_RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);
const MEMORY_BATCH = 10_000;
/** The V8 flags `npm start` runs the dashboard with (package.json): a 4 MB young generation. */
const START_FLAGS = ['--max-semi-space-size=4'];

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
await registerStandIn(discord, { world, ...DEMO_APPLICATION, redirectUris: [] });
const discordUrl = await discord.listen({ host: '127.0.0.1', port: 0 });
cleanups.push(() => discord.close());
const discordEnv = standInEnv(discordUrl);

// The bot API with the benchmark data (SQLite), and a memory cache in front of it.
mkdirSync(join(tmp, 'bot'));
const botApi = await createBotApi({
  config: loadConfig({ ...discordEnv, BOT_API_SECRET: secret, DATA_DIR: join(tmp, 'bot'), LOG_LEVEL: 'warn' }),
  logger,
  prepare: (store) => seedBenchData(store.db, world, now),
});
const botApiUrl = await botApi.app.listen({ host: '127.0.0.1', port: 0 });
cleanups.push(() => botApi.close());
const memory = await startMemoryBotApi(botApiUrl);
cleanups.push(() => memory.app.close());

async function main(): Promise<string> {
  // The dashboard under load: a production process on core 0 (demo sign-in, data from memory).
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
    [...START_FLAGS, ...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [])],
  );
  cleanups.push(stopProcess(dashboard));
  await dashboard.started('Guildhall is running at');
  pin(dashboard.child.pid!, 0);
  const cookie = (await signInOverHttp(base, DEMO_IDS.owner)).header();

  // The same app in this process, for the loaders' JSON (raw render timing) and the browser comparison.
  const refPort = await freePort();
  const refBase = `http://127.0.0.1:${refPort}`;
  const refConfig = loadConfig({ PORT: String(refPort), BOT_API_URL: memory.url, BOT_API_SECRET: secret, SESSION_SECRET: sessionSecret, LOG_LEVEL: 'warn' });
  const reference = await buildReference();
  const login = loginPage({ demo: true, userOf: () => null });
  const refApp = await buildApp({
    config: refConfig,
    assetsDir,
    logger,
    botApiUrl: memory.url,
    extend: async (fastify, app) => {
      await mountStandIn(fastify, { redirectUris: [`${refConfig.publicUrl}/auth/callback`], cssHref: app.manifest.css });
      registerProps(fastify, app, login);
      registerProps(fastify, app, guildsRoute);
      registerProps(fastify, app, ticketsRoute);
      registerProps(fastify, app, permissionsRoute);
      registerProps(fastify, app, commandPermissionsRoute);
      registerReference(fastify, app, reference);
    },
  });
  await refApp.listen({ host: '127.0.0.1', port: refPort });
  cleanups.push(() => refApp.close());
  const refJar = await signInOverHttp(refBase, DEMO_IDS.owner);
  log('SSR efficiency');
  const servers = { refBase, refCookie: refJar.header(), base, cookie, pid: dashboard.child.pid! };
  const ssr = [
    await ssrEfficiency(`tickets page, ${TRANSCRIPTS} transcripts`, ticketsRoute, `/dashboard/${GUILD}/tickets`, servers),
    await ssrEfficiency(`command matrix, ${MATRIX.roles} roles × ${MATRIX.commands} commands`, commandPermissionsRoute, `/dashboard/${GUILD}/command-permissions`, servers),
  ];

  log('proxy overhead');
  const proxy = await proxyOverhead(base, cookie);

  log('bot API list endpoints');
  const botApiFigures = [await botApiThroughput('SQLite', discordEnv)];
  if (process.env.DATABASE_URL) botApiFigures.push(await botApiThroughput('PostgreSQL', discordEnv));

  log('memory of the demo process');
  const memoryFigures = await demoMemory();

  log('low-bandwidth browser');
  const browser = await compareLoads(
    refBase,
    [
      { name: 'login', path: '/login', signedIn: false },
      { name: 'picker', path: '/guilds', signedIn: true },
      { name: 'tickets', path: `/dashboard/${GUILD}/tickets`, signedIn: true },
      { name: 'permissions', path: `/dashboard/${GUILD}/permissions`, signedIn: true },
    ],
    refJar.entries(),
    BROWSER_RUNS,
  );
  return report({ ssr, proxy, botApi: botApiFigures, memory: memoryFigures, browser, referenceBytes: reference.brotli.length });
}

interface SsrFigures {
  name: string;
  htmlBytes: number;
  renderUs: number;
  rps: number;
  p99: number;
  ratio: number;
  /** The dashboard's CPU use during the load, in % of one core. */
  cpu: number;
}

/** Where the page is served: the in-process app (loader JSON) and the measured process (HTTP). */
interface SsrServers {
  refBase: string;
  refCookie: string;
  base: string;
  cookie: string;
  pid: number;
}

async function ssrEfficiency<P, Q, D, F>(name: string, page: RegisteredPage<P, Q, D, F>, path: string, { refBase, refCookie, base, cookie, pid }: SsrServers): Promise<SsrFigures> {
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
    htmlBytes: Buffer.byteLength(html),
    renderUs: round(renderUs),
    rps: round(rps),
    p99: median(rounds.map((entry) => entry.p99)),
    ratio: round(rps * (renderUs / 1e6), 2),
    cpu: round(median(cpu) * 100),
  };
}

interface ProxyFigures {
  direct: { p50: number; p99: number };
  proxied: { p50: number; p99: number };
  addedP50: number;
}

async function proxyOverhead(base: string, cookie: string): Promise<ProxyFigures> {
  const path = `/api/discord/${GUILD}/roles`;
  const token = await signBotApiToken(secret, { id: DEMO_IDS.owner, name: 'demo-owner' }, new Date());
  const targets = {
    proxied: () => request(`${base}${path}`, { headers: { cookie } }),
    direct: () => request(`${memory.url}${path}`, { headers: { authorization: `Bearer ${token}` } }),
  };
  const samples: Record<keyof typeof targets, number[]> = { proxied: [], direct: [] };
  const once = async (key: keyof typeof targets, record: boolean) => {
    const started = process.hrtime.bigint();
    const res = await targets[key]();
    await res.body.dump();
    if (res.statusCode !== 200) throw new Error(`${key} ${path}: ${res.statusCode}`);
    if (record) samples[key].push(Number(process.hrtime.bigint() - started) / 1_000);
  };
  for (let i = 0; i < 500; i++) for (const key of ['proxied', 'direct'] as const) await once(key, false);
  for (let batch = 0; batch < 10; batch++) for (const key of ['proxied', 'direct'] as const) for (let i = 0; i < 300; i++) await once(key, true);
  const figures = (list: number[]) => ({ p50: round(percentile(list, 0.5)), p99: round(percentile(list, 0.99)) });
  const proxied = figures(samples.proxied);
  const direct = figures(samples.direct);
  return { direct, proxied, addedP50: round((proxied.p50 - direct.p50) / 1_000, 3) };
}

const LIST_ENDPOINTS = [
  '/api/tickets/{g}',
  '/api/tickets/{g}/transcripts',
  '/api/ticket-categories/{g}',
  '/api/autoresponses/{g}',
  '/api/autoroles/{g}',
  '/api/command-permissions/{g}',
  '/api/permissions/{g}',
];

async function botApiThroughput(engine: 'SQLite' | 'PostgreSQL', env: Record<string, string>): Promise<{ engine: string; endpoints: { path: string; rps: number; p99: number }[] }> {
  const storage: Record<string, string> = {};
  if (engine === 'SQLite') {
    storage.DATA_DIR = join(tmp, 'bot-sqlite');
    mkdirSync(storage.DATA_DIR);
  } else {
    const schema = await postgresSchema('gh_bench');
    cleanups.push(() => schema.drop());
    storage.DATABASE_URL = schema.url;
  }
  const store = await openStore({ dataDir: storage.DATA_DIR ?? '', ...(storage.DATABASE_URL ? { databaseUrl: storage.DATABASE_URL } : {}) });
  await seedBenchData(store.db, world, now);
  await store.close();
  const port = await freePort();
  const service = startProcess(BOT_API_MAIN, { ...env, ...storage, NODE_ENV: 'production', BOT_API_PORT: String(port), BOT_API_SECRET: secret, LOG_LEVEL: 'warn' });
  await service.started('Guildhall bot API is running at');
  pin(service.child.pid!, 0);
  const endpoints = [];
  try {
    for (const template of LIST_ENDPOINTS) {
      const url = `http://127.0.0.1:${port}${template.replace('{g}', GUILD)}`;
      const headers = { authorization: `Bearer ${await signBotApiToken(secret, { id: DEMO_IDS.owner, name: 'demo-owner' }, new Date())}` };
      const check = await fetchRaw(url, { headers });
      if (check.status !== 200) throw new Error(`${engine} ${template}: ${check.status}`);
      await loadTest(url, { seconds: 1, headers });
      const rounds = [];
      for (let r = 0; r < ROUNDS; r++) rounds.push(await loadTest(url, { seconds: SECONDS, headers }));
      endpoints.push({ path: template, rps: round(median(rounds.map((entry) => entry.rps))), p99: median(rounds.map((entry) => entry.p99)) });
    }
  } finally {
    await stopProcess(service)();
  }
  return { engine, endpoints };
}

interface MemoryFigures {
  afterStart: number;
  batches: number[];
  growth: number;
  requests: number;
}

async function demoMemory(): Promise<MemoryFigures> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const demo = startProcess(
    DASHBOARD_MAIN,
    { NODE_ENV: 'production', PORT: String(port), BOT_API_PORT: String(await freePort()), DATA_DIR: join(tmp, 'demo'), SESSION_SECRET: sessionSecret, LOG_LEVEL: 'warn' },
    undefined,
    START_FLAGS,
  );
  cleanups.push(stopProcess(demo));
  await demo.started('Guildhall is running at');
  pin(demo.child.pid!, 0);
  await sleep(1_000);
  const afterStart = rssMegabytes(demo.child.pid!);
  const cookie = (await signInOverHttp(base, DEMO_IDS.owner)).header();
  const g = DEMO_IDS.demoGuild;
  const mixed = [
    '/login',
    '/guilds',
    `/dashboard/${g}`,
    `/dashboard/${g}/tickets`,
    `/dashboard/${g}/tickets/1/transcript`,
    `/dashboard/${g}/ticket-categories`,
    `/dashboard/${g}/autoresponses`,
    `/dashboard/${g}/autoroles`,
    `/dashboard/${g}/command-permissions`,
    `/dashboard/${g}/permissions`,
    `/dashboard/${g}/settings`,
    `/dashboard/${g}/changelog`,
    `/api/discord/${g}/roles`,
    manifest.css,
    manifest.boot,
    '/livez',
  ];
  const batches: number[] = [];
  for (let batch = 0; batch < 3; batch++) {
    let next = 0;
    const worker = async () => {
      while (next < MEMORY_BATCH) {
        const path = mixed[next++ % mixed.length]!;
        const res = await request(`${base}${path}`, { headers: { cookie, 'accept-encoding': 'br' } });
        await res.body.dump();
        if (res.statusCode >= 400) throw new Error(`${path}: ${res.statusCode}`);
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    await sleep(2_000);
    batches.push(round(rssMegabytes(demo.child.pid!), 1));
  }
  return { afterStart: round(afterStart, 1), batches, growth: round(batches[2]! - batches[1]!, 1), requests: MEMORY_BATCH };
}

interface Report {
  ssr: SsrFigures[];
  proxy: ProxyFigures;
  botApi: Awaited<ReturnType<typeof botApiThroughput>>[];
  memory: MemoryFigures;
  browser: PageComparison[] | string;
  referenceBytes: number;
}

const mark = (ok: boolean) => (ok ? 'met' : '**not met**');

function report(figures: Report): string {
  const cpu = cpus();
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (scripts/bench/run.ts) on ${new Date().toISOString()}. Figures vary on a shared machine: compare within one run.`,
    '',
    `- Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${round(totalmem() / 2 ** 30)} GiB, ${process.platform} ${process.arch}`,
    `- Node ${process.version}; ${canPin ? 'the measured server pinned to core 0, load generator and helpers to core 1 (taskset)' : 'no CPU pinning (taskset or a second core missing)'}`,
    `- HTTP: autocannon, 10 connections, ${ROUNDS} rounds of ${SECONDS} s, median of the rounds; production mode (NODE_ENV=production, production client build), no compression requested.`,
    '',
    '## SSR efficiency',
    '',
    "Raw `renderToString` of the whole document (layout + view) in-process from the loader's data (mean per render in batches of 100, garbage collection included; median batch), against full HTTP throughput of the same page on one core (session lookup, three bot API calls answered from memory, validation, render). Ratio = req/s × render time; goal ≥ 0.75.",
    '',
    '| page | HTML bytes | raw render (median) | req/s (one core) | dashboard CPU | p99 | ratio | goal |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...figures.ssr.map((entry) => `| ${entry.name} | ${entry.htmlBytes} | ${entry.renderUs} µs | ${entry.rps} | ${entry.cpu} % | ${entry.p99} ms | ${entry.ratio} | ${mark(entry.ratio >= 0.75)} |`),
    '',
    '## Proxy overhead',
    '',
    '`GET /api/discord/{guild}/roles` one request at a time: through the dashboard (session, guild check, validated re-serialization) versus the same call straight to the bot API (both answered from memory). Goal: at most 1 ms added at p50.',
    '',
    '| path | p50 | p99 |',
    '|---|---:|---:|',
    `| straight to the bot API | ${figures.proxy.direct.p50} µs | ${figures.proxy.direct.p99} µs |`,
    `| through the dashboard | ${figures.proxy.proxied.p50} µs | ${figures.proxy.proxied.p99} µs |`,
    '',
    `Added at p50: **${figures.proxy.addedP50} ms** (${mark(figures.proxy.addedP50 <= 1)}).`,
    '',
    '## Low-bandwidth browser',
    '',
  ];
  if (typeof figures.browser === 'string') {
    lines.push(`Not measured: ${figures.browser}.`, '');
  } else {
    lines.push(
      `Debian Chromium through playwright-core, CDP emulation 400 kbps down/up and 400 ms latency, cache disabled, new context per load; median of ${BROWSER_RUNS} interleaved cold loads. "Interactive": every island that starts without user input (at load, when idle, or visible in the first screen) is hydrated; for the reference, its whole tree has committed. The reference renders the same layouts and views in the browser from the loaders' JSON (React + views: ${figures.referenceBytes} B brotli). Goal: our FCP ≤ 600 ms and at least 3.5× faster than the reference.`,
      '',
      '| page | FCP | load | interactive | HTML B | JS B | reference FCP | reference load | reference interactive | FCP speed-up | goal |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      ...figures.browser.map((entry) => {
        const speedup = round(entry.reference.fcp / entry.ssr.fcp, 1);
        return `| ${entry.page} | ${entry.ssr.fcp} ms | ${entry.ssr.load} ms | ${entry.ssr.interactive} ms | ${entry.ssr.htmlBytes} | ${entry.ssr.jsBytes} | ${entry.reference.fcp} ms | ${entry.reference.load} ms | ${entry.reference.interactive} ms | ${speedup}× | ${mark(entry.ssr.fcp <= 600 && speedup >= 3.5)} |`;
      }),
      '',
    );
  }
  lines.push(
    '## Memory',
    '',
    `Resident memory of the demo process (\`npm start\` in demo mode, production build): after start-up, and after each of three batches of ${figures.memory.requests} mixed requests (signed-in pages, a transcript, /api, assets, health; 10 at a time). Goal: under 150 MB, and no growth between the second and third batch.`,
    '',
    '| after start | after batch 1 | after batch 2 | after batch 3 | growth 2→3 | goal |',
    '|---:|---:|---:|---:|---:|---|',
    `| ${figures.memory.afterStart} MB | ${figures.memory.batches.join(' MB | ')} MB | ${figures.memory.growth} MB | ${mark(Math.max(...figures.memory.batches, figures.memory.afterStart) < 150 && figures.memory.growth <= 2)} |`,
    '',
    '## Bot API list endpoints',
    '',
    `req/s of the list endpoints of Demo Guild (benchmark data: ${TRANSCRIPTS} closed tickets with transcripts, ${MATRIX.roles} command permission rows), the bot API alone on core 0, authorization included (Discord reads cached 30 s).`,
    '',
    `| endpoint | ${figures.botApi.map((entry) => `${entry.engine} req/s | ${entry.engine} p99`).join(' | ')} |`,
    `|---|${figures.botApi.map(() => '---:|---:').join('|')}|`,
    ...LIST_ENDPOINTS.map(
      (path) =>
        `| \`GET ${path}\` | ${figures.botApi
          .map((entry) => {
            const hit = entry.endpoints.find((endpoint) => endpoint.path === path)!;
            return `${hit.rps} | ${hit.p99} ms`;
          })
          .join(' | ')} |`,
    ),
    '',
    'Where the time goes for the goals not met, and what meeting them would take: [docs/performance.md](docs/performance.md).',
    '',
  );
  return lines.join('\n');
}

try {
  const markdown = await main();
  writeFileSync(join(projectRoot, 'BENCHMARKS.md'), markdown);
  console.log(markdown);
  log('wrote BENCHMARKS.md');
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}
