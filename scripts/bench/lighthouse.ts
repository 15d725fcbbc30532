// Lighthouse's accessibility score of every page of the demo, with its mobile and desktop emulation, in
// both themes (the browser tests check the same pages with axe-core; this is the second opinion). Lighthouse
// drives Debian's Chromium over the DevTools port. The session and theme are the browser's own cookies,
// set before each run (with Lighthouse's storage reset off): a Cookie header of our own would be
// replaced by the browser's jar once a page had set any cookie.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { THEME_COOKIE } from '../../server/contract/facts.js';
import { createLogger } from '../../server/platform/logger.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { startSystem, loadConfig } from '../../server/system.js';
import { freePort } from '../../test/helpers/browser.js';
import { fetchRaw, signInAsReturningVisitor } from '../../test/helpers/http-client.js';
import { CHROMIUM_PATH } from '../../test/helpers/browser.js';

const GUILD = `/dashboard/${DEMO_IDS.demoGuild}`;
const PAGES: { path: string; account: 'owner' | 'operator' | null }[] = [
  { path: '/login', account: null },
  { path: '/dataprivacy', account: null },
  { path: '/guilds', account: 'owner' },
  ...[
    '',
    '/tickets',
    '/tickets/search?q=Ticket',
    '/statistics',
    '/ticket-categories',
    '/autoresponses',
    '/autoroles',
    '/command-permissions',
    '/permissions',
    '/settings',
    '/history',
    '/changelog',
  ].map((path) => ({
    path: `${GUILD}${path}`,
    account: 'owner' as const,
  })),
  { path: '/admin?tab=uebersicht', account: 'operator' },
  { path: '/admin?tab=server', account: 'operator' },
];

export interface LighthouseFigures {
  path: string;
  /** Accessibility scores 0-100, by form factor and theme; the failing audits when below 100. */
  scores: { formFactor: 'mobile' | 'desktop'; theme: 'dark' | 'light'; score: number; failing: string[] }[];
}

export interface LighthouseReport {
  version: string;
  pages: LighthouseFigures[];
}

export async function lighthouseScores(): Promise<LighthouseReport> {
  const [port, botPort, debugPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-lighthouse-'));
  const config = loadConfig({
    PORT: String(port),
    BOT_API_PORT: String(botPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'lighthouse-bench-secret-lighthouse-bench-0',
  });
  const system = await startSystem(config, createLogger('silent'), {}, {});
  const profile = mkdtempSync(join(tmpdir(), 'guildhall-lighthouse-profile-'));
  // The persistent context is the browser's default one, which Lighthouse's new tabs use too.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu'],
  });
  try {
    await system.dashboard.listen({ host: '127.0.0.1', port });
    const base = `http://127.0.0.1:${port}`;
    // The start's own work may hold the loop past the overload guard's limit: ask as a balancer would.
    while ((await fetchRaw(`${base}/readyz`)).status !== 200) await sleep(100);
    const sessions = {
      owner: (await signInAsReturningVisitor(base, DEMO_IDS.owner)).entries(),
      operator: (await signInAsReturningVisitor(base, DEMO_IDS.operator)).entries(),
    };
    const figures: LighthouseFigures[] = [];
    let version = '';
    for (const page of PAGES) {
      const scores: LighthouseFigures['scores'] = [];
      for (const formFactor of ['mobile', 'desktop'] as const) {
        for (const theme of ['dark', 'light'] as const) {
          const cookies: [string, string][] = [...(page.account ? sessions[page.account] : []), [THEME_COOKIE, theme]];
          await browser.clearCookies();
          await browser.addCookies(cookies.map(([name, value]) => ({ name, value, url: base })));
          const flags = {
            port: debugPort,
            logLevel: 'error' as const,
            onlyCategories: ['accessibility'],
            disableStorageReset: true,
          };
          const result = await lighthouse(
            `${base}${page.path}`,
            flags,
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.path}`);
          // A lost session would score the login page instead.
          if (lhr.finalDisplayedUrl !== `${base}${page.path}`)
            throw new Error(`${page.path} ended at ${lhr.finalDisplayedUrl}`);
          version = lhr.lighthouseVersion;
          const category = lhr.categories.accessibility;
          const failing = (category?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
            .map((ref) => ref.id);
          scores.push({ formFactor, theme, score: Math.round((category?.score ?? 0) * 100), failing });
        }
      }
      figures.push({ path: page.path, scores });
    }
    return { version, pages: figures };
  } finally {
    await browser.close();
    await system.close();
    for (const folder of [dataDir, profile]) rmSync(folder, { recursive: true, force: true });
  }
}
