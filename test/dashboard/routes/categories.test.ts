// /dashboard/{guildId}/ticket-categories: texts, steps, and the exact payloads sent to the bot API.
import t, { type Test } from 'tap';
import type { MockAgent } from 'undici';
import { buildAuthApp } from '../../helpers/auth.js';
import { elements, fieldErrorOf, hasElement, postForm, textOf } from '../../helpers/app.js';

const G = '100000000000000001';
/** What the form sends of a category's own set-up when none is filled in. */
const NO_SETUP = { questions: [], staffRoleIds: [], welcomeMessage: '', discordCategoryId: null };
const PAGE = `/dashboard/${G}/ticket-categories`;
const category = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  description: '',
  emoji: '🎫',
  color: '#5865F2',
  sort_order: id,
  is_active: true,
  created_at: '2026-01-10T12:00:00.000Z',
  ...extra,
});
const LIST = [
  category(1, 'Support', { description: 'Fragen' }),
  category(2, 'Alt', { is_active: false, emoji: '📦', color: '#ED4245' }),
];

async function setup(t: Test) {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  const list = (body: object = LIST) =>
    auth.bot.intercept({ path: `/api/ticket-categories/${G}?includeInactive=true`, method: 'GET' }).reply(200, body);
  const post = (payload: Record<string, string>) => postForm(auth.app, session, PAGE, payload);
  return { ...auth, session, list, post };
}

/** Captures the JSON body the bot API receives. */
function capture(scope: ReturnType<MockAgent['get']>, method: string, path: string, reply: object, status = 200) {
  const seen: unknown[] = [];
  scope.intercept({ path, method }).reply((options) => {
    seen.push(options.body ? JSON.parse(String(options.body)) : null);
    return { statusCode: status, data: reply };
  });
  return seen;
}

t.test(
  'the list: colour dot, emoji, name, description or "Keine Beschreibung", Aktiv/Inaktiv (dimmed), order, actions',
  async (t) => {
    const { app, session, list } = await setup(t);
    list();
    const res = await app.inject({ url: PAGE, cookies: session.cookies });
    t.equal(res.statusCode, 200);
    const text = textOf(res.body);
    t.match(text, 'Ticket Kategorien Neue Kategorie Kategorie Beschreibung Status Reihenfolge Aktionen');
    t.match(text, '🎫 Support Fragen Aktiv 1 Deaktivieren Bearbeiten Löschen');
    t.match(text, '📦 Alt Keine Beschreibung Inaktiv 2 Aktivieren Bearbeiten Löschen');
    const rows = elements(res.body, 'tr').filter((row) => /Aktiv|Inaktiv/.test(row.text));
    t.same(
      rows.map((row) => [row.text.split(' ')[1], row.attributes.class ?? '']),
      [
        ['Support', ''],
        ['Alt', 'row--inactive'],
      ],
      'the inactive category is dimmed',
    );
    t.same(
      elements(res.body, 'circle').map((dot) => dot.attributes.fill),
      ['#5865F2', '#ED4245'],
      "each category's colour dot",
    );
    t.same(
      elements(res.body, 'a', { href: `${PAGE}?form=new` }).map((link) => link.text),
      ['Neue Kategorie'],
    );
  },
);

t.test("empty: 'Noch keine Kategorien erstellt...'", async (t) => {
  const { app, session, list } = await setup(t);
  list([]);
  t.match((await app.inject({ url: PAGE, cookies: session.cookies })).body, 'Noch keine Kategorien erstellt...');
});

t.test('the form offers 16 emoji, a custom one, 8 colours with #5865F2 preselected, and sort order 0', async (t) => {
  const { app, session, list } = await setup(t);
  list();
  const res = await app.inject({ url: `${PAGE}?form=new`, cookies: session.cookies });
  t.equal(res.body.match(/name="emoji"/g)?.length, 17, '16 presets and the custom choice');
  t.match(res.body, 'name="emoji" value="custom"');
  t.equal(res.body.match(/name="color"/g)?.length, 8);
  t.same(
    elements(res.body, 'input', { name: 'color', checked: '' }).map((input) => input.attributes.value),
    ['#5865F2'],
  );
  t.same(
    elements(res.body, 'input', { name: 'sortOrder' }).map((input) => input.attributes),
    [{ type: 'number', min: '0', step: '1', name: 'sortOrder', value: '0' }],
    'a whole number from 0, starting at 0',
  );
});

