// /dashboard/{guildId}/tickets and its transcripts: texts of every state, the load errors with their
// details.
import t, { type Test } from 'tap';
import { buildAuthApp } from '../../helpers/auth.js';
import { alertOf, elements, elementsOf, hasElement, textOf } from '../../helpers/app.js';

const G = '100000000000000001';
const ticket = (id: number, status: 'open' | 'closed') => ({
  id,
  user_id: '200000000000000013',
  username: 'sophie_r',
  reason: 'Hilfe',
  status,
  category_id: null,
  channel_id: null,
  created_at: '2026-11-02T09:12:00.000Z',
  closed_at: status === 'closed' ? '2026-11-02T10:05:00.000Z' : null,
  claimed_by: null,
  claimed_by_name: null,
  first_response_at: null,
  closed_by: null,
  close_requested_by: null,
  close_reason: null,
  close_kind: null,
  rating: null,
  feedback: null,
  rated_at: null,
  priority: 'normal',
  category_name: null,
  last_activity_at: '2026-11-02T09:30:00.000Z',
});
const row = (id: number) => ({
  id,
  username: 'sophie_r',
  reason: 'Rolle fehlt',
  created_at: '2026-11-02T09:12:00.000Z',
  closed_at: '2026-11-02T10:05:00.000Z',
});

async function setup(t: Test) {
  const auth = await buildAuthApp(t);
  const { cookies } = await auth.signIn();
  return { ...auth, cookies };
}

const COUNTS = `/api/tickets/${G}/counts`;
const FIRST_PAGE = `/api/tickets/${G}/transcripts?limit=26`;

t.test('stat cards (closed = total - open) and the transcript table', async (t) => {
  const { app, bot, cookies } = await setup(t);
  bot.intercept({ path: COUNTS, method: 'GET' }).reply(200, { total: 3, open: 1 });
  bot.intercept({ path: FIRST_PAGE, method: 'GET' }).reply(200, [row(2), row(1)]);
  const res = await app.inject({ url: `/dashboard/${G}/tickets`, cookies });
  t.equal(res.statusCode, 200);
  const text = textOf(res.body);
  t.match(text, 'Tickets Gesamt 3 Offen 1 Geschlossen 2 Tickets durchsuchen Suchen Ticket Transcripte');
  t.match(
    text,
    'Ticket-ID Benutzer Grund Erstellt Geschlossen Aktionen #2 sophie_r Rolle fehlt 02.11.2026 10:12 02.11.2026 11:05 Transcript anzeigen',
  );
  t.ok(
    hasElement(res.body, 'a', { href: `/dashboard/${G}/tickets/2/transcript` }, 'Transcript anzeigen'),
    'without JavaScript a link to the page',
  );
  const link = elements(res.body, 'a', { href: `/dashboard/${G}/tickets/2/transcript` })[0];
  t.same(
    [link?.attributes['data-transcript'], link?.attributes['data-ticket-id'], link?.attributes['data-details']],
    [
      `/dashboard/${G}/tickets/2/transcript.html`,
      '2',
      JSON.stringify(['sophie_r', 'Rolle fehlt', '02.11.2026 10:12', '02.11.2026 11:05']),
    ],
    'with JavaScript the link opens the dialog with its fragment and details',
  );
  t.equal((res.body.match(/data-island="TranscriptDialog"/g) ?? []).length, 1, 'one dialog for the page');
  t.ok(hasElement(res.body, 'form', { action: `/dashboard/${G}/tickets`, method: 'get' }), 'the filter is a GET form');
  t.match(text, 'Anzeigen Geschlossene Tickets Offene Tickets Pro Seite 25 50 100 Filtern');
  t.notMatch(res.body, 'class="pager"', 'one page: no pager');
});

