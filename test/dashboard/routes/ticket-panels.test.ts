// /dashboard/{guildId}/ticket-categories with several ticket panels, without JavaScript: each panel in
// brief with its state as Discord reported it, its title and the preview of its own categories, its form
// a step of its own (?panel=id, ?panel=new); a new one made with its categories (in order) and colour,
// one changed, one deleted (each a plain form, 303 back to the list with a flash); a refused input said
// beside the field it names, on the panel's step; a read-only user sees the panels and no form.
import t, { type Test } from 'tap';
import { buildAuthApp } from '../../helpers/auth.js';
import { elements, elementsOf, fieldErrorOf, postForm, textOf } from '../../helpers/app.js';

const G = '100000000000000001';
const PAGE = `/dashboard/${G}/ticket-categories`;
const category = (id: number, name: string, emoji: string) => ({
  id,
  name,
  description: '',
  emoji,
  color: '#5865F2',
  sort_order: id,
  is_active: true,
  created_at: '2026-01-10T12:00:00.000Z',
});
const LIST = [category(1, 'Support', '🎫'), category(2, 'Technik', '🛠️'), category(3, 'Bewerbungen', '📝')];
const CHANNELS = [
  { id: '400000000000000002', name: 'tickets' },
  { id: '400000000000000003', name: 'bewerbungen' },
];
const panel = (id: number, channelId: string, extra: object = {}) => ({
  id,
  channelId,
  title: `Panel ${id}`,
  text: '',
  color: null,
  categoryIds: [],
  messageId: `50000000000000000${id}`,
  sentAt: '2026-01-10T12:00:00.000Z',
  refusal: null,
  refusedAt: null,
  ...extra,
});
const GONE = { status: 404, code: 10003, message: 'Unknown Channel', field: null, category: null };
const PANELS = [
  panel(1, CHANNELS[0]!.id),
  panel(2, CHANNELS[1]!.id, { categoryIds: [3, 1], refusal: GONE, refusedAt: '2026-01-11T08:30:00.000Z' }),
];
const MODERATOR = { full: false, permissions: ['dashboard.view', 'tickets.view'], grants: [] };

async function setup(t: Test) {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  const load = (panels: object[] = PANELS) => {
    auth.bot.intercept({ path: `/api/ticket-categories/${G}?includeInactive=true`, method: 'GET' }).reply(200, LIST);
    auth.bot.intercept({ path: `/api/ticket-panels/${G}`, method: 'GET' }).reply(200, panels);
    auth.bot.intercept({ path: `/api/guild/${G}/text-channels`, method: 'GET' }).reply(200, CHANNELS);
  };
  const page = async (url = PAGE) => (await auth.app.inject({ url, cookies: session.cookies })).body;
  const post = (fields: [string, string][]) => postForm(auth.app, session, PAGE, fields);
  /** The JSON bodies of the calls the bot API receives at this path. */
  const capture = (path: string, method: string, status = 200, reply: object = PANELS[0]!) => {
    const seen: unknown[] = [];
    auth.bot.intercept({ path, method }).reply((options) => {
      seen.push(options.body ? JSON.parse(String(options.body)) : null);
      return { statusCode: status, data: reply };
    });
    return seen;
  };
  return { ...auth, session, load, page, post, capture };
}

const entryOf = (html: string, id: number) => elements(html, 'article', { id: `ticket-panel-${id}` })[0]?.html ?? '';
const chipsOf = (html: string) => elements(html, 'li', { class: 'panel-button' }).map((chip) => chip.text);
const flashOf = (html: string) =>
  elementsOf(html)
    .filter((element) => element.tag === 'p' && element.attributes.role === 'status')
    .map((element) => element.text);

t.test('each panel: its state as Discord reported it, the preview of its own categories, its forms', async (t) => {
  const { load, page } = await setup(t);
  load();
  const html = await page();
  const [first, second] = [entryOf(html, 1), entryOf(html, 2)];
  t.match(textOf(first), 'Panel 1 Gesendet in #tickets am 10.01.2026 13:00 Titel: Panel 1 Vorschau');
  t.same(chipsOf(first), ['🎫 Support', '🛠️ Technik', '📝 Bewerbungen'], 'no categories named: all active ones');
  t.same(chipsOf(second), ['📝 Bewerbungen', '🎫 Support'], 'its own, in its order');
  t.equal(
    elements(second, 'p', { id: 'ticket-panel-2-refused' })[0]?.text,
    'Das gesendete Panel zeigt nicht die aktuellen Kategorien: Discord hat die Änderung am 11.01.2026 09:30 abgelehnt. Den Kanal des Panels gibt es nicht mehr: Sende das Panel in einen anderen Kanal.',
    'a channel gone is said on the page',
  );
  t.same(
    elements(html, 'a', { href: '#ticket-panel-2-refused' }).map((link) => link.text),
    ['Das Ticket-Panel in Discord zeigt nicht die aktuellen Kategorien.'],
  );
  t.same(
    elements(elements(html, 'section', { class: 'ticket-panel' })[0]?.html ?? '', 'a').map((link) => [
      link.attributes.href,
      link.text,
    ]),
    [
      [`${PAGE}?panel=1`, 'Bearbeiten'],
      [`${PAGE}?panel=2`, 'Bearbeiten'],
      [`${PAGE}?panel=new`, 'Neues Panel'],
    ],
    'each form a step of its own',
  );
  t.same(elements(html, 'input', { name: 'intent', value: 'panel' }), [], 'no panel form on the list');
  t.same(
    elements(html, 'div', { id: 'ticket-panel-new' }).map((entry) => textOf(entry.html)),
    ['Neues Panel'],
    'a further one: its link alone',
  );
});

