// /dashboard/{guildId}/ticket-categories, its "Ticket-Panel" section with one panel (several: the
// ticket-panels test): status, title and preview on the list, the form on its own step (?panel=id,
// ?panel=new), the exact payload sent to the bot API, its refusals, and what a read-only user sees.
import t, { type Test } from 'tap';
import type { MockAgent } from 'undici';
import { buildAuthApp } from '../../helpers/auth.js';
import { elements, elementsOf, FORM, fieldErrorOf, postForm, SAME_ORIGIN, textOf } from '../../helpers/app.js';

const G = '100000000000000001';
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
const LIST = [category(1, 'Support'), category(2, 'Alt', { is_active: false, emoji: '📦' })];
const CHANNELS = [
  { id: '400000000000000001', name: 'allgemein' },
  { id: '400000000000000002', name: 'tickets' },
  { id: '400000000000000003', name: 'support' },
];
const SENT = {
  id: 7,
  color: null,
  categoryIds: [],
  channelId: '400000000000000003',
  title: 'Hilfe',
  text: 'Schreib uns.',
  messageId: '500000000000000001',
  sentAt: '2026-01-10T12:00:00.000Z',
};
const DEFAULT_TEXT =
  'Wähle unten, worum es geht. Wir melden uns in einem privaten Kanal, den nur du und das Team sehen.';
const MODERATOR = { full: false, permissions: ['dashboard.view', 'tickets.view'], grants: [] };

interface Load {
  categories?: object[];
  panel?: object | null;
  /** The channels, or the status the bot API answers their call with. */
  channels?: object[] | number;
}

async function setup(t: Test) {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  const load = ({ categories = LIST, panel = null, channels = CHANNELS }: Load = {}) => {
    auth.bot
      .intercept({ path: `/api/ticket-categories/${G}?includeInactive=true`, method: 'GET' })
      .reply(200, categories);
    auth.bot.intercept({ path: `/api/ticket-panels/${G}`, method: 'GET' }).reply(200, panel ? [panel] : []);
    const reply =
      typeof channels === 'number' ? { status: channels, body: { error: 'down' } } : { status: 200, body: channels };
    auth.bot.intercept({ path: `/api/guild/${G}/text-channels`, method: 'GET' }).reply(reply.status, reply.body);
    // The page's blocklist below the panel: empty.
    auth.bot.intercept({ path: `/api/ticket-blocklist/${G}`, method: 'GET' }).reply(200, []);
    auth.bot.intercept({ path: `/api/guild/${G}/team-roles`, method: 'GET' }).reply(200, []);
  };
  const page = async (cookies: Record<string, string> = {}, url = PAGE) =>
    (await auth.app.inject({ url, cookies: { ...session.cookies, ...cookies } })).body;
  /** The step of a panel's form: `new`, or the panel's id. */
  const step = (panel: string | number) => page({}, `${PAGE}?panel=${panel}`);
  const post = (payload: Record<string, string>) => postForm(auth.app, session, PAGE, payload);
  return { ...auth, session, load, page, step, post };
}

/** The section's markup, and the sent panel's within it. */
const sectionOf = (html: string) => elements(html, 'section', { class: 'ticket-panel' })[0]?.html ?? '';
const panelOf = (html: string) => elements(html, 'article', { id: 'ticket-panel-7' })[0]?.html ?? '';
/** The colour select's choice while none is made. */
const NO_COLOUR = ['', 'Wie die erste Kategorie'];
const chipsOf = (html: string) => elements(html, 'li', { class: 'panel-button' }).map((chip) => chip.text);
const selectedOf = (html: string) =>
  elements(html, 'option', { selected: '' }).map((option) => [option.attributes.value, option.text]);
/** The links of a section: where each leads, and its words. */
const linksOf = (html: string) => elements(html, 'a').map((link) => [link.attributes.href, link.text]);

/** Captures the JSON bodies the bot API receives: a change of the sent panel, or (`create`) a new one. */
function capture(scope: ReturnType<MockAgent['get']>, reply: object, status = 200, create = false) {
  const seen: unknown[] = [];
  const call = create
    ? { path: `/api/ticket-panels/${G}`, method: 'POST' }
    : { path: `/api/ticket-panels/${G}/${SENT.id}`, method: 'PUT' };
  scope.intercept(call).reply((options) => {
    seen.push(JSON.parse(String(options.body)));
    return { statusCode: status, data: reply };
  });
  return seen;
}

