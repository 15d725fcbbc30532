// Closing a ticket from the dashboard in Chromium against demo mode, with JavaScript and without: on a
// phone and a laptop, Schließen stands at least 16 px apart from the channel's link (or "Kein Kanal");
// it leads to the step, never closes at once; Abbrechen leaves the ticket open; confirming with a reason
// goes back to the list with the flash, and the bot closes the ticket (the demo's tickets have no channel).
import type { Page } from 'playwright-core';
import t from 'tap';
import { startActing } from '../../helpers/bot.js';
import { axeViolations, browserAvailable, launchBrowser, openPage, signInAs } from '../../helpers/browser.js';
import { layoutProblems } from '../../helpers/layout-checks.js';
import { until } from '../../helpers/work.js';

const G = '100000000000000001';
const MIN_GAP_PX = 16;

/** The distance between the channel's action and Schließen in a row, along the way they are laid out. */
async function gapInRow(page: Page, ticketId: number): Promise<number> {
  return page.evaluate((id) => {
    const close = document.querySelector(`a[href$="/tickets/${id}/close"]`)!;
    const channel = close.parentElement!.firstElementChild!;
    const [a, b] = [channel.getBoundingClientRect(), close.getBoundingClientRect()];
    const below = b.top >= a.bottom;
    return below ? b.top - a.bottom : b.left - a.right;
  }, ticketId);
}

if (browserAvailable(t)) {
  // The demo with its bot running: it carries out the closes asked for.
  const { base, system } = await startActing(t);
  const browser = await launchBrowser(t);
  const { db } = system.botApi!.store;
  const openIds = (
    await db
      .selectFrom('tickets')
      .select('id')
      .where('guild_id', '=', G)
      .where('status', '=', 'open')
      .orderBy('id', 'desc')
      .execute()
  ).map((row) => row.id);
  const statusOf = async (id: number) =>
    (await db.selectFrom('tickets').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  // axe runs in the page: it checks where the page runs scripts.
  for (const [javaScript, ticketId] of [
    [true, openIds[0]!],
    [false, openIds[1]!],
  ] as const) {
    const how = javaScript ? 'with JavaScript' : 'without JavaScript';
    t.test(`${how}: Schließen apart from the channel, the step, Abbrechen, then the close`, async (t) => {
      const list = `${base}/dashboard/${G}/tickets?status=open`;
      const step = `${base}/dashboard/${G}/tickets/${ticketId}/close`;
      for (const width of [360, 1280]) {
        const { page } = await openPage(t, browser, {
          viewport: { width, height: 800 },
          javaScriptEnabled: javaScript,
        });
        await signInAs(page, base, 'demo-owner');
        await page.goto(list);
        t.ok(
          (await gapInRow(page, ticketId)) >= MIN_GAP_PX,
          `Schließen at least ${MIN_GAP_PX} px apart at ${width} px`,
        );
        t.same(await layoutProblems(page), [], `the open list's layout at ${width} px`);
        if (javaScript) t.same(await axeViolations(page), [], `the open list is accessible at ${width} px`);
        await Promise.all([page.waitForURL(step), page.click(`a[href$="/tickets/${ticketId}/close"]`)]);
        t.equal(await page.textContent('h1'), `Ticket #${ticketId} schließen`);
        t.equal(await statusOf(ticketId), 'open', 'Schließen alone closes nothing');
        t.same(await layoutProblems(page), [], `the step's layout at ${width} px`);
        if (javaScript) t.same(await axeViolations(page), [], `the step is accessible at ${width} px`);
        await Promise.all([page.waitForURL(list), page.click('a:has-text("Abbrechen")')]);
        t.equal(await statusOf(ticketId), 'open', 'Abbrechen leaves it open');
      }

      const { page, problems } = await openPage(t, browser, {
        viewport: { width: 360, height: 800 },
        javaScriptEnabled: javaScript,
      });
      await signInAs(page, base, 'demo-owner');
      await page.goto(step);
      await page.fill('textarea[name="reason"]', 'Doppelt geöffnet');
      await Promise.all([page.waitForURL(list), page.click('button:has-text("Ticket schließen")')]);
      t.equal(
        (await page.textContent('.flash'))?.trim(),
        'Der Bot schließt das Ticket: Es hat keinen Kanal, er speichert, was über das Ticket bekannt ist.',
      );
      await until(async () => (await statusOf(ticketId)) === 'closed', {
        what: 'the bot closed the ticket',
        deadlineMs: 30_000,
      });
      await page.goto(step);
      t.match(await page.textContent('main'), 'Dieses Ticket ist bereits geschlossen.');
      if (javaScript) t.same(problems, [], 'no console errors, hydration warnings or CSP violations');
    });
  }
}