t.test("a panel's step: its form with its categories and places, and its delete", async (t) => {
  const { load, page } = await setup(t);
  load();
  const html = await page(`${PAGE}?panel=2`);
  t.same(entryOf(html, 1), '', 'the other panels wait on the list');
  const second = entryOf(html, 2);
  t.match(textOf(second), /^Panel 2 Gesendet in #bewerbungen am 10\.01\.2026 13:00 Das gesendete Panel zeigt nicht/);
  t.match(textOf(second), 'Titel: Panel 2 Vorschau 📝 Bewerbungen 🎫 Support Kanal', 'its preview, then its form');
  t.same(
    elements(second, 'input', { type: 'checkbox', name: 'categoryIds', checked: '' }).map(
      (box) => box.attributes.value,
    ),
    ['1', '3'],
    "its categories checked (in the categories' order)",
  );
  t.same(
    elements(second, 'input', { type: 'hidden' }).map((input) => [input.attributes.name, input.attributes.value]),
    [
      ['_csrf', elements(second, 'input', { name: '_csrf' })[0]?.attributes.value],
      ['intent', 'panel'],
      ['panelId', '2'],
      ['placeOf', '1'],
      ['placeOf', '2'],
      ['placeOf', '3'],
      ['_csrf', elements(second, 'input', { name: '_csrf' })[0]?.attributes.value],
      ['intent', 'panel-delete'],
      ['panelId', '2'],
    ],
    'its change and its delete name it; each category row names its category',
  );
  t.same(
    elements(second, 'input', { type: 'number', name: 'place' }).map((field) => [
      field.attributes['aria-label'],
      field.attributes.value ?? '',
    ]),
    [
      ['Platz von Support', '2'],
      ['Platz von Technik', ''],
      ['Platz von Bewerbungen', '1'],
    ],
    'each category its place on the panel, in its order; none for one it does not show',
  );
  t.same(elements(html, 'div', { id: 'ticket-panel-new' }), [], 'nor a new one');
  load();
  const fresh = await page(`${PAGE}?panel=new`);
  t.same([entryOf(fresh, 1), entryOf(fresh, 2)], ['', ''], 'a new panel is the step alone');
  const added = elements(fresh, 'div', { id: 'ticket-panel-new' })[0]?.html ?? '';
  t.match(textOf(added), 'Neues Panel Kanal');
  t.same(elements(added, 'input', { name: 'panelId' }), [], 'a new panel names none');
});

t.test('without a script: the places order the chosen categories, those without one after them', async (t) => {
  const { post, capture, load } = await setup(t);
  const seen = capture(`/api/ticket-panels/${G}/2`, 'PUT');
  const rows = (places: string[]): [string, string][] =>
    LIST.flatMap((category, index): [string, string][] => [
      ['placeOf', String(category.id)],
      ['place', places[index]!],
    ]);
  const form = (places: string[], chosen = ['1', '2', '3']): [string, string][] => [
    ['intent', 'panel'],
    ['panelId', '2'],
    ['channelId', CHANNELS[1]!.id],
    ['title', 'Panel 2'],
    ['text', ''],
    ...chosen.map((id): [string, string] => ['categoryIds', id]),
    ...rows(places),
  ];
  t.equal((await post(form(['2', '', '1']))).statusCode, 303);
  t.same((seen[0] as { categoryIds: number[] }).categoryIds, [3, 1, 2], 'by place; Technik, without, last');
  const again = capture(`/api/ticket-panels/${G}/2`, 'PUT');
  t.equal((await post(form(['1', '3', '1'], ['1', '3']))).statusCode, 303);
  t.same((again[0] as { categoryIds: number[] }).categoryIds, [1, 3], "equal places keep the page's order");

  load();
  const refused = await post(form(['0', '', '2']));
  t.equal(refused.statusCode, 400, 'a place below 1: refused, nothing sent');
  t.equal(fieldErrorOf(entryOf(refused.body, 2), 'place'), 'Ein Platz auf dem Panel ist eine ganze Zahl von 1 bis 125');
  t.same(
    elements(entryOf(refused.body, 2), 'input', { name: 'place' }).map((field) => field.attributes.value ?? ''),
    ['0', '', '2'],
    'the places as typed',
  );
  load();
  const word = await post(form(['', 'x', '']));
  t.equal(word.statusCode, 400, 'a place that is no number: refused');
  t.equal(fieldErrorOf(entryOf(word.body, 2), 'place'), 'Ein Platz auf dem Panel ist eine ganze Zahl von 1 bis 125');
});

t.test('a new panel: its categories in the order sent and its colour, 303 with the flash', async (t) => {
  const { load, post, capture, app, session } = await setup(t);
  const seen = capture(`/api/ticket-panels/${G}`, 'POST', 201);
  const res = await post([
    ['intent', 'panel'],
    ['channelId', CHANNELS[1]!.id],
    ['title', ' Bewerbungen '],
    ['text', 'Bewirb dich.'],
    ['color', '#ed4245'],
    ['categoryIds', '3'],
    ['categoryIds', '1'],
  ]);
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, PAGE);
  t.same(seen, [
    { channelId: CHANNELS[1]!.id, title: 'Bewerbungen', text: 'Bewirb dich.', color: '#ED4245', categoryIds: [3, 1] },
  ]);
  load();
  const next = await app.inject({
    url: PAGE,
    cookies: { ...session.cookies, ...Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie.value])) },
  });
  t.same(flashOf(next.body), ['Das Ticket-Panel wurde gesendet.']);
});

