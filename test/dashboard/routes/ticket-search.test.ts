// /dashboard/{guildId}/tickets/search: the GET form, the exact query sent upstream, hits with marked
// excerpts linking to the message, paging, and every bad input answered in the page without a search.
import t, { type Test } from 'tap';
import { buildAuthApp } from '../../helpers/auth.js';
import { languageCookieName } from '../../../server/dashboard/lib/cookies.js';
import { alertOf, elements, hasElement, textOf } from '../../helpers/app.js';

const G = '100000000000000001';
const SEARCH = `/api/tickets/${G}/search`;
const CATEGORIES = `/api/ticket-categories/${G}?includeInactive=true`;
const PAGE = `/dashboard/${G}/tickets/search`;

async function setup(t: Test) {
  const auth = await buildAuthApp(t);
  const { cookies } = await auth.signIn();
  auth.bot
    .intercept({ path: CATEGORIES, method: 'GET' })
    .reply(200, [
      {
        id: 4,
        name: 'Support',
        description: '',
        emoji: '',
        color: '#5865F2',
        sort_order: 0,
        is_active: true,
        created_at: '2026-01-01T00:00:00.000Z',
      },
    ])
    .persist();
  return { ...auth, cookies };
}

const hit = (id: number, messageId: string | null, excerpt: string) => ({
  ticket: {
    id,
    username: 'sophie_r',
    reason: 'Rückerstattung',
    status: 'closed',
    created_at: '2026-11-02T09:12:00.000Z',
    closed_at: `2026-11-02T10:${String(id % 60).padStart(2, '0')}:00.000Z`,
  },
  messageId,
  excerpt,
});

/** Answers the search once and keeps the query the dashboard sent. */
function answerSearch(bot: Awaited<ReturnType<typeof setup>>['bot'], hits: unknown[]) {
  const sent: URLSearchParams[] = [];
  bot
    .intercept({
      path: (path: string) => {
        if (!path.startsWith(`${SEARCH}?`)) return false;
        sent.push(new URLSearchParams(path.slice(SEARCH.length + 1)));
        return true;
      },
      method: 'GET',
    })
    .reply(200, hits);
  return sent;
}

t.test('the tickets page has a search field that leads to the search page', async (t) => {
  const { app, bot, cookies } = await buildAuthApp(t).then(async (auth) => ({ ...auth, ...(await auth.signIn()) }));
  bot.intercept({ path: `/api/tickets/${G}/counts`, method: 'GET' }).reply(200, { total: 0, open: 0 });
  bot.intercept({ path: `/api/tickets/${G}/transcripts?limit=26`, method: 'GET' }).reply(200, []);
  const res = await app.inject({ url: `/dashboard/${G}/tickets`, cookies });
  t.ok(hasElement(res.body, 'form', { action: PAGE, method: 'get' }), 'a GET form to the search page');
  t.ok(hasElement(res.body, 'input', { type: 'search', required: '', name: 'q' }), 'a required search field');
});

t.test('an empty form shows the form alone, with the categories to filter by', async (t) => {
  const { app, cookies } = await setup(t);
  const res = await app.inject({ url: PAGE, cookies });
  t.equal(res.statusCode, 200);
  const text = textOf(res.body);
  t.match(
    text,
    'Tickets durchsuchen ← Zurück zu den Tickets Suchbegriff Benutzer Geschlossen ab Geschlossen bis Kategorie Alle Kategorien Support Anzeigen Alle Tickets Geschlossene Tickets Offene Tickets Suchen',
  );
  t.notMatch(text, 'Keine Treffer');
});

t.test('a search sends every filter upstream and lists the hits with marked excerpts and message links', async (t) => {
  const { app, bot, cookies } = await setup(t);
  const sent = answerSearch(bot, [
    hit(7, '900000000000000001', 'Ich möchte eine \u0002Rückerstattung\u0003 <b>bitte</b>'),
    hit(5, null, 'sophie_r \u0002Rückerstattung\u0003'),
  ]);
  const url = `${PAGE}?q=${encodeURIComponent('Rückerstattung')}&user=sophie_r&from=2026-11-01&to=24.11.2026&category=4&in=closed`;
  const res = await app.inject({ url, cookies });
  t.equal(res.statusCode, 200);
  t.same(
    Object.fromEntries(sent[0]!),
    {
      q: 'Rückerstattung',
      limit: '26',
      user: 'sophie_r',
      from: '2026-11-01',
      to: '2026-11-24',
      category: '4',
      status: 'closed',
    },
    'the exact query; a German date as YYYY-MM-DD',
  );
  t.ok(
    hasElement(
      res.body,
      'a',
      { href: `/dashboard/${G}/tickets/7/transcript#m-900000000000000001` },
      'Ticket #7 · sophie_r',
    ),
    'a hit in a message links that message',
  );
  t.match(
    res.body,
    'Ich möchte eine <mark>Rückerstattung</mark> &lt;b&gt;bitte&lt;/b&gt;',
    'the hit marked, the rest escaped text',
  );
  t.match(
    res.body,
    `href="/dashboard/${G}/tickets/5/transcript">`,
    'a hit in user or reason links the transcript itself',
  );
  t.match(res.body, 'value="sophie_r"', 'the form keeps its values');
  t.ok(hasElement(res.body, 'option', { value: '4', selected: '' }, 'Support'), 'the category stays chosen');
  t.notMatch(res.body, 'Ältere Treffer');
});

