// The statistics of a busy guild (stats-seed.ts: 100,000 tickets over 400 days), on SQLite and on
// PostgreSQL: `GET /api/ticket-stats/:guildId` one request at a time for the last 30 days (the page's
// default) and for the longest period it allows, 366 days, at the bot API alone on core 0, and the
// longest the bot API's event loop was held meanwhile and over the quiet minute before; apart from it, over
// the first minute after start (start-up and the warm-up: bot-api-alone.ts).
import { openStore, type Store } from '../../server/bot-api/store/database.js';
import { addDays, DEFAULT_TIME_ZONE, STATS_PERIOD_MAX, zoneDay } from '../../server/contract/index.js';
import { signBotApiToken } from '../../server/platform/bot-api-token.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { type BotApiAloneOptions, type SettledHolds, settledHolds, startBotApiAlone } from './bot-api-alone.js';
import { round, timed } from './lib.js';
import { seedStatsGuild, STATS } from './stats-seed.js';

const G = DEMO_IDS.demoGuild;
const SAMPLES = { month: 200, year: 50, freshMonth: 40, freshYear: 20, warmUp: 10 } as const;
const progress = (message: string) => console.error(`[bench] stats: ${message}`);

interface Timings {
  p50: number;
  p99: number;
}

export interface StatsFigures extends SettledHolds {
  engine: string;
  seedSeconds: number;
  /** Tickets opened in the last 30 days and in the last 366, and open now (as the answers count them). */
  opened: { month: number; year: number };
  open: number;
  /** Kept answers: the same period asked again while the guild's tickets stay. */
  month: Timings;
  year: Timings;
  /** Fresh answers: the guild's change count bumped before each request, so each is counted anew. */
  fresh: { month: Timings; year: Timings };
}

interface StatsBenchOptions extends BotApiAloneOptions {
  engine: 'SQLite' | 'PostgreSQL';
}

const storeOf = (options: StatsBenchOptions) =>
  openStore({
    dataDir: options.storage.DATA_DIR ?? '',
    ...(options.storage.DATABASE_URL ? { databaseUrl: options.storage.DATABASE_URL } : {}),
  });

