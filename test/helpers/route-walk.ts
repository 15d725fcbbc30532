// Every route of the product in its busy states, on a crowded demo guild: the walk that the page-width
// and the accessibility browser tests both take, each checking the page it lands on in its own way.
import type { Browser, Page } from 'playwright-core';
import type { Test } from 'tap';
import { botInProcessTransport } from '../../server/bot-api/in-process-transport.js';
import { createBotApiClient } from '../../server/contract/client.js';
import { THEME_COOKIE } from '../../server/contract/facts.js';
import { createLogger } from '../../server/platform/logger.js';
import { people, transcript } from '../../server/stand-in/demo-transcript.js';
import type { World } from '../../server/stand-in/model.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import type { System } from '../../server/system.js';
import { openPage, signInAs } from './browser.js';
import { pageText } from './page-report.js';

export const GUILD = `/dashboard/${DEMO_IDS.demoGuild}`;
/** Discord allows 100 characters in guild and role names; no spaces is the worst case. */
export const LONG = 'Ü'.repeat(100);

/** The demo world with a crowded demo guild: the longest names, 100 roles. */
export function crowdedWorld(): World {
  const world = createWorld();
  const guild = world.guilds.get(DEMO_IDS.demoGuild)!;
  guild.name = LONG;
  const top = Math.max(...guild.roles.map((role) => role.position));
  for (let index = guild.roles.length; index < 100; index++) {
    const name = index === 50 ? LONG : `Rolle ${index} mit einem langen Namen`;
    guild.roles.push({
      id: String(111000000000000000n + BigInt(index)),
      name,
      color: 0x3498db + index,
      position: top + index,
      permissions: 0n,
      managed: false,
    });
  }
  const owner = world.users.get(DEMO_IDS.owner)!;
  owner.globalName = 'Ein Besitzer mit einem sehr langen Anzeigenamen';
  return world;
}

/** The reason of the ticket with the overlong transcript (addLongTicket): the walk finds its row by it. */
export const LONG_TICKET_REASON = 'Transkript mit überlangen Zeilen';
/** Whether this process's demo has that ticket: the crowded walks add it, the language walk (plain demo) does not. */
let longTicketAdded = false;

/**
 * What a transcript can hold that is wider than any screen: a code line, a URL and a word without a
 * space, and inline embed fields of one long word each (they must stack, not break mid-word).
 */
function longTranscript(): string {
  const { bot, tim } = people;
  return transcript('ticket-ueberlang', '2026-11-25T10:30:00.000Z', 'current', [
    {
      by: tim,
      at: '2026-11-25T10:00:00.000Z',
      content: `Das Log:\n\`\`\`\n${'0123456789'.repeat(40)}\n\`\`\``,
    },
    {
      by: tim,
      at: '2026-11-25T10:05:00.000Z',
      content: `https://example.com/${'pfad'.repeat(70)} und ${'Donaudampfschifffahrt'.repeat(10).slice(0, 200)}`,
    },
    {
      by: bot,
      at: '2026-11-25T10:10:00.000Z',
      embeds: [
        {
          color: 0x57f287,
          title: 'Serverdaten',
          fields: [
            { name: 'Minecraft-Server-Adresse', value: 'play.minecraft-server.example.com', inline: true },
            { name: 'Verbindungsprotokoll', value: 'Java-Edition-1.21.4-Snapshot', inline: true },
            { name: 'Rechenzentrumsstandort', value: 'Frankfurt-am-Main-Ost', inline: true },
          ],
        },
      ],
    },
  ]);
}

/** Opens and closes the ticket with the overlong transcript, as the bot does (the demo seed writes only the demo world's tickets). */
export async function addLongTicket(system: System): Promise<void> {
  if (!system.botApi) throw new Error('addLongTicket needs the bot API in the same process');
  const bot = createBotApiClient(botInProcessTransport(system.botApi.router, createLogger('silent'))).as({
    id: 'bot',
    name: 'Bot',
    adminSessions: {},
  });
  const guildId = DEMO_IDS.demoGuild;
  const body = { userId: people.tim.id, username: 'tim.builds', reason: LONG_TICKET_REASON };
  const { id } = await bot.bot.openTicket({ guildId, body });
  await bot.bot.closeTicket({ guildId, ticketId: id, body: { transcript: longTranscript() } });
  longTicketAdded = true;
}

