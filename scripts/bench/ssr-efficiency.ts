// The SSR efficiency figures of npm run bench: each measured page's raw render time in this process, set
// against what a dashboard process serving it under load achieves (requests per second, p99, CPU).
import { setTimeout as sleep } from 'node:timers/promises';
import type { Manifest } from '../../server/dashboard/render/manifest.js';
import type { RegisteredPage } from '../../server/dashboard/routes/define-route.js';
import { commandPermissionsRoute } from '../../server/dashboard/routes/dashboard/command-permissions.js';
import { ticketsRoute, transcriptRoute } from '../../server/dashboard/routes/dashboard/tickets.js';
import { ticketFileHref } from '../../server/dashboard/routes/dashboard/ticket-file-href.js';
import { renderTranscriptMessages } from '../../server/dashboard/render/transcript-messages.js';
import { SPEC_TEXTS } from '../../views/i18n/texts.js';
import { dateFormat } from '../../views/lib/date-format.js';
import type { TranscriptPageData } from '../../views/pages/TranscriptPage.js';
import { fetchRaw } from '../../test/helpers/http-client.js';
import { GUILD, LONG_TRANSCRIPT, MATRIX, TRANSCRIPTS } from './fixtures.js';
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

/** The whole render of a page from its loader's output: the document, and what the loader renders itself. */
type RawRender = (props: PageProps) => Promise<string>;

async function ssrEfficiency(
  name: string,
  setup: SsrFigures['setup'],
  render: RawRender,
  path: string,
  { refBase, refCookie, base, cookie, pid }: SsrServers,
): Promise<SsrFigures> {
  const res = await fetchRaw(`${refBase}/__bench/props${path}`, { headers: { cookie: refCookie } });
  if (res.status !== 200) throw new Error(`props of ${path}: ${res.status}`);
  const props = JSON.parse(res.body.toString()) as PageProps;
  const served = await fetchRaw(`${base}${path}`, { headers: { cookie } });
  if (served.status !== 200) throw new Error(`${path}: ${served.status}`);
  const html = await render(props);
  // Raw render: warm up, then batches of 100; a batch's mean includes the garbage collection the
  // renders cause, as the HTTP figure does. The median batch is the figure.
  for (let i = 0; i < 200; i++) await render(props);
  const batches: number[] = [];
  for (let batch = 0; batch < 20; batch++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < 100; i++) await render(props);
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

/** A page whose whole render is its document. */
const documentOf =
  <P, Q, D, F>(manifest: Manifest, page: RegisteredPage<P, Q, D, F>): RawRender =>
  async (props) =>
    renderFromProps(manifest, page, props);

/**
 * The transcript page: its loader renders the messages (in slices, as the page does) and the document
 * places them; both count, as both are in the served figure. German, as the reference renders it.
 */
function transcriptOf(manifest: Manifest, cdnBase: string): RawRender {
  return async (props) => {
    const data = props.data as TranscriptPageData;
    if (!data.result.ok) throw new Error('the measured transcript did not load');
    const { record, transcript } = data.result;
    const dates = dateFormat(props.shell.timeZone, SPEC_TEXTS.dates);
    const archive = record.files
      ? { files: record.files, hrefOf: (file: { id: number }) => ticketFileHref(data.guildId, data.ticketId, file.id) }
      : undefined;
    const messagesHtml = await renderTranscriptMessages(
      transcript,
      cdnBase,
      { now: new Date(data.now), dates, texts: SPEC_TEXTS },
      record.mention_names,
      archive,
    );
    const page = { ...props, data: { ...data, result: { ...data.result, messagesHtml } } };
    return renderFromProps(manifest, transcriptRoute, page);
  };
}

/** The measured pages, on the one-process set-up first, then on the split one. */
export async function measureSsr(
  manifest: Manifest,
  props: PropsSource,
  setups: Record<SsrFigures['setup'], SsrSetup>,
  transcript: { ticketId: number; cdnBase: string },
): Promise<SsrFigures[]> {
  const pages: [string, RawRender, string][] = [
    [`tickets page, ${TRANSCRIPTS} transcripts`, documentOf(manifest, ticketsRoute), `/dashboard/${GUILD}/tickets`],
    [
      `command matrix, ${MATRIX.roles} roles × ${MATRIX.commands} commands`,
      documentOf(manifest, commandPermissionsRoute),
      `/dashboard/${GUILD}/command-permissions`,
    ],
    [
      `transcript of ${LONG_TRANSCRIPT.messages} messages`,
      transcriptOf(manifest, transcript.cdnBase),
      `/dashboard/${GUILD}/tickets/${transcript.ticketId}/transcript`,
    ],
  ];
  const ssr: SsrFigures[] = [];
  for (const setup of ['one process', 'split'] as const)
    for (const [name, render, path] of pages)
      ssr.push(await ssrEfficiency(name, setup, render, path, { ...props, ...setups[setup] }));
  return ssr;
}
