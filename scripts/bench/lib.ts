// Small tools the benchmark parts share: statistics, CPU pinning, autocannon as its own process, RSS.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { request } from 'undici';
import { z } from 'zod';
import type { Store } from '../../server/bot-api/store/database.js';
import { projectRoot } from '../../server/platform/paths.js';
import type { RunningProcess } from '../../test/helpers/processes.js';

const execFileAsync = promisify(execFile);

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
};

/** Two cores or more and taskset: the server gets core 0, load generators and this process core 1. */
export const canPin = cpus().length >= 2 && existsSync('/usr/bin/taskset');

export function pin(pid: number, core: 0 | 1): void {
  if (canPin) execFileSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], { stdio: 'ignore' });
}

/** The processes `parent` started whose command name starts with `name`, and all theirs, pinned to `core` (later children inherit it). */
export function pinChildren(parent: number, name: string, core: 0 | 1): void {
  if (!canPin) return;
  // Any thread may have started a child (Chromium starts its helpers from a launcher thread).
  const children = readdirSync(`/proc/${parent}/task`).flatMap((thread) =>
    readFileSync(`/proc/${parent}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
  for (const child of children) {
    if (!readFileSync(`/proc/${child}/comm`, 'utf8').startsWith(name)) continue;
    pin(child, core);
    pinChildren(child, '', core);
  }
}

/** The live heap after a forced garbage collection, from the process's own metrics (it runs with --expose-gc). */
export async function heapAfterGc(metricsPort: number): Promise<number> {
  const res = await request(`http://127.0.0.1:${metricsPort}/metrics?gc=1`);
  const text = await res.body.text();
  const used = /^guildhall_nodejs_heap_size_used_bytes (\d+(?:\.\d+)?(?:e\+\d+)?)$/m.exec(text);
  if (!used) throw new Error('no heap figure in /metrics');
  return Number(used[1]) / 2 ** 20;
}

/** Asks a started process to end (unless it already has) and waits until it has. */
export async function stopProcess(run: RunningProcess): Promise<void> {
  if (run.child.exitCode === null) run.child.kill('SIGTERM');
  await run.exited;
}

export function rssMegabytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** CPU time (user + system) a process has used so far, in seconds (Linux /proc, 100 ticks per second). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const AutocannonResult = z.object({
  requests: z.object({ average: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number() }),
  errors: z.number(),
  non2xx: z.number(),
});
type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** autocannon's CLI in its own process on core 1, so it never competes with the server's core. */
export async function loadTest(
  url: string,
  options: { seconds: number; connections?: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const cli = join(projectRoot, 'node_modules', 'autocannon', 'autocannon.js');
  const args = [cli, '-j', '-c', String(options.connections ?? 10), '-d', String(options.seconds)];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(url);
  const command = canPin ? 'taskset' : process.execPath;
  const child = spawn(command, canPin ? ['-c', '1', process.execPath, ...args] : args, {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await once(child, 'exit');
  const result = AutocannonResult.parse(JSON.parse(out));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export type SteadyOptions = { seconds: number; rate: number; headers?: Record<string, string> };
/** `failed`: answers other than 200, counted by status in `statuses`. */
export type SteadyFigures = { p50: number; p99: number; failed: number; statuses: Record<number, number> };

/**
 * Requests at a steady pace (one every 1/rate s, each on time whether or not the last has answered),
 * from this process: latency at a given load, without the bursts a per-second budget sends.
 */
export async function steadyLoad(url: string, options: SteadyOptions): Promise<SteadyFigures> {
  const times: number[] = [];
  let failed = 0;
  const statuses: Record<number, number> = {};
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let index = 0; index < options.seconds * options.rate; index++) {
    const due = started + (index * 1_000) / options.rate;
    if (due > performance.now()) await sleep(due - performance.now());
    const sent = performance.now();
    pending.push(
      request(url, { headers: options.headers ?? {} }).then(async (res) => {
        await res.body.dump();
        if (res.statusCode === 200) times.push(performance.now() - sent);
        else {
          failed++;
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        }
      }),
    );
  }
  await Promise.all(pending);
  return { p50: round(percentile(times, 0.5), 1), p99: round(percentile(times, 0.99), 1), failed, statuses };
}

/** A bench script (`name`.js of build/scripts/bench) in a process of its own, given `args` as JSON; what it prints, as JSON. */
export async function runApart<T>(name: string, args: unknown): Promise<T> {
  const script = join(projectRoot, 'build', 'scripts', 'bench', `${name}.js`);
  const { stdout } = await execFileAsync(process.execPath, [script, JSON.stringify(args)]);
  return JSON.parse(stdout) as T;
}

/** steadyLoad from a process of its own (scripts/bench/steady-load-process.ts), apart from this one's work. */
export const steadyLoadApart = (url: string, options: SteadyOptions) =>
  runApart<SteadyFigures>('steady-load-process', [url, options]);

/** With BENCH_CPU_PROFILE=<dir>, the Node flags that make a measured process write its V8 CPU profile there. */
export const PROFILE_FLAGS: string[] = process.env.BENCH_CPU_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
  : [];

/**
 * What autovacuum does within a minute of a bulk seed (since PostgreSQL 13 inserts alone start it), done by
 * the seed itself since this machine's server runs with autovacuum off: the planner's statistics (without
 * them it plans for empty tables: the sweep's idle round 17 ms instead of 1.3) and the visibility map
 * (without it no index-only scan reads an index alone: the statistics' covering indexes fell back to the
 * tables, a fresh month 60 → 150 ms). SQLite plans without gathered statistics.
 */
export async function asAutovacuumLeavesIt({ db, dialect }: Pick<Store, 'db' | 'dialect'>): Promise<void> {
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
}

export const round = (value: number, digits = 0): number => Number(value.toFixed(digits));

/** The quantile of a Prometheus histogram (its series with `labels`, as `waiter="bot"`), interpolated within its bucket, in ms. */
export function histogramQuantile(text: string, name: string, q: number, labels = ''): number {
  const more = labels ? `,${labels}` : '';
  const buckets = [...text.matchAll(new RegExp(`^${name}_bucket\\{le="([^"]+)"${more}\\} (\\S+)$`, 'gm'))].map(
    (match) => ({
      le: match[1] === '+Inf' ? Number.POSITIVE_INFINITY : Number(match[1]),
      count: Number(match[2]),
    }),
  );
  const total = buckets.at(-1)?.count ?? 0;
  let previous = { le: 0, count: 0 };
  for (const bucket of buckets) {
    if (bucket.count >= q * total) {
      if (!Number.isFinite(bucket.le)) return previous.le * 1_000;
      const share = (q * total - previous.count) / Math.max(1, bucket.count - previous.count);
      return round((previous.le + share * (bucket.le - previous.le)) * 1_000, 2);
    }
    previous = bucket;
  }
  return Number.NaN;
}

/** The sum of a Prometheus histogram's observations, in ms. */
export function histogramSum(text: string, name: string): number {
  return round(Number(new RegExp(`^${name}_sum (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN) * 1_000, 1);
}

/** `samples` requests one after another (`before` each, untimed): p50 and p99 in ms, the last answer's body. */
export async function timed(
  url: string,
  headers: Record<string, string>,
  samples: number,
  before?: () => Promise<unknown>,
): Promise<{ p50: number; p99: number; body: Buffer }> {
  const times: number[] = [];
  let body = Buffer.alloc(0);
  for (let index = 0; index < samples; index++) {
    await before?.();
    const started = performance.now();
    const response = await request(url, { headers });
    body = Buffer.from(await response.body.arrayBuffer());
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    times.push(performance.now() - started);
  }
  return { p50: round(median(times), 1), p99: round(percentile(times, 0.99), 1), body };
}
