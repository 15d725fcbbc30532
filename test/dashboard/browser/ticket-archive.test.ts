// The attachment archive in Chromium against demo mode, with and without JavaScript: the bot closes a
// ticket whose screenshot sits behind a signed, expiring CDN link; after the link has expired (the
// stand-in CDN answers 404, as Discord does), the transcript still shows the picture, from our origin.
import t from 'tap';
import { request } from 'undici';
import { browserAvailable, launchBrowser, openPage, signInAs, startDemo } from '../../helpers/browser.js';
import { TEST_SERVICE_TOKEN } from '../../helpers/bot-api.js';
import { createWorld } from '../../../server/stand-in/world.js';

const G = '100000000000000001';

if (browserAvailable(t)) {
  const world = createWorld();
  const { base, system } = await startDemo(t, { BOT_SERVICE_TOKEN: TEST_SERVICE_TOKEN }, undefined, world);
  const browser = await launchBrowser(t);
  const bot = { authorization: `Bearer ${TEST_SERVICE_TOKEN}`, 'content-type': 'application/json' };
  // Discord's signed links: ?ex= is the end of their life in hex seconds. This one lives an hour; the
  // test moves the stand-in CDN's clock past it once the close has archived the file.
  const expires = Math.floor(Date.now() / 1000 + 3_600).toString(16);
  const path = `/attachments/130000000000000002/140000000000000001/beweis.png?ex=${expires}&is=0&hm=demo`;
  const opened = await request(`${system.botApiUrl}/bot/tickets/${G}`, {
    method: 'POST',
    headers: bot,
    body: JSON.stringify({ userId: '200000000000000013', username: 'sophie_r', reason: 'Archiv' }),
  });
  const { id } = (await opened.body.json()) as { id: number };
  const transcript = {
    messages: [
      {
        id: '1',
        content: 'Hier der Beweis:',
        author: { id: '200000000000000013', username: 'sophie_r' },
        attachments: [{ name: 'beweis.png', url: `https://cdn.discordapp.com${path}`, contentType: 'image/png' }],
      },
    ],
  };
  const closed = await request(`${system.botApiUrl}/bot/tickets/${G}/${id}/close`, {
    method: 'POST',
    headers: bot,
    body: JSON.stringify({ transcript }),
  });
  await closed.body.dump();

  t.test('the CDN link expires', async (t) => {
    const live = await request(`${base}/_discord/cdn${path}`);
    await live.body.dump();
    t.equal(live.statusCode, 200, 'the link works until it expires');
    world.settings.cdnClockAheadMs = 2 * 3_600_000;
    const expired = await request(`${base}/_discord/cdn${path}`);
    await expired.body.dump();
    t.equal(expired.statusCode, 404, 'the stand-in CDN answers 404, as Discord does');
  });

  for (const javaScriptEnabled of [false, true]) {
    t.test(`the transcript shows the archived picture (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async (t) => {
      const { page, problems } = await openPage(t, browser, { javaScriptEnabled });
      await signInAs(page, base, 'demo-owner');
      await page.goto(`${base}/dashboard/${G}/tickets/${id}/transcript`);
      const image = page.locator('img.attachment--image[alt="beweis.png"]');
      const src = (await image.getAttribute('src')) ?? '';
      t.match(src, new RegExp(`^/dashboard/${G}/tickets/${id}/files/\\d+$`), 'from our origin');
      const copy = await page.request.get(`${base}${src}`);
      t.equal(copy.status(), 200);
      t.equal(copy.headers()['content-type'], 'image/png');
      t.same(
        [...(await copy.body()).subarray(1, 4)],
        [...Buffer.from('PNG')],
        'the PNG the CDN served before its link expired',
      );
      if (javaScriptEnabled)
        t.ok(
          await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
          'and the browser shows it',
        );
      t.same(problems, [], 'no console errors or CSP violations');
    });
  }
}
