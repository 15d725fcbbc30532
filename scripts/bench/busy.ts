// The pages that grow with a busy guild (test/helpers/busy-guild.ts): the Demo-Discord page of a channel
// of 100 messages, the auto responses page with 100 full embeds, and the Ticket Kategorien page with 50
// categories of 5 questions. The demo (production build) in this process on core 1, Chromium on core 0:
// each page's brotli bytes, and its cold first paint under the emulated slow link against the floor page.
// These pages have no client-rendered reference, so none is loaded. The floor page is served by the same
// process with the product's response headers, as the browser section's floor is by its app.
import { listCategories } from '../../server/bot-api/repos/categories.js';
import { DEMO_DISCORD_PAGE, LIMITS } from '../../server/contract/facts.js';
import { STYLESHEET_COOKIE } from '../../server/dashboard/render/stylesheet.js';
import { assetsDir } from '../../server/platform/paths.js';
import { MEMBER_COOKIE } from '../../server/stand-in/demo/cookies.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { startDemoSystem } from '../../test/helpers/browser.js';
import {
  addAutoResponses,
  addCategories,
  BUDGET,
  CATEGORY_COUNT,
  CHAT,
  COUNT,
  fillChat,
  G,
  wireBytes,
} from '../../test/helpers/busy-guild.js';
import { CookieJar, signInOverHttp } from '../../test/helpers/http-client.js';
import { coldLoads } from './browser.js';
import { round } from './lib.js';
import { registerFloor } from './reference-server.js';
import { BROWSER_RUNS, FLOOR_PATH } from './settings.js';

/** How much later than the floor page a busy page may paint cold (issues 49 and 52), in ms. */
const ABOVE_FLOOR_MAX = 50;

export interface BusyPageFigures {
  page: string;
  /** Brotli bytes of the document on a first visit (the styles inline, as the cold loads get it) and on the next. */
  firstVisitBytes: number;
  returningBytes: number;
  budget: number;
  fcp: number;
  aboveFloor: number;
  /** Whether its cold paint has a goal (the auto responses page has a byte budget only). */
  paintGoal: boolean;
}

export interface BusyFigures {
  chromium: string;
  /** The demo's own categories, beside the 50 added. */
  demoCategories: number;
  floorFcp: number;
  pages: BusyPageFigures[];
}

/** The demo with the busy guild, and its pages with the cookies each is loaded with. */
async function busyDemo() {
  const world = createWorld();
  fillChat(world);
  // Without the overload guard: this process also drives the browser, and its pauses are not the server's.
  // The floor on the demo's dashboard: its answer carries the headers every page's does (CSP, the other
  // security headers, the request id), some 1.3 KB that a bare server's floor would not pay on the slow link.
  const floorRoute = { path: FLOOR_PATH, register: registerFloor };
  const demo = await startDemoSystem({}, assetsDir, world, undefined, [floorRoute]);
  const db = demo.system.botApi!.store.db;
  const demoCategories = (await listCategories(db, G, true)).length;
  await addAutoResponses(db);
  await addCategories(db);
  const owner = (await signInOverHttp(demo.base, DEMO_IDS.owner)).entries();
  const player: [string, string][] = [[MEMBER_COOKIE, DEMO_IDS.owner]];
  const { ticketQuestions } = LIMITS;
  const pages = [
    {
      name: `Demo-Discord, a channel of ${COUNT} messages`,
      path: `${DEMO_DISCORD_PAGE}/channels/${CHAT}`,
      cookies: player,
      budget: BUDGET.demoChannel,
      paintGoal: true,
    },
    {
      name: `auto responses, ${COUNT} with full embeds`,
      path: `/dashboard/${G}/autoresponses`,
      cookies: owner,
      budget: BUDGET.autoResponses,
      paintGoal: false,
    },
    {
      name: `Ticket Kategorien, ${CATEGORY_COUNT} categories × ${ticketQuestions.count} questions`,
      path: `/dashboard/${G}/ticket-categories`,
      cookies: owner,
      budget: BUDGET.categories,
      paintGoal: true,
    },
  ];
  return { ...demo, demoCategories, pages };
}

