// The attachment archive in Chromium against demo mode, with and without JavaScript: the bot closes a
// ticket whose screenshot sits behind a signed, soon-expiring CDN link; after the link has expired (the
// stand-in CDN answers 404, as Discord does), the transcript still shows the picture, from our origin.
import t from 'tap';
import { request } from 'undici';
import { browserAvailable, launchBrowser, openPage, signInAs, startDemo } from '../../helpers/browser.js';
import { TEST_SERVICE_TOKEN } from '../../helpers/bot-api.js';
import { waitFor } from '../../helpers/processes.js';

const G = '100000000000000001';

if (browserAvailable(t)) {
  const { base, system } = await startDemo(t, { BOT_SERVICE_TOKEN: TEST_SERVICE_TOKEN });
  const browser = await launchBrowser(t);
  const bot = { authorization: `Bearer ${TEST_SERVICE_TOKEN}`, 'content-type': 'application/json' };
  // Discord's signed links: ?ex= is the end of their life in hex seconds. This one lives three to four
  // seconds: long enough for the close below to archive it on a busy CI machine.
  const expires = Math.floor(Date.now() / 1000 + 4).toString(16);
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
  const closed = await request(`${system.botApiUrl}/bot/tickets/${G}/${id}/close`, { method: 'POST', headers: bot, body: JSON.stringify({ transcript }) });
  await closed.body.dump();

  t.test('the CDN link expires', async (t) => {
    let status = 0;
    await waitFor(async () => {
      const cdn = await request(`${base}/_discord/cdn${path}`);
      await cdn.body.dump();
      status = cdn.statusCode;
      return status === 404;
    });
    t.equal(status, 404, 'the stand-in CDN answers 404, as Discord does');
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
      t.same([...(await copy.body()).subarray(1, 4)], [...Buffer.from('PNG')], 'the PNG the CDN served before its link expired');
      if (javaScriptEnabled) t.ok(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), 'and the browser shows it');
      t.same(problems, [], 'no console errors or CSP violations');
    });
  }
}
