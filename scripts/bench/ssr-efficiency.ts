// The SSR efficiency figures of npm run bench: each measured page's raw render time in this process, set
// against what a dashboard process serving it under load achieves (requests per second, p99, CPU).
import { setTimeout as sleep } from 'node:timers/promises';
import type { Manifest } from '../../server/dashboard/render/manifest.js';
import type { RegisteredPage } from '../../server/dashboard/routes/define-route.js';
import { commandPermissionsRoute } from '../../server/dashboard/routes/dashboard/command-permissions.js';
import { ticketsRoute } from '../../server/dashboard/routes/dashboard/tickets.js';
import { fetchRaw } from '../../test/helpers/http-client.js';
import { GUILD, MATRIX, TRANSCRIPTS } from './fixtures.js';
import { cpuSeconds, loadTest, median, round } from './lib.js';
import { type PageProps, renderFromProps } from './reference-server.js';
import type { SsrFigures } from './report.js';
import { ROUNDS, SECONDS } from './settings.js';

/** A dashboard under measurement: where it listens, a signed-in cookie and its process. */
export interface SsrSetup {
  base: string;
  cookie: string;
  pid: number;
}

/** The in-process app that hands out each page's loader JSON, and a cookie signed in there. */
export interface PropsSource {
  refBase: string;
  refCookie: string;
}

/** Where the page is served: the in-process app (loader JSON) and the measured process (HTTP). */
type SsrServers = SsrSetup & PropsSource;

async function ssrEfficiency<P, Q, D, F>(
  manifest: Manifest,
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

/** The tickets page and the command matrix, on the one-process set-up first, then on the split one. */
export async function measureSsr(
  manifest: Manifest,
  props: PropsSource,
  setups: Record<SsrFigures['setup'], SsrSetup>,
): Promise<SsrFigures[]> {
  const ssr: SsrFigures[] = [];
  for (const setup of ['one process', 'split'] as const) {
    const servers = { ...props, ...setups[setup] };
    ssr.push(
      await ssrEfficiency(
        manifest,
        `tickets page, ${TRANSCRIPTS} transcripts`,
        setup,
        ticketsRoute,
        `/dashboard/${GUILD}/tickets`,
        servers,
      ),
    );
    ssr.push(
      await ssrEfficiency(
        manifest,
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