/** A page's brotli bytes on a first visit (no stylesheet cookie), then on the next (with the cookie it was given). */
async function pageBytes(url: string, cookies: [string, string][]) {
  const jar = new CookieJar();
  for (const [name, value] of cookies) if (name !== STYLESHEET_COOKIE) jar.store(`${name}=${value}`);
  const visits = [await wireBytes(url, jar), await wireBytes(url, jar)];
  for (const visit of visits)
    if (visit.status !== 200 || visit.encoding !== 'br')
      throw new Error(`${url}: ${visit.status}, encoding ${String(visit.encoding)}`);
  return { firstVisitBytes: visits[0]!.bytes, returningBytes: visits[1]!.bytes };
}

/** Each page's brotli bytes and its cold paint, median of `runs` loads interleaved with the floor's. */
export async function busyPages(runs: number): Promise<BusyFigures | string> {
  const demo = await busyDemo();
  try {
    const bytes: Awaited<ReturnType<typeof pageBytes>>[] = [];
    for (const page of demo.pages) bytes.push(await pageBytes(`${demo.base}${page.path}`, page.cookies));
    const loads = await coldLoads(
      demo.pages.map((page) => ({ name: page.name, url: `${demo.base}${page.path}`, cookies: page.cookies })),
      `${demo.base}${FLOOR_PATH}`,
      runs,
    );
    if (typeof loads === 'string') return loads;
    return {
      chromium: loads.chromium,
      demoCategories: demo.demoCategories,
      floorFcp: loads.floor.fcp,
      pages: demo.pages.map((page, index) => ({
        page: page.name,
        ...bytes[index]!,
        budget: page.budget,
        fcp: loads.pages[index]!.cold.fcp,
        aboveFloor: round(loads.pages[index]!.cold.fcp - loads.floor.fcp),
        paintGoal: page.paintGoal,
      })),
    };
  } finally {
    await demo.close();
  }
}

/** The "Pages of a busy guild" section of BENCHMARKS.md. */
export function busySection(figures: BusyFigures | string, mark: (met: boolean) => string): string[] {
  const lines = ['## Pages of a busy guild', ''];
  if (typeof figures === 'string') return [...lines, `Not measured: ${figures}.`, ''];
  return [
    ...lines,
    `The pages that grow with a guild, filled as a busy one fills them (test/helpers/busy-guild.ts; the texts vary from entry to entry, so compression earns no more than on a real guild): the Demo-Discord page of a channel of ${COUNT} messages (Markdown, mentions, every fifth the bot's answer with an embed), the auto responses page with ${COUNT} responses with full embeds, the Ticket Kategorien page with ${CATEGORY_COUNT} categories of ${LIMITS.ticketQuestions.count} questions each (beside the demo's ${figures.demoCategories}). The demo (production build) in the bench's process on core 1, signed in as demo-owner (on the Demo-Discord page playing demo-owner). HTML bytes: the document as sent when brotli is asked for, on a first visit (the styles inline where the page inlines them, as in the cold loads; the budget's figure) and on the next (the stylesheet cookie set). Cold FCP: Debian Chromium ${figures.chromium} on core 0, the low-bandwidth browser section's emulated link (400 kbps, 400 ms) and cold loads (nothing cached), median of ${BROWSER_RUNS} loads interleaved with the floor page's (served by the demo's dashboard, with the headers of its every answer, as in the low-bandwidth browser section), which paints at **${figures.floorFcp} ms** here. These pages have no client-rendered reference. Goals: the Demo-Discord page ≤ ${BUDGET.demoChannel / 1024} KB and the auto responses page ≤ ${BUDGET.autoResponses / 1024} KB (issue 52), the Ticket Kategorien page ≤ ${BUDGET.categories / 1024} KB (issue 49); the Demo-Discord and Ticket Kategorien pages paint cold within ${ABOVE_FLOOR_MAX} ms of the floor.`,
    '',
    '| page | HTML B brotli, first visit | budget | next visit | cold FCP | above floor | goal |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...figures.pages.map(
      (entry) =>
        `| ${entry.page} | ${entry.firstVisitBytes} | ${entry.budget} | ${entry.returningBytes} | ${entry.fcp} ms | ${entry.aboveFloor} ms${entry.paintGoal ? '' : ' (no goal)'} | ${mark(entry.firstVisitBytes <= entry.budget && (!entry.paintGoal || entry.aboveFloor <= ABOVE_FLOOR_MAX))} |`,
    ),
    '',
  ];
}
