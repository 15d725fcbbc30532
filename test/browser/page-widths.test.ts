// Issue 15, item 2: no page is wider than the screen, at 360 px (a phone) and 1,280 px (a laptop), on
// every route and in its busy states: forms open, edit modes, error states, the longest names Discord
// allows, 100 roles and 30 commands. Wide tables scroll inside their own card, never the page.
import t, { type Test } from 'tap';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser, openPage, signInAs, startDemo } from '../helpers/browser.js';
import { createWorld, DEMO_IDS, type World } from '../../server/stand-in/world.js';

const GUILD = `/dashboard/${DEMO_IDS.demoGuild}`;
const WIDTHS = [360, 1280] as const;
/** Discord allows 100 characters in guild and role names, 32 in command names; no spaces is the worst case. */
const LONG = 'Ü'.repeat(100);

/** The demo world with a crowded demo guild: the longest names, 100 roles, 30 commands. */
function crowdedWorld(): World {
  const world = createWorld();
  const guild = world.guilds.get(DEMO_IDS.demoGuild)!;
  guild.name = LONG;
  const top = Math.max(...guild.roles.map((role) => role.position));
  for (let index = guild.roles.length; index < 100; index++) {
    const name = index === 50 ? LONG : `Rolle ${index} mit einem langen Namen`;
    guild.roles.push({ id: String(111000000000000000n + BigInt(index)), name, color: 0x3498db + index, position: top + index, permissions: 0n, managed: false });
  }
  for (let index = world.commands.length; index < 30; index++) {
    world.commands.push({ id: String(181000000000000000n + BigInt(index)), name: `befehl-mit-langem-namen-${index}`.slice(0, 32), description: 'Ein Befehl' });
  }
  const owner = world.users.get(DEMO_IDS.owner)!;
  owner.globalName = 'Ein Besitzer mit einem sehr langen Anzeigenamen';
  return world;
}

interface Overflow {
  width: number;
  culprits: string[];
}

/** The page's width, and the outermost elements that stick out of the screen without a scroller of their own. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const scrolls = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        if (/auto|scroll|hidden|clip/.test(getComputedStyle(node).overflowX)) return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > screen + 1 && !scrolls(element.parentElement))
      .filter((element, _index, all) => !all.includes(element.parentElement!))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`);
    return { width: document.documentElement.scrollWidth, culprits };
  });
}

async function checkWidth(t: Test, page: Page, label: string, width: number) {
  const { width: actual, culprits } = await measure(page);
  t.ok(actual <= width, `${label} at ${width} px: the page is ${actual} px wide${culprits.length ? `; sticking out: ${culprits.join(', ')}` : ''}`);
}

/** Every route and state, as the owner of the crowded guild (and the operator for the admin panel). */
async function walk(t: Test, browser: Browser, base: string, width: number, javaScript: boolean) {
  const { page } = await openPage(t, browser, { viewport: { width, height: 800 }, javaScriptEnabled: javaScript });
  const visit = async (path: string) => {
    const response = await page.goto(`${base}${path}`);
    t.ok(response && response.status() < 500, `${path}: ${response?.status()}`);
    await checkWidth(t, page, `${path}${javaScript ? '' : ' (no JavaScript)'}`, width);
  };
  for (const path of ['/login', '/login?error=unauthorized', '/tos', '/dataprivacy', '/no-such-page']) await visit(path);
  await signInAs(page, base, 'demo-owner');
  await visit('/guilds');
  for (const path of [
    '',
    '/tickets',
    '/tickets?size=100',
    '/tickets/search?q=Ticket',
    '/ticket-categories',
    '/ticket-categories?form=new',
    '/autoresponses',
    '/autoresponses?form=new',
    '/autoroles',
    '/autoroles?all=1',
    '/command-permissions',
    `/command-permissions/${DEMO_IDS.vipRole}`,
    '/permissions',
    '/permissions?form=add',
    '/settings',
    '/statistics',
    '/changelog',
  ]) {
    await visit(`${GUILD}${path}`);
  }
  // Rows with their own states: the first category and permission entry in edit mode, a transcript.
  await page.goto(`${base}${GUILD}/ticket-categories`);
  for (const [list, query] of [
    ['/ticket-categories', 'edit'],
    ['/ticket-categories', 'delete'],
    ['/permissions', 'edit'],
    ['/permissions', 'remove'],
  ] as const) {
    await page.goto(`${base}${GUILD}${list}`);
    const href = await page.locator(`a[href*="?${query}="]`).first().getAttribute('href');
    if (href) await visit(href);
    else t.fail(`${list}: no ?${query}= link`);
  }
  await page.goto(`${base}${GUILD}/tickets`);
  const transcript = await page.locator('a[href$="/transcript"]').first().getAttribute('href');
  if (transcript) await visit(transcript);
  // An error state: the new category form sent empty (the server answers with the form and its messages).
  await page.goto(`${base}${GUILD}/ticket-categories?form=new`);
  await page.locator('form:has(input[name="name"]) [type="submit"]').first().click();
  await page.waitForLoadState();
  await checkWidth(t, page, 'the category form with its errors', width);
  if (javaScript) {
    // The command matrix with a row in edit mode.
    await page.goto(`${base}${GUILD}/command-permissions`);
    await page.locator('tr:has(th:text-is("VIP"))').locator('text=Bearbeiten').click();
    await checkWidth(t, page, 'the command matrix with a row in edit mode', width);
  }
  await page.context().clearCookies();
  await signInAs(page, base, 'demo-operator');
  for (const tab of ['uebersicht', 'einstellungen', 'admins', 'server', 'aktivitaeten']) await visit(`/admin?tab=${tab}`);
}

/** A category whose name and description are one unbroken word each, made through the form. */
async function addLongCategory(browser: Browser, base: string) {
  const { page } = await openPage(t, browser);
  await signInAs(page, base, 'demo-owner');
  await page.goto(`${base}${GUILD}/ticket-categories?form=new`);
  await page.fill('input[name="name"]', LONG);
  await page.fill('textarea[name="description"]', 'Ä'.repeat(500));
  await page.locator('form:has(input[name="name"]) [type="submit"]').first().click();
  await page.waitForURL(/ticket-categories$/);
  await page.context().close();
}

if (browserAvailable(t)) {
  const { base } = await startDemo(t, {}, undefined, crowdedWorld());
  const browser = await launchBrowser(t);
  await addLongCategory(browser, base);
  for (const width of WIDTHS) {
    for (const javaScript of [true, false]) {
      t.test(`every route at ${width} px${javaScript ? '' : ', without JavaScript'}`, (t) => walk(t, browser, base, width, javaScript));
    }
  }
}
