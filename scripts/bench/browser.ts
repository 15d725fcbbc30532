// Loads in Chromium under CDP network emulation (400 kbps down and up, 400 ms latency), our
// server-rendered pages side by side with the client-rendered reference of the same pages, and pages
// without a reference measured cold against the floor.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { STYLESHEET_COOKIE } from '../../server/dashboard/render/stylesheet.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/helpers/browser.js';
import { median, pinChildren, round } from './lib.js';
import { FLOOR_PATH, type MeasuredPage } from './settings.js';

const NETWORK = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };

interface LoadFigures {
  fcp: number;
  load: number;
  /** Every island that starts without user input (at load, when idle, or visible in the first screen) is live. */
  interactive: number;
  htmlBytes: number;
  jsBytes: number;
}

type LoadKind = 'cold' | 'warm' | 'navigation';

interface PageComparison {
  page: string;
  ssr: LoadFigures;
  reference: LoadFigures;
  /** Our page for a returning visitor, and after a navigation from `from`. */
  warm: LoadFigures;
  navigation: LoadFigures;
  from: string;
}

/** What this machine's Chromium needs for a page with nothing in it, and our pages measured against it. */
export interface BrowserFigures {
  chromium: string;
  floor: { cold: LoadFigures; warm: LoadFigures };
  pages: PageComparison[];
}

/** Loads `url` in `page` under the emulated link, with or without the HTTP cache, and reads its figures. */
async function measureLoad(page: Page, url: string, reference: boolean, cacheDisabled: boolean): Promise<LoadFigures> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  const response = await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
  if (page.url() !== url || response?.status() !== 200)
    throw new Error(`${url}: ended at ${page.url()} with ${response?.status()}`);
  const interactive = await (reference
    ? page.waitForFunction(() => performance.getEntriesByName('reference-ready')[0]?.startTime ?? false, null, {
        timeout: 90_000,
      })
    : page.waitForFunction(
        () => {
          const started = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter((island) => {
            const hydrate = island.dataset.hydrate;
            if (hydrate === 'load' || hydrate === 'idle') return true;
            if (hydrate !== 'visible') return false;
            const box = (island.firstElementChild ?? island).getBoundingClientRect();
            return box.bottom > 0 && box.top < innerHeight;
          });
          return started.every((island) => island.dataset.hydrated) ? performance.now() : false;
        },
        null,
        { polling: 'raf', timeout: 90_000 },
      )
  ).catch((error: Error) => {
    throw new Error(`${url}: ${error.message} ${problems.join(' | ')}`);
  });
  // The reference may commit before the browser has painted it.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    timeout: 90_000,
  });
  const figures = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
      entry.name.endsWith('.js'),
    );
    return {
      fcp: paint!.startTime,
      load: navigation.loadEventStart,
      htmlBytes: navigation.encodedBodySize,
      jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    };
  });
  return { ...figures, interactive: Number(await interactive.jsonValue()) };
}

/** A new browser context (nothing cached) holding the session cookies, without the stylesheet cookie. */
async function freshContext(browser: Browser, url: string, cookies: [string, string][]): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const session = cookies.filter(([name]) => name !== STYLESHEET_COOKIE);
  await context.addCookies(session.map(([name, value]) => ({ name, value, url: new URL(url).origin })));
  return context;
}

/**
 * How a page meets the browser: cold (nothing cached: the stylesheet comes inline), warm (a returning
 * visitor: the hashed stylesheet and scripts cached, the stylesheet cookie set) and after a navigation
 * from another page of the site (`from`). Warm and navigation first visit `from` over the fast loopback.
 */
async function load(
  browser: Browser,
  url: string,
  cookies: [string, string][],
  reference: boolean,
  kind: LoadKind,
  from: string,
): Promise<LoadFigures> {
  const context = await freshContext(browser, url, cookies);
  try {
    if (kind === 'cold') return await measureLoad(await context.newPage(), url, reference, true);
    const earlier = await context.newPage();
    await earlier.goto(from, { waitUntil: 'networkidle' });
    // Warm: a new tab, as a visitor returning later; navigation: the same tab following a link.
    if (kind === 'warm') await earlier.close();
    return await measureLoad(kind === 'warm' ? await context.newPage() : earlier, url, reference, false);
  } finally {
    await context.close();
  }
}

/** A load to measure: where, with which cookies, how (the page `from` is visited first for warm and navigation). */
interface Variant {
  key: string;
  url: string;
  cookies: [string, string][];
  reference: boolean;
  kind: LoadKind;
  from: string;
}