t.test('an excerpt reads as text: Markdown left out, a masked link by its words, mentions as written', async (t) => {
  const { app, bot, cookies } = await setup(t);
  answerSearch(bot, [
    hit(
      9,
      '900000000000000009',
      '…Hier: [Free \u0002Nitro\u0003](https://\u0002nitro\u0003-gratis.example/claim) **jetzt** `code` <@200000000000000001>',
    ),
    hit(8, '900000000000000008', 'Siehe [Link](https://\u0002nitro\u0003.example/) ~~alt~~ ||geheim||'),
    hit(6, '900000000000000006', '**\u0002Nitro\u0003 [ab'),
  ]);
  const res = await app.inject({ url: `${PAGE}?q=Nitro`, cookies });
  t.equal(res.statusCode, 200);
  t.same(
    elements(res.body, 'p', { class: 'search-hit__excerpt' }).map((excerpt) => excerpt.html),
    [
      '…Hier: Free <mark>Nitro</mark> jetzt code &lt;@200000000000000001&gt;',
      'Siehe Link (https://<mark>nitro</mark>.example/) alt geheim',
      '**<mark>Nitro</mark> [ab',
    ],
    'the address only where the hit is in it alone; a cut delimiter stays as written',
  );
});

t.test('more hits than a page: 25 shown, a link to the older ones keeps the filters', async (t) => {
  const { app, bot, cookies } = await setup(t);
  const hits = Array.from({ length: 26 }, (_, index) =>
    hit(60 - index, `9000000000000000${index + 10}`, `\u0002login\u0003 ${index}`),
  );
  answerSearch(bot, hits);
  const res = await app.inject({ url: `${PAGE}?q=login&in=all`, cookies });
  t.equal((res.body.match(/class="search-hit"/g) ?? []).length, 25);
  const cursor = `${hits[24]!.ticket.closed_at}_${hits[24]!.ticket.id}`;
  const older = `${PAGE}?q=login&user=&from=&to=&category=&in=all&hits=${encodeURIComponent(cursor)}`;
  t.ok(hasElement(res.body, 'a', { href: older, rel: 'next' }, 'Ältere Treffer →'));

  const sent = answerSearch(bot, []);
  const next = await app.inject({ url: older.replace(/&amp;/g, '&'), cookies });
  t.equal(sent[0]!.get('before'), cursor, 'the next page starts after the last hit shown');
  t.match(textOf(next.body), 'Keine Treffer');
});