t.test('create sends name, description, emoji, color, sortOrder; non-numeric order becomes 0', async (t) => {
  const { post, bot, list } = await setup(t);
  const seen = capture(bot, 'POST', `/api/ticket-categories/${G}`, category(3, 'Neu'), 201);
  const res = await post({
    intent: 'create',
    name: '  Neu  ',
    description: 'Beschreibung',
    emoji: 'custom',
    customEmoji: '🧪',
    color: '#57f287',
    sortOrder: 'abc',
  });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, PAGE);
  t.same(seen, [
    { name: 'Neu', description: 'Beschreibung', emoji: '🧪', color: '#57F287', sortOrder: 0, ...NO_SETUP },
  ]);
  list();
});

t.test(
  "409 shows 'Eine Kategorie mit diesem Namen existiert bereits!' with the form and the typed values",
  async (t) => {
    const { post, bot, list } = await setup(t);
    bot
      .intercept({ path: `/api/ticket-categories/${G}`, method: 'POST' })
      .reply(409, { error: 'A category with this name already exists' });
    list();
    const res = await post({
      intent: 'create',
      name: 'support',
      description: 'meine Notiz',
      emoji: '🎮',
      color: '#ED4245',
      sortOrder: '5',
    });
    t.equal(res.statusCode, 409);
    const [name] = elements(res.body, 'input', { name: 'name', 'aria-invalid': 'true' });
    t.equal(name?.attributes.value, 'support', 'the typed name stays, marked invalid');
    t.same(
      elements(res.body, 'p', { id: name?.attributes['aria-describedby'] ?? '-' }).map((error) => error.text),
      ['Eine Kategorie mit diesem Namen existiert bereits!'],
      "the error, tied to the name's field",
    );
    t.same(
      elements(res.body, 'textarea', { name: 'description' }).map((field) => field.text),
      ['meine Notiz'],
    );
    const checked = (field: string) =>
      elements(res.body, 'input', { name: field, checked: '' }).map((input) => input.attributes.value);
    t.same(checked('emoji'), ['🎮']);
    t.same(checked('color'), ['#ED4245']);
    t.same(
      elements(res.body, 'input', { name: 'sortOrder' }).map((input) => input.attributes.value),
      ['5'],
    );
  },
);

t.test('a missing name or a negative order re-renders with 400 and sends nothing', async (t) => {
  const { post, list } = await setup(t);
  list();
  const empty = await post({ intent: 'create', name: '   ', emoji: '🎫', color: '#5865F2', sortOrder: '0' });
  t.equal(empty.statusCode, 400);
  t.match(empty.body, 'Name ist erforderlich');
  list();
  const negative = await post({ intent: 'create', name: 'X', emoji: '🎫', color: '#5865F2', sortOrder: '-3' });
  t.equal(negative.statusCode, 400);
  t.match(negative.body, 'Die Reihenfolge muss 0 oder größer sein');
  list();
  t.equal(
    (await post({ intent: 'create', name: 'X', emoji: '🎫', color: '#123456', sortOrder: '0' })).statusCode,
    400,
    'only the preset colours',
  );
});