t.test("a closed ticket's stars and what closed it when no person did, under its closing time", async (t) => {
  const { app, bot, cookies } = await setup(t);
  bot.intercept({ path: COUNTS, method: 'GET' }).reply(200, { total: 3, open: 0 });
  bot.intercept({ path: FIRST_PAGE, method: 'GET' }).reply(200, [
    { ...row(3), rating: 4, close_kind: null },
    { ...row(2), rating: null, close_kind: 'auto_close' },
    { ...row(1), rating: null, close_kind: null },
  ]);
  const res = await app.inject({ url: `/dashboard/${G}/tickets`, cookies });
  const text = textOf(res.body);
  t.match(text, 'Ticket-ID Benutzer Grund Erstellt Geschlossen Aktionen', "the specification's columns");
  t.match(text, '#3 sophie_r Rolle fehlt 02.11.2026 10:12 02.11.2026 11:05 ★★★★☆ (4 von 5) Transcript anzeigen');
  t.match(
    text,
    '#2 sophie_r Rolle fehlt 02.11.2026 10:12 02.11.2026 11:05 Automatisch: keine Aktivität Transcript anzeigen',
  );
  t.match(
    text,
    '#1 sophie_r Rolle fehlt 02.11.2026 10:12 02.11.2026 11:05 Transcript anzeigen',
    'nothing more for a plain close',
  );
});

t.test("no transcripts: 'Keine Transcripte verfügbar'; an empty body counts as an empty list", async (t) => {
  const { app, bot, cookies } = await setup(t);
  bot.intercept({ path: COUNTS, method: 'GET' }).reply(200, { total: 0, open: 0 });
  bot.intercept({ path: FIRST_PAGE, method: 'GET' }).reply(200, '');
  const res = await app.inject({ url: `/dashboard/${G}/tickets`, cookies });
  t.equal(res.statusCode, 200);
  t.ok(hasElement(res.body, 'p', {}, 'Keine Transcripte verfügbar'));
  t.notMatch(res.body, 'data-island="TranscriptDialog"');
});

t.test("a failed load shows 'Fehler beim Laden der Ticket-Daten' with a retry link", async (t) => {
  const { app, bot, cookies } = await setup(t);
  bot.intercept({ path: COUNTS, method: 'GET' }).reply(500, { error: 'x' });
  bot.intercept({ path: FIRST_PAGE, method: 'GET' }).reply(200, []);
  const res = await app.inject({ url: `/dashboard/${G}/tickets`, cookies });
  t.equal(res.statusCode, 502);
  t.match(alertOf(res.body), {
    message: 'Fehler beim Laden der Ticket-Daten',
    link: { text: 'Erneut versuchen', href: '/dashboard/100000000000000001/tickets' },
  });
});

t.test('a user without tickets.view gets a clear refusal inside the layout', async (t) => {
  const { app, bot, cookies } = await setup(t);
  for (const path of [COUNTS, FIRST_PAGE])
    bot
      .intercept({ path, method: 'GET' })
      .reply(403, { error: 'This needs the tickets.view permission on this server' });
  const res = await app.inject({ url: `/dashboard/${G}/tickets`, cookies });
  t.equal(res.statusCode, 403);
  t.match(res.body, 'Du hast keine Berechtigung für diesen Bereich dieses Servers.');
  t.match(res.body, 'class="sidebar"');
});

/** Closed tickets closed one minute apart, newest first, as the bot API lists them. */
const closedRows = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const id = from - index;
    return { ...row(id), closed_at: new Date(Date.UTC(2026, 10, 2, 10, id)).toISOString() };
  });
const cursorOf = (entry: { id: number; closed_at: string }) => `${entry.closed_at}_${entry.id}`;

