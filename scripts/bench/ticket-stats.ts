// The statistics of a busy guild (stats-seed.ts: 100,000 tickets over 400 days), on SQLite and on
// PostgreSQL: `GET /api/ticket-stats/:guildId` one request at a time for the last 30 days (the page's
// default) and for the longest period it allows, 366 days, at the bot API alone on core 0, and the
// longest the bot API's event loop was held meanwhile.
import { setTimeout as sleep } from 'node:timers/promises';
import { openStore } from '../../server/bot-api/store/database.js';
import { addDays, DEFAULT_TIME_ZONE, STATS_PERIOD_MAX, zoneDay } from '../../server/contract/index.js';
import { signBotApiToken } from '../../server/platform/bot-api-token.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { timed } from './archive.js';
import { type BotApiAloneOptions, HOLD_WINDOW_MS, holdsWhile, startBotApiAlone } from './bot-api-alone.js';
import { round } from './lib.js';
import { seedStatsGuild, STATS } from './stats-seed.js';

const G = DEMO_IDS.demoGuild;
const SAMPLES = { month: 200, year: 50, warmUp: 10 } as const;
const progress = (message: string) => console.error(`[bench] stats: ${message}`);

export interface StatsFigures {
  engine: string;
  seedSeconds: number;
  /** Tickets opened in the last 30 days and in the last 366, and open now (as the answers count them). */
  opened: { month: number; year: number };
  open: number;
  month: { p50: number; p99: number };
  year: { p50: number; p99: number };
  longestHoldMs: number;
}

interface StatsBenchOptions extends BotApiAloneOptions {
  engine: 'SQLite' | 'PostgreSQL';
}

async function seed(options: StatsBenchOptions): Promise<number> {
  const store = await openStore({
    dataDir: options.storage.DATA_DIR ?? '',
    ...(options.storage.DATABASE_URL ? { databaseUrl: options.storage.DATABASE_URL } : {}),
  });
  try {
    return await seedStatsGuild(store, new Date());
  } finally {
    await store.close();
  }
}

type Counted = { opened: number; openByAge: { count: number }[] };
const counted = (body: Buffer) => JSON.parse(body.toString()) as Counted;

export async function statsBench(options: StatsBenchOptions): Promise<StatsFigures> {
  progress(`${options.engine}: seeding ${STATS.tickets.toLocaleString('en')} tickets`);
  const seedSeconds = round(await seed(options), 1);
  const botApi = await startBotApiAlone(options);
  try {
    // A token lasts 5 minutes: a new one for the warm-up and one for the measurement.
    const signed = async () => ({
      authorization: `Bearer ${await signBotApiToken(options.secret, { id: DEMO_IDS.owner, name: 'demo-owner' }, new Date())}`,
    });
    let auth = await signed();
    const today = zoneDay(Date.now(), DEFAULT_TIME_ZONE);
    const month = `${botApi.url}/api/ticket-stats/${G}`;
    const year = `${month}?from=${addDays(today, 1 - STATS_PERIOD_MAX)}&to=${today}`;
    progress(`${options.engine}: warming up`);
    await timed(month, auth, SAMPLES.warmUp);
    await timed(year, auth, SAMPLES.warmUp);
    await sleep(HOLD_WINDOW_MS);
    progress(`${options.engine}: 30 and 366 days`);
    auth = await signed();
    const measured = (async () => [await timed(month, auth, SAMPLES.month), await timed(year, auth, SAMPLES.year)])();
    const longestHoldMs = await holdsWhile(botApi.metricsPort, measured);
    const [monthFigures, yearFigures] = await measured;
    const [monthAnswer, yearAnswer] = [counted(monthFigures!.body), counted(yearFigures!.body)];
    return {
      engine: options.engine,
      seedSeconds,
      opened: { month: monthAnswer.opened, year: yearAnswer.opened },
      open: yearAnswer.openByAge.reduce((sum, age) => sum + age.count, 0),
      month: { p50: monthFigures!.p50, p99: monthFigures!.p99 },
      year: { p50: yearFigures!.p50, p99: yearFigures!.p99 },
      longestHoldMs,
    };
  } finally {
    await botApi.stop();
  }
}

/** BENCHMARKS.md's section: the statistics' answer time for a busy guild, and the event loop meanwhile. */
export function statsSection(figures: StatsFigures[], mark: (met: boolean) => string): string[] {
  return [
    '## Ticket statistics of a busy guild',
    '',
    `One guild with ${STATS.tickets.toLocaleString('en')} tickets opened over the last ${STATS.days} days (some still open), in ${STATS.categories} categories, claimed and closed by ${STATS.staff} members of staff, a third of the closed ones rated; contents deleted after ${STATS.keptDays} days as the default retention does (the newer ones keep a transcript of ${STATS.transcriptMessages} messages). \`GET /api/ticket-stats/{guildId}\` at the bot API alone on core 0 (production mode, authorization included, Discord reads cached), one request at a time: the last 30 days (the page's default; ${SAMPLES.month} requests) and the last 366 (the longest period; ${SAMPLES.year}), each with the period before it, as the page asks. The bot API keeps an answer until the guild's tickets or categories change (\`server/bot-api/statistics/stats-cache.ts\`), so after a period's first request these are kept answers; a fresh answer takes 60–540 ms (docs/performance.md). "Longest hold": the bot API's event loop's longest delay while they ran. Goals: 30 days p50 ≤ 50 ms and p99 ≤ 200 ms, 366 days p50 ≤ 150 ms, no hold over 50 ms.`,
    '',
    '| store | seeded in | opened in 30 / 366 days | open now | 30 days p50 | 30 days p99 | 366 days p50 | 366 days p99 | longest hold | goal |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...figures.map(
      (entry) =>
        `| ${entry.engine} | ${entry.seedSeconds} s | ${entry.opened.month.toLocaleString('en')} / ${entry.opened.year.toLocaleString('en')} | ${entry.open.toLocaleString('en')} | ${entry.month.p50} ms | ${entry.month.p99} ms | ${entry.year.p50} ms | ${entry.year.p99} ms | ${entry.longestHoldMs} ms | ${mark(entry.month.p50 <= 50 && entry.month.p99 <= 200 && entry.year.p50 <= 150 && entry.longestHoldMs <= 50)} |`,
    ),
    '',
  ];
}
