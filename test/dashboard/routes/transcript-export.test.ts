// Transcript downloads: the original JSON, plain text, and a self-contained HTML file with its images
// inlined from the CDN (and only from there), each an attachment with a safe name; refusals pass through.
import t, { type Test } from 'tap';
import { MockAgent } from 'undici';
import { EXPORT_CSP } from '../../../server/dashboard/render/transcript-export.js';
import { buildAuthApp } from '../../helpers/auth.js';
import { alertOf, elements, hasElement } from '../../helpers/app.js';

const G = '100000000000000001';
const CDN = 'https://cdn.discordapp.com';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4950000000049454e44ae426082',
  'hex',
);

const transcript = {
  header: { channelName: 'ticket-0007', guildName: 'Demo Guild', totalMessages: 2 },
  roles: { '300000000000000001': 'Support' },
  messages: [
    {
      id: '1',
      timestamp: '2026-11-02T09:12:00.000Z',
      content: 'Hallo **Team** <@&300000000000000001>\nzweite Zeile',
      author: {
        id: '200000000000000013',
        displayName: 'Sophie',
        avatarURL: `${CDN}/avatars/200000000000000013/abc.png?size=40`,
      },
      attachments: [
        {
          name: 'screenshot.png',
          url: `${CDN}/attachments/1/2/screenshot.png?ex=1&hm=2`,
          contentType: 'image/png',
          size: 70,
        },
      ],
    },
    {
      id: '2',
      timestamp: '2026-11-02T09:15:00.000Z',
      content: '<script>alert(1)</script>',
      author: { displayName: 'Guildhall', bot: true },
      embeds: [
        {
          title: 'Ticket geschlossen',
          description: 'Danke!',
          fields: [{ name: 'Grund', value: 'erledigt' }],
          image: { url: `${CDN}/attachments/9/9/huge.png` },
        },
      ],
    },
  ],
};
const record = {
  id: 7,
  username: 'sophie_r',
  reason: 'Rolle fehlt',
  created_at: '2026-11-02T09:12:00.000Z',
  closed_at: '2026-11-02T10:05:00.000Z',
  transcript: JSON.stringify(transcript),
};

async function setup(t: Test) {
  const cdn = new MockAgent();
  cdn.disableNetConnect();
  const auth = await buildAuthApp(t, { discordDispatcher: cdn });
  const { cookies } = await auth.signIn();
  const download = (format: string) => auth.app.inject({ url: `/dashboard/${G}/tickets/7/export/${format}`, cookies });
  return { ...auth, cdn: cdn.get(CDN), cookies, download };
}

t.test('JSON: the bot’s original, as a download named by the ticket', async (t) => {
  const { bot, download } = await setup(t);
  bot.intercept({ path: `/api/tickets/${G}/transcript/7`, method: 'GET' }).reply(200, record);
  const res = await download('json');
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-type'], 'application/json; charset=utf-8');
  t.equal(res.headers['content-disposition'], 'attachment; filename="ticket-7.json"');
  t.equal(res.headers['cache-control'], 'no-store');
  t.equal(res.body, record.transcript, 'byte for byte');
});

t.test('text: header, then each message with time, author, lines, attachments and embeds', async (t) => {
  const { bot, download } = await setup(t);
  bot.intercept({ path: `/api/tickets/${G}/transcript/7`, method: 'GET' }).reply(200, record);
  const res = await download('txt');
  t.equal(res.headers['content-type'], 'text/plain; charset=utf-8');
  t.equal(res.headers['content-disposition'], 'attachment; filename="ticket-7.txt"');
  t.equal(
    res.body,
    [
      'Ticket #7',
      'Benutzer: sophie_r',
      'Grund: Rolle fehlt',
      'Erstellt: 02.11.2026 10:12',
      'Geschlossen: 02.11.2026 11:05',
      'Kanal: #ticket-0007',
      'Server: Demo Guild',
      'Nachrichten: 2',
      '',
      '[02.11.2026 10:12] Sophie',
      '  Hallo **Team** <@&300000000000000001>',
      '  zweite Zeile',
      '  [Anhang: screenshot.png]',
      '',
      '[02.11.2026 10:15] Guildhall (Bot)',
      '  <script>alert(1)</script>',
      '  [Embed] Ticket geschlossen',
      '  Danke!',
      '  Grund: erledigt',
      '',
    ].join('\n'),
  );
});

