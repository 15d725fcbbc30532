// Tickets in Chromium against demo mode: the transcript modal (keyboard, backdrop, focus) with
// JavaScript and the transcript page without it (axe: the accessibility walk).
import { readFileSync } from 'node:fs';
import t from 'tap';
import { browserAvailable, launchBrowser, openPage, signInAs, startDemo } from '../../helpers/browser.js';

const G = '100000000000000001';

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);

  t.test('the modal opens a transcript, closes on Escape and on the backdrop, and gives focus back', async (t) => {
    const { page, problems } = await openPage(t, browser);
    await signInAs(page, base, 'demo-owner');
    await page.goto(`${base}/dashboard/${G}/tickets`);
    const opener = page.locator('tr:has-text("#1") a:has-text("Transcript anzeigen")');
    // The page's one dialog starts as the page loads; its links open it from then on.
    await page.locator('[data-island="TranscriptDialog"][data-hydrated="true"]').waitFor({ state: 'attached' });
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
    await Promise.all([
      page.waitForURL(`${base}/dashboard/${G}/tickets/2/transcript`),
      page.click('tr:has-text("#2") >> text=Transcript anzeigen'),
    ]);
    t.equal(await page.textContent('h1'), 'Ticket #2');
    t.match(await page.textContent('.transcript'), 'Serverstatus');
    const images = await page.$$eval('.transcript img', (list) =>
      list.map((image) => (image as HTMLImageElement).naturalWidth),
    );
    t.ok(images.length > 0 && images.every((width) => width > 0), 'every image loads from the stand-in CDN');
  });

  t.test('each export downloads; the HTML file opens on its own, images included, with no request', async (t) => {
    const { page } = await openPage(t, browser, { acceptDownloads: true });
    await signInAs(page, base, 'demo-owner');
    await page.goto(`${base}/dashboard/${G}/tickets/2/transcript`);
    const files: Record<string, string> = {};
    for (const [format, label] of [
      ['json', 'Als JSON herunterladen'],
      ['txt', 'Als Text herunterladen'],
      ['html', 'Als HTML herunterladen'],
    ] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(`a:has-text("${label}")`)]);
      t.equal(download.suggestedFilename(), `ticket-2.${format}`);
      files[format] = readFileSync((await download.path())!, 'utf8');
    }
    t.equal(JSON.parse(files.json!).header.guildName, 'Demo Guild', 'the original JSON');
    t.ok(files.txt!.startsWith('Ticket #2\nBenutzer: '), 'the text export');
    t.notMatch(files.html!, /<script/i);
    t.match(files.html!, 'src="data:image/', 'images inlined');
    // The file alone, with the network cut off: it must not need anything.
    const offline = await openPage(t, browser, { javaScriptEnabled: false, offline: true });
    const requests: string[] = [];
    offline.page.on('request', (request) => {
      if (!request.url().startsWith('data:') && request.url() !== 'about:blank') requests.push(request.url());
    });
    await offline.page.setContent(files.html!);
    t.equal(await offline.page.textContent('h1'), 'Ticket #2');
    t.match(await offline.page.textContent('.transcript'), 'Serverstatus');
    const widths = await offline.page.$$eval('img', (list) =>
      list.map((image) => (image as HTMLImageElement).naturalWidth),
    );
    t.ok(widths.length > 0 && widths.every((width) => width > 0), `every image shows (${widths.length})`);
    t.same(requests, [], 'no request leaves the file');
  });
}
