import t, { type Test } from 'tap';
import type { BrowserContextOptions } from 'playwright-core';
import {
  browserAvailable,
  islandReady,
  islandsSettled,
  launchBrowser,
  openPage,
  startServer,
} from '../../helpers/browser.js';
import { elements } from '../../helpers/app.js';
import { FIXTURE_GUILD_ID, notesRoute } from '../../helpers/fixtures.js';

const SHELL_PAGE = `/__test/dashboard/${FIXTURE_GUILD_ID}/tickets`;

if (browserAvailable(t)) {
  const server = await startServer(t, { extraRoutes: [notesRoute] });
  const base = server.base;
  const browser = await launchBrowser(t);
  /** A page whose browser is signed in as the fixture user. */
  const signedInPage = async (t: Test, options: BrowserContextOptions = {}) => {
    const opened = await openPage(t, browser, options);
    await opened.page.context().addCookies(await server.signIn());
    return opened;
  };

  t.test('/login renders and starts its island with no console error or CSP violation', async (t) => {
    const { page, problems } = await openPage(t, browser);
    const res = await page.goto(`${base}/login?error=unauthorized`);
    t.equal(res?.status(), 200);
    t.same(await islandsSettled(page), ['ThemeToggle:true']);
    t.equal(await page.textContent('.alert__title'), 'Authentication Failed');
    t.equal(await page.textContent('.alert--error p'), 'Your session has expired. Please sign in again.');
    t.same(problems, []);
  });

  t.test('the layout shell hydrates a React island with no hydration warning', async (t) => {
    const { page, problems } = await signedInPage(t);
    await page.clock.install();
    await page.goto(`${base}${SHELL_PAGE}`);
    // The theme toggle is in both user menus: the sidebar's (a laptop) and the top bar's (a phone).
    t.same(await islandsSettled(page), [
      'NavMenuButton:true',
      'ThemeToggle:true',
      'ThemeToggle:true',
      'AdminCountdown:true',
    ]);
    t.equal(await page.textContent('.countdown'), 'Läuft ab in: 1h 30m');
    await page.clock.fastForward('31:00');
    await page.waitForFunction(() => document.querySelector('.countdown')?.textContent === 'Läuft ab in: 59m');
    t.pass('the countdown ticks after hydration');
    t.equal(await page.getAttribute('a[aria-current="page"]', 'title'), 'Tickets');
    t.match(await page.textContent('.user-card'), 'demo-owner#4821');
    t.same(problems, [], 'no console errors, hydration warnings or CSP violations');
  });

  t.test('theme toggle with JavaScript: flips at once, keeps the choice across a reload, no flash', async (t) => {
    const { page, problems } = await openPage(t, browser, { colorScheme: 'dark' });
    await page.goto(`${base}/tos`);
    await islandsSettled(page);
    t.equal(await page.getAttribute('html', 'data-theme'), null, 'no cookie: the system preference decides');
    t.ok(await page.isHidden('.theme-toggle__to-dark'), 'in a dark system theme only the light button shows');
    let navigated = false;
    page.once('framenavigated', () => (navigated = true));
    await page.click('.theme-toggle__to-light');
    t.equal(await page.getAttribute('html', 'data-theme'), 'light');
    t.notOk(navigated, 'no round trip');
    t.ok(await page.isVisible('.theme-toggle__to-dark'));
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    t.equal(background, 'rgb(255, 255, 255)');
    const reload = await page.reload();
    t.same(
      elements(await reload!.text(), 'html')[0]?.attributes,
      { lang: 'de', 'data-theme': 'light' },
      'the server renders the chosen theme',
    );
    t.same(problems, []);
  });

  t.test('the user menu holds the theme and the language one tap away, on a phone and a laptop', async (t) => {
    for (const [width, menu] of [
      [360, '.topbar .user-menu'],
      [1280, '.sidebar .user-menu'],
    ] as const) {
      const { page } = await signedInPage(t, { viewport: { width, height: 740 }, javaScriptEnabled: false });
      await page.goto(`${base}${SHELL_PAGE}`);
      t.ok(await page.isHidden(`${menu} .language-control`), `${width} px: closed at first`);
      await page.click(`${menu} .user-menu__summary`);
      t.ok(await page.isVisible(`${menu} .theme-toggle`), `${width} px: one tap shows the theme`);
      await Promise.all([
        page.waitForURL(`${base}${SHELL_PAGE}`),
        page.click(`${menu} .language-control button[value="en"]`),
      ]);
      t.equal(await page.getAttribute('html', 'lang'), 'en', `${width} px: and the language`);
      if (width === 360)
        t.equal(
          await page.textContent('.topbar__name'),
          await page.getAttribute('.guild-switcher__current', 'title'),
          "the top bar names the server as the sidebar's switcher does",
        );
    }
  });

  t.test('theme toggle without JavaScript: a form post that returns to the page', async (t) => {
    const { page } = await signedInPage(t, { javaScriptEnabled: false, colorScheme: 'light' });
    await page.goto(`${base}${SHELL_PAGE}`);
    await page.click('.sidebar .user-menu__summary');
    t.ok(await page.isHidden('.sidebar .theme-toggle__to-light'));
    await Promise.all([page.waitForURL(`${base}${SHELL_PAGE}`), page.click('.sidebar .theme-toggle__to-dark')]);
    t.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    t.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(49, 51, 56)');
    t.equal(await page.textContent('.countdown'), 'Läuft ab in: 1h 30m', 'without JavaScript the server value stays');
  });

  t.test(
    'on a 360 px screen the sidebar is an icon strip that opens over an overlay, also by keyboard and without JavaScript',
    async (t) => {
      for (const javaScriptEnabled of [true, false]) {
        const { page } = await signedInPage(t, { viewport: { width: 360, height: 740 }, javaScriptEnabled });
        await page.goto(`${base}${SHELL_PAGE}`);
        const strip = await page.locator('#sidebar').boundingBox();
        t.equal(strip?.width, 64, `collapsed to the icon strip (JS ${javaScriptEnabled})`);
        t.ok(await page.isHidden('.sidebar__label >> nth=0'), 'labels hidden');
        t.ok(await page.isHidden('.shell__overlay'));
        await page.click('.sidebar__hamburger');
        t.ok(await page.isVisible('.sidebar__label >> nth=0'), 'the hamburger opens the full sidebar');
        t.ok(await page.isVisible('.shell__overlay'), 'over an overlay');
        await page.mouse.click(340, 400);
        t.ok(await page.isHidden('.shell__overlay'), 'a click on the overlay closes it');
        await page.focus('#nav-open');
        await page.keyboard.press('Space');
        t.ok(await page.isVisible('.sidebar__label >> nth=0'), 'the keyboard opens it too');
        if (javaScriptEnabled) {
          await islandReady(page, '.sidebar__hamburger');
          await page.keyboard.press('Escape');
          t.ok(await page.isHidden('.shell__overlay'), 'Escape closes it');
          t.equal(await page.evaluate(() => document.activeElement?.id), 'nav-open', 'and focus stays on the toggle');
        }
      }
    },
  );
}
