// Signing in through the stand-in Discord in Chromium, as a new user would in demo mode.
import { createServer } from 'node:http';
import { once } from 'node:events';
import t from 'tap';
import type { Page } from 'playwright-core';
import { browserAvailable, islandsSettled, launchBrowser, openPage, startDemo } from '../../helpers/browser.js';

async function signIn(page: Page, base: string, account: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.click('text=Sign in with Discord');
  await page.waitForURL(/\/_discord\/oauth2\/authorize/);
  await Promise.all([page.waitForURL(`${base}/guilds`), page.click(`button:has-text("${account}")`)]);
}

const cardNames = (page: Page) =>
  page.$$eval('a.guild-card .guild-card__name', (names) => names.map((name) => name.textContent));
const withoutBotNames = (page: Page) =>
  page.$$eval('.guild-card--without-bot .guild-card__name', (names) => names.map((name) => name.textContent));

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);

  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';

    t.test(`each demo account sees its own picker (${mode})`, async (t) => {
      const expectations: [string, (page: Page) => Promise<void>][] = [
        [
          'demo-owner',
          async (page) => {
            t.same(await cardNames(page), ['Demo Guild', 'Second Guild'], 'demo-owner: not Foreign Guild');
            t.same(await withoutBotNames(page), ['Uninvited Guild'], 'the one without the bot, to invite it to');
          },
        ],
        ['demo-moderator', async (page) => void t.same(await cardNames(page), ['Demo Guild'])],
        [
          'demo-operator',
          async (page) => {
            t.equal(await page.textContent('.admin-card h2'), 'Global Administrator');
            t.equal(await page.getAttribute('.admin-card a', 'href'), '/admin');
          },
        ],
        [
          'demo-newcomer',
          async (page) => {
            t.equal(await page.textContent('.state__title'), 'No Available Servers');
            t.equal(await page.textContent('a:has-text("Invite Bot to Server")'), 'Invite Bot to Server');
          },
        ],
      ];
      for (const [account, check] of expectations) {
        const { page, problems } = await openPage(t, browser, { javaScriptEnabled });
        await signIn(page, base, account);
        await check(page);
        if (javaScriptEnabled) await islandsSettled(page);
        t.same(problems, [], `${account}: no console errors or CSP violations`);
      }
    });

    t.test(`open Demo Guild, then log out (${mode})`, async (t) => {
      const { page, problems } = await openPage(t, browser, { javaScriptEnabled });
      await signIn(page, base, 'demo-owner');
      await Promise.all([page.waitForURL(`${base}/dashboard/100000000000000001`), page.click('text=Demo Guild')]);
      t.equal(await page.textContent('h1'), 'Server Statistics & Overview');
      t.equal(await page.textContent('.guild-switcher__name'), 'Demo Guild');
      t.match(await page.textContent('.user-card'), 'Demo Owner#4821');
      await Promise.all([page.waitForURL(`${base}/login`), page.click('.sidebar__logout')]);
      await page.goto(`${base}/guilds`);
      t.equal(new URL(page.url()).pathname, '/login', 'signed out for good');
      t.same(problems, []);
    });
  }

  t.test("an expired session leads to the login with the 'session has expired' message", async (t) => {
    const { page } = await openPage(t, browser);
    await signIn(page, base, 'demo-owner');
    const [sid] = (await page.context().cookies()).filter((cookie) => cookie.name === 'sid');
    t.ok(sid, 'the demo on plain http uses the plain cookie name');
    t.equal(sid?.httpOnly, true);
    t.equal(sid?.sameSite, 'Lax');
    await page.context().addCookies([{ name: 'sid', value: 'gone.session', url: base }]);
    await page.goto(`${base}/guilds`);
    t.equal(page.url(), `${base}/login?error=unauthorized&next=%2Fguilds`);
    t.equal(await page.textContent('.alert--error p'), 'Your session has expired. Please sign in again.');
  });

  t.test('a form posted from another site is refused', async (t) => {
    const evil = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end(
        `<form method="post" action="${base}/theme"><input name="theme" value="light"><button id="go">go</button></form>`,
      );
    });
    evil.listen(0, '127.0.0.1');
    await once(evil, 'listening');
    t.teardown(() => new Promise<void>((resolve) => evil.close(() => resolve())));
    const { page } = await openPage(t, browser);
    await signIn(page, base, 'demo-owner');
    await page.goto(`http://localhost:${(evil.address() as { port: number }).port}/`);
    const [response] = await Promise.all([page.waitForResponse(`${base}/theme`), page.click('#go')]);
    t.equal(response.status(), 403);
    t.match(await page.textContent('main'), 'Diese Anfrage kam nicht von dieser Seite und wurde abgelehnt.');
  });
}