t.test(
  'not sent yet: what it does, the preview, "#tickets" preselected, the default texts, "Panel senden"',
  async (t) => {
    const { load, page, step } = await setup(t);
    load();
    const list = sectionOf(await page());
    const intro =
      'Ticket-Panel Über das Ticket-Panel öffnen Mitglieder in Discord ein Ticket. Es folgt den Kategorien: Ändert sich eine, passt der Bot das gesendete Panel an. Noch nicht gesendet. Panel 1 Vorschau 🎫 Support';
    t.equal(textOf(list), `${intro} Neues Panel`);
    t.same(linksOf(list), [[`${PAGE}?panel=new`, 'Neues Panel']], 'the form is a step of its own');
    t.same(elements(list, 'form'), [], 'not on the list');
    load();
    const section = sectionOf(await step('new'));
    t.equal(textOf(section).split(' Kanal ')[0], intro);
    t.same(chipsOf(section), ['🎫 Support'], 'only the active category, as a button');
    const [form] = elements(section, 'form', { method: 'post', action: PAGE });
    t.same(
      elements(form?.html ?? '', 'input', { type: 'hidden' }).map((input) => input.attributes.name),
      ['_csrf', 'intent', 'placeOf', 'placeOf'],
    );
    t.same(
      elements(elements(section, 'select', { name: 'channelId' })[0]?.html ?? '', 'option').map(
        (option) => option.text,
      ),
      ['#allgemein', '#tickets', '#support'],
    );
    t.same(selectedOf(section), [['400000000000000002', '#tickets'], NO_COLOUR]);
    t.same(
      elements(section, 'span', { class: 'field__label' }).map((label) => label.text),
      ['Kanal', 'Titel', 'Text', 'Farbe'],
    );
    t.same(
      elements(section, 'input', { type: 'checkbox', name: 'categoryIds' }).map((box) => box.attributes.value),
      ['1', '2'],
      'every category may be chosen; none checked: all active ones',
    );
    t.equal(elements(section, 'input', { name: 'title' })[0]?.attributes.value, 'Support-Tickets');
    t.equal(elements(section, 'textarea', { name: 'text' })[0]?.text, DEFAULT_TEXT);
    t.same(
      elements(section, 'button', { type: 'submit' }).map((button) => button.text),
      ['Panel senden'],
    );
    t.same(linksOf(section), [[PAGE, 'Abbrechen']], 'back to the list');
  },
);

t.test('sent: where and when in the guild\'s zone, its channel, title and text, "Panel aktualisieren"', async (t) => {
  const { load, page, step } = await setup(t);
  load({ panel: SENT });
  const summary = panelOf(await page());
  t.equal(
    textOf(summary),
    'Panel 1 Gesendet in #support am 10.01.2026 13:00 Titel: Hilfe Vorschau 🎫 Support Bearbeiten',
  );
  t.same(linksOf(summary), [[`${PAGE}?panel=7`, 'Bearbeiten']], 'its form is a step of its own');
  t.same(elements(summary, 'form'), [], 'not on the list');
  load({ panel: SENT });
  const stepPage = await step(7);
  t.same(elements(stepPage, 'table'), [], 'the step is the panel only');
  t.same(elements(stepPage, 'form', { id: 'blocklist-form' }), []);
  const section = panelOf(stepPage);
  t.match(textOf(section), 'Panel 1 Gesendet in #support am 10.01.2026 13:00 Titel: Hilfe Vorschau 🎫 Support');
  t.same(selectedOf(section), [['400000000000000003', '#support'], NO_COLOUR]);
  t.equal(elements(section, 'input', { name: 'title' })[0]?.attributes.value, 'Hilfe');
  t.equal(elements(section, 'textarea', { name: 'text' })[0]?.text, 'Schreib uns.');
  t.same(
    elements(section, 'button', { type: 'submit' }).map((button) => button.text),
    ['Panel aktualisieren', 'Panel löschen'],
  );
  t.same(linksOf(section), [[PAGE, 'Abbrechen']], 'back to the list');
});

/** The preview's menus: each one's placeholder and its options' words. */
const menusOf = (html: string) =>
  elements(html, 'details', { class: 'panel-menu' }).map((menu) => [
    elements(menu.html, 'summary')[0]?.text,
    elements(menu.html, 'li', { class: 'panel-option' }).map((option) => option.text),
  ]);

