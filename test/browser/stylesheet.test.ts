// Issue 15, item 1: a first visit paints from the inline styles (the part of the stylesheet its markup
// uses) without waiting for any stylesheet request, prefetches the hashed file at low priority (islands'
// boot then applies it, for markup they add), and every later page takes that file from the cache,
// named early by a preload header.
import t from 'tap';
import { browserAvailable, launchBrowser, openPage, startServer } from '../helpers/browser.js';
import { loadManifest } from '../../server/render/manifest.js';
import { devAssetsDir } from '../../server/paths.js';

const manifest = loadManifest(devAssetsDir);

if (browserAvailable(t)) {
  const { base } = await startServer(t);
  const browser = await launchBrowser(t);

  t.test('a first visit paints styled while the stylesheet file is still on its way', async (t) => {
    const { page, problems } = await openPage(t, browser);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const cssRequests: string[] = [];
    // The hashed file never arrives until the page has painted: nothing may wait for it.
    await page.route(`${base}${manifest.css}`, async (route) => {
      cssRequests.push(route.request().resourceType());
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
    t.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.legal')!).display), 'grid', 'so do the page’s own');
    t.equal(await page.getAttribute('link[rel="prefetch"]', 'href'), manifest.css);
    t.equal(cssRequests[0], 'other', 'the file is first asked for as a prefetch, after the page painted');
    release();
    await page.waitForFunction((href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href)), manifest.css);
    t.pass('with JavaScript, the boot applies the whole file once it is there');
    const cookies = await page.context().cookies();
    t.equal(cookies.find((cookie) => cookie.name === 'gh_css')?.value, manifest.css.slice('/assets/'.length), 'the cookie names the build');
    t.same(problems, [], 'no CSP violation: the inline copy matches its hash');
  });

  t.test('without JavaScript a first visit is styled whole by its inline part', async (t) => {
    const { page, problems } = await openPage(t, browser, { javaScriptEnabled: false });
    await page.goto(`${base}/tos`);
    t.equal(await page.locator('link[rel="stylesheet"]').count(), 0, 'no stylesheet applied but the inline one');
    t.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.legal')!).borderRadius), '8px', 'the card is styled');
    t.same(problems, [], 'no CSP violation');
  });

  t.test('the next page links the hashed file and takes it from the cache', async (t) => {
    const { page, problems } = await openPage(t, browser);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const cssUrl = `${base}${manifest.css}`;
    const fromNetwork: string[] = [];
    const fromCache: string[] = [];
    cdp.on('Network.responseReceived', (event) => {
      if (event.response.url !== cssUrl) return;
      const cached = event.response.fromDiskCache || event.response.fromPrefetchCache;
      (cached ? fromCache : fromNetwork).push(event.type);
    });
    cdp.on('Network.requestServedFromCache', () => fromCache.push('memory'));
    const prefetched = page.waitForResponse(cssUrl);
    await page.goto(`${base}/tos`);
    await prefetched;
    t.same(fromNetwork, ['Other'], 'the first visit fetched the file once, as a prefetch');

    const later = await page.goto(`${base}/dataprivacy`);
    t.equal(later?.headers().link, `<${manifest.css}>; rel=preload; as=style`, 'the response headers name the file, so its cache read starts before the body arrives');
    t.equal(await page.locator('style').count(), 0, 'no inline copy any more');
    t.equal(await page.getAttribute('link[rel="stylesheet"]', 'href'), manifest.css);
    t.equal(await page.evaluate(() => getComputedStyle(document.body).lineHeight), '24px', 'the linked styles apply');
    t.same(fromNetwork, ['Other'], 'the second page did not fetch the file again');
    t.ok(fromCache.length >= 1, `the second page took it from the cache (${fromCache.join(', ')})`);
    t.same(problems, []);
  });
}