t.test(
  'paging: the first page asks one row more, links the older page by its last row; stable links with status and size',
  async (t) => {
    const { app, bot, cookies } = await setup(t);
    const rows = closedRows(130, 26);
    bot.intercept({ path: COUNTS, method: 'GET' }).reply(200, { total: 130, open: 0 });
    bot.intercept({ path: FIRST_PAGE, method: 'GET' }).reply(200, rows);
    const res = await app.inject({ url: `/dashboard/${G}/tickets`, cookies });
    t.equal(res.statusCode, 200);
    t.equal((res.body.match(/data-transcript=/g) ?? []).length, 25, 'a page of 25');
    t.notMatch(textOf(res.body), '#105 ', 'the extra row is not shown');
    const older = `/dashboard/${G}/tickets?status=closed&size=25&before=${encodeURIComponent(cursorOf(rows[24]!))}`;
    const pager = elements(res.body, 'nav', { 'aria-label': 'Seiten' });
    t.same(
      pager.flatMap((nav) =>
        elements(nav.html, 'a').map((link) => [link.attributes.href, link.attributes.rel, link.text]),
      ),
      [[older, 'next', 'Ältere →']],
      'only an older page',
    );
  },
);

t.test(
  'paging: a page older than a cursor links both ways and back to the newest; the cursor goes upstream as given',
  async (t) => {
    const { app, bot, cookies } = await setup(t);
    const cursor = cursorOf(closedRows(106, 1)[0]!);
    const rows = closedRows(55, 51);
    bot.intercept({ path: COUNTS, method: 'GET' }).reply(200, { total: 130, open: 4 });
    bot
      .intercept({ path: `/api/tickets/${G}/transcripts?limit=51&before=${encodeURIComponent(cursor)}`, method: 'GET' })
      .reply(200, rows);
    const res = await app.inject({
      url: `/dashboard/${G}/tickets?size=50&before=${encodeURIComponent(cursor)}`,
      cookies,
    });
    t.equal(res.statusCode, 200);
    t.equal((res.body.match(/data-transcript=/g) ?? []).length, 50);
    const text = textOf(res.body);
    t.match(text, 'Gesamt 130 Offen 4 Geschlossen 126', 'the counters stay right on every page');
    t.match(text, 'Neueste ← Neuere Ältere →');
    t.match(res.body, `href="/dashboard/${G}/tickets?status=closed&amp;size=50">Neueste</a>`);
    t.match(
      res.body,
      `href="/dashboard/${G}/tickets?status=closed&amp;size=50&amp;after=${encodeURIComponent(cursorOf(rows[0]!))}" rel="prev"`,
    );
    t.match(
      res.body,
      `href="/dashboard/${G}/tickets?status=closed&amp;size=50&amp;before=${encodeURIComponent(cursorOf(rows[49]!))}" rel="next"`,
    );
    t.ok(hasElement(res.body, 'option', { value: '50', selected: '' }, '50'), 'the size stays chosen');
  },
);

t.test(
  'paging: a page newer than a cursor drops the extra newest row; bad cursors and sizes mean the newest page of 25',
  async (t) => {
    const { app, bot, cookies } = await setup(t);
    const cursor = cursorOf(closedRows(80, 1)[0]!);
    bot.intercept({ path: COUNTS, method: 'GET' }).reply(200, { total: 130, open: 0 }).times(2);
    bot
      .intercept({ path: `/api/tickets/${G}/transcripts?limit=26&after=${encodeURIComponent(cursor)}`, method: 'GET' })
      .reply(200, closedRows(106, 26));
    const res = await app.inject({ url: `/dashboard/${G}/tickets?after=${encodeURIComponent(cursor)}`, cookies });
    const rows = textOf(res.body);
    t.notMatch(rows, '#106 ', 'the newest row is the extra one');
    t.match(rows, '#105 sophie_r');
    t.match(rows, '#81 sophie_r');
    t.notMatch(rows, '#80 ', 'the cursor row itself is not repeated');
    t.match(textOf(res.body), 'Neueste ← Neuere Ältere →');
    bot.intercept({ path: FIRST_PAGE, method: 'GET' }).reply(200, []);
    const bad = await app.inject({ url: `/dashboard/${G}/tickets?size=7&before=%27%3B--&status=pending`, cookies });
    t.equal(bad.statusCode, 200, 'the newest page, nothing sent upstream but the defaults');
  },
);

