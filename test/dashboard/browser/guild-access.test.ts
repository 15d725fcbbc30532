// In Chromium (with and without JavaScript): the moderator of Demo Guild (her role manages tickets, nothing
// else) is offered only what she may use, and a page she cannot open explains why.
import t from 'tap';
import { browserAvailable, launchBrowser, openPage, signInAs, startDemo } from '../../helpers/browser.js';
import { DEMO_IDS } from '../../../server/stand-in/world.js';

const GUILD = `/dashboard/${DEMO_IDS.demoGuild}`;

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);
  for (const javaScriptEnabled of [true, false]) {
    t.test(
      `the moderator's navigation, pages and refusals${javaScriptEnabled ? '' : ' (no JavaScript)'}`,
      async (t) => {
        const { page } = await openPage(t, browser, { javaScriptEnabled });
        await signInAs(page, base, 'demo-moderator');
        await page.goto(`${base}${GUILD}/ticket-categories`);
        t.same(await page.locator('.sidebar__nav .sidebar__label').allTextContents(), [
          'Dashboard',
          'Tickets',
          'Ticket Kategorien',
          'Statistics',
          'Changelog',
        ]);
        t.equal(await page.locator('text=Neue Kategorie').count(), 1, "her role's tickets.manage offers creating");
        await page.click('summary:has-text("Meine Berechtigungen")');
        t.match(
          await page.textContent('.access-panel'),
          'Rolle Moderator: Dashboard ansehen, Tickets ansehen, Tickets verwalten, Benutzer zu Tickets hinzufügen, Benutzer aus Tickets entfernen',
        );
        const refused = await page.goto(`${base}${GUILD}/autoresponses`);
        t.equal(refused?.status(), 403);
        t.match(await page.textContent('[role="alert"]'), 'Dafür fehlt die Berechtigung „Auto Responses ansehen“.');
        await signInAs(page, base, 'demo-owner');
        await page.goto(`${base}${GUILD}/ticket-categories`);
        t.equal(await page.locator('.sidebar__nav .sidebar__label').count(), 11, 'the owner sees every screen');
      },
    );
  }
}
