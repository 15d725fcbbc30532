// The benchmark's figures and the BENCHMARKS.md they become: what each goal asks, what was measured,
// and whether it was met. Pure: run.ts measures, this formats.
import { cpus, totalmem } from 'node:os';
import { ARCHIVE, type ArchiveFigures } from './archive.js';
import type { BotFigures } from './bot.js';
import { MIXED, type MixedFigures } from './mixed-load.js';
import { type LoopHoldFigures, loopHoldSection } from './loop-hold.js';
import { type EveningFigures, eveningSection } from './evening.js';
import type { BrowserFigures } from './browser.js';
import { type BusyFigures, busySection } from './busy.js';
import type { LighthouseFigures, LighthouseReport } from './lighthouse.js';
import { MATRIX, TRANSCRIPTS } from './fixtures.js';
import { canPin, round } from './lib.js';
import { type RateLimitRow, rateLimitSection } from './rate-limit-tally.js';
import { botSection } from './report-bot.js';
import { BROWSER_RUNS, EVERY_SECTION, LIST_ENDPOINTS, ONLY, ROUNDS, SECONDS } from './settings.js';
import { standInValidationSection, type ValidationFigures } from './stand-in-validation.js';
import { type SweepFigures, sweepSection } from './sweep.js';
import { type StatsFigures, statsSection } from './ticket-stats.js';

export interface SsrFigures {
  name: string;
  /** 'one process': the default, the bot API called in-process on SQLite; 'split': over HTTP, answered from memory. */
  setup: 'one process' | 'split';
  htmlBytes: number;
  renderUs: number;
  rps: number;
  p99: number;
  ratio: number;
  /** The dashboard's CPU use during the load, in % of one core. */
  cpu: number;
}

export interface ProxyFigures {
  direct: { p50: number; p99: number };
  proxied: { p50: number; p99: number };
  addedP50: number;
}

export interface MemoryFigures {
  afterStart: number;
  batches: number[];
  growth: number;
  /** Live heap (MB) after a forced garbage collection, after each batch. */
  heaps: number[];
  heapGrowth: number;
  requests: number;
}

export interface ThroughputFigures {
  engine: string;
  endpoints: { path: string; rps: number; p99: number }[];
}

/** The figures of the sections that ran (BENCH_ONLY picks them; all by default). */
interface Report {
  archive?: ArchiveFigures[];
  stats?: StatsFigures[];
  sweep?: SweepFigures[];
  bot: Partial<BotFigures>;
  mixed?: MixedFigures[];
  loop?: LoopHoldFigures[];
  evening?: EveningFigures[];
  ssr?: SsrFigures[];
  proxy?: ProxyFigures;
  botApi?: ThroughputFigures[];
  memory?: MemoryFigures;
  browser?: BrowserFigures | string;
  busy?: BusyFigures | string;
  accessibility?: LighthouseReport;
  validation?: ValidationFigures[];
  /** The reference's bytes, when the reference app was built (for the browser section). */
  referenceBytes?: number;
  /** The 429s of each section whose Discord is a stand-in in the bench's process. */
  rateLimits: RateLimitRow[];
}

const mark = (ok: boolean) => (ok ? 'met' : '**not met**');

