// Settings in Chromium against demo mode: a feature switch (instant, reverted when saving fails),
// without JavaScript as a form; the notification channel chosen by the owner, with and without JavaScript;
// notification roles and the test notification; the ticket settings; the time zone searched in its list
// (axe: the accessibility walk); a refused ticket setting on a phone, summed up at the top.
import t from 'tap';
import type { Page } from 'playwright-core';
import { dateFormat, zonePlace } from '../../../views/lib/date-format.js';
import { SPEC_TEXTS } from '../../../views/i18n/texts.js';
import { browserAvailable, islandReady, launchBrowser, openPage, signInAs, startDemo } from '../../helpers/browser.js';

const PAGE = '/dashboard/100000000000000001/settings';

const switchOf = (page: Page, name: string) => page.locator(`button[role="switch"][aria-label="${name}"]`);

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);

  t.test('a feature switch flips at once, persists, and flips back when saving fails', async (t) => {
    const { page, problems } = await openPage(t, browser);
    await signInAs(page, base, 'demo-owner');
    await page.goto(`${base}${PAGE}`);
    const statistics = switchOf(page, 'Statistiken');
    t.equal(await statistics.getAttribute('aria-checked'), 'true', 'the demo ships it on');
    await statistics.hover();
    await islandReady(page, 'button[role="switch"][aria-label="Statistiken"]');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/features/statistics') && response.request().method() === 'PUT',
    );
    await statistics.click();
    t.equal(await statistics.getAttribute('aria-checked'), 'false', 'at once');
    t.equal((await saved).status(), 200);
    t.equal(new URL(page.url()).pathname, PAGE, 'no page load');
    await page.reload();
    t.equal(await switchOf(page, 'Statistiken').getAttribute('aria-checked'), 'false', 'saved on the server');

    await page.route('**/api/guilds/*/features/*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    const tickets = switchOf(page, 'Ticket-System');
    await tickets.hover();
    await islandReady(page, 'button[role="switch"][aria-label="Ticket-System"]');
    await tickets.click();
    await page.waitForSelector('.feature [role="alert"]');
    t.equal(await tickets.getAttribute('aria-checked'), 'true', 'reverted');
    t.equal(await page.textContent('.feature [role="alert"]'), 'Fehler beim Aktualisieren der Einstellung');
    t.same(
      problems.filter((problem) => !problem.includes('status of 503')),
      [],
      'nothing but the failure we caused',
    );
  });

  t.test('without JavaScript the switch is a form; notification roles and the test notification', async (t) => {
    const { page } = await openPage(t, browser, { javaScriptEnabled: false });
    await signInAs(page, base, 'demo-owner');
    await page.goto(`${base}${PAGE}`);
    await Promise.all([page.waitForURL(`${base}${PAGE}`), switchOf(page, 'Auto-Roles').click()]);
    t.equal(await page.textContent('.alert--success'), 'Einstellung gespeichert');
    t.equal(await switchOf(page, 'Auto-Roles').getAttribute('aria-checked'), 'false');
    await page.check('.role-option:has-text("VIP") input');
    await Promise.all([
      page.waitForURL(`${base}${PAGE}`),
      page.click('form:has([name="notificationRoles"]) button:has-text("Speichern")'),
    ]);
    t.equal(await page.textContent('.alert--success'), 'Benachrichtigungen gespeichert');
    t.ok(await page.isChecked('.role-option:has-text("VIP") input'));
    await Promise.all([
      page.waitForURL(`${base}${PAGE}`),
      page.click('button:has-text("Test-Benachrichtigung senden")'),
    ]);
    t.equal(await page.textContent('.alert--success'), 'Test-Benachrichtigung gesendet');
  });

  t.test("without JavaScript: the guild's time zone, then every date of the guild in it", async (t) => {
    const { page } = await openPage(t, browser, { javaScriptEnabled: false });
    await signInAs(page, base, 'demo-owner');
    await page.goto(`${base}${PAGE}`);
    const zone = 'input[name="timeZone"]';
    const save = () =>
      Promise.all([page.waitForURL(`${base}${PAGE}`), page.click(`form:has(${zone}) button:has-text("Speichern")`)]);
    t.equal(await page.inputValue(zone), 'Europe/Berlin', 'Berlin until chosen');
    t.equal(await page.locator('datalist#time-zones option[value="America/New_York"]').count(), 1, 'offered');
    await page.fill(zone, 'America/New_Yrok');
    await save();
    t.equal(await page.textContent('#timeZone-error'), 'Unbekannte Zeitzone: bitte eine aus der Liste wählen');
    t.equal(await page.inputValue(zone), 'America/New_Yrok', 'what was typed stays to be corrected');
    await page.fill(zone, 'America/New_York');
    await save();
    t.equal(await page.textContent('.alert--success'), 'Zeitzone gespeichert');
    t.equal(await page.inputValue(zone), 'America/New_York');

    await page.goto(`${base}/dashboard/100000000000000001/history?area=preferences`);
    t.equal(await page.textContent('.history-entry__title'), 'Zeitzone geändert America/New_York');
    const time = page.locator('.history-entry time').first();
    const iso = (await time.getAttribute('datetime'))!;
    t.equal(
      await time.textContent(),
      dateFormat('America/New_York', SPEC_TEXTS.dates).dateTime(iso),
      'shown in New York time',
    );
    t.not(await time.textContent(), dateFormat('Europe/Berlin', SPEC_TEXTS.dates).dateTime(iso));
  });

  for (const [javaScriptEnabled, name] of [
    [true, 'willkommen'],
    [false, 'tickets'],
  ] as const)
    t.test(`the owner chooses the notification channel (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async (t) => {
      const { page } = await openPage(t, browser, { javaScriptEnabled });
      await signInAs(page, base, 'demo-owner');
      await page.goto(`${base}${PAGE}`);
      const section = page.locator('section.notifications');
      t.match(await section.locator('p').first().textContent(), /^Benachrichtigungen gehen in #/);
      await section.locator('select[name="channelId"]').selectOption({ label: `#${name}` });
      await Promise.all([
        page.waitForURL(`${base}${PAGE}`),
        section.locator('button:has-text("Kanal speichern")').click(),
      ]);
      t.equal(await page.textContent('.alert--success'), 'Benachrichtigungskanal gespeichert');
      t.equal(await section.locator('p').first().textContent(), `Benachrichtigungen gehen in #${name}.`);
      const link = section.locator(`a:has-text("#${name}")`);
      t.match(await link.getAttribute('href'), /^\/_discord\/demo\/channels\/\d+$/, "into the demo's Discord");
      t.equal(
        await section.locator('select[name="channelId"] option:checked').textContent(),
        `#${name}`,
        'the chosen one selected',
      );
    });

  t.test(
    "with JavaScript the browser names the viewer's zone: the history's times then carry the guild's",
    async (t) => {
      const { page } = await openPage(t, browser, { timezoneId: 'Pacific/Auckland' });
      await signInAs(page, base, 'demo-owner');
      await page.goto(`${base}${PAGE}`);
      const guildZone = await page.inputValue('input[name="timeZone"]');
      await page.waitForFunction(() => document.cookie.includes('gh_zone=Pacific%2FAuckland'));
      await page.goto(`${base}/dashboard/100000000000000001/history`);
      const time = page.locator('.history-entry time').first();
      const iso = (await time.getAttribute('datetime'))!;
      t.equal(
        await time.textContent(),
        dateFormat(guildZone, SPEC_TEXTS.dates, 'Pacific/Auckland').dateTime(iso),
        "in the guild's zone, with its place",
      );
      t.match(await time.textContent(), new RegExp(`\\(${zonePlace(guildZone)}\\)$`));
    },
  );

  t.test('without JavaScript: the ticket settings, saved and shown again', async (t) => {
    const { page } = await openPage(t, browser, { javaScriptEnabled: false });
    await signInAs(page, base, 'demo-owner');
    await page.goto(`${base}${PAGE}`);
    const section = page.locator('section[aria-labelledby="ticket-settings-title"]');
    t.equal(await section.locator('input[name="maxOpenTickets"]').inputValue(), '1', 'one open ticket until chosen');
    t.equal(await section.locator('select[name="categoryChannelId"]').inputValue(), '', '"Tickets" until chosen');
    t.notOk(await section.locator('input[name="claimerOnly"]').isChecked());
    await section.locator('input[name="maxOpenTickets"]').fill('3');
    await section.locator('select[name="categoryChannelId"]').selectOption({ label: 'Support' });
    await section.locator('input[name="claimerOnly"]').check();
    await Promise.all([page.waitForURL(`${base}${PAGE}`), section.locator('button:has-text("Speichern")').click()]);
    t.equal(await page.textContent('.alert--success'), 'Ticket-Einstellungen gespeichert');
    t.equal(await section.locator('input[name="maxOpenTickets"]').inputValue(), '3');
    t.equal(await section.locator('select[name="categoryChannelId"]').inputValue(), '130000000000000005');
    t.ok(await section.locator('input[name="claimerOnly"]').isChecked());
  });

  t.test('without JavaScript on a phone: a refused ticket setting is told where the page comes back', async (t) => {
    const height = 740;
    const { page } = await openPage(t, browser, { javaScriptEnabled: false, viewport: { width: 360, height } });
    await signInAs(page, base, 'demo-owner');
    // The browser's own number check would stop 0 before it is sent: the form goes as a direct POST does.
    await page.route(`${base}${PAGE}`, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replaceAll('method="post">', 'method="post" novalidate="">');
      return route.fulfill({ response, body });
    });
    await page.goto(`${base}${PAGE}`);
    const section = page.locator('section[aria-labelledby="ticket-settings-title"]');
    const field = section.locator('input[name="maxOpenTickets"]');
    await field.fill('0');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await section.locator('button:has-text("Speichern")').click();
    t.equal((await refused).status(), 400);
    await page.waitForLoadState();
    const inView = async (box: { y: number; height: number } | null) =>
      box !== null && box.y >= 0 && box.y + box.height <= height;
    const summary = page.locator('[role="alert"]').first();
    t.equal(await summary.locator('h2').textContent(), 'Fehler beim Speichern der Ticket-Einstellungen');
    t.ok(await inView(await summary.boundingBox()), 'in view at once');
    t.notOk(await inView(await field.boundingBox()), 'the field itself is further down');
    await summary.locator('a[href="#maxOpenTickets"]').click();
    t.equal(new URL(page.url()).hash, '#maxOpenTickets');
    t.ok(
      await inView(await section.locator('label:has(input[name="maxOpenTickets"])').boundingBox()),
      'to the field, its label with it',
    );
    t.equal(await section.locator('input[name="maxOpenTickets"]:focus').count(), 1, 'focused, ready to correct');
    t.equal(await field.inputValue(), '0', 'as typed');
    t.equal(await field.getAttribute('aria-invalid'), 'true');
  });
}
