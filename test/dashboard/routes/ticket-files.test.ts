// Archived attachments in the dashboard: the transcript shows the archive's copies from this origin and
// placeholders for what was not kept; a copy is served with nosniff, a sandboxing CSP, inline only as a
// raster image, otherwise as a download with a safe name; the bot API's refusals pass through.
import t, { type Test } from 'tap';
import { buildAuthApp } from '../../helpers/auth.js';
import { alertOf, elements, hasElement, textOf } from '../../helpers/app.js';

const G = '100000000000000001';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

async function setup(t: Test) {
  const auth = await buildAuthApp(t);
  const { cookies } = await auth.signIn();
  return { ...auth, cookies };
}

const file = (id: number, name: string, status: string, content_type: string, size = 16) => ({
  id,
  url: `https://cdn.discordapp.com/attachments/1/${id}/${name}`,
  name,
  size,
  content_type,
  status,
});
const record = {
  id: 5,
  username: 'sophie_r',
  reason: 'Bild',
  created_at: '2026-11-02T09:12:00.000Z',
  closed_at: '2026-11-02T10:05:00.000Z',
  transcript: JSON.stringify({
    messages: [
      {
        id: '1',
        content: 'Anhänge',
        author: { displayName: 'Sophie' },
        attachments: ['bild.png', 'log.txt', 'riesig.zip', 'weg.png'].map((name, index) => ({
          name,
          url: `https://cdn.discordapp.com/attachments/1/${index + 1}/${name}`,
          size: 16,
        })),
      },
    ],
  }),
  files: [
    file(1, 'bild.png', 'archived', 'image/png'),
    file(2, 'log.txt', 'archived', 'text/plain'),
    file(3, 'riesig.zip', 'too_large', '', 52_428_800),
    file(4, 'weg.png', 'unavailable', ''),
  ],
};

t.test("the transcript shows the archive's copies and placeholders", async (t) => {
  const { app, bot, cookies } = await setup(t);
  bot.intercept({ path: `/api/tickets/${G}/transcript/5`, method: 'GET' }).reply(200, record);
  const page = await app.inject({ url: `/dashboard/${G}/tickets/5/transcript`, cookies });
  t.equal(page.statusCode, 200);
  t.ok(
    hasElement(page.body, 'img', { src: `/dashboard/${G}/tickets/5/files/1`, alt: 'bild.png', loading: 'lazy' }),
    'the image from this origin',
  );
  t.ok(
    hasElement(page.body, 'a', { href: `/dashboard/${G}/tickets/5/files/2`, download: 'log.txt' }, 'log.txt'),
    'other files as downloads',
  );
  t.notMatch(page.body, 'cdn.discordapp.com/attachments', 'no expiring CDN link is left in the page');
  const text = textOf(page.body);
  t.match(text, 'riesig.zip 50.00 MB Nicht archiviert: zu groß');
  t.match(text, 'weg.png 0.00 MB Nicht archiviert: beim Schließen nicht abrufbar');
});

t.test('a raster image is served inline, everything else as a download; nothing can run', async (t) => {
  const { app, bot, cookies } = await setup(t);
  const path = (id: number) => `/api/tickets/${G}/transcript/5/files/${id}`;
  bot
    .intercept({ path: path(1), method: 'GET' })
    .reply(200, { ...file(1, 'bild.png', 'archived', 'image/png'), data: PNG.toString('base64') });
  bot.intercept({ path: path(2), method: 'GET' }).reply(200, {
    ...file(2, 'Grüße "à" \\ <x>.txt', 'archived', 'text/plain'),
    data: Buffer.from('hallo').toString('base64'),
  });
  const image = await app.inject({ url: `/dashboard/${G}/tickets/5/files/1`, cookies });
  t.equal(image.statusCode, 200);
  t.same(image.rawPayload, PNG);
  t.equal(image.headers['content-type'], 'image/png');
  t.equal(image.headers['content-disposition'], 'inline');
  t.equal(image.headers['x-content-type-options'], 'nosniff');
  t.match(image.headers['content-security-policy'], /sandbox/);
  const text = await app.inject({ url: `/dashboard/${G}/tickets/5/files/2`, cookies });
  t.equal(text.headers['content-type'], 'application/octet-stream');
  t.equal(
    text.headers['content-disposition'],
    `attachment; filename="Gr__e ___ _ <x>.txt"; filename*=UTF-8''${encodeURIComponent('Grüße "à" \\ <x>.txt')}`,
  );
  t.equal(text.rawPayload.toString(), 'hallo');
});

