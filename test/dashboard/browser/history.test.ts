// The change history and its undo in Chromium (with and without JavaScript): the owner deletes a
// category, opens 'Änderungsverlauf' from the navigation, narrows it to the categories, finds the
// deletion with its old values (its colour with a swatch) and undoes it (the filter kept through the
// confirm step and after it), after which the deletion says which change undid it and offers no undo;
// the creation before it cannot be undone (deleted since, and brought back by the undo, which is named);
// on a phone each changed field is a line 'Feld: alt → neu'; the view-only moderator is not offered the screen.
import t from 'tap';
import { browserAvailable, launchBrowser, openPage, signInAs, startDemo } from '../../helpers/browser.js';
import { DEMO_IDS } from '../../../server/stand-in/world.js';

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
      t.match(await newest.locator('.history-diff').textContent(), `Name${name}–`, 'the old name, nothing after');
      t.match(await newest.textContent(), 'demo-owner', 'who');
      const swatch = newest.locator('.history-color');
      const color = await swatch.locator('svg.color-dot circle').getAttribute('fill');
      t.match(color, /^#[0-9A-F]{6}$/, 'the colour has a swatch');
      t.equal((await swatch.textContent())?.trim(), color, 'and reads as its hex value');
      const second = page.locator('.history-entry').nth(1);
      t.match(await second.textContent(), 'Kategorie erstellt');
      t.equal(await page.locator('select[name="area"]').inputValue(), 'categories', 'the filter keeps its value');

      // Undo the deletion: a confirm step that says the tickets stay detached, then the category is back;
      // the step and the page after it keep the area filter.
      await newest.locator('a:has-text("Rückgängig machen")').click();
      await page.waitForURL(/\/history\?area=categories&revert=\d+$/);
      t.equal(await page.locator('select[name="area"]').inputValue(), 'categories', 'the step keeps the filter');
      const confirm = page.locator('form[role="alertdialog"]');
      t.match(
        await confirm.textContent(),
        `Die Kategorie „${name}“ wird mit ihren alten Werten wiederhergestellt. Tickets, die ihr zugeordnet waren, werden nicht wieder zugeordnet.`,
      );
      await confirm.locator('button[type="submit"]').click();
      await page.waitForURL(/\/history\?area=categories$/);
      t.match(await page.locator('.alert--success').textContent(), 'Änderung rückgängig gemacht');
      t.equal(await page.locator('select[name="area"]').inputValue(), 'categories', 'and so does the page after it');
      const undo = page.locator('.history-entry').first();
      t.match(await undo.textContent(), 'Kategorie erstellt', 'the undo is the newest change');
      t.match(await undo.textContent(), /Macht Änderung #\d+ rückgängig/);
      const undoId = (await undo.getAttribute('id'))!.replace('h-', '');
      const undone = page.locator(`.history-entry:has-text("Kategorie gelöscht"):has-text("${name}")`);
      t.equal(
        (await undone.locator('.history-entry__undone').textContent())?.trim(),
        `Rückgängig gemacht durch Änderung #${undoId}`,
        'the deletion says which change undid it',
      );
      t.equal(await undone.locator('.history-entry__undone a').getAttribute('href'), `#h-${undoId}`);
      t.equal(await undone.locator('a:has-text("Rückgängig machen")').count(), 0, 'and offers no undo');
      await page.goto(`${base}${GUILD}/ticket-categories`);
      t.match(await page.locator(`tr:has-text("${name}")`).textContent(), name, 'the category is back');

      // The first creation cannot be undone any more: its record was deleted since, and brought back by
      // the undo, which is the newer change shown (the deletion is undone already), with its own undo.
      await page.goto(`${base}${GUILD}/history?area=categories`);
      await page
        .locator(`.history-entry:has-text("Kategorie erstellt"):has-text("${name}") a:has-text("Rückgängig machen")`)
        .last()
        .click();
      t.match(
        await page.locator('.revert .alert--warning').textContent(),
        'Der Eintrag wurde seitdem erneut geändert.',
      );
      const newer = page.locator('.revert .history-entry').nth(1);
      const deletionId = (await undone.getAttribute('id'))!.replace('h-', '');
      t.equal(
        (await newer.locator('.history-entry__title').textContent())?.trim(),
        `Kategorie erstellt ${name}`,
        'the newer change shown is the undo',
      );
      t.equal(
        (await newer.locator('.history-entry__note').textContent())?.trim(),
        `Macht Änderung #${deletionId} rückgängig`,
      );
      t.equal(
        await newer.locator('a:has-text("Diese Änderung rückgängig machen")').getAttribute('href'),
        `${GUILD}/history?area=categories&revert=${undoId}`,
        'whose own undo is one step away',
      );
      t.equal(await page.locator('form[role="alertdialog"]').count(), 0, 'and nothing to confirm');

      // On a phone: one line per field, 'Feld: alt → neu'; the three columns above 640 px.
      const row = page.locator('.history-entry').first().locator('.history-diff tbody tr').first();
      const layout = () =>
        row.evaluate((tr) => {
          const [th, before] = [tr.querySelector('th')!, tr.querySelector('td')!];
          return {
            row: getComputedStyle(tr).display,
            field: getComputedStyle(th, '::after').content,
            arrow: getComputedStyle(before, '::after').content,
            oneLine: Math.abs(th.getBoundingClientRect().top - before.getBoundingClientRect().top) < 8,
          };
        });
      t.same(await layout(), { row: 'table-row', field: 'none', arrow: 'none', oneLine: true }, 'a table at 1280 px');
      await page.setViewportSize({ width: 360, height: 800 });
      t.same(await layout(), { row: 'block', field: '": "', arrow: '" → "', oneLine: true }, 'a line at 360 px');
      t.ok(await page.locator('.history-diff thead').first().isHidden(), 'no header row: each line names its field');
      await page.setViewportSize({ width: 1280, height: 800 });

      await signInAs(page, base, 'demo-moderator');
      await page.goto(`${base}${GUILD}`);
      t.equal(
        await page.locator('.sidebar__nav a:has-text("Änderungsverlauf")').count(),
        0,
        'not offered without dashboard.admin',
      );
      const refused = await page.goto(`${base}${GUILD}/history`);
      t.equal(refused?.status(), 403);
    });
  }
}