t.test('open tickets: their own list and empty state, paged by id; no transcript button', async (t) => {
  const { app, bot, cookies } = await setup(t);
  bot.intercept({ path: COUNTS, method: 'GET' }).reply(200, { total: 3, open: 1 }).times(2);
  bot.intercept({ path: `/api/tickets/${G}?status=open&limit=26`, method: 'GET' }).reply(200, [ticket(3, 'open')]);
  const res = await app.inject({ url: `/dashboard/${G}/tickets?status=open`, cookies });
  t.equal(res.statusCode, 200);
  const text = textOf(res.body);
  t.match(text, 'Offene Tickets Anzeigen');
  t.match(
    text,
    /Ticket-ID Benutzer Grund Priorität Erstellt Letzte Aktivität Status Aktionen #3 sophie_r Hilfe Normal 02\.11\.2026 10:12 \(vor \d+ Tagen\) 02\.11\.2026 10:30 Offen Kein Kanal Schließen/,
  );
  t.notMatch(res.body, 'data-island="TranscriptDialog"');
  t.ok(hasElement(res.body, 'option', { value: 'open', selected: '' }, 'Offene Tickets'), 'the status stays chosen');
  bot.intercept({ path: `/api/tickets/${G}?status=open&limit=51&before=9`, method: 'GET' }).reply(200, []);
  const empty = await app.inject({ url: `/dashboard/${G}/tickets?status=open&size=50&before=9`, cookies });
  t.ok(hasElement(empty.body, 'p', {}, 'Keine offenen Tickets'));
});

t.test('the transcript page and the fragment for the modal', async (t) => {
  const { app, bot, cookies } = await setup(t);
  const transcript = JSON.stringify({
    header: { channelName: 'ticket-0001', guildName: 'Demo Guild', totalMessages: 1 },
    messages: [{ id: '1', content: 'Hallo **Team**', author: { displayName: 'Sophie' } }],
  });
  bot
    .intercept({ path: `/api/tickets/${G}/transcript/1`, method: 'GET' })
    .reply(200, { ...row(1), transcript })
    .times(2);
  const page = await app.inject({ url: `/dashboard/${G}/tickets/1/transcript`, cookies });
  t.equal(page.statusCode, 200);
  t.match(
    textOf(page.body),
    'Ticket #1 Schließen Benutzer sophie_r Grund Rolle fehlt Erstellt 02.11.2026 10:12 Geschlossen 02.11.2026 11:05 Als HTML herunterladen Als JSON herunterladen Als Text herunterladen Kanal #ticket-0001 Server Demo Guild',
  );
  t.match(page.body, 'Hallo <strong>Team</strong>');
  t.match(page.body, 'aria-current="page" title="Tickets"', 'the Tickets entry stays active');
  t.ok(
    hasElement(
      page.body,
      'a',
      { href: `/dashboard/${G}/tickets/1/export/json`, download: '' },
      'Als JSON herunterladen',
    ),
    'downloads, without JavaScript',
  );
  const fragment = await app.inject({ url: `/dashboard/${G}/tickets/1/transcript.html`, cookies });
  t.equal(fragment.statusCode, 200);
  t.match(fragment.headers['content-type'], 'text/html');
  t.equal(fragment.headers['cache-control'], 'no-store');
  t.match(elementsOf(fragment.body)[0], { tag: 'nav', attributes: { class: 'export-links' } }, 'the downloads first');
  t.ok(
    hasElement(
      fragment.body,
      'a',
      { href: `/dashboard/${G}/tickets/1/export/html`, download: '' },
      'Als HTML herunterladen',
    ),
    'the dialog offers the downloads with JavaScript on too',
  );
  t.ok(
    elementsOf(fragment.body).some((element) => element.tag === 'div' && element.attributes.class === 'transcript'),
    'then the transcript',
  );
  t.notOk(
    ['html', 'head', 'body'].some((tag) => hasElement(fragment.body, tag)),
    'no document around it',
  );
  t.equal((await app.inject({ url: `/dashboard/${G}/tickets/1/transcript.html` })).statusCode, 401, 'signed out');
});

