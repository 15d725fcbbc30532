// Ticket categories in Chromium against demo mode, JavaScript on and off: create (and the duplicate
// name), edit, deactivate and activate, delete after confirming.
import t from 'tap';
import type { Page } from 'playwright-core';
import { browserAvailable, launchBrowser, openPage, signInAs, startDemo } from '../../helpers/browser.js';

const PAGE = '/dashboard/100000000000000001/ticket-categories';

const row = (page: Page, name: string) => page.locator('tbody tr', { hasText: name });

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);

  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';
    const name = `Event-Fragen ${javaScriptEnabled ? 'A' : 'B'}`;

    t.test(`create, refuse a duplicate, edit, toggle and delete a category (${mode})`, async (t) => {
      const { page, problems } = await openPage(t, browser, { javaScriptEnabled });
      await signInAs(page, base, 'demo-owner');
      await page.goto(`${base}${PAGE}`);
      await page.click('text=Neue Kategorie');
      await page.fill('input[name=name]', name);
      await page.fill('textarea[name=description]', 'Alles rund um Events');
      await page.check('input[name=emoji][value="🎉"]');
      await page.check('input[name=color][value="#EB459E"]');
      await page.fill('input[name=sortOrder]', '7');
      await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('button:has-text("Erstellen")')]);
      t.equal(await page.textContent('.alert--success'), 'Kategorie erstellt');
      t.match(await row(page, name).textContent(), 'Alles rund um Events');

      await page.click('text=Neue Kategorie');
      await page.fill('input[name=name]', name.toUpperCase());
      await page.click('button:has-text("Erstellen")');
      t.equal(await page.textContent('#name-error'), 'Eine Kategorie mit diesem Namen existiert bereits!');
      t.equal(await page.inputValue('input[name=name]'), name.toUpperCase(), 'the typed value stays');

      await page.goto(`${base}${PAGE}`);
      await row(page, name).locator('text=Bearbeiten').click();
      await page.fill('textarea[name=description]', 'Geändert');
      await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('button:has-text("Speichern")')]);
      t.match(await row(page, name).textContent(), 'Geändert');

      await row(page, name).locator('button:has-text("Deaktivieren")').click();
      await page.waitForSelector(`tr.row--inactive:has-text("${name}")`);
      t.match(await row(page, name).textContent(), 'Inaktiv');
      await row(page, name).locator('button:has-text("Aktivieren")').click();
      await page.waitForSelector(`tr:not(.row--inactive):has-text("${name}")`);

      await row(page, name).locator('text=Löschen').click();
      t.match(
        await page.textContent('#confirm-question'),
        'Möchtest du diese Kategorie wirklich löschen? Alle Tickets werden von dieser Kategorie getrennt.',
      );
      await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('.confirm button:has-text("Löschen")')]);
      t.equal(await row(page, name).count(), 0, 'deleted');
      t.same(problems, []);
    });
  }
}