t.test("refusals: signed out to the login, the bot API's 403 and 404 as such", async (t) => {
  const { app, bot, cookies } = await setup(t);
  const signedOut = await app.inject({ url: `/dashboard/${G}/tickets/5/files/1` });
  t.equal(signedOut.statusCode, 302, 'signed out: to the login, as every page');
  bot.intercept({ path: `/api/tickets/${G}/transcript/5/files/1`, method: 'GET' }).reply(403, {
    error: 'This needs the tickets.view permission on this server',
    code: 'permission_missing',
    needs: 'tickets.view',
  });
  const refused = await app.inject({ url: `/dashboard/${G}/tickets/5/files/1`, cookies });
  t.equal(refused.statusCode, 403);
  t.equal(
    refused.body,
    'Dafür fehlt die Berechtigung „Tickets ansehen“. Die Admins dieses Servers vergeben sie unter Berechtigungen.',
    'the refusal says what is missing, in our words',
  );
  bot
    .intercept({ path: `/api/tickets/${G}/transcript/5/files/9`, method: 'GET' })
    .reply(404, { error: 'File not found', code: 'not_found' });
  t.equal((await app.inject({ url: `/dashboard/${G}/tickets/5/files/9`, cookies })).statusCode, 404);
  t.equal(
    (await app.inject({ url: `/dashboard/${G}/tickets/5/files/x`, cookies })).statusCode,
    404,
    'a bad id is not asked for',
  );
});

t.test(
  'a file that does not exist: a browser gets the transcript page’s error state, an image the reason',
  async (t) => {
    const { app, bot, cookies } = await setup(t);
    const missing = () =>
      bot
        .intercept({ path: `/api/tickets/${G}/transcript/5/files/9`, method: 'GET' })
        .reply(404, { error: 'File not found', code: 'not_found' });
    const url = `/dashboard/${G}/tickets/5/files/9`;
    missing();
    const page = await app.inject({
      url,
      cookies,
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    t.equal(page.statusCode, 404);
    t.equal(page.headers['content-type'], 'text/html; charset=utf-8');
    t.equal(page.headers['cache-control'], 'no-store');
    t.notOk(page.headers['content-disposition']);
    t.equal(elements(page.body, 'title')[0]?.text, 'Ticket #5 · Guildhall');
    t.ok(hasElement(page.body, 'aside', { id: 'sidebar' }), "the dashboard's layout");
    t.same(alertOf(page.body), { message: 'Der Eintrag existiert nicht mehr.' });
    t.ok(hasElement(page.body, 'a', { href: `/dashboard/${G}/tickets` }, 'Schließen'), 'back to the tickets');
    missing();
    const image = await app.inject({ url, cookies, headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
    t.equal(image.statusCode, 404);
    t.equal(image.headers['content-type'], 'text/plain; charset=utf-8', 'no page rendered for a broken image');
    t.equal(image.body, 'Der Eintrag existiert nicht mehr.');
  },
);

t.test('the HTML export takes archived images from the archive and links other files to this site', async (t) => {
  const { app, bot, cookies } = await setup(t);
  bot.intercept({ path: `/api/tickets/${G}/transcript/5`, method: 'GET' }).reply(200, record);
  bot
    .intercept({ path: `/api/tickets/${G}/transcript/5/files/1`, method: 'GET' })
    .reply(200, { ...file(1, 'bild.png', 'archived', 'image/png'), data: PNG.toString('base64') });
  const res = await app.inject({ url: `/dashboard/${G}/tickets/5/export/html`, cookies });
  t.equal(res.statusCode, 200);
  t.ok(
    hasElement(res.body, 'img', { src: `data:image/png;base64,${PNG.toString('base64')}`, alt: 'bild.png' }),
    'the copy, inline',
  );
  t.match(
    elements(res.body, 'a', { download: 'log.txt' })[0]?.attributes.href,
    /^https?:\/\/[^/]+\/dashboard\/100000000000000001\/tickets\/5\/files\/2$/,
    'the text file links to the site',
  );
  t.notMatch(res.body, 'guildhall-archive:', 'no placeholder address is left');
  t.match(textOf(res.body), 'riesig.zip 50.00 MB Nicht archiviert: zu groß');
});