/** The bench's Chromium for `use`, then closed. */
async function withChromium<F>(use: (browser: Browser) => Promise<F>): Promise<F | string> {
  if (!existsSync(CHROMIUM_PATH)) return `Chromium not found at ${CHROMIUM_PATH} (install the Debian package chromium)`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      // Desktop Chromium preloads its omnibox popup (a WebUI renderer) in every new window, on the
      // core the page needs; a phone's browser has no such popup (seen in a trace: busy for most of a load).
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI',
    ],
  });
  // The browser on a core of its own, apart from the server under test (this process, core 1): a phone has its own CPU.
  pinChildren(process.pid, 'chrom', 0);
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

/** Each variant loaded once unmeasured, then `runs` interleaved rounds: the medians of a variant by its key. */
async function sampleLoads(browser: Browser, variants: Variant[], runs: number): Promise<(key: string) => LoadFigures> {
  const samples = new Map<string, LoadFigures[]>();
  const once = (variant: Variant) =>
    load(browser, variant.url, variant.cookies, variant.reference, variant.kind, variant.from);
  for (const variant of variants) await once(variant);
  for (let run = 0; run < runs; run++) {
    for (const variant of variants)
      samples.set(variant.key, [...(samples.get(variant.key) ?? []), await once(variant)]);
  }
  return (key) => {
    const list = samples.get(key)!;
    return {
      fcp: round(median(list.map((entry) => entry.fcp))),
      load: round(median(list.map((entry) => entry.load))),
      interactive: round(median(list.map((entry) => entry.interactive))),
      htmlBytes: list[0]!.htmlBytes,
      jsBytes: list[0]!.jsBytes,
    };
  };
}

/** Medians over `runs` interleaved loads of each page: cold in both variants, warm and after a navigation (ours). */
export function compareLoads(
  base: string,
  pages: MeasuredPage[],
  cookies: [string, string][],
  runs: number,
): Promise<BrowserFigures | string> {
  const variant = (key: string, page: MeasuredPage, kind: LoadKind, reference = false): Variant => ({
    key,
    url: `${base}${reference ? '/__ref' : ''}${page.path}`,
    cookies: page.signedIn ? cookies : [],
    reference,
    kind,
    from: `${base}${page.from}`,
  });
  const floor: MeasuredPage = { name: 'floor', path: FLOOR_PATH, signedIn: false, from: FLOOR_PATH };
  const variants = [
    variant('floor:ssr', floor, 'cold'),
    variant('floor:warm', floor, 'warm'),
    ...pages.flatMap((page) => [
      variant(`${page.name}:ssr`, page, 'cold'),
      variant(`${page.name}:ref`, page, 'cold', true),
      variant(`${page.name}:warm`, page, 'warm'),
      variant(`${page.name}:nav`, page, 'navigation'),
    ]),
  ];
  return withChromium(async (browser) => {
    const summarize = await sampleLoads(browser, variants, runs);
    return {
      chromium: browser.version(),
      floor: { cold: summarize('floor:ssr'), warm: summarize('floor:warm') },
      pages: pages.map((page) => ({
        page: page.name,
        from: page.from,
        ssr: summarize(`${page.name}:ssr`),
        reference: summarize(`${page.name}:ref`),
        warm: summarize(`${page.name}:warm`),
        navigation: summarize(`${page.name}:nav`),
      })),
    };
  });
}

/** A page loaded cold only, with its own cookies (a page without a client-rendered reference). */
export interface ColdPage {
  name: string;
  url: string;
  cookies: [string, string][];
}

export interface ColdFigures {
  chromium: string;
  floor: LoadFigures;
  pages: { page: string; cold: LoadFigures }[];
}

/** Medians over `runs` interleaved cold loads of each page and of the floor page at `floorUrl`. */
export function coldLoads(pages: ColdPage[], floorUrl: string, runs: number): Promise<ColdFigures | string> {
  const cold = (key: string, url: string, cookies: [string, string][]): Variant => ({
    key,
    url,
    cookies,
    reference: false,
    kind: 'cold',
    from: url,
  });
  const variants = [cold('floor', floorUrl, []), ...pages.map((page) => cold(page.name, page.url, page.cookies))];
  return withChromium(async (browser) => {
    const summarize = await sampleLoads(browser, variants, runs);
    return {
      chromium: browser.version(),
      floor: summarize('floor'),
      pages: pages.map((page) => ({ page: page.name, cold: summarize(page.name) })),
    };
  });
}