export function report(figures: Report): string {
  const cpu = cpus();
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (scripts/bench/run.ts) on ${new Date().toISOString()}. Figures vary on a shared machine: compare within one run.`,
    '',
    ...(EVERY_SECTION
      ? []
      : [`**A partial run** (BENCH_ONLY): only ${[...ONLY].join(', ')}. Not a report to commit.`, '']),
    `- Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${round(totalmem() / 2 ** 30)} GiB, ${process.platform} ${process.arch}`,
    `- Node ${process.version}; ${canPin ? 'the measured server pinned to core 0, load generator and helpers to core 1 (taskset)' : 'no CPU pinning (taskset or a second core missing)'}`,
    `- HTTP: autocannon, 10 connections, ${ROUNDS} rounds of ${SECONDS} s, median of the rounds; production mode (NODE_ENV=production, production client build), no compression requested.`,
    '',
    ...(figures.ssr ? ssrSection(figures.ssr) : []),
    ...(figures.proxy ? proxySection(figures.proxy) : []),
    ...(figures.browser ? browserSection(figures.browser, figures.referenceBytes ?? 0) : []),
    ...(figures.busy ? busySection(figures.busy, mark) : []),
    ...(figures.accessibility ? accessibilitySection(figures.accessibility) : []),
    ...(figures.memory ? memorySection(figures.memory) : []),
    ...(figures.botApi ? botApiSection(figures.botApi) : []),
    ...(figures.archive ? archiveSection(figures.archive) : []),
    ...(figures.stats ? statsSection(figures.stats, mark) : []),
    ...(figures.sweep ? sweepSection(figures.sweep, mark) : []),
    ...(figures.validation ? standInValidationSection(figures.validation, mark) : []),
    ...botSection(figures.bot, mark),
    ...(figures.mixed ? mixedSection(figures.mixed) : []),
    ...(figures.loop ? loopHoldSection(figures.loop, mark) : []),
    ...(figures.evening ? eveningSection(figures.evening, mark) : []),
    ...rateLimitSection(figures.rateLimits, mark),
    'Where the time goes for the goals not met, and what meeting them would take: [docs/performance.md](docs/performance.md).',
    '',
  ];
  return lines.join('\n');
}

function ssrSection(figures: SsrFigures[]): string[] {
  return [
    '## SSR efficiency',
    '',
    "Raw `renderToString` of the whole document (layout + view) in-process from the loader's data (mean per render in batches of 100, garbage collection included; median batch), against full HTTP throughput of the same page on one core. **One process** is the default set-up (`npm start`): session lookup, the page's bot API calls in-process (authorization, validation, SQLite reads; Discord reads cached), render. **Split** is a dashboard with `BOT_API_URL`, its calls over HTTP (signed, serialized, parsed and validated) to a bot API answering from memory. Ratio = req/s × render time; goal ≥ 0.6 for the one-process set-up (the split figure is reported).",
    '',
    '| page | set-up | HTML bytes | raw render (median) | req/s (one core) | dashboard CPU | p99 | ratio | goal |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...figures.map(
      (entry) =>
        `| ${entry.name} | ${entry.setup} | ${entry.htmlBytes} | ${entry.renderUs} µs | ${entry.rps} | ${entry.cpu} % | ${entry.p99} ms | ${entry.ratio} | ${entry.setup === 'one process' ? mark(entry.ratio >= 0.6) : 'reported'} |`,
    ),
    '',
  ];
}

function proxySection(proxy: ProxyFigures): string[] {
  return [
    '## Proxy overhead',
    '',
    '`GET /api/discord/{guild}/roles` one request at a time: through the dashboard (session, guild check, validated re-serialization) versus the same call straight to the bot API (both answered from memory). Goal: at most 1 ms added at p50.',
    '',
    '| path | p50 | p99 |',
    '|---|---:|---:|',
    `| straight to the bot API | ${proxy.direct.p50} µs | ${proxy.direct.p99} µs |`,
    `| through the dashboard | ${proxy.proxied.p50} µs | ${proxy.proxied.p99} µs |`,
    '',
    `Added at p50: **${proxy.addedP50} ms** (${mark(proxy.addedP50 <= 1)}).`,
    '',
  ];
}

function memorySection(memory: MemoryFigures): string[] {
  return [
    '## Memory',
    '',
    `Resident memory of the demo process (\`npm start\` in demo mode, production build, the bot API in-process): after start-up, and after each of three batches of ${memory.requests} mixed requests (signed-in pages, a transcript, /api, assets, health; 10 at a time). The live heap is read after a forced garbage collection (\`--expose-gc\`, \`/metrics?gc=1\` on the metrics port), so growth shows apart from collection timing. Goal: resident under 150 MB, and no heap growth between the second and third batch (at most 1 MB).`,
    '',
    '| | after start | after batch 1 | after batch 2 | after batch 3 | growth 2→3 | goal |',
    '|---|---:|---:|---:|---:|---:|---|',
    `| resident | ${memory.afterStart} MB | ${memory.batches.join(' MB | ')} MB | ${memory.growth} MB | ${mark(Math.max(...memory.batches, memory.afterStart) < 150)} |`,
    `| heap after GC | | ${memory.heaps.join(' MB | ')} MB | ${memory.heapGrowth} MB | ${mark(memory.heapGrowth <= 1)} |`,
    '',
  ];
}

function botApiSection(botApi: ThroughputFigures[]): string[] {
  return [
    '## Bot API list endpoints',
    '',
    `req/s of the list endpoints of Demo Guild (benchmark data: ${TRANSCRIPTS} closed tickets with transcripts, ${MATRIX.roles} command permission rows), the bot API alone on core 0, authorization included (Discord reads cached 30 s).`,
    '',
    `| endpoint | ${botApi.map((entry) => `${entry.engine} req/s | ${entry.engine} p99`).join(' | ')} |`,
    `|---|${botApi.map(() => '---:|---:').join('|')}|`,
    ...LIST_ENDPOINTS.map(
      (path) =>
        `| \`GET ${path}\` | ${botApi
          .map((entry) => {
            const hit = entry.endpoints.find((endpoint) => endpoint.path === path)!;
            return `${hit.rps} | ${hit.p99} ms`;
          })
          .join(' | ')} |`,
    ),
    '',
  ];
}