t.test('a change sends the panel it names; a delete deletes it', async (t) => {
  const { post, capture } = await setup(t);
  const seen = capture(`/api/ticket-panels/${G}/2`, 'PUT');
  const changed = await post([
    ['intent', 'panel'],
    ['panelId', '2'],
    ['channelId', CHANNELS[0]!.id],
    ['title', 'Bewerbungen'],
    ['text', ''],
    ['color', ''],
    ['categoryIds', '2'],
  ]);
  t.equal(changed.statusCode, 303);
  t.same(seen, [{ channelId: CHANNELS[0]!.id, title: 'Bewerbungen', text: '', color: null, categoryIds: [2] }]);

  const removed = capture(`/api/ticket-panels/${G}/2`, 'DELETE', 204, {});
  const res = await post([
    ['intent', 'panel-delete'],
    ['panelId', '2'],
  ]);
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, PAGE);
  t.equal(removed.length, 1, 'the bot API was asked to delete it');
});

t.test('a refused input is said beside the field it names, the typed values kept', async (t) => {
  const { load, post, capture } = await setup(t);
  load();
  const colour = await post([
    ['intent', 'panel'],
    ['panelId', '1'],
    ['channelId', CHANNELS[0]!.id],
    ['title', 'Hilfe'],
    ['text', ''],
    ['color', 'blau'],
  ]);
  t.equal(colour.statusCode, 400);
  t.equal(fieldErrorOf(entryOf(colour.body, 1), 'color'), 'Bitte eine Farbe wie #5865F2 angeben');
  t.equal(elements(entryOf(colour.body, 1), 'input', { name: 'title' })[0]?.attributes.value, 'Hilfe');

  capture(`/api/ticket-panels/${G}/1`, 'PUT', 400, {
    error: 'Invalid body: categoryIds: Diese Kategorie gibt es auf diesem Server nicht (mehr)',
    code: 'invalid_request',
    issues: [
      {
        path: 'body.categoryIds',
        code: 'panelCategory',
        message: 'Diese Kategorie gibt es auf diesem Server nicht (mehr)',
      },
    ],
  });
  load();
  const stranger = await post([
    ['intent', 'panel'],
    ['panelId', '1'],
    ['channelId', CHANNELS[0]!.id],
    ['title', 'Hilfe'],
    ['text', ''],
    ['categoryIds', '2'],
  ]);
  t.equal(stranger.statusCode, 400);
  t.equal(
    fieldErrorOf(entryOf(stranger.body, 1), 'categoryIds'),
    'Diese Kategorie gibt es auf diesem Server nicht (mehr)',
    'a category deleted meanwhile: beside the categories',
  );
  t.same(
    elements(entryOf(stranger.body, 1), 'input', { name: 'categoryIds', checked: '' }).map(
      (box) => box.attributes.value,
    ),
    ['2'],
  );
});

t.test('a read-only user sees every panel and its state, and no form', async (t) => {
  const { bot, page } = await setup(t);
  bot.intercept({ path: `/api/guilds/${G}/access`, method: 'GET' }).reply(200, MODERATOR);
  bot.intercept({ path: `/api/ticket-categories/${G}?includeInactive=true`, method: 'GET' }).reply(200, LIST);
  bot.intercept({ path: `/api/ticket-panels/${G}`, method: 'GET' }).reply(200, PANELS);
  const html = await page();
  t.same(chipsOf(entryOf(html, 2)), ['📝 Bewerbungen', '🎫 Support']);
  t.match(textOf(entryOf(html, 2)), 'Den Kanal des Panels gibt es nicht mehr');
  t.same(elements(elements(html, 'section', { class: 'ticket-panel' })[0]?.html ?? '', 'form'), []);
});
