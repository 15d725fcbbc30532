// The mixed load an outside review ran: 30 signed-in clients for a minute against a guild with 3,000
// closed tickets, a quarter of the requests searches, 15 % transcript downloads, 15 % transcripts, the
// rest pages, while a monitor asks /livez ten times a second. Measured on the product in one process
// (bot included) on SQLite, and with PostgreSQL and Redis: throughput and latency, /livez, the longest
// hold of the event loop, and resident memory before, right after and 30 s after the load.
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import { openStore } from '../../server/bot-api/store/database.js';
import type { World } from '../../server/stand-in/model.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { freePort } from '../../test/helpers/browser.js';
import { signInAsReturningVisitor } from '../../test/helpers/http-client.js';
import { seedClosedTickets } from './archive.js';
import { asAutovacuumLeavesIt, heapAfterGc, percentile, round, rssMegabytes } from './lib.js';
import { productAgainst, type ProductOptions, standInOf } from './product.js';

export const MIXED = {
  clients: 30,
  seconds: Number(process.env.BENCH_MIXED_SECONDS ?? 60),
  tickets: 3_000,
  idleSeconds: 30,
} as const;

const G = DEMO_IDS.demoGuild;
const WORDS = ['server', 'rolle', 'update', 'hilfe', 'timeout', 'support'];
const FORMATS = ['html', 'json', 'txt'];
const PAGES = ['', '/tickets', '/ticket-categories', '/autoresponses', '/command-permissions', '/settings'];

const KINDS = ['search', 'download', 'transcript', 'page'] as const;
type Kind = (typeof KINDS)[number];

/** Twenty requests in the review's proportions: 5 searches, 3 downloads, 3 transcripts, 9 pages. */
function mixedPath(index: number): { kind: Kind; path: string } {
  const slot = index % 20;
  const ticket = 1 + ((index * 7919) % MIXED.tickets);
  if (slot < 5) return { kind: 'search', path: `/dashboard/${G}/tickets/search?q=${WORDS[index % WORDS.length]}` };
  if (slot < 8) return { kind: 'download', path: `/dashboard/${G}/tickets/${ticket}/export/${FORMATS[index % 3]}` };
  if (slot < 11) return { kind: 'transcript', path: `/dashboard/${G}/tickets/${ticket}/transcript` };
  return { kind: 'page', path: `/dashboard/${G}${PAGES[index % PAGES.length]}` };
}

export interface LoadFigures {
  requests: number;
  failed: number;
  rps: number;
  p50: number;
  p99: number;
  livez: { p50: number; p99: number; max: number };
}

export interface MixedFigures extends LoadFigures {
  setUp: string;
  /** One request at a time, 40 of each kind: the longest, which bounds how long one request holds the loop. */
  alone: Record<Kind, number>;
  longestHoldMs: number;
  holdsOver100: number;
  rss: { before: number; peak: number; after: number; idle: number };
  heapAfterIdle: number;
}

interface MixedOptions extends ProductOptions {
  setUp: 'SQLite' | 'PostgreSQL + Redis';
  /** DATA_DIR of an empty folder, or DATABASE_URL and REDIS_URL. */
  storage: Record<string, string>;
}

/** The store the product's storage settings (DATA_DIR, or DATABASE_URL) name, opened from this process. */
export const storeOf = (storage: Record<string, string>) =>
  openStore({
    dataDir: storage.DATA_DIR ?? '',
    ...(storage.DATABASE_URL ? { databaseUrl: storage.DATABASE_URL } : {}),
  });
type Seeded = Awaited<ReturnType<typeof storeOf>>;

/** The closed tickets, and what else `more` puts in the store before the product starts. */
export async function seedStore(storage: Record<string, string>, more?: (store: Seeded) => Promise<void>) {
  const store = await storeOf(storage);
  await seedClosedTickets(store, G, MIXED.tickets);
  await more?.(store);
  await asAutovacuumLeavesIt(store);
  await store.close();
}

/** Each kind of the mix alone, one request at a time, after the warm-up the load's first seconds give. */
async function oneAtATime(base: string, cookie: string): Promise<Record<Kind, number>> {
  const longest: Record<Kind, number> = { search: 0, download: 0, transcript: 0, page: 0 };
  for (let index = 0; index < 40 * 20; index++) {
    const { kind, path } = mixedPath(index);
    const sent = performance.now();
    const res = await request(`${base}${path}`, { headers: { cookie, 'accept-encoding': 'br' } });
    await res.body.dump();
    longest[kind] = Math.max(longest[kind], round(performance.now() - sent, 1));
  }
  return longest;
}

/** The clients: each its own session, one request after another until the time is up. */
export async function runClients(base: string, cookies: string[], until: number) {
  const times: number[] = [];
  let failed = 0;
  let next = 0;
  const client = async (cookie: string) => {
    while (performance.now() < until) {
      const { path } = mixedPath(next++);
      const sent = performance.now();
      const res = await request(`${base}${path}`, { headers: { cookie, 'accept-encoding': 'br' } });
      await res.body.dump();
      if (res.statusCode === 200) times.push(performance.now() - sent);
      else failed++;
    }
  };
  await Promise.all(cookies.map(client));
  return { times, failed };
}