t.test('the preview: menus past five active categories, one "Ticket öffnen" button with none', async (t) => {
  const { load, page } = await setup(t);
  load({
    categories: [1, 2, 3, 4, 5, 6].map((id) => category(id, `K${id}`, id === 2 ? { description: 'Technik' } : {})),
  });
  const many = sectionOf(await page());
  t.same(chipsOf(many), []);
  t.match(textOf(many), 'Vorschau Mehr als 5 Kategorien: Mitglieder wählen aus einem Menü');
  t.same(menusOf(many), [['Worum geht es?', ['🎫 K1', '🎫 K2 Technik', '🎫 K3', '🎫 K4', '🎫 K5', '🎫 K6']]]);
  load({ categories: Array.from({ length: 31 }, (_, index) => category(index + 1, `K${index + 1}`)) });
  const lots = sectionOf(await page());
  t.match(textOf(lots), 'Vorschau Mehr als 25 Kategorien: Mitglieder wählen aus 2 Menüs');
  t.same(
    menusOf(lots).map(([placeholder, options]) => [placeholder, options!.length, options![0]]),
    [
      ['Worum geht es? (1–25)', 25, '🎫 K1'],
      ['Worum geht es? (26–31)', 6, '🎫 K26'],
    ],
    'every active category, 25 to a menu',
  );
  load({ categories: [1, 2, 3, 4, 5].map((id) => category(id, `K${id}`)) });
  t.same(chipsOf(sectionOf(await page())), ['🎫 K1', '🎫 K2', '🎫 K3', '🎫 K4', '🎫 K5'], 'five are buttons');
  load({ categories: [category(2, 'Alt', { is_active: false })] });
  t.same(chipsOf(sectionOf(await page())), ['Ticket öffnen']);
});

t.test(
  'sending posts channel, title and text (trimmed), then 303 with "Das Ticket-Panel wurde gesendet."',
  async (t) => {
    const { post, bot, load, page } = await setup(t);
    const seen = capture(bot, SENT, 201, true);
    const res = await post({ intent: 'panel', channelId: SENT.channelId, title: '  Hilfe ', text: 'Schreib uns.\n' });
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, PAGE);
    t.same(seen, [{ channelId: SENT.channelId, title: 'Hilfe', text: 'Schreib uns.', color: null, categoryIds: [] }]);
    load({ panel: SENT });
    const next = await page(Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie.value])));
    t.same(
      elementsOf(next)
        .filter((element) => element.tag === 'p' && element.attributes.role === 'status')
        .map((element) => element.text),
      ['Das Ticket-Panel wurde gesendet.'],
      'the flash on the page it leads to',
    );
  },
);

t.test('a 409 shows the refusal in German beside the channel, with the typed values kept', async (t) => {
  const { post, bot, load } = await setup(t);
  capture(bot, { error: 'The panel channel no longer exists', code: 'panel_channel_gone' }, 409);
  load({ panel: SENT });
  const res = await post({
    intent: 'panel',
    panelId: '7',
    channelId: CHANNELS[0]!.id,
    title: 'Neu',
    text: 'Mein Text',
  });
  t.equal(res.statusCode, 409);
  const section = panelOf(res.body);
  t.equal(fieldErrorOf(section, 'channelId'), 'Diesen Kanal gibt es nicht mehr. Wähle einen anderen.');
  t.same(selectedOf(section), [[CHANNELS[0]!.id, '#allgemein'], NO_COLOUR]);
  t.equal(elements(section, 'input', { name: 'title' })[0]?.attributes.value, 'Neu');
  t.equal(elements(section, 'textarea', { name: 'text' })[0]?.text, 'Mein Text');

  capture(bot, { error: 'The bot may not write in the panel channel', code: 'panel_channel_forbidden' }, 409);
  load({ panel: SENT });
  const forbidden = await post({ intent: 'panel', panelId: '7', channelId: CHANNELS[0]!.id, title: 'Neu', text: '' });
  t.equal(
    fieldErrorOf(forbidden.body, 'channelId'),
    'Der Bot darf in diesem Kanal nicht schreiben: Er braucht dort „Kanal ansehen“, „Nachrichten senden“ und „Links einbetten“.',
  );

  capture(bot, { error: 'down' }, 500);
  load({ panel: SENT });
  const down = await post({ intent: 'panel', panelId: '7', channelId: CHANNELS[0]!.id, title: 'Neu', text: '' });
  t.equal(down.statusCode, 502);
  t.same(
    elements(sectionOf(down.body), 'p', { role: 'alert' }).map((alert) => alert.text),
    ['Das Ticket-Panel konnte nicht gesendet werden.'],
    'another failure: said above the fields',
  );
});

