// npm run screenshots -- <base URL> <folder> [dark|light] [full]: every screen of a running demo (npm start)
// at a phone's and a laptop's width, as PNGs for docs/screenshots/, in the dark design (the default) or the
// light one; `full` takes each whole page instead of the first screen. Signs in through the stand-in Discord.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { DEMO_IDS } from '../server/stand-in/world.js';
import { GUILD_NAV } from '../views/layouts/nav.js';
import { CHROMIUM_PATH } from '../test/helpers/browser.js';

const GUILD = `/dashboard/${DEMO_IDS.demoGuild}`;
const SCREENS = [
  { name: 'guilds', path: '/guilds', account: 'demo-owner' },
  ...GUILD_NAV.map((entry) => ({
    name: entry.segment || 'overview',
    path: `${GUILD}${entry.segment ? `/${entry.segment}` : ''}`,
    account: 'demo-owner',
  })),
  { name: 'ticket-categories-form', path: `${GUILD}/ticket-categories?form=new`, account: 'demo-owner' },
  // A category's editor with its questions and team (the first category the page links to).
  {
    name: 'ticket-categories-edit',
    path: `${GUILD}/ticket-categories`,
    follow: 'a[href*="?edit="]',
    account: 'demo-owner',
  },
  { name: 'autoresponses-form', path: `${GUILD}/autoresponses?form=new`, account: 'demo-owner' },
  { name: 'tickets-open', path: `${GUILD}/tickets?status=open`, account: 'demo-owner' },
  { name: 'command-permissions-role', path: `${GUILD}/command-permissions/${DEMO_IDS.vipRole}`, account: 'demo-owner' },
  // The first transcript the tickets page links to (ticket ids are the store's).
  { name: 'transcript', path: `${GUILD}/tickets`, follow: 'a[href$="/transcript"]', account: 'demo-owner' },
  { name: 'admin', path: '/admin?tab=server', account: 'demo-operator' },
  // The Demo-Discord page: the ticket channel as a member sees it (the demo's first member by default).
  { name: 'demo-discord', path: `/_discord/demo/channels/${DEMO_IDS.ticketChannel}`, account: 'demo-operator' },
] as const;
const DEVICES = [
  { name: 'phone', viewport: { width: 360, height: 780 }, isMobile: true, deviceScaleFactor: 2 },
  { name: 'laptop', viewport: { width: 1280, height: 860 }, isMobile: false, deviceScaleFactor: 1 },
] as const;

const [base = 'http://127.0.0.1:3000', folder = 'docs/screenshots', scheme = 'dark', extent = 'first'] =
  process.argv.slice(2);
const colorScheme = scheme === 'light' ? 'light' : 'dark';
/** Light pictures carry the design in their name; the dark ones keep the names the README links. */
const suffix = colorScheme === 'light' ? '-light' : '';

async function signIn(page: Page, account: string) {
  await page.context().clearCookies();
  await page.goto(`${base}/auth/discord`);
  await Promise.all([page.waitForURL(`${base}/guilds`), page.click(`button:has-text("${account}")`)]);
}

mkdirSync(folder, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
try {
  for (const { name: device, ...options } of DEVICES) {
    const context = await browser.newContext({ ...options, colorScheme });
    const page = await context.newPage();
    let account = '';
    for (const screen of SCREENS) {
      if (screen.account !== account) {
        account = screen.account;
        await signIn(page, account);
      }
      await page.goto(`${base}${screen.path}`, { waitUntil: 'networkidle' });
      if ('follow' in screen) {
        const href = await page.locator(screen.follow).first().getAttribute('href');
        await page.goto(`${base}${href}`, { waitUntil: 'networkidle' });
      }
      const file = join(folder, `${screen.name}-${device}${suffix}.png`);
      await page.screenshot({ path: file, fullPage: extent === 'full' });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
