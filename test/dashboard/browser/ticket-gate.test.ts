// The blocklist (Ticket Kategorien) and the opening hours (Einstellungen) in Chromium against demo mode,
// at 360 and 1,280 px, with and without JavaScript: a user blocked and the block lifted, a week of hours
// saved and said back, no page wider than the screen, nothing logged. GATE_SHOTS=dir keeps screenshots.
import t from 'tap';
import type { Page } from 'playwright-core';
import { browserAvailable, launchBrowser, openPage, signInAs, startDemo } from '../../helpers/browser.js';

const G = '100000000000000001';
const CATEGORIES = `/dashboard/${G}/ticket-categories`;
const SETTINGS = `/dashboard/${G}/settings`;
const SHOTS = process.env.GATE_SHOTS;

const widerThanScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);

  for (const width of [360, 1280])
    for (const javaScriptEnabled of [true, false])
      t.test(`at ${width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async (t) => {
        const { page, problems } = await openPage(t, browser, {
          javaScriptEnabled,
          viewport: { width, height: 800 },
        });
        await signInAs(page, base, 'demo-owner');
        const shot = async (name: string, selector: string) => {
          if (SHOTS)
            await page
              .locator(selector)
              .screenshot({ path: `${SHOTS}/${name}-${width}-${javaScriptEnabled ? 'js' : 'nojs'}.png` });
        };

        await page.goto(`${base}${CATEGORIES}`);
        const blocklist = page.locator('section.ticket-blocklist');
        // A user of its own for each run: one block per user.
        const blocked = `20000000000000${width}${javaScriptEnabled ? 1 : 2}`;
        await blocklist.locator('input[name="userId"]').fill(blocked);
        await blocklist.locator('input[name="userName"]').fill(`spammer${width}`);
        await blocklist.locator('input[name="reason"]').fill('Spam in Tickets');
        await Promise.all([
          page.waitForURL(`${base}${CATEGORIES}`),
          blocklist.locator('button:has-text("Sperren")').click(),
        ]);
        t.equal(await page.textContent('.alert--success'), 'Gesperrt');
        const row = blocklist.locator(`tr:has-text("spammer${width}")`);
        t.match(await row.textContent(), `Benutzer spammer${width}Spam in Tickets`);
        t.notOk(await widerThanScreen(page), 'the page fits the screen');
        await shot('blocklist', 'section.ticket-blocklist');
        await Promise.all([
          page.waitForURL(`${base}${CATEGORIES}`),
          row.locator('button:has-text("Sperre aufheben")').click(),
        ]);
        t.match(await page.textContent('.alert--success'), 'Sperre aufgehoben');
        t.equal(await blocklist.locator(`tr:has-text("spammer${width}")`).count(), 0, 'lifted');

        await page.goto(`${base}${SETTINGS}`);
        const hours = page.locator('#opening-hours');
        await hours.locator('input[name="openingEnabled"]').check();
        await hours.locator('input[name="hours6s1From"]').fill('10:00');
        await hours.locator('input[name="hours6s1To"]').fill('14:00');
        await hours.locator('input[value="refuse"]').check();
        await hours.locator('textarea[name="openingMessage"]').fill('Wir sind am Wochenende kurz da.');
        const section = page.locator('section[aria-labelledby="ticket-settings-title"]');
        await Promise.all([
          page.waitForURL(`${base}${SETTINGS}`),
          section.locator('button:has-text("Speichern")').click(),
        ]);
        t.equal(await page.textContent('.alert--success'), 'Ticket-Einstellungen gespeichert');
        t.equal(await hours.locator('input[name="hours6s1From"]').inputValue(), '10:00', 'saved and shown again');
        t.ok(await hours.locator('input[value="refuse"]').isChecked());
        t.match(await hours.locator('#opening-status').textContent(), /^Das Team ist (jetzt|wieder) erreichbar/);
        t.notOk(await widerThanScreen(page), 'the page fits the screen');
        await shot('opening-hours', '#opening-hours');
        t.same(problems, [], 'nothing logged');
      });
}
