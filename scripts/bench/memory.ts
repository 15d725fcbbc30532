// The demo process's memory under a mixed load of every page (the "Memory" goal of npm run bench).
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { freePort } from '../../test/helpers/browser.js';
import { signInAsReturningVisitor } from '../../test/helpers/http-client.js';
import { DASHBOARD_MAIN, startProcess, type RunningProcess } from '../../test/helpers/processes.js';
import { heapAfterGc, pin, round, rssMegabytes } from './lib.js';
import type { MemoryFigures } from './report.js';
import { MEMORY_BATCH } from './settings.js';

interface DemoMemoryOptions {
  dataDir: string;
  sessionSecret: string;
  /** Asset URLs of the build, loaded among the pages. */
  css: string;
  boot: string;
  flags: string[];
  /** Told of the demo process, so the run can stop it at the end. */
  onStarted: (demo: RunningProcess) => void;
}

/** The demo as `npm start` runs it: resident memory after start and after each batch of mixed requests. */
export async function demoMemory({
  dataDir,
  sessionSecret,
  css,
  boot,
  flags,
  onStarted,
}: DemoMemoryOptions): Promise<MemoryFigures> {
  const port = await freePort();
  const metricsPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const demo = startProcess(
    DASHBOARD_MAIN,
    {
      NODE_ENV: 'production',
      PORT: String(port),
      BOT_API_PORT: String(await freePort()),
      METRICS_PORT: String(metricsPort),
      DATA_DIR: dataDir,
      SESSION_SECRET: sessionSecret,
      LOG_LEVEL: 'warn',
    },
    undefined,
    [...flags, '--expose-gc'],
  );
  onStarted(demo);
  await demo.started('Guildhall is running at');
  pin(demo.child.pid!, 0);
  await sleep(1_000);
  const afterStart = rssMegabytes(demo.child.pid!);
  const cookie = (await signInAsReturningVisitor(base, DEMO_IDS.owner)).header();
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
    css,
    boot,
    '/livez',
  ];
  const batches: number[] = [];
  const heaps: number[] = [];
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
    heaps.push(round(await heapAfterGc(metricsPort), 1));
  }
  return {
    afterStart: round(afterStart, 1),
    batches,
    growth: round(batches[2]! - batches[1]!, 1),
    heaps,
    heapGrowth: round(heaps[2]! - heaps[1]!, 1),
    requests: MEMORY_BATCH,
  };
}
