// On a phone (360 px), with and without JavaScript: the admin panel's tabs are one row that scrolls
// sideways, the chosen tab brought into view; the top bar names the page of the icon strip's marked icon.
import t from 'tap';
import { browserAvailable, launchBrowser, openPage, signInAs, startDemo } from '../../helpers/browser.js';
import { GUILD } from '../../helpers/route-walk.js';

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);
  for (const javaScript of [true, false])
    t.test(`a phone's navigation${javaScript ? '' : ', without JavaScript'}`, async (t) => {
      const { page } = await openPage(t, browser, {
        viewport: { width: 360, height: 780 },
        javaScriptEnabled: javaScript,
      });
      await signInAs(page, base, 'demo-operator');
      await page.goto(`${base}/admin?tab=uebersicht`);
      await page.click('a[role="tab"]#tab-aktivitaeten');
      await page.waitForURL(/tab=aktivitaeten#tab-aktivitaeten$/);
      const tabs = await page.evaluate(() => {
        const list = document.querySelector('[role="tablist"]')!;
        const frame = list.getBoundingClientRect();
        const all = [...list.querySelectorAll('[role="tab"]')].map((tab) => tab.getBoundingClientRect());
        const chosen = list.querySelector('[aria-selected="true"]')!.getBoundingClientRect();
        return {
          rows: new Set(all.map((box) => Math.round(box.top))).size,
          scrolls: list.scrollWidth > list.clientWidth,
          chosenInView: chosen.left >= frame.left - 1 && chosen.right <= frame.right + 1,
          pageTop: window.scrollY,
        };
      });
      t.same(
        tabs,
        { rows: 1, scrolls: true, chosenInView: true, pageTop: 0 },
        'one scrolling row, the chosen tab in view',
      );
      t.equal(await page.locator('[aria-selected="true"]').textContent(), 'Aktivitäten');

      await page.context().clearCookies();
      await signInAs(page, base, 'demo-owner');
      for (const [path, name] of [
        ['/autoroles', 'Auto-Roles'],
        ['/command-permissions', 'Command Permissions'],
        ['', 'Dashboard'],
      ]) {
        await page.goto(`${base}${GUILD}${path}`);
        t.equal(await page.locator('.topbar__page').textContent(), name, `the top bar names ${name}`);
        t.equal(
          await page.locator('.sidebar__nav a[aria-current="page"]').getAttribute('title'),
          name,
          'the marked icon of the strip',
        );
      }
    });
}