function browserSection(browser: BrowserFigures | string, referenceBytes: number): string[] {
  const lines = ['## Low-bandwidth browser', ''];
  if (typeof browser === 'string') {
    lines.push(`Not measured: ${browser}.`, '');
  } else {
    const { chromium, floor, pages } = browser;
    lines.push(
      `Debian Chromium ${chromium} through playwright-core on core 0 (the server under test on core 1: a phone has its own CPU), CDP emulation 400 kbps down/up and 400 ms latency, a new browser context per load; median of ${BROWSER_RUNS} interleaved loads. **Cold**: nothing cached (cache disabled), so our page carries its stylesheet inline. **Warm**: a returning visitor in a new tab: the site was visited before (the hashed stylesheet and scripts are in the HTTP cache, the stylesheet cookie is set), then the page is loaded under the emulated link with the cache on. **Navigation**: the same tab follows a link from another page of the site (named in the table). Warm and navigation loads may reuse the connection of the earlier visit (Chromium keeps it open), so they pay no TCP handshake. "Interactive": every island that starts without user input (at load, when idle, or visible in the first screen) is hydrated; for the reference, its whole tree has committed. The reference renders the same layouts and views in the browser from the loaders' JSON (React + views: ${referenceBytes} B brotli), measured cold. Goals: cold FCP ≤ 600 ms and at least 3.5× sooner than the reference; warm FCP ≤ 550 ms.`,
      '',
      `**Floor**: a page with one paragraph and nothing else (no stylesheet, no script), served and loaded the same way, paints at **${floor.cold.fcp} ms** cold and **${floor.warm.fcp} ms** warm. No page can paint sooner on this machine; "above floor" is what our page adds to it.`,
      '',
      '| page | cold FCP | above floor | load | interactive | HTML B | JS B | reference FCP | reference interactive | FCP speed-up | goal (cold) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      ...pages.map((entry) => {
        const speedup = round(entry.reference.fcp / entry.ssr.fcp, 1);
        return `| ${entry.page} | ${entry.ssr.fcp} ms | ${round(entry.ssr.fcp - floor.cold.fcp)} ms | ${entry.ssr.load} ms | ${entry.ssr.interactive} ms | ${entry.ssr.htmlBytes} | ${entry.ssr.jsBytes} | ${entry.reference.fcp} ms | ${entry.reference.interactive} ms | ${speedup}× | ${mark(entry.ssr.fcp <= 600 && speedup >= 3.5)} |`;
      }),
      '',
      '| page | warm FCP | above floor | warm interactive | goal (warm) | navigation from | navigation FCP | navigation interactive |',
      '|---|---:|---:|---:|---|---|---:|---:|',
      ...pages.map(
        (entry) =>
          `| ${entry.page} | ${entry.warm.fcp} ms | ${round(entry.warm.fcp - floor.warm.fcp)} ms | ${entry.warm.interactive} ms | ${mark(entry.warm.fcp <= 550)} | \`${entry.from}\` | ${entry.navigation.fcp} ms | ${entry.navigation.interactive} ms |`,
      ),
      '',
    );
  }
  return lines;
}

function accessibilitySection({ version, pages: figures }: LighthouseReport): string[] {
  const all = figures.flatMap((page) => page.scores);
  const cell = (page: LighthouseFigures, formFactor: string, theme: string) => {
    const entry = page.scores.find((score) => score.formFactor === formFactor && score.theme === theme);
    return entry ? `${entry.score}${entry.failing.length ? ` (${entry.failing.join(', ')})` : ''}` : '–';
  };
  return [
    '## Lighthouse accessibility',
    '',
    `Lighthouse ${version}, accessibility category only, in Debian Chromium: its mobile emulation (the default config) and desktop config, dark and light theme (the theme cookie), signed in as demo-owner (the admin panel as demo-operator) on the demo. Goal: 100 on every page.`,
    '',
    '| page | mobile, dark | mobile, light | desktop, dark | desktop, light |',
    '|---|---:|---:|---:|---:|',
    ...figures.map(
      (page) =>
        `| \`${page.path}\` | ${cell(page, 'mobile', 'dark')} | ${cell(page, 'mobile', 'light')} | ${cell(page, 'desktop', 'dark')} | ${cell(page, 'desktop', 'light')} |`,
    ),
    '',
    `Lowest score: **${Math.min(...all.map((entry) => entry.score))}** (${mark(all.every((entry) => entry.score === 100))}).`,
    '',
  ];
}