t.test('edit sends the whole category; toggling sends only isActive', async (t) => {
  const { post, bot, app, session, list } = await setup(t);
  list();
  const editPage = await app.inject({ url: `${PAGE}?edit=1`, cookies: session.cookies });
  t.ok(hasElement(editPage.body, 'h2', {}, 'Kategorie bearbeiten'));
  t.match(editPage.body, 'value="Support"');
  const updates = capture(bot, 'PUT', `/api/ticket-categories/${G}/1`, category(1, 'Hilfe'));
  t.equal(
    (
      await post({
        intent: 'update',
        id: '1',
        name: 'Hilfe',
        description: '',
        emoji: '💬',
        color: '#5865F2',
        sortOrder: '4',
      })
    ).statusCode,
    303,
  );
  t.same(updates, [{ name: 'Hilfe', description: '', emoji: '💬', color: '#5865F2', sortOrder: 4, ...NO_SETUP }]);
  const toggles = capture(bot, 'PUT', `/api/ticket-categories/${G}/2`, category(2, 'Alt'));
  const toggled = await post({ intent: 'toggle', id: '2', isActive: 'true' });
  t.equal(toggled.statusCode, 303);
  t.same(toggles, [{ isActive: true }]);
});

t.test('delete needs the confirmation step, which works without JavaScript', async (t) => {
  const { post, bot, app, session, list } = await setup(t);
  list();
  const confirm = await app.inject({ url: `${PAGE}?delete=2`, cookies: session.cookies });
  t.match(
    textOf(confirm.body),
    '📦 Alt : Möchtest du diese Kategorie wirklich löschen? Alle Tickets werden von dieser Kategorie getrennt. Abbrechen Löschen',
  );
  const posts = elements(confirm.body, 'form').map((form) =>
    Object.fromEntries(
      elements(form.html, 'input', { type: 'hidden' }).map((input) => [input.attributes.name, input.attributes.value]),
    ),
  );
  t.same(
    posts.filter((fields) => fields.intent === 'delete').map((fields) => fields.id),
    ['2'],
    'the step posts the deletion of category 2',
  );
  bot.intercept({ path: `/api/ticket-categories/${G}/2`, method: 'DELETE' }).reply(200, { historyEntryId: 9 });
  const res = await post({ intent: 'delete', id: '2' });
  t.equal(res.statusCode, 303);
  t.ok(
    res.cookies.some((cookie) => cookie.name === '__Host-flash'),
    'with a flash message',
  );
});

t.test('other upstream errors keep the form and say what happened', async (t) => {
  const { post, bot, list } = await setup(t);
  bot
    .intercept({ path: `/api/ticket-categories/${G}`, method: 'POST' })
    .reply(400, { error: 'Invalid body: color: must be a colour like #5865F2' });
  list();
  const res = await post({ intent: 'create', name: 'X', emoji: '🎫', color: '#5865F2', sortOrder: '0' });
  t.equal(res.statusCode, 400);
  t.match(res.body, 'Invalid body: color: must be a colour like #5865F2');
  t.ok(hasElement(res.body, 'h2', {}, 'Neue Kategorie'));
});

t.test(
  "a custom emoji Discord would refuse: the bot API's rule beside the typed emoji, in the reader's language",
  async (t) => {
    const { post, bot, list, app, session } = await setup(t);
    const message =
      'Dieses Server-Emoji gibt es auf diesem Server nicht (mehr). Discord zeigt nur Emojis dieses Servers oder normale Emojis.';
    const refusal = {
      error: `Invalid body: emoji: ${message}`,
      code: 'invalid_request',
      issues: [{ path: 'body.emoji', code: 'serverEmoji', message }],
    };
    const seen = capture(bot, 'POST', `/api/ticket-categories/${G}`, refusal, 400);
    list();
    const typed = {
      intent: 'create',
      name: 'Wellen',
      description: 'Alles rund ums Meer',
      emoji: 'custom',
      customEmoji: '<:second_wave:180000000000000101>',
      color: '#57F287',
      sortOrder: '3',
    };
    const res = await post(typed);
    t.equal(res.statusCode, 400);
    t.same(seen, [
      {
        name: 'Wellen',
        description: 'Alles rund ums Meer',
        emoji: '<:second_wave:180000000000000101>',
        color: '#57F287',
        sortOrder: 3,
        ...NO_SETUP,
      },
    ]);
    t.equal(fieldErrorOf(res.body, 'customEmoji'), message);
    t.same(
      elements(res.body, 'input', { name: 'customEmoji' }).map((input) => input.attributes.value),
      ['<:second_wave:180000000000000101>'],
      'what was typed stays',
    );
    t.same(
      elements(res.body, 'textarea', { name: 'description' }).map((field) => field.text),
      ['Alles rund ums Meer'],
    );

    capture(bot, 'PUT', `/api/ticket-categories/${G}/1`, refusal, 400);
    list();
    const inEnglish = { ...session, cookies: { ...session.cookies, '__Host-lang': 'en' } };
    const english = await postForm(app, inEnglish, PAGE, { ...typed, intent: 'update', id: '1' });
    t.equal(english.statusCode, 400);
    t.equal(
      fieldErrorOf(english.body, 'customEmoji'),
      'This server emoji does not exist on this server (any more). Discord only shows this server’s emojis or standard ones.',
    );
  },
);