t.test('bad input gets its message in the page (400) and nothing is searched', async (t) => {
  const { app, cookies } = await setup(t);
  for (const [query, message] of <[string, string][]>[
    [`q=${'a'.repeat(201)}`, 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.'],
    ['q=%22*%28%29', 'Bitte mindestens ein Wort mit Buchstaben oder Ziffern eingeben.'],
    ['q=login&from=gestern', 'Geschlossen ab: Muss ein gültiges Datum sein (TT.MM.JJJJ)'],
    ['q=login&category=abc', 'Kategorie: Ungültiger Wert'],
    ['q=login&user=a%00b', 'Benutzer: Steuerzeichen sind nicht erlaubt'],
  ]) {
    const res = await app.inject({ url: `${PAGE}?${query}`, cookies });
    t.equal(res.statusCode, 400, query);
    t.same(alertOf(res.body), { message }, query);
  }
  // No search interceptor was set: any upstream search would have failed the page with a 500.
});

t.test(
  "H3 a date that is no calendar date gets the field's message in the reader's language, never a 502",
  async (t) => {
    const { app, bot, cookies, config } = await setup(t);
    const english = { ...cookies, [languageCookieName(config)]: 'en' };
    for (const [query, language, message] of <[string, Record<string, string>, string][]>[
      ['q=login&to=2026-99-99', cookies, 'Geschlossen bis: Muss ein gültiges Datum sein (TT.MM.JJJJ)'],
      ['q=login&to=31.13.2026', cookies, 'Geschlossen bis: Muss ein gültiges Datum sein (TT.MM.JJJJ)'],
      ['q=login&from=2026-02-29', cookies, 'Geschlossen ab: Muss ein gültiges Datum sein (TT.MM.JJJJ)'],
      ['q=login&to=2026-99-99', english, 'Closed until: Must be a real date (DD/MM/YYYY)'],
      ['q=login&from=31.13.2026', english, 'Closed from: Must be a real date (DD/MM/YYYY)'],
      ['q=login&from=11%2F24%2F2026', english, 'Closed from: Must be a real date (DD/MM/YYYY)'],
      ['q=login&from=10.11.2026&to=01.11.2026', cookies, 'Geschlossen bis: Darf nicht vor „Geschlossen ab“ liegen'],
      ['q=login&from=10/11/2026&to=2026-11-01', english, 'Closed until: Must not be before “Closed from”'],
    ]) {
      const res = await app.inject({ url: `${PAGE}?${query}`, cookies: language });
      t.equal(res.statusCode, 400, query);
      t.same(alertOf(res.body), { message }, query);
    }
    // A leap day is a date: it is searched.
    const sent = answerSearch(bot, []);
    const leap = await app.inject({ url: `${PAGE}?q=login&from=29.02.2028`, cookies });
    t.equal(leap.statusCode, 200);
    t.equal(sent[0]!.get('from'), '2028-02-29');
    // One day is a range: from and to the same day is searched.
    const oneDay = answerSearch(bot, []);
    t.equal((await app.inject({ url: `${PAGE}?q=login&from=01.11.2026&to=01.11.2026`, cookies })).statusCode, 200);
    t.equal(oneDay[0]!.get('to'), '2026-11-01');
  },
);

t.test("the closing dates in the page's language: typed, read, shown and explained in its format", async (t) => {
  const { app, bot, cookies, config } = await setup(t);
  const english = { ...cookies, [languageCookieName(config)]: 'en' };
  const fieldsOf = (html: string) =>
    ['from', 'to'].map((name) => {
      const [field] = elements(html, 'input', { name });
      return [field?.attributes.type, field?.attributes.placeholder, field?.attributes.value ?? ''];
    });

  const german = await app.inject({ url: PAGE, cookies });
  t.same(
    fieldsOf(german.body),
    [
      ['text', 'TT.MM.JJJJ', ''],
      ['text', 'TT.MM.JJJJ', ''],
    ],
    "German: text fields with German's order, not the browser's date field",
  );
  const englishPage = await app.inject({ url: PAGE, cookies: english });
  t.same(fieldsOf(englishPage.body)[0], ['text', 'DD/MM/YYYY', ''], 'English: its own');

  for (const [query, language, from, to] of <[string, Record<string, string>, string, string][]>[
    ['from=1.2.2026&to=24.11.2026', cookies, '2026-02-01', '2026-11-24'],
    ['from=01%2F02%2F2026&to=24%2F11%2F2026', english, '2026-02-01', '2026-11-24'],
    ['from=2026-02-01&to=2026-11-24', english, '2026-02-01', '2026-11-24'],
  ]) {
    const sent = answerSearch(bot, []);
    const res = await app.inject({ url: `${PAGE}?q=login&${query}`, cookies: language });
    t.equal(res.statusCode, 200, query);
    t.same([sent[0]?.get('from'), sent[0]?.get('to')], [from, to], `${query}: sent as YYYY-MM-DD`);
  }
  // A link's YYYY-MM-DD shows in the reader's format; what was typed stays as typed.
  answerSearch(bot, []);
  const linked = await app.inject({ url: `${PAGE}?q=login&from=2026-02-01&to=24.11.2026`, cookies });
  t.same(fieldsOf(linked.body), [
    ['text', 'TT.MM.JJJJ', '01.02.2026'],
    ['text', 'TT.MM.JJJJ', '24.11.2026'],
  ]);
  answerSearch(bot, []);
  const linkedEnglish = await app.inject({ url: `${PAGE}?q=login&from=2026-02-01`, cookies: english });
  t.same(fieldsOf(linkedEnglish.body)[0], ['text', 'DD/MM/YYYY', '01/02/2026']);
});

t.test("a failed search shows 'Fehler beim Laden der Ticket-Daten'; without tickets.view the refusal", async (t) => {
  const { app, bot, cookies } = await setup(t);
  bot.intercept({ path: (path: string) => path.startsWith(SEARCH), method: 'GET' }).reply(500, { error: 'x' });
  const failed = await app.inject({ url: `${PAGE}?q=login`, cookies });
  t.equal(failed.statusCode, 502);
  t.match(failed.body, 'Fehler beim Laden der Ticket-Daten');

  const refused = await buildAuthApp(t);
  const signed = await refused.signIn();
  refused.bot
    .intercept({ path: CATEGORIES, method: 'GET' })
    .reply(403, { error: 'This needs the tickets.view permission on this server' });
  refused.bot
    .intercept({ path: (path: string) => path.startsWith(SEARCH), method: 'GET' })
    .reply(403, { error: 'This needs the tickets.view permission on this server' });
  const res = await refused.app.inject({ url: `${PAGE}?q=login`, cookies: signed.cookies });
  t.equal(res.statusCode, 403);
  t.match(res.body, 'Du hast keine Berechtigung für diesen Bereich dieses Servers.');
});
