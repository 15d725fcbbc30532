// /dashboard/{guildId}/tickets and its transcripts: texts of every state, the spec's error details.
import t, { type Test } from 'tap';
import { buildAuthApp } from '../helpers/auth.js';
import { textOf } from '../helpers/app.js';

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
});
const row = (id: number) => ({ id, username: 'sophie_r', reason: 'Rolle fehlt', created_at: '2026-11-02T09:12:00.000Z', closed_at: '2026-11-02T10:05:00.000Z' });

async function setup(t: Test) {
  const auth = await buildAuthApp(t);
  const { cookies } = await auth.signIn();
  return { ...auth, cookies };
}

t.test('stat cards (closed = total - open) and the transcript table', async (t) => {
  const { app, bot, cookies } = await setup(t);
  bot.intercept({ path: `/api/tickets/${G}`, method: 'GET' }).reply(200, [ticket(1, 'closed'), ticket(2, 'closed'), ticket(3, 'open')]);
  bot.intercept({ path: `/api/tickets/${G}?status=open`, method: 'GET' }).reply(200, [ticket(3, 'open')]);
  bot.intercept({ path: `/api/tickets/${G}/transcripts`, method: 'GET' }).reply(200, [row(2), row(1)]);
  const res = await app.inject({ url: `/dashboard/${G}/tickets`, cookies });
  t.equal(res.statusCode, 200);
  const text = textOf(res.body);
  t.match(text, 'Tickets Gesamt 3 Offen 1 Geschlossen 2 Ticket Transcripte');
  t.match(text, 'Ticket-ID Benutzer Grund Erstellt Geschlossen Aktionen #2 sophie_r Rolle fehlt 02.11.2026 10:12 02.11.2026 11:05 Transcript anzeigen');
  t.match(res.body, `<a class="button button--small" href="/dashboard/${G}/tickets/2/transcript">Transcript anzeigen</a>`, 'without JavaScript a link to the page');
  t.match(res.body, 'data-island="TranscriptButton"');
  t.match(res.body, `&quot;fragmentHref&quot;:&quot;/dashboard/${G}/tickets/2/transcript.html&quot;`.replace(/&quot;/g, '"'));
});

t.test("no transcripts: 'Keine Transcripte verfügbar'; an empty body counts as an empty list", async (t) => {
  const { app, bot, cookies } = await setup(t);
  bot.intercept({ path: `/api/tickets/${G}`, method: 'GET' }).reply(200, []);
  bot.intercept({ path: `/api/tickets/${G}?status=open`, method: 'GET' }).reply(200, []);
  bot.intercept({ path: `/api/tickets/${G}/transcripts`, method: 'GET' }).reply(200, '');
  const res = await app.inject({ url: `/dashboard/${G}/tickets`, cookies });
  t.equal(res.statusCode, 200);
  t.match(res.body, '<p class="state">Keine Transcripte verfügbar</p>');
  t.notMatch(res.body, 'data-island="TranscriptButton"');
});

t.test("a failed load shows 'Fehler beim Laden der Ticket-Daten' with a retry link", async (t) => {
  const { app, bot, cookies } = await setup(t);
  bot.intercept({ path: `/api/tickets/${G}`, method: 'GET' }).reply(500, { error: 'x' });
  bot.intercept({ path: `/api/tickets/${G}?status=open`, method: 'GET' }).reply(200, []);
  bot.intercept({ path: `/api/tickets/${G}/transcripts`, method: 'GET' }).reply(200, []);
  const res = await app.inject({ url: `/dashboard/${G}/tickets`, cookies });
  t.equal(res.statusCode, 502);
  t.match(res.body, '<p>Fehler beim Laden der Ticket-Daten</p><a class="button" href="/dashboard/100000000000000001/tickets">Erneut versuchen</a>');
});

t.test('a user without tickets.view gets a clear refusal inside the layout', async (t) => {
  const { app, bot, cookies } = await setup(t);
  for (const path of [`/api/tickets/${G}`, `/api/tickets/${G}?status=open`, `/api/tickets/${G}/transcripts`])
    bot.intercept({ path, method: 'GET' }).reply(403, { error: 'This needs the tickets.view permission on this server' });
  const res = await app.inject({ url: `/dashboard/${G}/tickets`, cookies });
  t.equal(res.statusCode, 403);
  t.match(res.body, 'Du hast keine Berechtigung für diesen Bereich dieses Servers.');
  t.match(res.body, 'class="sidebar"');
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
  t.match(textOf(page.body), 'Ticket #1 Schließen Benutzer sophie_r Grund Rolle fehlt Erstellt 02.11.2026 10:12 Geschlossen 02.11.2026 11:05 Kanal #ticket-0001 Server Demo Guild');
  t.match(page.body, 'Hallo <strong>Team</strong>');
  t.match(page.body, 'aria-current="page" title="Tickets"', 'the Tickets entry stays active');
  const fragment = await app.inject({ url: `/dashboard/${G}/tickets/1/transcript.html`, cookies });
  t.equal(fragment.statusCode, 200);
  t.match(fragment.headers['content-type'], 'text/html');
  t.equal(fragment.headers['cache-control'], 'no-store');
  t.ok(fragment.body.startsWith('<div class="transcript">'), 'just the transcript, no document');
  t.equal((await app.inject({ url: `/dashboard/${G}/tickets/1/transcript.html` })).statusCode, 401, 'signed out');
});

t.test("transcript errors: 'Fehler beim Laden des Transcripts: {detail}'", async (t) => {
  const { app, bot, cookies } = await setup(t);
  const cases: [string, (scope: typeof bot) => void, number][] = [
    ['404 Not Found', (scope) => scope.intercept({ path: `/api/tickets/${G}/transcript/9`, method: 'GET' }).reply(404, { error: 'Ticket not found' }), 404],
    ['Leeres Transcript erhalten', (scope) => scope.intercept({ path: `/api/tickets/${G}/transcript/9`, method: 'GET' }).reply(200, { ...row(9), transcript: '' }), 502],
    ['Ungültiges Transcript-Format erhalten', (scope) => scope.intercept({ path: `/api/tickets/${G}/transcript/9`, method: 'GET' }).reply(200, { id: 'nine' }), 502],
    ['Unbekannter Fehler beim Laden des Transcripts', (scope) => scope.intercept({ path: `/api/tickets/${G}/transcript/9`, method: 'GET' }).replyWithError(new Error('ECONNRESET')), 503],
  ];
  for (const [detail, arrange, status] of cases) {
    arrange(bot);
    const res = await app.inject({ url: `/dashboard/${G}/tickets/9/transcript`, cookies });
    t.equal(res.statusCode, status, detail);
    t.match(res.body, `<p class="alert alert--error" role="alert">Fehler beim Laden des Transcripts: ${detail}</p>`, detail);
  }
  bot.intercept({ path: `/api/tickets/${G}/transcript/9`, method: 'GET' }).reply(200, { ...row(9), transcript: 'kein json' });
  const invalid = await app.inject({ url: `/dashboard/${G}/tickets/9/transcript.html`, cookies });
  t.match(invalid.body, '<p class="alert alert--error" role="alert">Fehler beim Laden des Transcripts</p>', 'invalid JSON inside the record');
});
