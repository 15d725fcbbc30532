// A first visit paints from the inline styles (the part of the stylesheet its markup
// uses) without waiting for any stylesheet request, prefetches the hashed file at low priority (islands'
// boot then applies it, for markup they add), and every later page takes that file from the cache,
// named early by a preload header.
import type { IncomingMessage } from 'node:http';
import t from 'tap';
import { browserAvailable, launchBrowser, openPage, startServer } from '../../helpers/browser.js';
import { loadManifest } from '../../../server/dashboard/render/manifest.js';
import { devAssetsDir } from '../../../server/platform/paths.js';

const manifest = loadManifest(devAssetsDir);
/** In the page: whether the stylesheet file is applied. */
const applied = (href: string) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href));

if (browserAvailable(t)) {
  const { base, http } = await startServer(t);
  const browser = await launchBrowser(t);

  t.test('a first visit paints styled while the stylesheet file is still on its way', async (t) => {
    const { page, problems } = await openPage(t, browser);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The hashed file never arrives until the page has painted: nothing may wait for it.
    await page.route(`${base}${manifest.css}`, async (route) => {
      await held;
      await route.continue();
    });
    const response = await page.goto(`${base}/tos`, { waitUntil: 'domcontentloaded', timeout: 10_000 });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1);
    const html = (await response?.text()) ?? '';
    t.notMatch(html, 'rel="stylesheet"', 'the server sends no render-blocking stylesheet link');
    t.equal(response?.headers().link, undefined, 'nor a preload header: the prefetch stays low priority');
    t.equal(await page.locator('style').count(), 1, 'the styles are inline');
    t.equal(await page.evaluate(() => getComputedStyle(document.body).lineHeight), '24px', 'the inline styles apply');
    t.equal(
      await page.evaluate(() => getComputedStyle(document.querySelector('.legal')!).display),
      'grid',
      'so do the page’s own',
    );
    t.equal(await page.getAttribute('link[rel="prefetch"]', 'href'), manifest.css);
    release();
    await page.waitForFunction(applied, manifest.css);
    t.pass('with JavaScript, the boot applies the whole file once it is there');
    const cookies = await page.context().cookies();
    t.equal(
      cookies.find((cookie) => cookie.name === 'gh_css')?.value,
      manifest.css.slice('/assets/'.length),
      'the cookie names the build',
    );
    t.same(problems, [], 'no CSP violation: the inline copy matches its hash');
  });

  t.test('without JavaScript a first visit is styled whole by its inline part', async (t) => {
    const { page, problems } = await openPage(t, browser, { javaScriptEnabled: false });
    await page.goto(`${base}/tos`);
    t.equal(await page.locator('link[rel="stylesheet"]').count(), 0, 'no stylesheet applied but the inline one');
    t.equal(
      await page.evaluate(() => getComputedStyle(document.querySelector('.legal')!).borderRadius),
      '8px',
      'the card is styled',
    );
    t.same(problems, [], 'no CSP violation');
  });

  t.test('the next page links the hashed file and takes it from the cache', async (t) => {
    const { page, problems } = await openPage(t, browser);
    // What reached the server, by the request's destination. The browser's own reports (CDP) are no
    // ground truth here: a request that joins the prefetch still in flight is reported as a network load.
    const fetched: string[] = [];
    const count = (request: IncomingMessage) => {
      if (request.url === manifest.css) fetched.push(String(request.headers['sec-fetch-dest']));
    };
    http.prependListener('request', count);
    t.teardown(() => http.off('request', count));

    await page.goto(`${base}/tos`);
    await page.waitForFunction(applied, manifest.css);
    // Usually the prefetch; when the load event comes before Chromium starts the low-priority prefetch,
    // the boot's stylesheet link is the one request and the prefetch is served from it.
    t.equal(fetched.length, 1, `the first visit fetched the file once (${fetched.join(', ')})`);

    const later = await page.goto(`${base}/dataprivacy`);
    t.equal(
      later?.headers().link,
      `<${manifest.css}>; rel=preload; as=style`,
      'the response headers name the file, so its cache read starts before the body arrives',
    );
    t.equal(await page.locator('style').count(), 0, 'no inline copy any more');
    t.equal(await page.getAttribute('link[rel="stylesheet"]', 'href'), manifest.css);
    t.ok(await page.evaluate(applied, manifest.css), 'the linked file is applied');
    t.equal(await page.evaluate(() => getComputedStyle(document.body).lineHeight), '24px', 'the linked styles apply');
    t.equal(fetched.length, 1, 'from the cache: the second page did not fetch the file again');
    t.same(problems, []);
  });
}
