// Paging through a guild with 130 tickets in Chromium, with and without JavaScript: 25 at a time, newest
// first, every closed ticket exactly once; the page size and the open tickets through the GET form.
import t from 'tap';
import { request } from 'undici';
import { browserAvailable, launchBrowser, openPage, signInAs, startDemo } from '../../helpers/browser.js';
import { TEST_SERVICE_TOKEN } from '../../helpers/bot-api.js';

const G = '100000000000000001';

if (browserAvailable(t)) {
  const { base, system } = await startDemo(t, { BOT_SERVICE_TOKEN: TEST_SERVICE_TOKEN });
  const browser = await launchBrowser(t);
  // The demo has 10 tickets (4 open); the bot opens and closes 120 more.
  const bot = { authorization: `Bearer ${TEST_SERVICE_TOKEN}`, 'content-type': 'application/json' };
  for (let index = 0; index < 120; index++) {
    const opened = await request(`${system.botApiUrl}/bot/tickets/${G}`, {
      method: 'POST',
      headers: bot,
      body: JSON.stringify({ userId: '200000000000000013', username: `user${index}`, reason: `Paging ${index}` }),
    });
    const { id } = (await opened.body.json()) as { id: number };
    const closed = await request(`${system.botApiUrl}/bot/tickets/${G}/${id}/close`, {
      method: 'POST',
      headers: bot,
      body: JSON.stringify({ transcript: { messages: [] } }),
    });
    await closed.body.dump();
  }

  for (const javaScriptEnabled of [false, true]) {
    t.test(
      `paging through 126 transcripts and the open tickets (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`,
      async (t) => {
        const { page } = await openPage(t, browser, { javaScriptEnabled });
        await signInAs(page, base, 'demo-owner');
        await page.goto(`${base}/dashboard/${G}/tickets`);
        t.match(await page.textContent('.stat-cards'), /Gesamt\s*130.*Offen\s*4.*Geschlossen\s*126/s);
        const ids: string[] = [];
        const sizes: number[] = [];
        for (;;) {
          const shown = await page.$$eval('tbody tr td:first-child', (cells) =>
            cells.map((cell) => cell.textContent ?? ''),
          );
          ids.push(...shown);
          sizes.push(shown.length);
          const older = page.locator('a:has-text("Ältere →")');
          if ((await older.count()) === 0) break;
          // The exact next address: from the third page on, the current one already matches /before=/, and
          // the rows could be read while the next document is still arriving.
          const next = new URL((await older.getAttribute('href')) ?? '', base).href;
          await Promise.all([page.waitForURL(next), older.click()]);
        }
        t.same(sizes, [25, 25, 25, 25, 25, 1], 'pages of 25');
        t.equal(new Set(ids).size, 126, 'every closed ticket exactly once');
        t.equal(ids[0], '#130', 'newest first');
        await Promise.all([page.waitForURL(/after=/), page.click('a:has-text("← Neuere")')]);
        t.equal(await page.locator('tbody tr').count(), 25, 'back one page');
        t.equal(await page.textContent('tbody tr td:first-child'), ids[100], 'the page before, from its first row');

        await page.selectOption('select[name="size"]', '100');
        await Promise.all([page.waitForURL(/size=100/), page.click('button:has-text("Filtern")')]);
        t.equal(await page.locator('tbody tr').count(), 100, '100 per page');
        await page.selectOption('select[name="status"]', 'open');
        await Promise.all([page.waitForURL(/status=open/), page.click('button:has-text("Filtern")')]);
        t.equal(await page.textContent('h2'), 'Offene Tickets');
        t.equal(await page.locator('tbody tr').count(), 4, 'the open tickets');
        t.equal(
          await page.locator('tbody a:has-text("Transcript anzeigen")').count(),
          0,
          'open tickets have no transcript yet',
        );
      },
    );
  }
}
