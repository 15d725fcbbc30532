// Tickets in Chromium against demo mode: the transcript modal (keyboard, backdrop, focus) with
// JavaScript, the transcript page without it, and accessibility in both themes.
import t from 'tap';
import { axeViolations, browserAvailable, islandsSettled, launchBrowser, openPage, signInAs, startDemo } from '../helpers/browser.js';

const G = '100000000000000001';

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);

  t.test('the modal opens a transcript, closes on Escape and on the backdrop, and gives focus back', async (t) => {
    const { page, problems } = await openPage(t, browser);
    await signInAs(page, base, 'demo-owner');
    await page.goto(`${base}/dashboard/${G}/tickets`);
    await islandsSettled(page);
    const opener = page.locator('tr:has-text("#1") a:has-text("Transcript anzeigen")');
    await opener.click();
    await page.waitForSelector('dialog[open] .messages');
    t.equal(await page.textContent('dialog[open] h2'), 'Ticket #1');
    t.match(await page.textContent('dialog[open] .modal__details'), 'sophie_r');
    t.match(await page.textContent('dialog[open] .modal__transcript'), 'Ticket geöffnet');
    t.equal(new URL(page.url()).pathname, `/dashboard/${G}/tickets`, 'no navigation');
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog[open]', { state: 'detached' });
    t.ok(await opener.evaluate((element) => element === document.activeElement), 'focus is back on the button');
    await opener.click();
    await page.waitForSelector('dialog[open] .messages');
    await page.mouse.click(5, 5);
    await page.waitForSelector('dialog[open]', { state: 'detached' });
    t.pass('a backdrop click closes it');
    await opener.click();
    await page.click('dialog[open] button:has-text("Schließen")');
    await page.waitForSelector('dialog[open]', { state: 'detached' });
    t.same(problems, [], 'no console errors, hydration warnings or CSP violations');
  });

  t.test('without JavaScript the button is a link to the transcript page', async (t) => {
    const { page } = await openPage(t, browser, { javaScriptEnabled: false });
    await signInAs(page, base, 'demo-owner');
    await page.goto(`${base}/dashboard/${G}/tickets`);
    await Promise.all([page.waitForURL(`${base}/dashboard/${G}/tickets/2/transcript`), page.click('tr:has-text("#2") >> text=Transcript anzeigen')]);
    t.equal(await page.textContent('h1'), 'Ticket #2');
    t.match(await page.textContent('.transcript'), 'Serverstatus');
    const images = await page.$$eval('.transcript img', (list) => list.map((image) => (image as HTMLImageElement).naturalWidth));
    t.ok(images.length > 0 && images.every((width) => width > 0), 'every image loads from the stand-in CDN');
  });

  for (const colorScheme of ['dark', 'light'] as const) {
    t.test(`axe: no serious or critical violations on the tickets screens (${colorScheme})`, async (t) => {
      const { page } = await openPage(t, browser, { colorScheme, bypassCSP: true });
      await signInAs(page, base, 'demo-owner');
      for (const path of [`/dashboard/${G}`, `/dashboard/${G}/tickets`, `/dashboard/${G}/tickets/2/transcript`, '/guilds', '/login']) {
        await page.goto(`${base}${path}`);
        t.same(await axeViolations(page), [], path);
      }
    });
  }
}
