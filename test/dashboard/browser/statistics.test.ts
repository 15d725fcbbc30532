// The statistics page of the demo in Chromium at a phone's and a laptop's width, with and without
// JavaScript: the charts and their tables, no page wider than the screen and no figure beside it, the
// presets and a typed period, a bad period's message; the CSV download; no accessibility violations, no
// console errors.
import type { Page } from 'playwright-core';
import t from 'tap';
import {
  axeViolations,
  browserAvailable,
  launchBrowser,
  openPage,
  signInAs,
  startDemo,
} from '../../helpers/browser.js';
import { layoutProblems } from '../../helpers/layout-checks.js';

const G = '100000000000000001';

/** The cells a reader would have to scroll sideways to see (the busiest hours' grid of 24 columns may). */
function figuresOutOfView(tab: Page) {
  return tab.evaluate(() =>
    [...document.querySelectorAll('main table:not(.stats-table--hours) td')]
      .filter((cell) => {
        const scroller = cell.closest('.table-scroll') ?? document.body;
        return cell.getBoundingClientRect().right > scroller.getBoundingClientRect().right + 1;
      })
      .map((cell) => cell.textContent),
  );
}

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);
  const page = `${base}/dashboard/${G}/statistics`;

  for (const width of [360, 1280])
    for (const javaScriptEnabled of [false, true])
      t.test(
        `${width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}: the figures, charts and tables`,
        async (t) => {
          const { page: tab, problems } = await openPage(t, browser, {
            javaScriptEnabled,
            viewport: { width, height: 800 },
          });
          await signInAs(tab, base, 'demo-owner');
          await tab.goto(page);
          t.equal(await tab.textContent('h1'), 'Statistics');
          t.ok((await tab.locator('svg[role="img"]').count()) >= 3, 'the charts are drawn on the server');
          t.equal(
            await tab.locator('figure.stats-chart table').count(),
            await tab.locator('figure.stats-chart svg').count(),
            'each chart has its table',
          );
          t.same(await layoutProblems(tab), [], 'the layout holds');
          t.same(await figuresOutOfView(tab), [], 'every figure is in view without scrolling sideways');
          if (javaScriptEnabled) t.same(await axeViolations(tab), [], 'no accessibility violations');

          await Promise.all([tab.waitForURL(/period=7/), tab.click('a:has-text("Letzte 7 Tage")')]);
          t.equal(
            await tab.getAttribute('.stats-period__presets a[aria-current="page"]', 'href'),
            `/dashboard/${G}/statistics?period=7`,
          );
          await tab.fill('input[name="from"]', '02.12.2026');
          await tab.fill('input[name="to"]', '01.12.2026');
          await Promise.all([tab.waitForURL(/from=02\.12\.2026/), tab.click('button:has-text("Anzeigen")')]);
          t.equal(await tab.textContent('[role="alert"]'), 'Bis: Darf nicht vor „Von“ liegen');
          t.equal(await tab.inputValue('input[name="from"]'), '02.12.2026', 'kept as typed');
          t.same(problems, [], 'no console errors or CSP violations');
        },
      );

  t.test('the per-day table downloads as CSV', async (t) => {
    const { page: tab } = await openPage(t, browser, { acceptDownloads: true });
    await signInAs(tab, base, 'demo-owner');
    await tab.goto(page);
    const [download] = await Promise.all([tab.waitForEvent('download'), tab.click('a[href*="/export/days"]')]);
    t.match(download.suggestedFilename(), /^tickets-days-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  });
}
