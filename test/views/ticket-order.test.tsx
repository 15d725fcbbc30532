// The open tickets' priority and order rendered alone: each row's priority in words (high and urgent
// stand out), the order's field and the heads for both orders and both catalogues, the history's words
// for a priority change.
import t from 'tap';
import { changedFields } from '../../views/components/HistoryChange.js';
import { EN_TEXTS } from '../../views/i18n/texts-en.js';
import { SPEC_TEXTS, type Texts } from '../../views/i18n/texts.js';
import { type TicketsData, TicketsPage } from '../../views/pages/TicketsPage.js';
import { elements } from '../helpers/app.js';
import { render, shell } from '../helpers/catalogue.js';

const LEVELS = ['urgent', 'high', 'normal', 'low'] as const;
const data = (sort: TicketsData['sort']): TicketsData => ({
  guildId: '100000000000000001',
  total: 4,
  open: 4,
  status: 'open',
  sort,
  size: 25,
  now: '2026-11-22T09:30:00.000Z',
  rows: LEVELS.map((priority, index) => ({
    id: 10 - index,
    username: 'Ada',
    reason: 'Hilfe',
    created_at: '2026-11-20T09:30:00.000Z',
    closed_at: null,
    channelHref: null,
    claimedBy: null,
    priority,
  })),
  newerCursor: null,
  olderCursor: null,
});
const page = (sort: TicketsData['sort'], texts: Texts) =>
  render(<TicketsPage data={data(sort)} shell={shell} form={null} />, texts);

t.test('each row names its priority; the two above normal stand out', async (t) => {
  const html = page('priority', SPEC_TEXTS);
  t.same(
    elements(html, 'td', { 'data-label': 'Priorität' }).map((cell) => cell.html),
    ['<strong>Dringend</strong>', '<strong>Hoch</strong>', 'Normal', 'Niedrig'],
  );
  t.same(
    elements(page('priority', EN_TEXTS), 'td', { 'data-label': 'Priority' }).map((cell) => cell.text),
    ['Urgent', 'High', 'Normal', 'Low'],
  );
});

t.test('the order holds in its head and its field; the other is a link', async (t) => {
  const base = '/dashboard/100000000000000001/tickets';
  const byPriority = page('priority', SPEC_TEXTS);
  t.same(
    elements(byPriority, 'th', { 'aria-sort': 'descending' }).map((head) => head.text),
    ['Priorität'],
  );
  t.same(
    elements(byPriority, 'a', { href: `${base}?status=open&size=25` }).map((link) => link.text),
    ['Erstellt'],
  );
  t.same(
    elements(byPriority, 'option', { selected: '' }).map((option) => option.text),
    ['Offene Tickets', '25', 'Dringendste zuerst'],
  );
  const newest = page('newest', EN_TEXTS);
  t.same(
    elements(newest, 'th', { 'aria-sort': 'descending' }).map((head) => head.text),
    ['Created'],
  );
  t.same(
    elements(newest, 'a', { href: `${base}?status=open&sort=priority&size=25` }).map((link) => link.text),
    ['Priority'],
  );
  t.equal(elements(newest, 'select', { name: 'sort' }).length, 1, 'the order is a field of the GET form');
});

t.test('the history words a priority change', async (t) => {
  const words = { roles: {}, categories: { '2': 'Technik' }, channels: {}, dateTime: (iso: string) => iso };
  t.same(
    changedFields(
      { priority: 'normal', category_id: null },
      { priority: 'urgent', category_id: 2 },
      {
        ...words,
        texts: SPEC_TEXTS,
      },
    ),
    [
      { field: 'Priorität', before: 'Normal', after: 'Dringend' },
      { field: 'Kategorie', before: '–', after: 'Technik' },
    ],
  );
  t.same(changedFields({ priority: 'low' }, { priority: 'high' }, { ...words, texts: EN_TEXTS })[0], {
    field: 'Priority',
    before: 'Low',
    after: 'High',
  });
});
