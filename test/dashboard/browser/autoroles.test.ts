// Auto-roles in Chromium against demo mode: add, deactivate, delete; with and without JavaScript
// (axe: the accessibility walk).
import t from 'tap';
import { browserAvailable, islandReady, launchBrowser, openPage, signInAs, startDemo } from '../../helpers/browser.js';

const PAGE = '/dashboard/100000000000000001/autoroles';

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);

  for (const [javaScriptEnabled, roleName] of [
    [true, 'VIP'],
    [false, 'Support'],
  ] as const) {
    const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';
    t.test(`add, deactivate and delete an auto-role (${mode})`, async (t) => {
      const { page, problems } = await openPage(t, browser, { javaScriptEnabled });
      await signInAs(page, base, 'demo-owner');
      await page.goto(`${base}${PAGE}`);
      if (javaScriptEnabled) {
        await islandReady(page, '#autorole-select');
        t.ok(await page.isDisabled('.role-add button'), "'Hinzufügen' is disabled until a role is chosen");
      }
      await page.selectOption('#autorole-select', { label: roleName });
      await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('.role-add button')]);
      t.equal(await page.textContent('.alert--success'), 'Auto-Role hinzugefügt');
      const entry = page.locator('.autorole', { hasText: roleName });
      t.equal(await entry.locator('[role="switch"]').getAttribute('aria-checked'), 'true');
      await Promise.all([page.waitForURL(`${base}${PAGE}`), entry.locator('[role="switch"]').click()]);
      t.equal(
        await page.locator('.autorole', { hasText: roleName }).locator('[role="switch"]').getAttribute('aria-checked'),
        'false',
      );
      await page.locator('.autorole', { hasText: roleName }).locator('text=Löschen').click();
      t.match(await page.textContent('#confirm-question'), 'Möchtest du diese Auto-Role wirklich entfernen?');
      await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('.confirm button:has-text("Löschen")')]);
      t.equal(await page.locator('.autorole', { hasText: roleName }).count(), 0);
      t.same(problems, []);
    });
  }
}
