// Auto responses in Chromium against demo mode: create an embed response (live preview), find it by
// search, delete it; with and without JavaScript; axe in both themes.
import t from 'tap';
import type { Page } from 'playwright-core';
import {
  axeViolations,
  browserAvailable,
  islandsSettled,
  launchBrowser,
  openPage,
  signInAs,
  startDemo,
} from '../../helpers/browser.js';

const PAGE = '/dashboard/100000000000000001/autoresponses';

const shownTriggers = (page: Page) =>
  page.$$eval('.response-card:not([hidden]) .response-card__trigger', (list) =>
    list.map((element) => element.textContent),
  );

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);

  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';
    const trigger = `regelwerk-${javaScriptEnabled ? 'js' : 'nojs'}`;

    t.test(`create an embed response, find it by search, delete it (${mode})`, async (t) => {
      const { page, problems } = await openPage(t, browser, { javaScriptEnabled });
      await signInAs(page, base, 'demo-owner');
      await page.goto(`${base}${PAGE}`);
      await page.click('text=Add Response');
      await page.fill('input[name=trigger]', trigger);
      t.ok(await page.isHidden('input[name=embedTitle]'), 'embed fields hidden until the switch is on');
      t.ok(await page.isVisible('textarea[name=response]'), 'the plain answer shown while the switch is off');
      await page.check('input[name=isEmbed]');
      t.ok(await page.isHidden('textarea[name=response]'), 'and hidden in embed mode, where it is not sent');
      await page.fill('input[name=embedTitle]', 'Unser Regelwerk');
      await page.fill('textarea[name=embedDescription]', 'Sei nett zueinander.');
      if (javaScriptEnabled) {
        // The preview comes to life when it is scrolled into view, showing what was typed so far.
        await page.locator('[data-island="EmbedPreview"]').scrollIntoViewIfNeeded();
        await islandsSettled(page);
        t.equal(await page.textContent('[data-preview="title"]'), 'Unser Regelwerk', 'what was typed before');
        await page.fill('input[name=embedTitle]', 'Unser Regelwerk!');
        t.equal(await page.textContent('[data-preview="title"]'), 'Unser Regelwerk!', 'the preview follows the typing');
        await page.check('input[name=embedColor][value="#EB459E"]');
        t.equal(await page.getAttribute('[data-preview="color"]', 'fill'), '#EB459E', 'and the chosen swatch');
      }
      await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('button:has-text("Erstellen")')]);
      t.equal(await page.textContent('.alert--success'), 'Auto Response erstellt');

      if (javaScriptEnabled) {
        await islandsSettled(page);
        await page.fill('input[name=q]', trigger.toUpperCase());
        t.same(await shownTriggers(page), [trigger], 'filtered while typing');
        t.match(page.url(), `q=${trigger.toUpperCase()}`);
      } else {
        await page.fill('input[name=q]', trigger.toUpperCase());
        await Promise.all([page.waitForURL(/q=/), page.click('button:has-text("Suchen")')]);
        t.same(await shownTriggers(page), [trigger], 'filtered by the server');
      }
      t.match(await page.textContent('.response-card:not([hidden])'), 'Sei nett zueinander.');

      await page.click('.response-card:not([hidden]) >> text=Löschen');
      t.match(await page.textContent('#confirm-question'), 'Möchtest du diese Auto Response wirklich löschen?');
      await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('.confirm button:has-text("Löschen")')]);
      t.equal(await page.textContent('.alert--success'), 'Auto Response gelöscht');
      t.equal(await page.locator('.response-card__trigger', { hasText: trigger }).count(), 0);
      t.same(problems, []);
    });
  }

  for (const colorScheme of ['dark', 'light'] as const) {
    t.test(`axe: auto responses (${colorScheme})`, async (t) => {
      const { page } = await openPage(t, browser, { colorScheme, bypassCSP: true });
      await signInAs(page, base, 'demo-owner');
      for (const path of [PAGE, `${PAGE}?form=new`, `${PAGE}?delete=regeln`]) {
        await page.goto(`${base}${path}`);
        t.same(await axeViolations(page), [], path);
      }
    });
  }
}
