// Searching the demo guild's tickets in Chromium, with and without JavaScript: a word from one
// transcript, typed into the tickets page's search field, finds that ticket with the word marked, and
// its link lands on the very message, highlighted; filters narrow the hits; closing dates are typed in
// the page's language (TT.MM.JJJJ, DD/MM/YYYY); no console errors.
import t from 'tap';
import {
  axeViolations,
  browserAvailable,
  launchBrowser,
  openPage,
  signInAs,
  startDemo,
} from '../../helpers/browser.js';

const G = '100000000000000001';

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);

  for (const javaScriptEnabled of [false, true]) {
    t.test(`search a word, open the hit at its message (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async (t) => {
      const { page, problems } = await openPage(t, browser, { javaScriptEnabled });
      await signInAs(page, base, 'demo-owner');
      await page.goto(`${base}/dashboard/${G}/tickets`);
      await page.fill('input[name="q"]', 'wartung');
      await Promise.all([page.waitForURL(/\/tickets\/search\?q=wartung/), page.click('button:has-text("Suchen")')]);
      t.equal(await page.textContent('h1'), 'Tickets durchsuchen');
      t.equal(await page.locator('.search-hit').count(), 1, 'one ticket holds the word');
      t.equal(await page.textContent('.search-hit mark'), 'Wartung', 'the word is marked as it was written');
      t.equal(await page.inputValue('input[name="q"]'), 'wartung', 'the form keeps the term');
      // Evaluating in the page needs JavaScript.
      if (javaScriptEnabled) t.same(await axeViolations(page), [], 'no accessibility violations');

      const link = page.locator('.search-hit a');
      const href = (await link.getAttribute('href')) ?? '';
      t.match(href, /^\/dashboard\/100000000000000001\/tickets\/\d+\/transcript#m-\w+$/);
      await Promise.all([page.waitForURL(/\/transcript#m-/), link.click()]);
      const target = page.locator('.message:target');
      t.equal(await target.count(), 1, 'the message the hit named is the target');
      t.match(await target.textContent(), 'Der Server war wegen Wartung offline');
      if (javaScriptEnabled)
        t.equal(
          await target.evaluate((element) => getComputedStyle(element).outlineStyle),
          'solid',
          'and it is highlighted',
        );

      await page.goto(`${base}/dashboard/${G}/tickets/search?q=wartung&in=open`);
      t.match(await page.textContent('main'), 'Keine Treffer', 'the status filter narrows it');
      await page.goto(`${base}/dashboard/${G}/tickets/search?q=${encodeURIComponent('NEAR("x" *')}`);
      t.match(await page.textContent('main'), 'Keine Treffer', 'query syntax is only words');
      t.same(problems, [], 'no console errors or CSP violations');
    });

    t.test(`closing dates typed in the page's language (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async (t) => {
      const { page, problems } = await openPage(t, browser, { javaScriptEnabled });
      await signInAs(page, base, 'demo-owner');
      const search = `${base}/dashboard/${G}/tickets/search?q=wartung`;
      await page.goto(search);
      t.equal(await page.getAttribute('input[name="from"]', 'placeholder'), 'TT.MM.JJJJ');
      t.equal(await page.getAttribute('input[name="from"]', 'type'), 'text', "not the browser's own date field");
      await page.fill('input[name="from"]', '01.01.2020');
      await page.fill('input[name="to"]', '31.12.2099');
      await Promise.all([page.waitForURL(/from=01\.01\.2020/), page.click('button:has-text("Suchen")')]);
      t.equal(await page.locator('.search-hit').count(), 1, 'closed within the days typed');
      t.equal(await page.inputValue('input[name="from"]'), '01.01.2020', 'kept as typed');
      await page.fill('input[name="from"]', '01.01.2099');
      await Promise.all([page.waitForURL(/from=01\.01\.2099/), page.click('button:has-text("Suchen")')]);
      t.match(await page.textContent('main'), 'Keine Treffer', 'none closed that late');
      await page.fill('input[name="from"]', '31.02.2026');
      await Promise.all([page.waitForURL(/from=31\.02\.2026/), page.click('button:has-text("Suchen")')]);
      t.equal(await page.textContent('[role="alert"]'), 'Geschlossen ab: Muss ein gültiges Datum sein (TT.MM.JJJJ)');

      await page.locator('.user-menu__summary:visible').click();
      await Promise.all([
        page.waitForURL(/search/),
        page.locator('.language-control button[value="en"]:visible').click(),
      ]);
      await page.goto(`${search}&from=2020-01-01`);
      t.equal(await page.getAttribute('input[name="from"]', 'placeholder'), 'DD/MM/YYYY');
      t.equal(await page.inputValue('input[name="from"]'), '01/01/2020', "a link's day in English order");
      await page.fill('input[name="to"]', '31/12/2099');
      await Promise.all([page.waitForURL(/to=31%2F12%2F2099/), page.click('.list-controls button[type="submit"]')]);
      t.equal(await page.locator('.search-hit').count(), 1, 'English days read in English order');
      t.same(problems, []);
    });
  }
}