/** A category whose name and description are one unbroken word each, made through the form. */
export async function addLongCategory(t: Test, browser: Browser, base: string): Promise<void> {
  const { page } = await openPage(t, browser);
  await signInAs(page, base, 'demo-owner');
  await page.goto(`${base}${GUILD}/ticket-categories?form=new`);
  await page.fill('input[name="name"]', LONG);
  await page.fill('textarea[name="description"]', 'Ä'.repeat(500));
  await page.locator('form:has(input[name="name"]) [type="submit"]').first().click();
  await page.waitForURL(/ticket-categories$/);
  await page.context().close();
}

const PUBLIC_PATHS = ['/login', '/login?error=unauthorized', '/tos', '/dataprivacy', '/no-such-page'];
const GUILD_PATHS = [
  '',
  '/tickets',
  '/tickets?size=100',
  '/tickets/search?q=Ticket',
  '/ticket-categories',
  '/ticket-categories?form=new',
  '/ticket-categories?panel=new',
  '/autoresponses',
  '/autoresponses?form=new',
  '/autoroles',
  '/autoroles?all=1',
  '/command-permissions',
  `/command-permissions/${DEMO_IDS.vipRole}`,
  '/permissions',
  '/permissions?form=add',
  '/settings',
  '/history',
  '/history?area=categories',
  '/statistics',
  '/changelog',
];
/**
 * Rows with their own states, each reached by the list's first link with that query: the first category,
 * auto response, auto-role and permission entry in edit and confirm mode, the first ticket panel's form,
 * the newest change's undo step.
 */
const ROW_STATES = [
  [`${GUILD}/ticket-categories`, 'edit'],
  [`${GUILD}/autoresponses`, 'edit'],
  [`${GUILD}/ticket-categories`, 'delete'],
  [`${GUILD}/ticket-categories`, 'panel'],
  [`${GUILD}/autoresponses`, 'delete'],
  [`${GUILD}/autoroles`, 'delete'],
  [`${GUILD}/permissions`, 'edit'],
  [`${GUILD}/permissions`, 'remove'],
  [`${GUILD}/history`, 'revert'],
] as const;
const ADMIN_TABS = ['uebersicht', 'einstellungen', 'admins', 'server', 'aktivitaeten'];
/** The admin panel's global settings: the first setting in edit and confirm mode. */
const ADMIN_ROW_STATES = [
  ['/admin?tab=einstellungen', 'edit'],
  ['/admin?tab=einstellungen', 'delete'],
] as const;

/**
 * Visits every route and state as the owner of the crowded guild (and the operator for the admin panel)
 * and calls `check` on each, labelled with its path or state. Signs out at the end.
 */
