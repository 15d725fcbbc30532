// Auto responses in Chromium against demo mode: create an embed response (its preview the bot's message,
// rendered anew on the server while typing with JavaScript), find it by search, edit it (a refused trigger
// keeps what was typed), delete it; with and without JavaScript (axe: the
// accessibility walk).
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import {
  browserAvailable,
  islandsSettled,
  launchBrowser,
  openPage,
  signInAs,
  startDemo,
} from '../../helpers/browser.js';

const PAGE = '/dashboard/100000000000000001/autoresponses';
const PREVIEW = '.autoresponse-preview';

const shownTriggers = (page: Page) =>
  page.$$eval('.response-card:not([hidden]) .response-card__trigger', (list) =>
    list.map((element) => element.textContent),
  );
const card = (page: Page, trigger: string) =>
  page.locator('.response-card', { has: page.locator('.response-card__trigger', { hasText: trigger }) });

async function createEmbed(t: Test, page: Page, base: string, trigger: string, javaScript: boolean) {
  await page.click('text=Add Response');
  await page.fill('input[name=trigger]', trigger);
  t.ok(await page.isHidden('input[name=embedTitle]'), 'embed fields hidden until the switch is on');
  t.ok(await page.isVisible('textarea[name=response]'), 'the plain answer shown while the switch is off');
  t.equal(await page.textContent(`${PREVIEW} .message__author`), 'Guildhall Bot', 'the preview is the bot’s message');
  if (javaScript) await islandsSettled(page);
  await page.check('input[name=isEmbed]');
  t.ok(
    await page.isVisible('textarea[name=response]'),
    'and still there in embed mode: text beside an embed is sent above it',
  );
  await page.fill('input[name=embedTitle]', 'Unser Regelwerk');
  await page.fill('textarea[name=embedDescription]', 'Sei **nett** zueinander.');
  if (javaScript) {
    // The server renders the preview anew a moment after typing pauses: Markdown as Discord shows it.
    await page.locator(`${PREVIEW} .embed__description strong`, { hasText: 'nett' }).waitFor();
    t.equal(await page.textContent(`${PREVIEW} .embed__title`), 'Unser Regelwerk', 'the preview follows the typing');
    // Any colour: the colour input (its swatches are suggestions); the preview follows its change.
    await page.locator('input[name=embedColor]').fill('#eb459e');
    await page.locator('input[name=embedColor]').dispatchEvent('change');
    await page.locator(`${PREVIEW} rect[fill="#eb459e"]`).waitFor();
    t.pass('and the chosen colour');
  } else {
    t.equal(await page.locator(`${PREVIEW} .embed`).count(), 0, 'without JavaScript it shows the form as loaded');
  }
  await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('button:has-text("Erstellen")')]);
  t.match(await page.textContent('.flash--success'), 'Auto Response erstellt');
}

async function editIt(t: Test, page: Page, base: string, trigger: string, javaScript: boolean) {
  await card(page, trigger).locator('text=Bearbeiten').click();
  t.match(page.url(), /\?edit=\d+$/, 'a page of its own');
  t.equal(await page.textContent('.autoresponse-form h2'), 'Auto Response bearbeiten');
  t.equal(await page.inputValue('input[name=trigger]'), trigger, 'filled in');
  t.equal(await page.inputValue('textarea[name=embedDescription]'), 'Sei **nett** zueinander.');
  t.equal(await page.textContent(`${PREVIEW} .embed__description strong`), 'nett', 'its preview, from the server');
  // A trigger another response has: refused, and what was typed stays.
  await page.fill('input[name=trigger]', 'regeln');
  await page.fill('textarea[name=embedDescription]', 'Seid _freundlich_.');
  await Promise.all([page.waitForLoadState(), page.click('button:has-text("Speichern")')]);
  t.match(await page.textContent('.autoresponse-form'), 'Diesen Trigger gibt es schon.');
  t.equal(await page.inputValue('textarea[name=embedDescription]'), 'Seid _freundlich_.', 'kept');
  t.equal(await page.textContent(`${PREVIEW} .embed__description em`), 'freundlich', 'the preview of what was typed');
  await page.fill('input[name=trigger]', `${trigger}-neu`);
  if (javaScript) {
    await islandsSettled(page);
    await page.fill('textarea[name=embedDescription]', 'Seid ~~laut~~ _freundlich_.');
    await page.locator(`${PREVIEW} .embed__description s`, { hasText: 'laut' }).waitFor();
  }
  await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('button:has-text("Speichern")')]);
  t.match(await page.textContent('.flash--success'), 'Auto Response gespeichert');
  t.equal(await card(page, `${trigger}-neu`).locator('.embed__description em').textContent(), 'freundlich');
  t.equal(await card(page, trigger).count(), 1, 'one card: the old trigger is now the new one');
}

if (browserAvailable(t)) {
  const demo = await startDemo(t);
  const browser = await launchBrowser(t);

  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';
    const trigger = `regelwerk-${javaScriptEnabled ? 'js' : 'nojs'}`;

    t.test(`create an embed response, find it by search, edit it, delete it (${mode})`, async (t) => {
      const { page, problems } = await openPage(t, browser, { javaScriptEnabled });
      await signInAs(page, demo.base, 'demo-owner');
      await page.goto(`${demo.base}${PAGE}`);
      await createEmbed(t, page, demo.base, trigger, javaScriptEnabled);

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
      t.equal(await card(page, trigger).locator('.embed__description strong').textContent(), 'nett', 'Markdown');
      t.equal(
        await card(page, trigger).locator('.embed__title').textContent(),
        'Unser Regelwerk',
        'the embed in brief',
      );

      await editIt(t, page, demo.base, trigger, javaScriptEnabled);

      await card(page, `${trigger}-neu`).locator('text=Löschen').click();
      t.match(await page.textContent('#confirm-question'), 'Möchtest du diese Auto Response wirklich löschen?');
      await Promise.all([page.waitForURL(`${demo.base}${PAGE}`), page.click('.confirm button:has-text("Löschen")')]);
      t.match(await page.textContent('.flash--success'), 'Auto Response gelöscht');
      t.equal(await page.locator('.response-card__trigger', { hasText: trigger }).count(), 0);
      t.same(problems, []);
    });
  }
}
