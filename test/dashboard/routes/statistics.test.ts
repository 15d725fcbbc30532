// /dashboard/{guildId}/statistics: the period sent upstream (presets in the server's days, from–to typed
// in the page's language), the figures with their charts and tables, the reasons for what is withheld,
// every bad period answered in the page (400) without a call, the error state, and the CSV downloads.
import t, { type Test } from 'tap';
import { buildAuthApp } from '../../helpers/auth.js';
import { alertOf, elements, hasElement, textOf } from '../../helpers/app.js';
import { languageCookieName } from '../../../server/dashboard/lib/cookies.js';
import { busyWeek, quietWeek } from '../../helpers/ticket-stats.js';

const G = '100000000000000001';
const STATS = `/api/ticket-stats/${G}`;
const PAGE = `/dashboard/${G}/statistics`;
// 10:00 UTC is 11:00 in Berlin (the zone the dashboard falls back to here): today is 2 December.
const NOW = new Date('2026-12-02T10:00:00.000Z');

async function setup(t: Test) {
  const auth = await buildAuthApp(t, { now: () => NOW });
  const { cookies } = await auth.signIn();
  return { ...auth, cookies };
}

/** Answers the statistics once and keeps the query the dashboard sent. */
function answerStats(bot: Awaited<ReturnType<typeof setup>>['bot'], status: number, body: unknown) {
  // A path the matcher was asked about twice is one call.
  const sent: string[] = [];
  bot
    .intercept({
      path: (path: string) => {
        if (!path.startsWith(STATS)) return false;
        const query = path.slice(STATS.length);
        if (sent.at(-1) !== query) sent.push(query);
        return true;
      },
      method: 'GET',
    })
    .reply(status, body as object);
  return sent;
}

t.test('30 days by default; the presets ask for the last 7 and 90 of the server’s days', async (t) => {
  const { app, bot, cookies } = await setup(t);
  const sent = answerStats(bot, 200, busyWeek());
  const res = await app.inject({ url: PAGE, cookies });
  t.equal(res.statusCode, 200);
  t.same(sent, ['?from=2026-11-03&to=2026-12-02']);
  t.ok(hasElement(res.body, 'a', { href: `${PAGE}?period=30`, 'aria-current': 'page' }), 'the preset shown is marked');
  for (const [preset, from] of [
    ['7', '2026-11-26'],
    ['90', '2026-09-04'],
  ] as const) {
    const asked = answerStats(bot, 200, busyWeek());
    const again = await app.inject({ url: `${PAGE}?period=${preset}`, cookies });
    t.equal(again.statusCode, 200);
    t.same(asked, [`?from=${from}&to=2026-12-02`], `the last ${preset} days`);
  }
});

t.test('the figures: the period before beside each, charts named with their tables, downloads', async (t) => {
  const { app, bot, cookies } = await setup(t);
  answerStats(bot, 200, busyWeek());
  const res = await app.inject({ url: `${PAGE}?period=7`, cookies });
  const text = textOf(res.body);
  t.match(text, '26.11.2026 bis 02.12.2026, in der Zeitzone des Servers (Berlin).');
  t.match(text, 'Kennzahl Zeitraum Davor (19.11.2026 – 25.11.2026) Eröffnet 4 2 Geschlossen 3 1');
  t.match(text, 'Erste Antwort (Median) 30 Min. 45 Sek. Erste Antwort (90 %) 2 Std. 1 Min. 45 Sek.');
  t.match(text, 'Bis zum Schließen (Median) 1 T 1 Std. 1 Std. Bis zum Schließen (90 %) 2 T 7 Std. 1 Std.');
  t.match(text, 'Bewertung (Durchschnitt) 4,5 –');
  const charts = elements(res.body, 'svg', { role: 'img' });
  t.equal(charts.length, 5, 'per day, open by age, ratings, endings, busiest hours');
  t.ok(
    hasElement(
      res.body,
      'title',
      { id: 'stats-days-name' },
      'Eröffnete und geschlossene Tickets pro Tag, 26.11.2026 bis 02.12.2026',
    ),
  );
  t.match(text, 'Tag Eröffnet Geschlossen 26.11.2026 1 0 27.11.2026 0 0 28.11.2026 2 1');
  t.match(text, 'Support 3 2 30 Min. 1 T 1 Std. 4,5 Ohne Kategorie 1 0 – – – Gelöschte Kategorie 0 1 – 10 Min. –');
  t.match(text, 'Sophie 2 2 2 30 Min. 4,5 300000000000000002 0 1 0 – –', 'a member without a known name by their id');
  t.match(text, 'Bewertungen 4,5 · 2 Bewertungen');
  t.match(text, 'Montag 0 0 0 0 0 0 0 0 0 3 0');
  for (const table of ['days', 'categories', 'staff'])
    t.ok(
      hasElement(res.body, 'a', { href: `/dashboard/${G}/statistics/export/${table}?from=2026-11-26&to=2026-12-02` }),
      `the ${table} download`,
    );
});