t.test('the 126th active category: refused on create beside the form, and on activate in the flash', async (t) => {
  const { post, bot, list, app, session } = await setup(t);
  const full = { error: 'At most 125 active categories fit on the ticket panel', code: 'panel_full' };
  const text =
    'Auf das Ticket-Panel passen höchstens 125 aktive Kategorien. Deaktiviere oder lösche zuerst eine andere.';
  capture(bot, 'POST', `/api/ticket-categories/${G}`, full, 409);
  list();
  const res = await post({
    intent: 'create',
    name: 'Neu',
    description: '',
    emoji: '🎫',
    color: '#5865F2',
    sortOrder: '0',
  });
  t.equal(res.statusCode, 409);
  t.same(
    elements(res.body, 'p', { role: 'alert' }).map((alert) => alert.text),
    [text],
  );
  t.equal(fieldErrorOf(res.body, 'name'), undefined, 'not the duplicate name');
  t.equal(elements(res.body, 'input', { name: 'name' })[0]?.attributes.value, 'Neu');

  capture(bot, 'PUT', `/api/ticket-categories/${G}/2`, full, 409);
  const toggled = await post({ intent: 'toggle', id: '2', isActive: 'true' });
  t.same([toggled.statusCode, toggled.headers.location], [303, PAGE]);
  list();
  const next = await app.inject({
    url: PAGE,
    cookies: {
      ...session.cookies,
      ...Object.fromEntries(toggled.cookies.map((cookie) => [cookie.name, cookie.value])),
    },
  });
  t.match(textOf(next.body), text, 'said on the page it leads to');
});

t.test(
  'a stale form is refused with what changed, then based on the new state: saving again writes over it',
  async (t) => {
    const { post, bot, list } = await setup(t);
    const loaded = '2026-01-10T12:00:00.000Z';
    const changed = '2026-01-11T09:00:00.000Z';
    const newer = {
      id: 12,
      area: 'categories',
      action: 'category.update',
      targetId: '1',
      actor: { id: '200000000000000002', name: 'Mia' },
      adminLevel: null,
      createdAt: changed,
      before: { name: 'Support' },
      after: { name: 'Hilfe!' },
      details: '',
      revertsId: null,
      revertedBy: null,
    };
    const refusal = { error: 'This category changed since the form was loaded', code: 'changed_since', newer };
    const sent = capture(bot, 'PUT', `/api/ticket-categories/${G}/1`, refusal, 409);
    list([category(1, 'Hilfe!', { updatedAt: changed })]);
    const form = { intent: 'update', id: '1', name: 'Hilfe', description: '', emoji: '💬', color: '#5865F2' };
    const res = await post({ ...form, sortOrder: '4', basedOn: loaded });
    t.equal(res.statusCode, 409);
    t.equal((sent[0] as { basedOn: string }).basedOn, loaded, 'sent based on the state it was loaded with');
    t.match(textOf(res.body), /Mia hat die Kategorie am 11\.01\.2026 \d\d:00 geändert \(Name\)/);
    t.equal(elements(res.body, 'input', { name: 'name' })[0]?.attributes.value, 'Hilfe', 'what was typed stays');
    t.equal(elements(res.body, 'input', { name: 'basedOn' })[0]?.attributes.value, changed, 'based on the new state');
  },
);