/** What a write to the guild's tickets does to the kept answers: its change count goes up (stats-cache.ts). */
const changeOf = (store: Store) => () =>
  store.db
    .updateTable('ticket_stats_versions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('guild_id', '=', G)
    .execute();

type Counted = { opened: number; openByAge: { count: number }[] };
const counted = (body: Buffer) => JSON.parse(body.toString()) as Counted;
const timings = ({ p50, p99 }: Timings) => ({ p50, p99 });

/** Kept answers for 30 and 366 days, then fresh ones. */
async function measure(urls: { month: string; year: string }, auth: Record<string, string>, store: Store) {
  const change = changeOf(store);
  return {
    month: await timed(urls.month, auth, SAMPLES.month),
    year: await timed(urls.year, auth, SAMPLES.year),
    freshMonth: await timed(urls.month, auth, SAMPLES.freshMonth, change),
    freshYear: await timed(urls.year, auth, SAMPLES.freshYear, change),
  };
}

export async function statsBench(options: StatsBenchOptions): Promise<StatsFigures> {
  progress(`${options.engine}: seeding ${STATS.tickets.toLocaleString('en')} tickets`);
  const store = await storeOf(options);
  const botApi = await (async () => {
    try {
      return { seedSeconds: round(await seedStatsGuild(store, new Date()), 1), ...(await startBotApiAlone(options)) };
    } catch (error) {
      await store.close();
      throw error;
    }
  })();
  try {
    // A token lasts 5 minutes: a new one for the warm-up and one for the measurement.
    const signed = async () => ({
      authorization: `Bearer ${await signBotApiToken(options.secret, { id: DEMO_IDS.owner, name: 'demo-owner' }, new Date())}`,
    });
    const today = zoneDay(Date.now(), DEFAULT_TIME_ZONE);
    const month = `${botApi.url}/api/ticket-stats/${G}`;
    const urls = { month, year: `${month}?from=${addDays(today, 1 - STATS_PERIOD_MAX)}&to=${today}` };
    progress(`${options.engine}: warming up`);
    // Kept and fresh answers of both periods: a fresh answer reads the kept days, which the first answers
    // only wrote, and a process's first fresh answers run in code not yet optimized, which a deployment
    // that has answered for a while no longer does.
    const warmUp = await signed();
    const change = changeOf(store);
    for (const url of [urls.month, urls.year]) {
      await timed(url, warmUp, SAMPLES.warmUp);
      await timed(url, warmUp, SAMPLES.warmUp, change);
    }
    const { done: figures, ...holds } = await settledHolds(botApi, async () => {
      progress(`${options.engine}: 30 and 366 days, kept and fresh`);
      return measure(urls, await signed(), store);
    });
    const [monthAnswer, yearAnswer] = [counted(figures.month.body), counted(figures.year.body)];
    return {
      engine: options.engine,
      seedSeconds: botApi.seedSeconds,
      opened: { month: monthAnswer.opened, year: yearAnswer.opened },
      open: yearAnswer.openByAge.reduce((sum, age) => sum + age.count, 0),
      month: timings(figures.month),
      year: timings(figures.year),
      fresh: { month: timings(figures.freshMonth), year: timings(figures.freshYear) },
      ...holds,
    };
  } finally {
    await botApi.stop();
    await store.close();
  }
}

const GOALS = { monthP50: 50, monthP99: 200, yearP50: 150, holdMs: 50 } as const;

const met = (times: { month: Timings; year: Timings }, holdMs: number) =>
  times.month.p50 <= GOALS.monthP50 &&
  times.month.p99 <= GOALS.monthP99 &&
  times.year.p50 <= GOALS.yearP50 &&
  holdMs <= GOALS.holdMs;

/** One row of the section's table: one store's kept or fresh answers. */
function statsRow(entry: StatsFigures, fresh: boolean, mark: (met: boolean) => string): string {
  const times = fresh ? entry.fresh : entry;
  const store = fresh
    ? '| ″ | ″ | ″ | ″ | fresh'
    : `| ${entry.engine} | ${entry.seedSeconds} s | ${entry.opened.month.toLocaleString('en')} / ${entry.opened.year.toLocaleString('en')} | ${entry.open.toLocaleString('en')} | kept`;
  const holds = fresh ? '″ | ″' : `${entry.longestHoldMs} ms | ${entry.firstMinuteHoldMs} ms`;
  return `${store} | ${times.month.p50} ms | ${times.month.p99} ms | ${times.year.p50} ms | ${times.year.p99} ms | ${holds} | ${mark(met(times, entry.longestHoldMs))} |`;
}

/** BENCHMARKS.md's section: the statistics' answer time for a busy guild, and the event loop meanwhile. */
export function statsSection(figures: StatsFigures[], mark: (met: boolean) => string): string[] {
  return [
    '## Ticket statistics of a busy guild',
    '',
    `One guild with ${STATS.tickets.toLocaleString('en')} tickets opened over the last ${STATS.days} days (some still open), in ${STATS.categories} categories, claimed and closed by ${STATS.staff} members of staff, a third of the closed ones rated; contents deleted after ${STATS.keptDays} days as the default retention does (the newer ones keep a transcript of ${STATS.transcriptMessages} messages). \`GET /api/ticket-stats/{guildId}\` at the bot API alone on core 0 (production mode, authorization included, Discord reads cached), one request at a time: the last 30 days (the page's default) and the last 366 (the longest period), each with the period before it, as the page asks. The bot API keeps an answer until the guild's tickets or categories change (\`server/bot-api/statistics/stats-cache.ts\`): "kept" asks the same period again (${SAMPLES.month} and ${SAMPLES.year} requests), "fresh" counts a change of the guild's tickets before each request (${SAMPLES.freshMonth} and ${SAMPLES.freshYear}), so each answer is counted anew, as the first one after a ticket was opened, answered or closed. "Longest hold": the bot API's event loop's longest delay while both ran and over the quiet minute before them; "first minute": the same over the first minute after start-up (the warm-up: ${SAMPLES.warmUp} kept and ${SAMPLES.warmUp} fresh answers of each period; then the idle process giving back start-up's memory in full garbage collections), reported apart and not a goal. Goals for either: 30 days p50 ≤ ${GOALS.monthP50} ms and p99 ≤ ${GOALS.monthP99} ms, 366 days p50 ≤ ${GOALS.yearP50} ms, no hold over ${GOALS.holdMs} ms.`,
    '',
    '| store | seeded in | opened in 30 / 366 days | open now | answers | 30 days p50 | 30 days p99 | 366 days p50 | 366 days p99 | longest hold | first minute | goal |',
    '|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---|',
    ...figures.flatMap((entry) => [statsRow(entry, false, mark), statsRow(entry, true, mark)]),
    '',
  ];
}
