// The operator's side in Chromium against demo mode: add, edit and delete a setting, add and remove an
// admin, open Demo Guild through 'Admin Dashboard' in a new tab, the banner and its countdown, a guild
// page, end the session; demo-owner is refused; with and without JavaScript. axe
// checks these screens in the accessibility walk (test/helpers/accessibility.ts).
import t from 'tap';
import {
  browserAvailable,
  islandsSettled,
  launchBrowser,
  openPage,
  signInAs,
  startDemo,
} from '../../helpers/browser.js';

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);

  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';
    const suffix = javaScriptEnabled ? 'js' : 'nojs';
    t.test(`demo-operator runs the panel and an admin session (${mode})`, async (t) => {
      const { page, problems } = await openPage(t, browser, { javaScriptEnabled });
      await signInAs(page, base, 'demo-operator');
      await Promise.all([page.waitForURL(`${base}/admin`), page.click('text=Admin Control Panel')]);
      t.equal(await page.getAttribute('role=tab[name="Übersicht"]', 'aria-selected'), 'true');

      await page.click('role=tab[name="Einstellungen"]');
      await page.fill('input[name=key]', `welcome_${suffix}`);
      await page.fill('input[name=value]', 'true');
      await page.selectOption('select[name=type]', 'boolean');
      await Promise.all([
        page.waitForURL(`${base}/admin?tab=einstellungen`),
        page.click('button:has-text("Hinzufügen")'),
      ]);
      t.match(await page.textContent('tbody'), `welcome_${suffix}`);

      // Edit the new setting from its row, then delete it after the confirmation step.
      const setting = page.locator('tr', { hasText: `welcome_${suffix}` });
      await Promise.all([page.waitForURL(/&edit=welcome_/), setting.locator('text=Bearbeiten').click()]);
      t.equal(
        await page.inputValue('form:has(input[value=editSetting]) input[name=value]'),
        'true',
        'the value as it is',
      );
      await page.fill('form:has(input[value=editSetting]) input[name=value]', 'false');
      await page.fill('form:has(input[value=editSetting]) input[name=description]', 'Begrüßung');
      await Promise.all([
        page.waitForURL(`${base}/admin?tab=einstellungen`),
        page.click('button:has-text("Speichern")'),
      ]);
      t.equal(await page.textContent('.flash p'), 'Einstellung aktualisiert');
      t.match(await setting.textContent(), /false\s*boolean\s*Begrüßung/, 'the row shows the change');
      await Promise.all([page.waitForURL(/&delete=welcome_/), setting.locator('text=Löschen').click()]);
      t.match(await page.textContent('#confirm-question'), `welcome_${suffix}: Einstellung wirklich löschen?`);
      await Promise.all([
        page.waitForURL(`${base}/admin?tab=einstellungen`),
        page.click('.confirm button:has-text("Löschen")'),
      ]);
      t.equal(await page.textContent('.flash p'), 'Einstellung gelöscht');
      t.equal(await setting.count(), 0, 'gone from the table');

      await page.click('role=tab[name="Admins"]');
      await page.fill('input[name=userId]', javaScriptEnabled ? '200000000000000031' : '200000000000000032');
      await page.fill('input[name=username]', `helper-${suffix}`);
      await page.selectOption('select[name=level]', '2');
      await Promise.all([page.waitForURL(`${base}/admin?tab=admins`), page.click('button:has-text("Hinzufügen")')]);
      const row = page.locator('tr', { hasText: `helper-${suffix}` });
      t.match(await row.textContent(), 'Level 2 · Senior Admin');
      await row.locator('text=Entfernen').click();
      t.match(await page.textContent('#confirm-question'), 'Admin wirklich entfernen?');
      await Promise.all([
        page.waitForURL(`${base}/admin?tab=admins`),
        page.click('.confirm button:has-text("Entfernen")'),
      ]);
      t.equal(await page.locator('tr', { hasText: `helper-${suffix}` }).count(), 0);

      await page.click('role=tab[name="Server"]');
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.locator('.server-card', { hasText: 'Demo Guild' }).locator('text=Admin Dashboard').click(),
      ]);
      await tab.waitForURL(`${base}/dashboard/100000000000000001`);
      t.equal(
        await tab.textContent('h1'),
        'Server Statistics & Overview',
        'a guild the operator has no Discord rights on',
      );
      t.match(await tab.textContent('.admin-banner'), 'Sie verwenden Admin-Berechtigung Level 3');
      t.match(await tab.textContent('.countdown'), /^Läuft ab in: (1h 0m|59m)$/);
      if (javaScriptEnabled) {
        await islandsSettled(tab);
        await tab.click('.admin-banner >> text=Ausblenden');
        t.ok(await tab.isHidden('.admin-banner'), 'hidden for this view');
        await tab.reload();
      }
      await tab.goto(`${base}/dashboard/100000000000000001/tickets`);
      t.equal(await tab.textContent('h1'), 'Tickets');
      // The operator's own rights do not open the server: back to the panel's servers, not to 'Kein Zugriff'.
      await Promise.all([tab.waitForURL(`${base}/admin?tab=server`), tab.click('text=Session beenden')]);
      t.equal(await tab.$('.admin-banner'), null, 'ended');
      t.equal(await tab.textContent('.flash .alert'), 'Admin-Session beendet');
      t.same(
        problems.filter((problem) => !problem.includes('status of 403')),
        [],
      );
    });
  }

  t.test('demo-owner is refused on /admin', async (t) => {
    const { page } = await openPage(t, browser);
    await signInAs(page, base, 'demo-owner');
    await page.goto(`${base}/admin`);
    t.equal(await page.textContent('main p'), 'Sie haben keine Admin-Berechtigung für dieses Panel.');
  });
}
