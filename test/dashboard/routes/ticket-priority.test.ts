// The open tickets by priority: each row names its priority (the two above normal stand out), the list
// sorts by it through a GET field and the column's head (no JavaScript needed), the order and its cursor
// go upstream and into every link, a cursor of the other order counts for nothing, and in English too.
import t, { type Test } from 'tap';
import { buildAuthApp } from '../../helpers/auth.js';
import { elements, hasElement, textOf } from '../../helpers/app.js';

const G = '100000000000000001';
const BASE = `/dashboard/${G}/tickets`;
const COUNTS = `/api/tickets/${G}/counts`;
const LEVELS = ['urgent', 'high', 'normal', 'low'] as const;

const ticket = (id: number, priority: (typeof LEVELS)[number]) => ({
  id,
  user_id: '200000000000000013',
  username: 'sophie_r',
  reason: `Ticket ${id}`,
  status: 'open',
  category_id: null,
  channel_id: null,
  created_at: '2026-11-02T09:12:00.000Z',
  closed_at: null,
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
  priority,
  category_name: null,
  last_activity_at: '2026-11-02T09:30:00.000Z',
});
/** 26 open tickets, the most urgent first: one more than a page. */
const PAGE = Array.from({ length: 26 }, (_, index) => ticket(100 - index, LEVELS[Math.min(3, Math.floor(index / 7))]!));

async function setup(t: Test) {
  const auth = await buildAuthApp(t);
  const { cookies } = await auth.signIn();
  auth.bot.intercept({ path: COUNTS, method: 'GET' }).reply(200, { total: 30, open: 26 }).persist();
  return { ...auth, cookies };
}

t.test('sorted by priority: the rows, the field, the heads and the pager keep the order', async (t) => {
  const { app, bot, cookies } = await setup(t);
  bot.intercept({ path: `/api/tickets/${G}?status=open&sort=priority&limit=26`, method: 'GET' }).reply(200, PAGE);
  const res = await app.inject({ url: `${BASE}?status=open&sort=priority`, cookies });
  t.equal(res.statusCode, 200);
  const text = textOf(res.body);
  t.match(
    text,
    /Ticket-ID Benutzer Grund Priorität Erstellt Letzte Aktivität Status Aktionen #100 sophie_r Ticket 100 Dringend 02\.11\.2026 10:12/,
  );
  t.same(
    elements(res.body, 'td', { 'data-label': 'Priorität' }).map((cell) => cell.text),
    PAGE.slice(0, 25).map(
      (row) => ({ urgent: 'Dringend', high: 'Hoch', normal: 'Normal', low: 'Niedrig' })[row.priority],
    ),
    'each row names its priority',
  );
  t.ok(hasElement(res.body, 'strong', {}, 'Dringend'), 'urgent stands out');
  t.ok(
    hasElement(res.body, 'option', { value: 'priority', selected: '' }, 'Dringendste zuerst'),
    'the order stays chosen',
  );
  t.ok(hasElement(res.body, 'th', { 'aria-sort': 'descending' }, 'Priorität'), 'the head says which order holds');
  t.ok(hasElement(res.body, 'a', { href: `${BASE}?status=open&size=25` }, 'Erstellt'), 'the other order is a link');
  t.ok(
    hasElement(res.body, 'a', { href: `${BASE}?status=open&sort=priority&size=25&before=low_76`, rel: 'next' }),
    'the older page goes on in the same order, from the last row shown',
  );

  bot
    .intercept({ path: `/api/tickets/${G}?status=open&sort=priority&limit=26&before=low_76`, method: 'GET' })
    .reply(200, [ticket(75, 'low'), ticket(74, 'low')]);
  const next = await app.inject({ url: `${BASE}?status=open&sort=priority&size=25&before=low_76`, cookies });
  t.same(
    elements(next.body, 'td', { 'data-label': 'Priorität' }).map((cell) => cell.text),
    ['Niedrig', 'Niedrig'],
  );
  t.ok(hasElement(next.body, 'a', { href: `${BASE}?status=open&sort=priority&size=25&after=low_75`, rel: 'prev' }));

  bot.intercept({ path: `/api/tickets/${G}?status=open&sort=priority&limit=26`, method: 'GET' }).reply(200, []);
  const stray = await app.inject({ url: `${BASE}?status=open&sort=priority&before=12`, cookies });
  t.equal(stray.statusCode, 200, 'an id is no cursor of this order: the first page, nothing stray upstream');
});

t.test('newest first by default: the priority head links to its order; closed tickets have none', async (t) => {
  const { app, bot, cookies } = await setup(t);
  bot.intercept({ path: `/api/tickets/${G}?status=open&limit=26`, method: 'GET' }).reply(200, [ticket(3, 'high')]);
  const res = await app.inject({ url: `${BASE}?status=open&sort=sofort`, cookies });
  t.equal(res.statusCode, 200, 'an unknown order is the default one');
  t.ok(hasElement(res.body, 'a', { href: `${BASE}?status=open&sort=priority&size=25` }, 'Priorität'));
  t.ok(hasElement(res.body, 'th', { 'aria-sort': 'descending' }, 'Erstellt'));
  t.ok(hasElement(res.body, 'option', { value: 'newest', selected: '' }, 'Neueste zuerst'));
  t.ok(hasElement(res.body, 'td', { 'data-label': 'Priorität' }, 'Hoch'));

  bot.intercept({ path: `/api/tickets/${G}/transcripts?limit=26`, method: 'GET' }).reply(200, []);
  const closed = await app.inject({ url: `${BASE}?status=closed&sort=priority`, cookies });
  t.notOk(hasElement(closed.body, 'select', { name: 'sort' }), 'closed tickets are listed as they closed');
  t.notMatch(textOf(closed.body), 'Priorität');
});

t.test('in English', async (t) => {
  const { app, bot, cookies } = await setup(t);
  bot.intercept({ path: `/api/tickets/${G}?status=open&sort=priority&limit=26`, method: 'GET' }).reply(200, PAGE);
  const res = await app.inject({
    url: `${BASE}?status=open&sort=priority`,
    cookies: { ...cookies, '__Host-lang': 'en' },
  });
  t.match(
    textOf(res.body),
    /Ticket ID User Reason Priority Created Last activity Status Actions #100 sophie_r Ticket 100 Urgent/,
  );
  t.ok(hasElement(res.body, 'option', { value: 'priority', selected: '' }, 'Most urgent first'));
  t.ok(hasElement(res.body, 'span', {}, 'Order'));
});