function archiveSection(figures: ArchiveFigures[]): string[] {
  const lines = [
    '## The archive of a large guild',
    '',
    `One guild with ${ARCHIVE.tickets} closed tickets, each with a transcript of ${ARCHIVE.messages} messages (about 5 KB of text), searchable; a dashboard with \`BOT_API_URL\` in front of the bot API, each alone on core 0 in turn, requests one at a time (median of 100; search: p50 and p99 of 200). Goals: the tickets page at most 8 KB brotli and within 1.5× the time of today's page with 50 tickets; search p50 ≤ 50 ms and p99 ≤ 200 ms at the bot API; closing a ticket of ${ARCHIVE.closeMessages} messages and ${ARCHIVE.closeAttachments} attachments (archived from the stand-in CDN) within 1 s.`,
    '',
  ];
  for (const entry of figures) {
    const today = entry.pages[0]!;
    lines.push(
      `### ${entry.engine} (seeded in ${entry.seedSeconds} s)`,
      '',
      '| measured | brotli | p50 | p99 | goal |',
      '|---|---:|---:|---:|---|',
      ...entry.pages.map(
        (page, index) =>
          `| tickets page: ${page.name} | ${page.brotliBytes} B | ${page.p50} ms | | ${index === 0 ? 'baseline' : mark(page.brotliBytes <= 8192 && page.p50 <= today.p50 * 1.5)} |`,
      ),
      ...entry.search.map(
        (search) =>
          `| search "${search.word}" (${search.hits} hits shown) | | ${search.p50} ms | ${search.p99} ms | ${mark(search.p50 <= 50 && search.p99 <= 200)} |`,
      ),
      `| close with ${ARCHIVE.closeAttachments} attachments (${entry.close.archived} archived) | | ${entry.close.p50} ms | | ${mark(entry.close.p50 <= 1000 && entry.close.archived === ARCHIVE.closeAttachments)} |`,
      '',
    );
  }
  return lines;
}

function mixedSection(figures: MixedFigures[]): string[] {
  return [
    '## Mixed load',
    '',
    `${MIXED.clients} signed-in clients, each sending its next request as soon as the last answered, for ${MIXED.seconds} s, against a guild with ${MIXED.tickets} closed tickets (50 messages each): 25 % searches, 15 % transcript downloads (HTML, JSON, text), 15 % transcripts, 45 % pages; /livez asked ten times a second beside them. The product in one process on core 0, bot included, against a stand-in Discord on core 1. "Longest hold" is the event loop's longest delay in the load's minute (\`guildhall_event_loop_longest_stall_seconds\`): with ${MIXED.clients} clients the loop serves many requests per turn, so it measures the queue, not one request; "one at a time" is each kind's longest answer with a single client afterwards, which bounds what one request holds the loop. Goals: one request holds the loop at most 100 ms; resident memory at most 250 MB under the load and under 170 MB ${MIXED.idleSeconds} s after it.`,
    '',
    '| set-up | requests | failed | req/s | p50 | p99 | /livez p50 | /livez p99 | /livez max | longest hold (over 100 ms) | one at a time: search, download, transcript, page | goal |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...figures.map(
      (entry) =>
        `| ${entry.setUp} | ${entry.requests} | ${entry.failed} | ${entry.rps} | ${entry.p50} ms | ${entry.p99} ms | ${entry.livez.p50} ms | ${entry.livez.p99} ms | ${entry.livez.max} ms | ${entry.longestHoldMs} ms (${entry.holdsOver100}) | ${entry.alone.search}, ${entry.alone.download}, ${entry.alone.transcript}, ${entry.alone.page} ms | ${mark(Math.max(...Object.values(entry.alone)) <= 100)} |`,
    ),
    '',
    '| set-up | resident before | peak | right after | after idle | heap after idle | goal |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...figures.map(
      (entry) =>
        `| ${entry.setUp} | ${entry.rss.before} MB | ${entry.rss.peak} MB | ${entry.rss.after} MB | ${entry.rss.idle} MB | ${entry.heapAfterIdle} MB | ${mark(entry.rss.peak <= 250 && entry.rss.idle < 170)} |`,
    ),
    '',
  ];
}
