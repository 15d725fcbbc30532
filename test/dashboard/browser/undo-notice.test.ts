// In Chromium against demo mode, with and without JavaScript: a deletion's notice offers 'Rückgängig',
// which leads to the history's confirm step of that deletion and undoes it there (the category is back);
// the deletion, shown on a page that does not hold its undo, still says it was undone and links there;
// the command matrix's inline delete offers the same undo; and during an admin session on a server the
// operator is not on, every page names the server with its icon.
import t from 'tap';
import {
  browserAvailable,
  islandsSettled,
  launchBrowser,
  openPage,
  signInAs,
  startDemo,
} from '../../helpers/browser.js';
import { DEMO_IDS } from '../../../server/stand-in/world.js';

const GUILD = `/dashboard/${DEMO_IDS.demoGuild}`;

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);

  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? '' : ' (no JavaScript)';

    t.test(`a deleted category is undone from its notice${mode}`, async (t) => {
      const { page, problems } = await openPage(t, browser, { javaScriptEnabled });
      await signInAs(page, base, 'demo-owner');
      const name = `Rückweg ${javaScriptEnabled ? 'JS' : 'HTML'}`;
      await page.goto(`${base}${GUILD}/ticket-categories?form=new`);
      await page.fill('input[name="name"]', name);
      await page.locator('form:has(input[name="name"]) [type="submit"]').first().click();
      await page.waitForURL(/ticket-categories$/);
      await page.locator(`tr:has-text("${name}") a:has-text("Löschen")`).click();
      await page.locator('form[role="alertdialog"] button[type="submit"]').click();
      await page.waitForURL(/ticket-categories$/);

      const notice = page.locator('.flash [role="status"]');
      t.equal(await notice.locator('.success-notice__text').textContent(), 'Kategorie gelöscht');
      const undo = notice.locator('a:text-is("Rückgängig")');
      const href = (await undo.getAttribute('href')) ?? '';
      t.match(href, new RegExp(`^${GUILD}/history\\?revert=\\d+$`), "the history's confirm step of the deletion");
      const deletionId = Number(href.split('=')[1]);
      const box = await undo.boundingBox();
      t.ok(box && box.height >= 24 && box.width >= 24, 'a target a finger can hit');

      await Promise.all([page.waitForURL(`${base}${href}`), undo.click()]);
      const confirm = page.locator('form[role="alertdialog"]');
      t.match(await confirm.textContent(), `Die Kategorie „${name}“ wird mit ihren alten Werten wiederhergestellt.`);
      await Promise.all([page.waitForURL(/\/history$/), confirm.locator('button[type="submit"]').click()]);
      t.match(await page.locator('.alert--success').textContent(), 'Änderung rückgängig gemacht');
      const undoId = (await page.locator('.history-entry').first().getAttribute('id'))!.replace('h-', '');
      await page.goto(`${base}${GUILD}/ticket-categories`);
      t.equal(await page.locator(`tr:has-text("${name}")`).count(), 1, 'the category is back');

      // A page that starts with the deletion does not hold its (newer) undo: the deletion says so all the same.
      await page.goto(`${base}${GUILD}/history?before=${deletionId + 1}`);
      const deletion = page.locator(`#h-${deletionId}`);
      t.equal(
        (await deletion.locator('.history-entry__undone').textContent())?.trim(),
        `Rückgängig gemacht durch Änderung #${undoId}`,
      );
      await Promise.all([
        page.waitForURL(`${base}${GUILD}/history?before=${Number(undoId) + 1}#h-${undoId}`),
        deletion.locator('.history-entry__undone a').click(),
      ]);
      t.match(await page.locator(`#h-${undoId}`).textContent(), `Macht Änderung #${deletionId} rückgängig`);
      t.equal(await deletion.locator('a:has-text("Rückgängig machen")').count(), 0, 'no second undo offered');
      t.same(problems, []);
    });

    t.test(`a command permission entry deleted in the matrix offers its undo${mode}`, async (t) => {
      const { page, problems } = await openPage(t, browser, { javaScriptEnabled });
      page.on('dialog', (dialog) => void dialog.accept());
      await signInAs(page, base, 'demo-owner');
      await page.goto(`${base}${GUILD}/command-permissions`);
      const role = javaScriptEnabled ? 'Moderator' : 'Mitglied';
      if (javaScriptEnabled) {
        await islandsSettled(page);
        const deleted = page.waitForResponse(
          (response) =>
            response.url().includes('/api/command-permissions/') && response.request().method() === 'DELETE',
        );
        await page.locator(`tr:has(th:text-is("${role}"))`).locator('text=Löschen').click();
        t.match(await (await deleted).json(), { historyEntryId: Number }, "the deletion's history entry");
        t.equal(page.url(), `${base}${GUILD}/command-permissions`, 'in place');
      } else {
        await page.locator(`tr:has(th:text-is("${role}"))`).locator('text=Löschen').click();
        await Promise.all([
          page.waitForURL(`${base}${GUILD}/command-permissions`),
          page.click('.confirm button:has-text("Löschen")'),
        ]);
      }
      const notice = page.locator('[role="status"].success-notice');
      t.equal(await notice.locator('.success-notice__text').textContent(), 'Command-Berechtigungen gelöscht');
      const undo = notice.locator('a:text-is("Rückgängig")');
      await Promise.all([page.waitForURL(new RegExp(`${GUILD}/history\\?revert=\\d+$`)), undo.click()]);
      const confirm = page.locator('form[role="alertdialog"]');
      t.match(await confirm.textContent(), `Die Command Permissions der Rolle „${role}“ werden wiederhergestellt.`);
      await Promise.all([page.waitForURL(/\/history$/), confirm.locator('button[type="submit"]').click()]);
      await page.goto(
        `${base}${GUILD}/command-permissions/${javaScriptEnabled ? DEMO_IDS.moderatorRole : DEMO_IDS.memberRole}`,
      );
      // Moderator's seeded entry allows /stats, Mitglied's denies it.
      const stats = javaScriptEnabled ? 'allowed' : 'denied';
      t.ok(await page.locator(`input[name="c_stats"][value="${stats}"]`).isChecked(), 'the entry is back as it was');
      t.same(problems, []);
    });

    t.test(`an admin session names the server the operator is not on${mode}`, async (t) => {
      const { page } = await openPage(t, browser, { javaScriptEnabled, viewport: { width: 360, height: 800 } });
      await signInAs(page, base, 'demo-operator');
      await page.goto(`${base}/admin?tab=server`);
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.locator('.server-card', { hasText: 'Demo Guild' }).locator('text=Admin Dashboard').click(),
      ]);
      await tab.waitForURL(`${base}${GUILD}`);
      for (const path of ['/tickets', '/history']) {
        await tab.goto(`${base}${GUILD}${path}`);
        t.equal(await tab.textContent('.topbar__name'), 'Demo Guild', `${path}: the top bar names it`);
        t.equal(await tab.textContent('.guild-switcher__name'), 'Demo Guild', `${path}: and the sidebar`);
        t.match(
          await tab.locator('.topbar img.guild-icon').getAttribute('src'),
          new RegExp(`/icons/${DEMO_IDS.demoGuild}/`),
          `${path}: with its icon`,
        );
      }
      await tab.setViewportSize({ width: 1280, height: 800 });
      t.ok(await tab.locator('.guild-switcher__name').isVisible(), 'the sidebar names it at 1,280 px');
    });
  }
}
