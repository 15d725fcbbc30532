// Command permissions in Chromium against demo mode: edit a row in place and save, then delete it; the
// edit page without JavaScript; the role column stays visible when scrolling (axe: the
// accessibility walk).
import t from 'tap';
import type { Page } from 'playwright-core';
import {
  browserAvailable,
  islandsSettled,
  launchBrowser,
  openPage,
  signInAs,
  startDemo,
} from '../../helpers/browser.js';

const PAGE = '/dashboard/100000000000000001/command-permissions';

const cell = (page: Page, role: string, command: string) =>
  page.locator(`tr:has(th:text-is("${role}")) td[title^="/${command}:"]`);
/** A cell's state, read from its class (cell--allowed, cell--denied or cell--default). */
const stateOf = async (page: Page, role: string, command: string) =>
  /\bcell--(allowed|denied|default)\b/.exec((await cell(page, role, command).getAttribute('class')) ?? '')?.[1];

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);

  t.test('edit a row in place (allow, deny, reset), save, reload, delete', async (t) => {
    const { page, problems } = await openPage(t, browser, { viewport: { width: 900, height: 800 } });
    page.on('dialog', (dialog) => void dialog.accept());
    await signInAs(page, base, 'demo-owner');
    await page.goto(`${base}${PAGE}`);
    await islandsSettled(page);
    const row = page.locator('tr:has(th:text-is("VIP"))');
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    const focusedGroup = () =>
      page.evaluate(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label') ?? null);
    // Escape cancels an edit, and focus goes into the row and back to its edit link.
    await row.locator('text=Bearbeiten').click();
    t.same([await focusedGroup(), await focusedText()], ['/setup-notifications', 'Erlaubt'], 'focus in the editor');
    await page.keyboard.press('Escape');
    t.equal(await row.locator('.choice-button').count(), 0, 'Escape cancels');
    t.equal(await focusedText(), 'Bearbeiten', 'focus back on the edit link');
    await row.locator('text=Bearbeiten').click();
    await row.locator('[aria-label="/ping"] >> text=Erlaubt').click();
    await row.locator('[aria-label="/stats"] >> text=Verboten').click();
    await row.locator('[aria-label="/help"] >> text=Erlaubt').click();
    await row.locator('[aria-label="/help"] >> text=Verboten').click();
    t.equal(
      await row.locator('[aria-label="/help"] >> text=Erlaubt').getAttribute('aria-pressed'),
      'false',
      'choosing one side removes the other',
    );
    await row.locator('[aria-label="/help"] >> text=Verboten').click();
    t.equal(
      await row.locator('[aria-label="/help"] >> text=Verboten').getAttribute('aria-pressed'),
      'false',
      'the active side again resets',
    );
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/command-permissions/') && response.request().method() === 'PUT',
    );
    await row.locator('text=Speichern').click();
    t.equal((await saved).status(), 200);
    await page.waitForSelector('[role="status"].alert--success');
    t.equal(await page.textContent('[role="status"].alert--success'), 'Command-Berechtigungen gespeichert');
    t.equal(await stateOf(page, 'VIP', 'ping'), 'allowed');
    await page.reload();
    t.equal(await stateOf(page, 'VIP', 'stats'), 'denied', 'saved on the server');
    t.equal(await stateOf(page, 'VIP', 'help'), 'default');
    await islandsSettled(page);
    const deleted = page.waitForResponse(
      (response) => response.url().includes('/api/command-permissions/') && response.request().method() === 'DELETE',
    );
    await page.locator('tr:has(th:text-is("VIP"))').locator('text=Löschen').click();
    t.equal((await deleted).status(), 200);
    await page.reload();
    t.equal(await stateOf(page, 'VIP', 'stats'), 'default', 'deleted');
    const roleColumn = page.locator('tr:has(th:text-is("Moderator")) th');
    await page.locator('.matrix-scroll').evaluate((element) => (element.scrollLeft = 2000));
    const box = await roleColumn.boundingBox();
    t.ok(box && box.x < 400, 'the role column stays in view');
    t.same(problems, []);
  });

  t.test('without JavaScript: the edit page', async (t) => {
    const { page } = await openPage(t, browser, { javaScriptEnabled: false });
    await signInAs(page, base, 'demo-owner');
    await page.goto(`${base}${PAGE}`);
    await Promise.all([
      page.waitForURL(`${base}${PAGE}/110000000000000006`),
      page.locator('tr:has(th:text-is("Mitglied"))').locator('text=Bearbeiten').click(),
    ]);
    await page.check('input[name="c_stats"][value="allowed"]');
    await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('button:has-text("Speichern")')]);
    t.equal(await page.textContent('.alert--success'), 'Command-Berechtigungen gespeichert');
    t.equal(await stateOf(page, 'Mitglied', 'stats'), 'allowed');
    await page.locator('tr:has(th:text-is("Mitglied"))').locator('text=Löschen').click();
    await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('.confirm button:has-text("Löschen")')]);
    t.equal(await page.textContent('.alert--success .success-notice__text'), 'Command-Berechtigungen gelöscht');
  });
}