t.test(
  'HTML: self-contained (styles inline, no script, a CSP that loads nothing), images as data URLs within the cap',
  async (t) => {
    const { bot, cdn, download } = await setup(t);
    bot.intercept({ path: `/api/tickets/${G}/transcript/7`, method: 'GET' }).reply(200, record);
    cdn
      .intercept({ path: '/avatars/200000000000000013/abc.png?size=40', method: 'GET' })
      .reply(200, PNG, { headers: { 'content-type': 'image/png' } });
    cdn
      .intercept({ path: '/attachments/1/2/screenshot.png?ex=1&hm=2', method: 'GET' })
      .reply(200, PNG, { headers: { 'content-type': 'image/png' } });
    cdn
      .intercept({ path: '/attachments/9/9/huge.png', method: 'GET' })
      .reply(200, Buffer.alloc(3 * 1024 * 1024), { headers: { 'content-type': 'image/png' } });
    cdn
      .intercept({ path: '/embed/avatars/0.png', method: 'GET' })
      .reply(200, '<html>not an image</html>', { headers: { 'content-type': 'text/html' } });
    const res = await download('html');
    t.equal(res.statusCode, 200);
    t.equal(res.headers['content-type'], 'text/html; charset=utf-8');
    t.equal(res.headers['content-disposition'], 'attachment; filename="ticket-7.html"');
    const html = res.body;
    t.ok(html.startsWith('<!doctype html><html lang="de"><head>'));
    t.ok(
      hasElement(html, 'meta', { 'http-equiv': 'Content-Security-Policy', content: EXPORT_CSP }),
      'a CSP of its own',
    );
    t.match(html, /<style>[^<]*\.transcript/, 'the stylesheet inline');
    t.notMatch(html, /<script|<link|@import/i, 'no script, no linked resource');
    t.match(html, '&lt;script&gt;alert(1)&lt;/script&gt;', 'message text stays text');
    t.ok(hasElement(html, 'h1', {}, 'Ticket #7'));
    t.match(html, '@Support', "the transcript's own role name");
    const sources = [...html.matchAll(/ src="([^"]*)"/g)].map((match) => match[1]!);
    t.equal(sources.length, 2, 'the avatar and the screenshot are inlined');
    t.ok(
      sources.every((source) => source.startsWith('data:image/png;base64,')),
      'as data URLs',
    );
    t.equal(sources[0], `data:image/png;base64,${PNG.toString('base64')}`);
    t.notMatch(
      html,
      'src="https://',
      'no image loads from the network: the one over the cap and the one that is no image lost their src',
    );
  },
);

t.test(
  'refusals and errors: signed out to the login, the bot API’s 403, a deleted ticket (410), an unknown format',
  async (t) => {
    const { app, bot, cookies, download } = await setup(t);
    const signedOut = await app.inject({ url: `/dashboard/${G}/tickets/7/export/json` });
    t.equal(signedOut.statusCode, 302);
    t.equal(signedOut.headers.location, '/login');
    bot.intercept({ path: `/api/tickets/${G}/transcript/7`, method: 'GET' }).reply(403, {
      error: 'This needs the tickets.view permission on this server',
      code: 'permission_missing',
      needs: 'tickets.view',
    });
    const refused = await download('json');
    t.equal(refused.statusCode, 403);
    t.notOk(refused.headers['content-disposition'], 'nothing to save');
    t.equal(
      refused.body,
      'Dafür fehlt die Berechtigung „Tickets ansehen“. Die Admins dieses Servers vergeben sie unter Berechtigungen.',
      'the code in our words, never the bot API’s English',
    );
    bot
      .intercept({ path: `/api/tickets/${G}/transcript/7`, method: 'GET' })
      .reply(200, { ...record, reason: '', transcript: '{}', content_deleted_at: '2027-01-02T03:00:00.000Z' });
    const gone = await download('html');
    t.equal(gone.statusCode, 410);
    t.match(gone.body, 'gemäß der Aufbewahrungsfrist der Datenschutzerklärung gelöscht');
    t.equal((await app.inject({ url: `/dashboard/${G}/tickets/7/export/pdf`, cookies })).statusCode, 404);
  },
);