/** The clients' figures over a load of `seconds`, and /livez's beside them, in ms. */
export function loadFigures(load: { times: number[]; failed: number }, livez: number[], seconds: number): LoadFigures {
  return {
    requests: load.times.length + load.failed,
    failed: load.failed,
    rps: round(load.times.length / seconds),
    p50: round(percentile(load.times, 0.5), 1),
    p99: round(percentile(load.times, 0.99), 1),
    livez: {
      p50: round(percentile(livez, 0.5), 1),
      p99: round(percentile(livez, 0.99), 1),
      max: round(Math.max(...livez)),
    },
  };
}

/** /livez ten times a second while the load runs, as a load balancer's health check would. */
export async function watchLivez(base: string, until: number) {
  const times: number[] = [];
  while (performance.now() < until) {
    const sent = performance.now();
    const res = await request(`${base}/livez`);
    await res.body.dump();
    times.push(performance.now() - sent);
    await sleep(Math.max(0, 100 - (performance.now() - sent)));
  }
  return times;
}

export const longestHold = async (metricsPort: number) => {
  const text = await (await request(`http://127.0.0.1:${metricsPort}/metrics`)).body.text();
  return round(Number(/^guildhall_event_loop_longest_stall_seconds (\S+)$/m.exec(text)?.[1] ?? 0) * 1_000);
};

type Product = Awaited<ReturnType<typeof productAgainst>>;
export type StandIn = Awaited<ReturnType<typeof standInOf>>;

export interface SeededSetUp {
  clients: number;
  env: Record<string, string>;
  /** The stand-in's world (Demo Guild's by default). */
  world?: World;
  /** More of the store, seeded after the closed tickets. */
  seed?: (store: Seeded) => Promise<void>;
}

/**
 * The product in one process on a store seeded with the closed tickets, against a stand-in Discord of its
 * own, with `clients` signed-in sessions; `measure` runs once it has settled, and the stand-in stops after.
 */
export async function seededProduct<F>(
  options: ProductOptions & { storage: Record<string, string> },
  { clients, env, world = createWorld(), seed }: SeededSetUp,
  measure: (product: Product, cookies: string[], standIn: StandIn) => Promise<F>,
): Promise<F> {
  await seedStore(options.storage, seed);
  const port = await freePort();
  const standIn = await standInOf(world, port);
  try {
    const product = await productAgainst(standIn.url, port, options, {
      DATA_DIR: options.dataDir('product'),
      ...options.storage,
      RETENTION_TICKET_DAYS: '3650',
      LOG_LEVEL: 'warn',
      ...env,
    });
    await product.run.started('Guildhall is running at', 60_000);
    const cookies = [];
    for (let index = 0; index < clients; index++)
      cookies.push((await signInAsReturningVisitor(product.base, DEMO_IDS.owner)).header());
    await sleep(2_000);
    return await measure(product, cookies, standIn);
  } finally {
    await standIn.close();
  }
}

/** The process's resident memory read four times a second until `stop`, which says its peak in MB. */
export function watchPeak(pid: number) {
  let peak = rssMegabytes(pid);
  const watch = setInterval(() => (peak = Math.max(peak, rssMegabytes(pid))), 250);
  return {
    stop: () => {
      clearInterval(watch);
      return Math.max(peak, rssMegabytes(pid));
    },
  };
}

export function mixedLoad(options: MixedOptions): Promise<MixedFigures> {
  return seededProduct(options, { clients: MIXED.clients, env: {} }, async (product, cookies) => {
    const pid = product.run.child.pid!;
    const before = rssMegabytes(pid);
    const logFrom = product.run.output().stdout.length;
    const peakWatch = watchPeak(pid);
    const until = performance.now() + MIXED.seconds * 1_000;
    const [load, livez] = await Promise.all([
      runClients(product.base, cookies, until),
      watchLivez(product.base, until),
    ]);
    const peak = peakWatch.stop();
    const after = rssMegabytes(pid);
    const longestHoldMs = await longestHold(product.metricsPort);
    const holdsOver100 = product.run.output().stdout.slice(logFrom).split('the event loop was held').length - 1;
    await sleep(MIXED.idleSeconds * 1_000);
    const idle = rssMegabytes(pid);
    const heapAfterIdle = await heapAfterGc(product.metricsPort);
    const alone = await oneAtATime(product.base, cookies[0]!);
    product.run.child.kill('SIGTERM');
    await product.run.exited;
    return {
      setUp: options.setUp,
      alone,
      ...loadFigures(load, livez, MIXED.seconds),
      longestHoldMs,
      holdsOver100,
      rss: { before: round(before, 1), peak: round(peak, 1), after: round(after, 1), idle: round(idle, 1) },
      heapAfterIdle: round(heapAfterIdle, 1),
    };
  });
}