t.test('how a closed ticket ended and its rating, on the transcript page and in the dialog', async (t) => {
  const { app, bot, cookies } = await setup(t);
  const transcript = JSON.stringify({ header: { channelName: 'ticket-0001', guildName: 'Demo Guild' }, messages: [] });
  const outcome = {
    category_name: 'Technik',
    closed_by: '200000000000000012',
    closed_by_name: 'Max Support',
    close_reason: 'Erledigt',
    close_kind: null,
    rating: 4,
    feedback: 'Schnell geholfen',
  };
  bot
    .intercept({ path: `/api/tickets/${G}/transcript/1`, method: 'GET' })
    .reply(200, { ...row(1), transcript, ...outcome })
    .times(2);
  const words =
    'Kategorie Technik Geschlossen von Max Support Grund des Schließens Erledigt Bewertung ★★★★☆ (4 von 5) Kommentar Schnell geholfen';
  t.match(textOf((await app.inject({ url: `/dashboard/${G}/tickets/1/transcript`, cookies })).body), words, 'the page');
  const fragment = await app.inject({ url: `/dashboard/${G}/tickets/1/transcript.html`, cookies });
  t.match(textOf(fragment.body), words, 'the dialog');
  bot.intercept({ path: `/api/tickets/${G}/transcript/2`, method: 'GET' }).reply(200, {
    ...row(2),
    transcript,
    ...outcome,
    closed_by: null,
    close_reason: '',
    close_kind: 'auto_close',
    rating: null,
    feedback: null,
  });
  t.match(
    textOf((await app.inject({ url: `/dashboard/${G}/tickets/2/transcript`, cookies })).body),
    'Kategorie Technik Geschlossen von Automatisch: keine Aktivität Grund des Schließens – Bewertung Nicht bewertet',
    'closed by the bot, not rated',
  );
});

t.test('an empty transcript offers no downloads', async (t) => {
  const { app, bot, cookies } = await setup(t);
  const transcript = JSON.stringify({
    header: { channelName: 'ticket-0006', guildName: 'Demo Guild', totalMessages: 0 },
    messages: [],
  });
  bot.intercept({ path: `/api/tickets/${G}/transcript/1`, method: 'GET' }).reply(200, { ...row(1), transcript });
  const page = await app.inject({ url: `/dashboard/${G}/tickets/1/transcript`, cookies });
  t.equal(page.statusCode, 200);
  t.match(textOf(page.body), 'Keine Nachrichten im Transcript gefunden');
  t.notMatch(page.body, '/export/', 'no download links');
});

t.test(
  'a ticket whose contents the retention policy deleted says so (410), on the page and in the modal',
  async (t) => {
    const { app, bot, cookies } = await setup(t);
    bot
      .intercept({ path: `/api/tickets/${G}/transcript/7`, method: 'GET' })
      .reply(200, { ...row(7), reason: '', transcript: '{}', content_deleted_at: '2027-01-02T03:00:00.000Z' })
      .times(2);
    const notice = {
      message:
        'Der Inhalt dieses Tickets wurde am 02.01.2027 04:00 gemäß der Aufbewahrungsfrist der Datenschutzerklärung gelöscht.',
    };
    const page = await app.inject({ url: `/dashboard/${G}/tickets/7/transcript`, cookies });
    t.equal(page.statusCode, 410);
    t.same(alertOf(page.body), notice);
    const fragment = await app.inject({ url: `/dashboard/${G}/tickets/7/transcript.html`, cookies });
    t.equal(fragment.statusCode, 410);
    t.same(alertOf(fragment.body), notice);
  },
);

