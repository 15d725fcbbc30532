// The auto response form's mention picker and embed parts in Chromium against demo mode, at 360 and 1,280 px,
// with and without JavaScript: *Einfügen* puts a role mention into the text and a channel mention into the
// embed's description (with JavaScript where the cursor is, without sending the form; without it the form
// comes back with the mention added), *Feld hinzufügen* adds a row and keeps what was typed, a row emptied
// is no field, and the preview renders the mentions, the fields (inline or not) and the footer. Saved, the
// edit form's preview shows what was saved; nothing is wider than the screen.
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { DEMO_IDS } from '../../../server/stand-in/world.js';
import {
  browserAvailable,
  islandsSettled,
  launchBrowser,
  openPage,
  signInAs,
  startDemo,
} from '../../helpers/browser.js';

const PAGE = `/dashboard/${DEMO_IDS.demoGuild}/autoresponses`;
const PREVIEW = '.autoresponse-preview';
const CHANNEL = '130000000000000002';
const WIDTHS = [360, 1280] as const;

/** Sends the form back without JavaScript (a compose button), waiting for the page it answers with. */
async function sendBack(page: Page, button: string) {
  await Promise.all([page.waitForNavigation(), page.click(button)]);
}

/** *Einfügen* of one kind: with JavaScript in place, without it by the form coming back. */
async function insert(page: Page, kind: 'Rolle' | 'Kanal', javaScript: boolean) {
  const button = `button[aria-label="Einfügen: ${kind}"]`;
  if (javaScript) await page.click(button);
  else await sendBack(page, button);
}

async function mentions(t: Test, page: Page, javaScript: boolean) {
  await page.fill('textarea[name=response]', 'Hallo ');
  await page.selectOption('select[name=mentionRole]', DEMO_IDS.moderatorRole);
  await insert(page, 'Rolle', javaScript);
  t.equal(await page.inputValue('textarea[name=response]'), `Hallo <@&${DEMO_IDS.moderatorRole}>`, 'the role');
  if (javaScript) t.match(page.url(), /\?form=new$/, 'in place: the form was not sent');
  await page.locator(`${PREVIEW} .message__content .md-mention`, { hasText: '@Moderator' }).waitFor();
  t.pass('the preview names the role');

  await page.check('input[name=isEmbed]');
  await page.fill('input[name=embedTitle]', 'Regeln');
  await page.fill('textarea[name=embedDescription]', 'Lies ');
  await page.selectOption('select[name=mentionTarget]', 'embedDescription');
  await page.selectOption('select[name=mentionChannel]', CHANNEL);
  await insert(page, 'Kanal', javaScript);
  t.equal(await page.inputValue('textarea[name=embedDescription]'), `Lies <#${CHANNEL}>`, 'the channel');
  t.equal(await page.inputValue('textarea[name=response]'), `Hallo <@&${DEMO_IDS.moderatorRole}>`, 'the text kept');
  await page.locator(`${PREVIEW} .embed__description .md-mention`, { hasText: '#willkommen' }).waitFor();
  t.pass('the preview names the channel');
}

async function embedFields(t: Test, page: Page, javaScript: boolean) {
  await page.fill('input[name=fieldName0]', 'Eins');
  await page.fill('textarea[name=fieldValue0]', 'Kein Spam');
  await sendBack(page, 'button:has-text("Feld hinzufügen")');
  t.equal(await page.inputValue('input[name=fieldName0]'), 'Eins', 'the typed row kept');
  t.equal(await page.locator('input[name=fieldName1]').count(), 1, 'a second row');
  if (javaScript) await islandsSettled(page);
  await page.fill('input[name=fieldName1]', 'Zwei');
  await page.fill('textarea[name=fieldValue1]', 'Nett bleiben');
  await page.check('input[name=fieldInline1]');
  await page.fill('input[name=embedFooterText]', 'Stand: Juni');
  if (javaScript) {
    await page.locator(`${PREVIEW} .embed__field--inline`, { hasText: 'Zwei' }).waitFor();
    t.equal(await page.locator(`${PREVIEW} .embed__field`).count(), 2, 'both fields, live');
    t.match(await page.textContent(`${PREVIEW} .embed__footer`), 'Stand: Juni', 'and the footer');
    // A row emptied is no field: the preview drops it.
    await page.fill('input[name=fieldName0]', '');
    await page.fill('textarea[name=fieldValue0]', '');
    await page.waitForFunction(
      (preview) => document.querySelectorAll(`${preview} .embed__field`).length === 1,
      PREVIEW,
    );
    t.pass('one field left in the preview');
  } else {
    t.same(
      await page.$$eval(`${PREVIEW} .embed__field-name`, (names) => names.map((name) => name.textContent)),
      ['Eins'],
      'the preview of the form as it came back',
    );
    await page.fill('input[name=fieldName0]', '');
    await page.fill('textarea[name=fieldValue0]', '');
  }
}

async function savedPreview(t: Test, page: Page, base: string, trigger: string) {
  await page.fill('input[name=trigger]', trigger);
  await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('button:has-text("Erstellen")')]);
  t.match(await page.textContent('.flash--success'), 'Auto Response erstellt');
  const card = page.locator('.response-card', { has: page.locator('.response-card__trigger', { hasText: trigger }) });
  t.equal(await card.locator('.embed__title').textContent(), 'Regeln', 'the card in brief');
  await Promise.all([page.waitForURL(/\?edit=\d+$/), card.locator('text=Bearbeiten').click()]);
  t.same(
    await page.$$eval(`${PREVIEW} .embed__field`, (fields) =>
      fields.map((field) => [field.textContent, field.classList.contains('embed__field--inline')]),
    ),
    [['ZweiNett bleiben', true]],
    'saved: the one field, inline',
  );
  t.match(await page.textContent(`${PREVIEW} .embed__footer`), 'Stand: Juni');
  t.equal(await page.textContent(`${PREVIEW} .message__content .md-mention`), '@Moderator');
  t.equal(await page.textContent(`${PREVIEW} .embed__description .md-mention`), '#willkommen');
}

if (browserAvailable(t)) {
  const demo = await startDemo(t);
  const browser = await launchBrowser(t);

  for (const javaScriptEnabled of [true, false])
    for (const width of WIDTHS) {
      const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';
      t.test(`mentions and embed fields at ${width} px (${mode})`, async (t) => {
        const { page, problems } = await openPage(t, browser, {
          javaScriptEnabled,
          viewport: { width, height: 900 },
        });
        await signInAs(page, demo.base, 'demo-owner');
        await page.goto(`${demo.base}${PAGE}?form=new`);
        if (javaScriptEnabled) await islandsSettled(page);
        await mentions(t, page, javaScriptEnabled);
        await embedFields(t, page, javaScriptEnabled);
        t.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          'nothing wider than the screen',
        );
        await savedPreview(t, page, demo.base, `picker-${javaScriptEnabled ? 'js' : 'nojs'}-${width}`);
        t.same(problems, []);
      });
    }
}