t.test("in English: the section and the refusal in the reader's language", async (t) => {
  const { app, bot, load, session } = await setup(t);
  const english = { ...session.cookies, '__Host-lang': 'en' };
  const inEnglish = async (url: string) => {
    load({ panel: SENT });
    return sectionOf((await app.inject({ url, cookies: english })).body);
  };
  const page = await inEnglish(PAGE);
  t.match(textOf(page), 'Ticket panel Members open tickets in Discord from the ticket panel.');
  t.match(textOf(page), 'Sent in #support on 10/01/2026 13:00 Title: Hilfe Preview 🎫 Support Edit New panel');
  const buttonsOf = (html: string) => elements(html, 'button', { type: 'submit' }).map((button) => button.text);
  t.same(buttonsOf(await inEnglish(`${PAGE}?panel=7`)), ['Update panel', 'Delete panel']);
  t.match(textOf(await inEnglish(`${PAGE}?panel=7`)), 'Title: Hilfe Preview 🎫 Support Channel');
  t.same(buttonsOf(await inEnglish(`${PAGE}?panel=new`)), ['Send panel']);
  capture(bot, { error: 'The panel channel no longer exists', code: 'panel_channel_gone' }, 409);
  load({ panel: SENT });
  const fields = {
    intent: 'panel',
    panelId: '7',
    channelId: SENT.channelId,
    title: 'Help',
    text: '',
    _csrf: session.record.csrfToken,
  };
  const res = await app.inject({
    method: 'POST',
    url: PAGE,
    cookies: english,
    headers: { ...FORM, ...SAME_ORIGIN },
    payload: new URLSearchParams(fields).toString(),
  });
  t.equal(res.statusCode, 409);
  t.equal(fieldErrorOf(res.body, 'channelId'), 'That channel no longer exists. Choose another one.');
});

t.test('an empty title: the rule beside it, status 400, nothing sent', async (t) => {
  const { post, load } = await setup(t);
  load();
  const res = await post({ intent: 'panel', channelId: CHANNELS[1]!.id, title: '   ', text: 'x' });
  t.equal(res.statusCode, 400);
  t.equal(fieldErrorOf(sectionOf(res.body), 'title'), 'Pflichtfeld');
  t.equal(elements(sectionOf(res.body), 'textarea', { name: 'text' })[0]?.text, 'x');
});

t.test('a read-only user sees the status and the preview, no form, and the channels are not read', async (t) => {
  const { bot, page, step } = await setup(t);
  let channelReads = 0;
  const reads = () => {
    bot.intercept({ path: `/api/guilds/${G}/access`, method: 'GET' }).reply(200, MODERATOR);
    bot.intercept({ path: `/api/ticket-categories/${G}?includeInactive=true`, method: 'GET' }).reply(200, LIST);
    bot.intercept({ path: `/api/ticket-panels/${G}`, method: 'GET' }).reply(200, [SENT]);
    bot.intercept({ path: `/api/guild/${G}/text-channels`, method: 'GET' }).reply(() => {
      channelReads += 1;
      return { statusCode: 200, data: CHANNELS };
    });
  };
  reads();
  const section = sectionOf(await page());
  t.match(textOf(section), 'Ticket-Panel');
  t.match(textOf(section), 'Gesendet am 10.01.2026 13:00 Titel: Hilfe Vorschau 🎫 Support');
  t.same(elements(section, 'form'), []);
  t.same(elements(section, 'a'), [], 'no step to go to');
  t.notMatch(section, 'Panel aktualisieren');
  reads();
  const asked = sectionOf(await step(7));
  t.same(elements(asked, 'form'), [], 'nor a form on the step asked for by hand');
  t.match(textOf(asked), 'Gesendet am 10.01.2026 13:00 Titel: Hilfe Vorschau 🎫 Support');
  t.equal(channelReads, 0, 'no call the user may not make');
});

t.test('channels that cannot be read leave the page working, and say so', async (t) => {
  const { load, page } = await setup(t);
  load({ panel: SENT, channels: 500 });
  const html = await page();
  t.match(textOf(html), '🎫 Support Keine Beschreibung Aktiv', 'the categories are listed');
  const section = sectionOf(html);
  t.match(
    textOf(section),
    'Gesendet am 10.01.2026 13:00 Titel: Hilfe Vorschau 🎫 Support Die Kanäle des Servers konnten nicht gelesen werden. Lade die Seite später erneut, um das Panel zu senden.',
  );
  t.same(elements(section, 'form'), []);
});

t.test("a server's custom emoji is its picture, in the list and the preview", async (t) => {
  const { load, page } = await setup(t);
  load({ categories: [category(1, 'Support', { emoji: '<a:party_parrot:180000000000000003>' })] });
  const html = await page();
  const pictures = elements(html, 'img', { class: 'category-emoji' }).map((image) => [
    image.attributes.src,
    image.attributes.alt,
  ]);
  t.same(pictures, [
    ['https://cdn.discordapp.com/emojis/180000000000000003.gif', ':party_parrot:'],
    ['https://cdn.discordapp.com/emojis/180000000000000003.gif', ':party_parrot:'],
  ]);
  t.notMatch(textOf(html), '<a:party_parrot', 'never the notation');
});