/** What Chromium sends for a link it follows (a download link too). */
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8' };

t.test(
  'a ticket that does not exist: a browser gets the transcript page’s error state (404, the way back), in its language',
  async (t) => {
    const { app, bot, cookies } = await setup(t);
    const missing = () =>
      bot
        .intercept({ path: `/api/tickets/${G}/transcript/999`, method: 'GET' })
        .reply(404, { error: 'Ticket not found', code: 'not_found' });
    const url = (format: string) => `/dashboard/${G}/tickets/999/export/${format}`;
    for (const format of ['html', 'json', 'txt']) {
      missing();
      const res = await app.inject({ url: url(format), cookies, headers: BROWSER });
      t.equal(res.statusCode, 404, format);
      t.equal(res.headers['content-type'], 'text/html; charset=utf-8', format);
      t.equal(res.headers['cache-control'], 'no-store');
      t.notOk(res.headers['content-disposition'], 'nothing to save');
      t.equal(elements(res.body, 'title')[0]?.text, 'Ticket #999 · Guildhall', 'the title');
      t.ok(hasElement(res.body, 'h1', {}, 'Ticket #999'));
      t.ok(hasElement(res.body, 'aside', { id: 'sidebar' }), "the dashboard's layout");
      t.same(alertOf(res.body), { message: 'Der Eintrag existiert nicht mehr.' }, format);
      t.ok(hasElement(res.body, 'a', { href: `/dashboard/${G}/tickets` }, 'Schließen'), 'back to the tickets');
    }
    missing();
    const english = await app.inject({
      url: url('html'),
      cookies: { ...cookies, '__Host-lang': 'en' },
      headers: BROWSER,
    });
    t.equal(english.statusCode, 404);
    t.equal(elements(english.body, 'html')[0]?.attributes.lang, 'en');
    t.same(alertOf(english.body), { message: 'The entry no longer exists.' });
    t.ok(hasElement(english.body, 'a', { href: `/dashboard/${G}/tickets` }, 'Close'));
    missing();
    const script = await app.inject({ url: url('json'), cookies, headers: { accept: 'application/json' } });
    t.equal(script.statusCode, 404);
    t.equal(script.headers['content-type'], 'text/plain; charset=utf-8', 'a script still gets the reason alone');
    t.equal(script.body, 'Der Eintrag existiert nicht mehr.');
  },
);

t.test('a deleted ticket’s download in a browser: the page says why, with 410', async (t) => {
  const { app, bot, cookies } = await setup(t);
  bot
    .intercept({ path: `/api/tickets/${G}/transcript/7`, method: 'GET' })
    .reply(200, { ...record, reason: '', transcript: '{}', content_deleted_at: '2027-01-02T03:00:00.000Z' });
  const res = await app.inject({ url: `/dashboard/${G}/tickets/7/export/txt`, cookies, headers: BROWSER });
  t.equal(res.statusCode, 410);
  t.ok(hasElement(res.body, 'h1', {}, 'Ticket #7'));
  t.match(alertOf(res.body)?.message, 'gemäß der Aufbewahrungsfrist der Datenschutzerklärung gelöscht');
  t.ok(hasElement(res.body, 'a', { href: `/dashboard/${G}/tickets` }, 'Schließen'));
});

