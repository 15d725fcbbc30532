// In Chromium: a form sent after a logout in another tab survives a new sign-in with
// its values (with and without JavaScript), and an island that meets the ended session leads to the
// login and back to its page.
import t from 'tap';
import type { Page } from 'playwright-core';
import { browserAvailable, islandReady, launchBrowser, openPage, signInAs, startDemo } from '../../helpers/browser.js';
import { DEMO_IDS } from '../../../server/stand-in/world.js';
import { SPEC_TEXTS } from '../../../views/i18n/texts.js';

const DRAFT_NOTICE = SPEC_TEXTS.forms.draftNotice;

const GUILD = `/dashboard/${DEMO_IDS.demoGuild}`;

/** A second tab of the same browser logs out. */
async function logoutInAnotherTab(page: Page, base: string) {
  const other = await page.context().newPage();
  await other.goto(`${base}/guilds`);
  await Promise.all([other.waitForURL(`${base}/login`), other.click('button:has-text("Logout")')]);
  await other.close();
}

/** The login's button, then the stand-in's consent as demo-owner; resolves on the page signed in to. */
async function signInFromLogin(page: Page, base: string, expected: string) {
  await page.click('text=Sign in with Discord');
  await Promise.all([page.waitForURL(`${base}${expected}`), page.click('button:has-text("demo-owner")')]);
}

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);

  for (const javaScriptEnabled of [true, false]) {
    t.test(
      `a category form sent after logout in another tab comes back after signing in${javaScriptEnabled ? '' : ' (no JavaScript)'}`,
      async (t) => {
        const { page } = await openPage(t, browser, { javaScriptEnabled });
        await signInAs(page, base, 'demo-owner');
        const name = `Entwurf ${javaScriptEnabled ? 'mit' : 'ohne'} JS`;
        await page.goto(`${base}${GUILD}/ticket-categories?form=new`);
        await page.fill('input[name="name"]', name);
        await page.fill('textarea[name="description"]', 'Was ich getippt habe');
        await logoutInAnotherTab(page, base);
        await page.locator('form:has(input[name="name"]) [type="submit"]').first().click();
        await page.waitForURL(/\/login\?error=unauthorized&next=/);
        t.match(await page.textContent('[role="alert"]'), 'Your session has expired. Please sign in again.');
        await signInFromLogin(page, base, `${GUILD}/ticket-categories`);
        t.match(await page.textContent('main'), DRAFT_NOTICE, 'the notice that it is not saved yet');
        t.equal(await page.inputValue('input[name="name"]'), name, 'the name as typed');
        t.equal(await page.inputValue('textarea[name="description"]'), 'Was ich getippt habe');
        t.notMatch((await page.textContent('table')) ?? '', name, 'not sent by itself');
        await page.locator('form:has(input[name="name"]) [type="submit"]').first().click();
        await page.waitForURL(`${base}${GUILD}/ticket-categories`);
        t.match(await page.textContent('table'), name, 'saved once sent again');
      },
    );
  }

  t.test('an island meeting the ended session leads to the login and back to its page', async (t) => {
    const { page } = await openPage(t, browser);
    await signInAs(page, base, 'demo-owner');
    await page.goto(`${base}${GUILD}/settings`);
    const toggle = 'button[role="switch"][aria-label="Statistiken"]';
    await page.hover(toggle);
    await islandReady(page, toggle);
    await logoutInAnotherTab(page, base);
    await Promise.all([page.waitForURL(/\/login\?error=unauthorized&next=/), page.click(toggle)]);
    t.match(
      await page.textContent('[role="alert"]'),
      'Your session has expired. Please sign in again.',
      'not "Fehler beim Aktualisieren der Einstellung"',
    );
    await signInFromLogin(page, base, `${GUILD}/settings`);
    t.pass('back on the settings page');
  });
}