const REFUSAL = {
  status: 400,
  code: 50035,
  message: 'Invalid Form Body',
  field: {
    path: 'components.0.components.1.emoji.name',
    code: 'BUTTON_COMPONENT_INVALID_EMOJI',
    message: 'Invalid emoji',
  },
  category: { id: 1, name: 'Support', emoji: '<:kekw:180000000000000002>' },
};

t.test("a send Discord refuses: 409 and Discord's reason in the reader's words, the typed values kept", async (t) => {
  const { post, bot, load, app, session } = await setup(t);
  const refused = (refusal: object) => ({ error: 'Discord refused the panel: …', code: 'panel_refused', refusal });
  capture(bot, refused(REFUSAL), 409);
  load({ panel: SENT });
  const res = await post({ intent: 'panel', panelId: '7', channelId: SENT.channelId, title: 'Neu', text: 'Mein Text' });
  t.equal(res.statusCode, 409);
  const section = panelOf(res.body);
  t.same(
    elements(section, 'p', { role: 'alert' }).map((alert) => alert.text),
    [
      'Discord hat das Ticket-Panel abgelehnt. Discord nimmt das Emoji der Kategorie „Support“ nicht an: Wähle dort ein anderes.',
    ],
  );
  t.equal(elements(section, 'input', { name: 'title' })[0]?.attributes.value, 'Neu');

  capture(
    bot,
    refused({
      ...REFUSAL,
      field: { path: 'embeds.0.title', code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 256 or fewer in length.' },
      category: null,
    }),
    409,
  );
  load({ panel: SENT });
  const other = await post({ intent: 'panel', panelId: '7', channelId: SENT.channelId, title: 'Neu', text: '' });
  t.same(
    elements(sectionOf(other.body), 'p', { role: 'alert' }).map((alert) => alert.text),
    [
      'Discord hat das Ticket-Panel abgelehnt. Discord antwortete: Invalid Form Body (50035) – embeds.0.title: Must be 256 or fewer in length. (BASE_TYPE_MAX_LENGTH)',
    ],
    'any other reason as Discord said it',
  );

  capture(bot, refused(REFUSAL), 409);
  load({ panel: SENT });
  const inEnglish = { ...session, cookies: { ...session.cookies, '__Host-lang': 'en' } };
  const english = await postForm(app, inEnglish, PAGE, {
    intent: 'panel',
    panelId: '7',
    channelId: SENT.channelId,
    title: 'Help',
    text: '',
  });
  t.equal(english.statusCode, 409);
  t.same(
    elements(sectionOf(english.body), 'p', { role: 'alert' }).map((alert) => alert.text),
    [
      'Discord refused the ticket panel. Discord does not take the emoji of the category “Support”: choose another one there.',
    ],
  );
});

t.test(
  'a panel that could not follow the categories says why in its section, linked from above the list',
  async (t) => {
    const { load, page } = await setup(t);
    load({ panel: { ...SENT, refusal: REFUSAL, refusedAt: '2026-01-11T08:30:00.000Z' } });
    const html = await page();
    t.same(
      elements(html, 'p', { class: 'alert alert--warning' }).map((alert) => alert.text),
      [
        'Das Ticket-Panel in Discord zeigt nicht die aktuellen Kategorien.',
        'Das gesendete Panel zeigt nicht die aktuellen Kategorien: Discord hat die Änderung am 11.01.2026 09:30 abgelehnt. Discord nimmt das Emoji der Kategorie „Support“ nicht an: Wähle dort ein anderes.',
      ],
    );
    t.same(
      elements(html, 'a', { href: '#ticket-panel-7-refused' }).map((link) => link.text),
      ['Das Ticket-Panel in Discord zeigt nicht die aktuellen Kategorien.'],
    );
    t.ok(elements(panelOf(html), 'p', { id: 'ticket-panel-7-refused' }).length === 1, 'the link leads to the reason');
    load({
      panel: {
        ...SENT,
        refusal: { ...REFUSAL, status: 503, code: 0, field: null, category: null },
        refusedAt: SENT.sentAt,
      },
    });
    t.match(
      textOf(sectionOf(await page())),
      'Discord hat die Änderung am 10.01.2026 13:00 abgelehnt. Discord war nicht erreichbar: Sende das Panel erneut, oder es folgt bei der nächsten Änderung.',
    );
    load({ panel: SENT });
    t.same(elements(await page(), 'p', { class: 'alert alert--warning' }), [], 'none while it follows');
  },
);