t.test("the guild's time zone: every time of the text and HTML files", async (t) => {
  const { bot, cdn, download } = await setup(t);
  bot
    .intercept({ path: `/api/guilds/${G}/preferences`, method: 'GET' })
    .reply(200, { timeZone: 'Asia/Tokyo' })
    .times(2);
  bot
    .intercept({ path: `/api/tickets/${G}/transcript/7`, method: 'GET' })
    .reply(200, record)
    .times(2);
  const text = await download('txt');
  t.match(text.body, 'Erstellt: 02.11.2026 18:12\nGeschlossen: 02.11.2026 19:05');
  t.match(text.body, '[02.11.2026 18:15] Guildhall (Bot)', 'JST is UTC+9');
  cdn
    .intercept({ path: /.*/, method: 'GET' })
    .reply(200, PNG, { headers: { 'content-type': 'image/png' } })
    .persist();
  const html = await download('html');
  t.equal(html.statusCode, 200);
  t.ok(hasElement(html.body, 'dd', {}, '02.11.2026 18:12'));
});

t.test(
  'names with directional controls: isolated and shown as they are, on the page and in all three files',
  async (t) => {
    const { app, bot, cdn, cookies, download } = await setup(t);
    const tricky = {
      header: { channelName: 'ticket-0008', guildName: 'Demo Guild', totalMessages: 2 },
      messages: [
        {
          id: '1',
          timestamp: '2026-11-02T09:12:00.000Z',
          content: 'Die Rechnung',
          author: { id: '200000000000000013', displayName: 'Sophie\u202e' },
          attachments: [
            {
              name: '\u202egnp.exe',
              url: `${CDN}/attachments/1/2/x.exe`,
              contentType: 'application/x-msdownload',
              size: 5,
            },
          ],
        },
        { id: '2', timestamp: '2026-11-02T09:13:00.000Z', content: 'Danke', author: { displayName: 'שרה' } },
      ],
    };
    const trickyRecord = { ...record, username: 'sophie\u202er', transcript: JSON.stringify(tricky) };
    bot
      .intercept({ path: `/api/tickets/${G}/transcript/7`, method: 'GET' })
      .reply(200, trickyRecord)
      .times(4);
    cdn.intercept({ path: /.*/, method: 'GET' }).reply(404, '').persist();

    const page = (await app.inject({ url: `/dashboard/${G}/tickets/7/transcript`, cookies })).body;
    const html = (await download('html')).body;
    for (const [what, markup] of [
      ['the page', page],
      ['the HTML file', html],
    ] as const) {
      t.notMatch(markup, '\u202e', `${what}: no control left to reorder anything`);
      t.ok(hasElement(markup, 'bdi', {}, '[U+202E]gnp.exe'), `${what}: the file's name, isolated, its control shown`);
      t.ok(hasElement(markup, 'bdi', {}, 'Sophie[U+202E]'), `${what}: the author's name`);
      t.ok(hasElement(markup, 'bdi', {}, 'sophie[U+202E]r'), `${what}: the ticket's user`);
      t.ok(hasElement(markup, 'bdi', {}, 'שרה'), `${what}: a right-to-left name, isolated`);
    }

    const text = (await download('txt')).body;
    t.notMatch(text, '\u202e');
    for (const line of [
      'Benutzer: \u2068sophie[U+202E]r\u2069',
      '[02.11.2026 10:12] \u2068Sophie[U+202E]\u2069',
      '  [Anhang: \u2068[U+202E]gnp.exe\u2069]',
      '[02.11.2026 10:13] \u2068שרה\u2069',
    ])
      t.ok(text.split('\n').includes(line), `the text file: ${JSON.stringify(line)}`);

    const json = (await download('json')).body;
    t.notMatch(json, '\u202e', 'the JSON file: no raw control');
    t.match(json, '"name":"\\u202egnp.exe"', 'written as its escape');
    t.same(JSON.parse(json), tricky, 'the same data as the bot’s original');
  },
);
