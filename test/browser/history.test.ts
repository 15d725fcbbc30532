// Issue 17, item 3, in Chromium (with and without JavaScript): the owner deletes a category, opens
// 'Änderungsverlauf' from the navigation, narrows it to the categories and finds the deletion with its
// old values; the view-only moderator is not offered the screen.
import t from 'tap';
import { browserAvailable, launchBrowser, openPage, signInAs, startDemo } from '../helpers/browser.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';

const GUILD = `/dashboard/${DEMO_IDS.demoGuild}`;

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);
  for (const javaScriptEnabled of [true, false]) {
    t.test(`a deleted category in the change history${javaScriptEnabled ? '' : ' (no JavaScript)'}`, async (t) => {
      const { page } = await openPage(t, browser, { javaScriptEnabled });
      await signInAs(page, base, 'demo-owner');
      const name = `Verlauf ${javaScriptEnabled ? 'JS' : 'HTML'}`;
      await page.goto(`${base}${GUILD}/ticket-categories?form=new`);
      await page.fill('input[name="name"]', name);
      await page.fill('textarea[name="description"]', 'Wird gleich gelöscht');
      await page.locator('form:has(input[name="name"]) [type="submit"]').first().click();
      await page.waitForURL(/ticket-categories$/);
      await page.locator(`tr:has-text("${name}") a:has-text("Löschen")`).click();
      await page.locator('form[role="alertdialog"] button[type="submit"]').click();
      await page.waitForURL(/ticket-categories$/);
      t.equal(await page.locator(`tr:has-text("${name}")`).count(), 0, 'deleted');

      await page.click('.sidebar__nav a:has-text("Änderungsverlauf")');
      await page.waitForURL(/\/history$/);
      await page.selectOption('select[name="area"]', 'categories');
      await page.click('button:has-text("Filtern")');
      await page.waitForURL(/area=categories/);
      const newest = page.locator('.history-entry').first();
      t.match(await newest.textContent(), 'Kategorie gelöscht');
      t.match(await newest.locator('.history-diff').textContent(), `name${name}–`, 'the old name, nothing after');
      t.match(await newest.textContent(), 'demo-owner', 'who');
      const second = page.locator('.history-entry').nth(1);
      t.match(await second.textContent(), 'Kategorie erstellt');
      t.equal(await page.locator('select[name="area"]').inputValue(), 'categories', 'the filter keeps its value');

      await signInAs(page, base, 'demo-moderator');
      await page.goto(`${base}${GUILD}`);
      t.equal(await page.locator('.sidebar__nav a:has-text("Änderungsverlauf")').count(), 0, 'not offered without dashboard.admin');
      const refused = await page.goto(`${base}${GUILD}/history`);
      t.equal(refused?.status(), 403);
    });
  }
}