t.test('a quiet period says so, without empty charts; figures per person withheld say why', async (t) => {
  const { app, bot, cookies } = await setup(t);
  answerStats(bot, 200, { ...quietWeek(), byStaff: null, staffWithheld: 'retention' });
  const res = await app.inject({ url: PAGE, cookies });
  const text = textOf(res.body);
  t.match(text, 'In diesem Zeitraum wurde kein Ticket eröffnet oder geschlossen.');
  t.match(text, 'Gerade ist kein Ticket offen.');
  t.match(text, 'Noch keine Bewertungen');
  t.match(text, 'die Datenschutzerklärung verspricht, sie 60 Tage nach dem Schließen zu löschen');
  t.same(elements(res.body, 'svg', { role: 'img' }), [], 'no chart without figures');
  answerStats(bot, 200, {
    ...busyWeek(),
    byCategory: null,
    byStaff: null,
    staffWithheld: 'rights',
    ratings: { ...busyWeek().ratings, comments: [] },
  });
  const plain = textOf((await app.inject({ url: PAGE, cookies })).body);
  t.match(
    plain,
    'Nach Kategorie Zahlen pro Kategorie und pro Teammitglied sieht, wer die Tickets dieses Servers ansehen darf.',
  );
});

t.test('a bad period is answered in the page with 400, in its language, and nothing is asked', async (t) => {
  const { app, bot, cookies, config } = await setup(t);
  const sent = answerStats(bot, 200, busyWeek());
  const cases: [string, string][] = [
    ['from=32.13.2026&to=', 'Von: Muss ein gültiges Datum sein (TT.MM.JJJJ)'],
    ['from=02.12.2026&to=01.12.2026', 'Bis: Darf nicht vor „Von“ liegen'],
    ['from=01.01.2025&to=02.01.2026', 'Bis: Ein Zeitraum darf höchstens 366 Tage lang sein'],
    ['period=custom&from=&to=', 'Von: Muss ein gültiges Datum sein (TT.MM.JJJJ)'],
  ];
  for (const [query, message] of cases) {
    const res = await app.inject({ url: `${PAGE}?${query}`, cookies });
    t.equal(res.statusCode, 400, query);
    t.equal(alertOf(res.body)?.message, message);
  }
  const english = await app.inject({
    url: `${PAGE}?from=2026-12-02&to=2026-11-01`,
    cookies: { ...cookies, [languageCookieName(config)]: 'en' },
  });
  t.equal(alertOf(english.body)?.message, 'To: Must not be before “From”');
  t.same(sent, [], 'nothing was asked upstream');
  const typed = await app.inject({ url: `${PAGE}?from=01.11.2026&to=2026-11-30`, cookies });
  t.equal(typed.statusCode, 200);
  t.same(sent, ['?from=2026-11-01&to=2026-11-30'], 'a day typed either way');
});

t.test('the bot API down: the error state with Try Again', async (t) => {
  const { app, bot, cookies } = await setup(t);
  answerStats(bot, 503, { error: 'down' });
  const res = await app.inject({ url: PAGE, cookies });
  t.equal(res.statusCode, 503);
  const text = textOf(res.body);
  t.match(text, 'Fehler beim Laden der Statistiken');
  t.match(text, 'Die Ticket-Statistiken konnten nicht geladen werden');
  t.ok(hasElement(res.body, 'a', { href: PAGE }, 'Try Again'));
});

t.test('the CSV downloads: the tables with their numbers, names made safe; refusals', async (t) => {
  const { app, bot, cookies } = await setup(t);
  const stats = busyWeek();
  stats.byStaff![0]!.name = '=HYPERLINK("x")';
  answerStats(bot, 200, stats);
  const url = `/dashboard/${G}/statistics/export`;
  const staff = await app.inject({ url: `${url}/staff?from=2026-11-26&to=2026-12-02`, cookies });
  t.equal(staff.statusCode, 200);
  t.equal(staff.headers['content-type'], 'text/csv; charset=utf-8');
  t.equal(staff.headers['content-disposition'], 'attachment; filename="tickets-staff-2026-11-26-2026-12-02.csv"');
  t.equal(
    staff.body,
    '\uFEFFTeammitglied,Discord-ID,Übernommen,Geschlossen,Erste Antworten,Erste Antwort (Median) (Sekunden),Bewertung ihrer geschlossenen\r\n' +
      '"\'=HYPERLINK(""x"")",300000000000000001,2,2,2,1800,4.5\r\n' +
      '300000000000000002,300000000000000002,0,1,0,,\r\n',
  );
  answerStats(bot, 200, busyWeek());
  const days = await app.inject({ url: `${url}/days?from=2026-11-26&to=2026-12-02`, cookies });
  t.match(days.body, 'Tag,Eröffnet,Geschlossen\r\n2026-11-26,1,0\r\n2026-11-27,0,0\r\n2026-11-28,2,1\r\n');
  const bad = await app.inject({ url: `${url}/days?from=2026-12-02&to=2026-12-01`, cookies });
  t.equal(bad.statusCode, 400);
  t.equal(bad.body, 'Bis: Darf nicht vor „Von“ liegen');
  const unknown = await app.inject({ url: `${url}/tickets?from=2026-12-01`, cookies });
  t.equal(unknown.statusCode, 404);
  answerStats(bot, 403, { error: 'Keine Berechtigung', code: 'missing_permission', needs: 'dashboard.view' });
  const refused = await app.inject({ url: `${url}/days`, cookies });
  t.equal(refused.statusCode, 403);
});