t.test("transcript errors: 'Fehler beim Laden des Transcripts: {detail}'", async (t) => {
  const { app, bot, cookies } = await setup(t);
  const cases: [string, (scope: typeof bot) => void, number][] = [
    [
      '404 Not Found',
      (scope) =>
        scope
          .intercept({ path: `/api/tickets/${G}/transcript/9`, method: 'GET' })
          .reply(404, { error: 'Ticket not found' }),
      404,
    ],
    [
      'Leeres Transcript erhalten',
      (scope) =>
        scope
          .intercept({ path: `/api/tickets/${G}/transcript/9`, method: 'GET' })
          .reply(200, { ...row(9), transcript: '' }),
      502,
    ],
    [
      'Ungültiges Transcript-Format erhalten',
      (scope) => scope.intercept({ path: `/api/tickets/${G}/transcript/9`, method: 'GET' }).reply(200, { id: 'nine' }),
      502,
    ],
    [
      'Unbekannter Fehler beim Laden des Transcripts',
      (scope) =>
        scope
          .intercept({ path: `/api/tickets/${G}/transcript/9`, method: 'GET' })
          .replyWithError(new Error('ECONNRESET')),
      503,
    ],
  ];
  for (const [detail, arrange, status] of cases) {
    arrange(bot);
    const res = await app.inject({ url: `/dashboard/${G}/tickets/9/transcript`, cookies });
    t.equal(res.statusCode, status, detail);
    t.same(alertOf(res.body), { message: `Fehler beim Laden des Transcripts: ${detail}` }, detail);
  }
  bot
    .intercept({ path: `/api/tickets/${G}/transcript/9`, method: 'GET' })
    .reply(200, { ...row(9), transcript: 'kein json' });
  const invalid = await app.inject({ url: `/dashboard/${G}/tickets/9/transcript.html`, cookies });
  t.same(alertOf(invalid.body), { message: 'Fehler beim Laden des Transcripts' }, 'invalid JSON inside the record');
});

t.test(
  "the guild's time zone: the table, the transcript page, the modal's fragment and a deleted ticket's notice",
  async (t) => {
    const { app, bot, cookies } = await setup(t);
    const newYork = () =>
      bot
        .intercept({ path: `/api/guilds/${G}/preferences`, method: 'GET' })
        .reply(200, { timeZone: 'America/New_York' });
    newYork();
    bot.intercept({ path: COUNTS, method: 'GET' }).reply(200, { total: 1, open: 0 });
    bot.intercept({ path: FIRST_PAGE, method: 'GET' }).reply(200, [row(2)]);
    const list = await app.inject({ url: `/dashboard/${G}/tickets`, cookies });
    t.match(textOf(list.body), '#2 sophie_r Rolle fehlt 02.11.2026 04:12 02.11.2026 05:05', 'EST is UTC-5');

    const transcript = JSON.stringify({
      messages: [
        { id: '1', timestamp: '2026-11-02T04:30:00.000Z', content: 'spät', author: { displayName: 'Sophie' } },
      ],
    });
    bot
      .intercept({ path: `/api/tickets/${G}/transcript/1`, method: 'GET' })
      .reply(200, { ...row(1), transcript })
      .times(2);
    newYork();
    const page = await app.inject({ url: `/dashboard/${G}/tickets/1/transcript`, cookies });
    t.match(textOf(page.body), 'Erstellt 02.11.2026 04:12 Geschlossen 02.11.2026 05:05');
    t.match(textOf(page.body), '01.11.2026 23:30', 'the message was sent on the evening before, New York time');
    newYork();
    const fragment = await app.inject({ url: `/dashboard/${G}/tickets/1/transcript.html`, cookies });
    t.match(textOf(fragment.body), '01.11.2026 23:30');

    bot
      .intercept({ path: `/api/tickets/${G}/transcript/7`, method: 'GET' })
      .reply(200, { ...row(7), transcript: '{}', content_deleted_at: '2027-01-02T03:00:00.000Z' });
    newYork();
    const deleted = await app.inject({ url: `/dashboard/${G}/tickets/7/transcript`, cookies });
    t.match(deleted.body, 'Der Inhalt dieses Tickets wurde am 01.01.2027 22:00 gemäß');
  },
);