export async function walkEveryRoute(
  t: Test,
  page: Page,
  base: string,
  javaScript: boolean,
  check: (label: string) => Promise<void>,
): Promise<void> {
  const visit = async (path: string) => {
    const status = (await page.goto(`${base}${path}`))?.status();
    if (status !== undefined && status < 500) t.pass(`${path}: ${status}`);
    // Seen once under the full suite (a 503): what the page said tells overload from a failing upstream.
    else t.fail(`${path}: ${status}`, { page: await pageText(page) });
    await check(path);
  };
  for (const path of PUBLIC_PATHS) await visit(path);
  await signInAs(page, base, 'demo-owner');
  await visit('/guilds');
  for (const path of GUILD_PATHS) await visit(`${GUILD}${path}`);
  const visitRowStates = async (states: readonly (readonly [string, string])[]) => {
    for (const [list, query] of states) {
      await page.goto(`${base}${list}`);
      const link = page.locator(`a[href*="?${query}="], a[href*="&${query}="]`).first();
      const href = (await link.count()) ? await link.getAttribute('href') : null;
      if (href) await visit(href);
      else t.fail(`${list}: no ${query}= link`);
    }
  };
  await visitRowStates(ROW_STATES);
  await page.goto(`${base}${GUILD}/tickets`);
  // The newest of the demo's own transcripts, and the overlong one where the demo has it (addLongTicket).
  const transcriptLink = 'a[href$="/transcript"]';
  const longRow = page.locator('tbody tr', { hasText: LONG_TICKET_REASON });
  const transcript = await page
    .locator('tbody tr', { hasNotText: LONG_TICKET_REASON })
    .locator(transcriptLink)
    .first()
    .getAttribute('href');
  const longTranscript = (await longRow.count()) ? await longRow.locator(transcriptLink).getAttribute('href') : null;
  if (transcript) await visit(transcript);
  else t.fail('no transcript link');
  if (longTranscript) {
    await visit(longTranscript);
    if (javaScript) {
      // The same transcript in the dialog its button opens: the server's fragment inside the tickets page.
      await page.goto(`${base}${GUILD}/tickets`);
      // Its link opens the dialog once the page's dialog island is hydrated.
      await page.locator('[data-island="TranscriptDialog"][data-hydrated="true"]').waitFor({ state: 'attached' });
      await longRow.locator(transcriptLink).click();
      await page.locator('.modal .modal__transcript .messages').waitFor();
      await check('the overlong transcript in its dialog');
    }
  } else if (longTicketAdded) t.fail('no link to the overlong transcript');
  // An error state: the new category form sent empty (the server answers with the form and its messages).
  await page.goto(`${base}${GUILD}/ticket-categories?form=new`);
  await page.locator('form:has(input[name="name"]) [type="submit"]').first().click();
  await page.waitForLoadState();
  await check('the category form with its errors');
  // A deletion's notice with its undo: a category made for it, deleted after the confirm step.
  const doomed = `Walk ${javaScript ? 'JS' : 'HTML'}`;
  await page.fill('input[name="name"]', doomed);
  await page.locator('form:has(input[name="name"]) [type="submit"]').first().click();
  await page.waitForURL(/ticket-categories$/);
  // Its delete link by where it leads: the walk runs in every language.
  await page.locator(`tr:has-text("${doomed}") a[href*="?delete="]`).click();
  await page.locator('form[role="alertdialog"] button[type="submit"]').click();
  await page.waitForURL(/ticket-categories$/);
  await check("a deletion's notice with its undo");
  // The open server switcher and, on a phone, the open navigation.
  await page.goto(`${base}${GUILD}/tickets`);
  // The toggle is a visually hidden checkbox (its label is the hamburger, shown on phones only).
  await page.evaluate(() => {
    (document.getElementById('nav-open') as HTMLInputElement).checked = true;
  });
  await page.locator('.guild-switcher__current').click();
  await check('the open navigation and server switcher');
  if (javaScript) {
    // The command matrix with a row in edit mode.
    await page.goto(`${base}${GUILD}/command-permissions`);
    await page.locator('tr:has(th:text-is("VIP"))').locator('text=Bearbeiten').click();
    await check('the command matrix with a row in edit mode');
  }
  await signOut(page);
  await signInAs(page, base, 'demo-operator');
  for (const tab of ADMIN_TABS) await visit(`/admin?tab=${tab}`);
  await visitRowStates(ADMIN_ROW_STATES);
  await signOut(page);
}

/** Forgets the session but keeps the theme and the language the walk runs in (`lang`, `__Host-lang`). */
async function signOut(page: Page): Promise<void> {
  const context = page.context();
  const preferences = (await context.cookies()).filter(
    (cookie) => cookie.name === THEME_COOKIE || cookie.name.endsWith('lang'),
  );
  await context.clearCookies();
  await context.addCookies(preferences);
}
