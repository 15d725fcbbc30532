// Cold loads in Chromium under CDP network emulation (400 kbps down and up, 400 ms latency), our
// server-rendered pages side by side with the client-rendered reference of the same pages.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { STYLESHEET_COOKIE } from '../../server/render/stylesheet.js';
import { median, round } from './lib.js';

export const CHROMIUM = '/usr/bin/chromium';
const NETWORK = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };

export interface LoadFigures {
  fcp: number;
  load: number;
  /** Every island that starts without user input (at load, when idle, or visible in the first screen) is live. */
  interactive: number;
  htmlBytes: number;
  jsBytes: number;
}

export interface PageComparison {
  page: string;
  ssr: LoadFigures;
  reference: LoadFigures;
}

async function coldLoad(browser: Browser, url: string, cookies: [string, string][], reference: boolean): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    // Cold: nothing cached, so no cookie saying the stylesheet is (the page carries it inline).
    const session = cookies.filter(([name]) => name !== STYLESHEET_COOKIE);
    await context.addCookies(session.map(([name, value]) => ({ name, value, url: new URL(url).origin })));
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    const response = await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    if (page.url() !== url || response?.status() !== 200) throw new Error(`${url}: ended at ${page.url()} with ${response?.status()}`);
    const interactive = await (reference
      ? page.waitForFunction(() => performance.getEntriesByName('reference-ready')[0]?.startTime ?? false, null, { timeout: 90_000 })
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
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 90_000 });
    const figures = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.endsWith('.js'));
      return { fcp: paint!.startTime, load: navigation.loadEventStart, htmlBytes: navigation.encodedBodySize, jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0) };
    });
    return { ...figures, interactive: Number(await interactive.jsonValue()) };
  } finally {
    await context.close();
  }
}

/** Medians over `runs` interleaved cold loads of each page in both variants (after one warm-up each). */
export async function compareLoads(base: string, pages: { name: string; path: string; signedIn: boolean }[], cookies: [string, string][], runs: number): Promise<PageComparison[] | string> {
  if (!existsSync(CHROMIUM)) return `Chromium not found at ${CHROMIUM} (install the Debian package chromium)`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    const samples = new Map<string, LoadFigures[]>();
    const variants = pages.flatMap((page) => [
      { key: `${page.name}:ssr`, url: `${base}${page.path}`, page, reference: false },
      { key: `${page.name}:ref`, url: `${base}/__ref${page.path}`, page, reference: true },
    ]);
    for (const variant of variants) await coldLoad(browser, variant.url, variant.page.signedIn ? cookies : [], variant.reference);
    for (let run = 0; run < runs; run++) {
      for (const variant of variants) {
        const figures = await coldLoad(browser, variant.url, variant.page.signedIn ? cookies : [], variant.reference);
        samples.set(variant.key, [...(samples.get(variant.key) ?? []), figures]);
      }
    }
    const summarize = (list: LoadFigures[]): LoadFigures => ({
      fcp: round(median(list.map((entry) => entry.fcp))),
      load: round(median(list.map((entry) => entry.load))),
      interactive: round(median(list.map((entry) => entry.interactive))),
      htmlBytes: list[0]!.htmlBytes,
      jsBytes: list[0]!.jsBytes,
    });
    return pages.map((page) => ({ page: page.name, ssr: summarize(samples.get(`${page.name}:ssr`)!), reference: summarize(samples.get(`${page.name}:ref`)!) }));
  } finally {
    await browser.close();
  }
}
