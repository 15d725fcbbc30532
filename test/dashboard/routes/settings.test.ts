// /dashboard/{guildId}/settings: feature switches, notifications, the test notification, the ticket settings,
// the time zone, every error text.
import t, { type Test } from 'tap';
import { buildAuthApp } from '../../helpers/auth.js';
import {
  alertOf,
  elements,
  elementsOf,
  FORM,
  fieldErrorOf,
  hasElement,
  postForm,
  SAME_ORIGIN,
  textOf,
} from '../../helpers/app.js';
import { TIME_ZONES } from '../../../server/contract/index.js';

const G = '100000000000000001';
const PAGE = `/dashboard/${G}/settings`;
const FEATURES = [
  { name: 'tickets', displayName: 'Ticket-System', description: 'Tickets öffnen', enabled: true },
  { name: 'autoresponses', displayName: 'Auto Responses', description: 'Antworten', enabled: true },
  { name: 'statistics', displayName: 'Statistiken', description: 'Zahlen', enabled: false },
  { name: 'autoroles', displayName: 'Auto-Roles', description: 'Rollen', enabled: true },
];
const ROLES = [
  { id: G, name: '@everyone', color: 0, managed: false, assignable: false, position: 0 },
  { id: '110000000000000004', name: 'Moderator', color: 0x3498db, managed: false, assignable: true, position: 5 },
  { id: '110000000000000003', name: 'Guildhall', color: 0x5865f2, managed: true, assignable: false, position: 7 },
  { id: '110000000000000005', name: 'Support', color: 0, managed: false, assignable: true, position: 4 },
];

const TICKETS = { maxOpenTickets: 2, categoryChannelId: '130000000000000005', claimerOnly: true };
const CATEGORIES = [
  { id: '130000000000000001', name: 'Info' },
  { id: '130000000000000005', name: 'Support' },
];

interface Tickets {
  /** The ticket settings, or the status the bot API answers their call with. */
  settings?: object | number;
  categories?: object[];
  /** The notification channel as the bot API answers it. */
  channel?: object;
}

const TEAM = { id: '130000000000000003', name: 'team' };
const GENERAL = { id: '130000000000000002', name: 'allgemein' };
/** As the owner reads it: the channel and the two channels the bot may write in. */
const OWNERS_CHANNEL = { channel: TEAM, choices: [GENERAL, TEAM] };

async function setup(
  t: Test,
  notifications: object = {
    setupCompleted: true,
    notificationRoles: ['110000000000000004'],
    notificationsEnabled: true,
  },
) {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  const load = ({ settings = TICKETS, categories = CATEGORIES, channel = OWNERS_CHANNEL }: Tickets = {}) => {
    const tickets =
      typeof settings === 'number' ? { status: settings, body: { error: 'x' } } : { status: 200, body: settings };
    auth.bot.intercept({ path: `/api/guilds/${G}/ticket-settings`, method: 'GET' }).reply(tickets.status, tickets.body);
    auth.bot.intercept({ path: `/api/guild/${G}/category-channels`, method: 'GET' }).reply(200, categories);
    auth.bot.intercept({ path: `/api/guilds/${G}/features`, method: 'GET' }).reply(200, FEATURES);
    auth.bot.intercept({ path: `/api/notifications/${G}/settings`, method: 'GET' }).reply(200, notifications);
    auth.bot.intercept({ path: `/api/guilds/${G}/notification-channel`, method: 'GET' }).reply(200, channel);
    auth.bot.intercept({ path: `/api/guild/${G}/roles`, method: 'GET' }).reply(200, ROLES);
    auth.bot
      .intercept({ path: `/api/guilds/${G}/preferences`, method: 'GET' })
      .reply(200, { timeZone: 'America/New_York' });
  };
  const post = (payload: [string, string][]) => postForm(auth.app, session, PAGE, payload);
  const flashOf = async (res: { cookies: { name: string; value: string }[] }) => {
    load();
    const page = await auth.app.inject({
      url: PAGE,
      cookies: { ...session.cookies, ...Object.fromEntries(res.cookies.map((c) => [c.name, c.value])) },
    });
    return elementsOf(page.body).find(
      (element) => element.tag === 'p' && ['status', 'alert'].includes(element.attributes.role ?? ''),
    )?.text;
  };
  return { ...auth, session, load, post, flashOf };
}

t.test(
  'the four features with name and description, the notification roles (no managed, no @everyone), the notes',
  async (t) => {
    const { app, session, load } = await setup(t);
    load();
    const res = await app.inject({ url: PAGE, cookies: session.cookies });
    t.equal(res.statusCode, 200);
    const text = textOf(res.body);
    t.match(text, 'Server Einstellungen Bot-Funktionen Ticket-System Tickets öffnen An');
    for (const part of ['Auto Responses Antworten An', 'Statistiken Zahlen Aus', 'Auto-Roles Rollen An'])
      t.match(text, part);
    t.equal(res.body.match(/data-island="FeatureToggle"/g)?.length, 4);
    t.match(res.body, 'role="switch" aria-checked="false" aria-label="Statistiken"');
    t.same(
      elements(res.body, 'input', { type: 'checkbox', name: 'notificationRoles' })
        .filter((role) => ['110000000000000004', '110000000000000005'].includes(role.attributes.value ?? ''))
        .map((role) => [role.attributes.value, 'checked' in role.attributes]),
      [
        ['110000000000000004', true],
        ['110000000000000005', false],
      ],
      'the notified roles are ticked',
    );
    t.notMatch(res.body, 'value="110000000000000003"', 'managed roles are not offered');
    t.notMatch(res.body, `name="notificationRoles" value="${G}"`, '@everyone is not offered');
    t.match(text, 'Test-Benachrichtigung senden');
    t.match(text, 'Hinweise');
  },
);

t.test('setup not completed: only the instructions, which name the owner', async (t) => {
  const { app, session, load } = await setup(t, {
    setupCompleted: false,
    notificationRoles: [],
    notificationsEnabled: false,
  });
  load({ channel: { channel: null, choices: null } });
  const res = await app.inject({ url: PAGE, cookies: session.cookies });
  t.match(
    textOf(res.body),
    'Die Benachrichtigungen sind noch nicht eingerichtet. Führe dazu in Discord auf diesem Server den Befehl /setup-notifications aus. Nur der Serverbesitzer kann diesen Befehl ausführen.',
  );
  t.notMatch(res.body, 'name="notificationRoles"');
  t.notMatch(res.body, 'Test-Benachrichtigung senden');
});

t.test("load error: 'Fehler beim Laden der Einstellungen' with 'Erneut versuchen'", async (t) => {
  const { app, session, bot } = await setup(t);
  bot.intercept({ path: `/api/guilds/${G}/features`, method: 'GET' }).reply(500, { error: 'x' });
  bot.intercept({ path: `/api/notifications/${G}/settings`, method: 'GET' }).reply(200, {});
  bot.intercept({ path: `/api/guild/${G}/roles`, method: 'GET' }).reply(200, []);
  bot.intercept({ path: `/api/guilds/${G}/preferences`, method: 'GET' }).reply(200, { timeZone: 'UTC' });
  const res = await app.inject({ url: PAGE, cookies: session.cookies });
  t.equal(res.statusCode, 502);
  t.match(alertOf(res.body), {
    message: 'Fehler beim Laden der Einstellungen',
    link: { text: 'Erneut versuchen', href: PAGE },
  });
});

t.test('the exact payloads: a feature switch, the notification settings, the test', async (t) => {
  const { post, bot, flashOf, load } = await setup(t);
  const seen: [string, unknown][] = [];
  const capture = (method: string, path: string, data: object) =>
    bot.intercept({ path, method }).reply((options) => {
      seen.push([`${method} ${path}`, options.body ? JSON.parse(String(options.body)) : null]);
      return { statusCode: 200, data };
    });
  capture('PUT', `/api/guilds/${G}/features/statistics`, FEATURES[2]!);
  const feature = await post([
    ['intent', 'feature'],
    ['feature', 'statistics'],
    ['enabled', 'true'],
  ]);
  t.equal(feature.statusCode, 303);
  t.equal(await flashOf(feature), 'Einstellung gespeichert');
  capture('PUT', `/api/notifications/${G}/settings`, {
    setupCompleted: true,
    notificationRoles: [],
    notificationsEnabled: false,
  });
  t.equal(
    (
      await post([
        ['intent', 'notifications'],
        ['notificationRoles', '110000000000000004'],
        ['notificationRoles', '110000000000000005'],
      ])
    ).statusCode,
    303,
  );
  capture('POST', `/api/notifications/${G}/test`, { sent: true });
  const test = await post([['intent', 'test']]);
  t.equal(await flashOf(test), 'Test-Benachrichtigung gesendet');
  t.same(seen, [
    [`PUT /api/guilds/${G}/features/statistics`, { enabled: true }],
    [
      `PUT /api/notifications/${G}/settings`,
      { notificationRoles: ['110000000000000004', '110000000000000005'], notificationsEnabled: false },
    ],
    [`POST /api/notifications/${G}/test`, null],
  ]);
  load();
  t.equal(
    (
      await post([
        ['intent', 'feature'],
        ['feature', 'music'],
        ['enabled', 'true'],
      ])
    ).statusCode,
    400,
    'unknown features are refused',
  );
});

t.test("failures show the settings screen's own texts", async (t) => {
  const { post, bot, flashOf } = await setup(t);
  bot.intercept({ path: `/api/guilds/${G}/features/tickets`, method: 'PUT' }).reply(500, { error: 'x' });
  t.equal(
    await flashOf(
      await post([
        ['intent', 'feature'],
        ['feature', 'tickets'],
        ['enabled', 'false'],
      ]),
    ),
    'Fehler beim Aktualisieren der Einstellung',
  );
  bot.intercept({ path: `/api/notifications/${G}/settings`, method: 'PUT' }).reply(400, { error: 'x' });
  t.equal(
    await flashOf(await post([['intent', 'notifications']])),
    'Fehler beim Aktualisieren der Notification-Einstellungen',
  );
  bot
    .intercept({ path: `/api/notifications/${G}/test`, method: 'POST' })
    .reply(400, { error: 'Notification setup is not completed' });
  t.equal(await flashOf(await post([['intent', 'test']])), 'Fehler beim Senden der Test-Notification');
  bot
    .intercept({ path: `/api/notifications/${G}/test`, method: 'POST' })
    .reply(409, { error: 'gone', code: 'notification_channel_gone' });
  t.equal(
    await flashOf(await post([['intent', 'test']])),
    'Fehler beim Senden der Test-Notification: Den Benachrichtigungskanal gibt es nicht mehr: Der Serverbesitzer muss die Benachrichtigungen neu einrichten.',
    'with the reason, when the bot API names it',
  );
});

t.test(
  "the time zone: the guild's own selected (one read per page), the exact PUT, an unknown zone refused beside its field",
  async (t) => {
    const { app, session, load, post, bot, flashOf } = await setup(t);
    load();
    const page = await app.inject({ url: PAGE, cookies: session.cookies });
    t.equal(page.statusCode, 200);
    t.match(textOf(page.body), 'Zeitzone Zeitzone des Servers');
    const zoneInput = (html: string) => elements(html, 'input', { name: 'timeZone' })[0]?.attributes;
    t.match(zoneInput(page.body), { list: 'time-zones', value: 'America/New_York' }, 'the stored zone is typed in');
    const zones = elements(elements(page.body, 'datalist', { id: 'time-zones' })[0]?.html ?? '', 'option');
    t.same(
      zones.map((zone) => zone.attributes.value),
      [...TIME_ZONES],
      'every zone of the contract is offered to search',
    );
    t.match(
      textOf(page.body),
      'Zeitzone suchen: tippe einen Ort, z. B. Berlin oder New_York, und wähle aus der Liste.',
    );

    const seen: unknown[] = [];
    bot.intercept({ path: `/api/guilds/${G}/preferences`, method: 'PUT' }).reply((options) => {
      seen.push(JSON.parse(String(options.body)));
      return { statusCode: 200, data: { timeZone: 'Asia/Tokyo' } };
    });
    const saved = await post([
      ['intent', 'timeZone'],
      ['timeZone', 'Asia/Tokyo'],
    ]);
    t.equal(saved.statusCode, 303);
    t.equal(await flashOf(saved), 'Zeitzone gespeichert');
    t.same(seen, [{ timeZone: 'Asia/Tokyo' }]);

    load();
    const refused = await post([
      ['intent', 'timeZone'],
      ['timeZone', 'Mars/Olympus_Mons'],
    ]);
    t.equal(refused.statusCode, 400);
    t.equal(fieldErrorOf(refused.body, 'timeZone'), 'Unbekannte Zeitzone: bitte eine aus der Liste wählen');
    t.equal(zoneInput(refused.body)?.value, 'Mars/Olympus_Mons', 'what was typed stays to be corrected');

    bot.intercept({ path: `/api/guilds/${G}/preferences`, method: 'PUT' }).reply(500, { error: 'x' });
    t.equal(
      await flashOf(
        await post([
          ['intent', 'timeZone'],
          ['timeZone', 'UTC'],
        ]),
      ),
      'Fehler beim Speichern der Zeitzone',
    );
  },
);

/** The notification channel's choice: its options (shown text, value, chosen). */
const channelOptions = (html: string) =>
  elements(elements(html, 'select', { name: 'channelId' })[0]?.html ?? '', 'option').map((option) => [
    option.text,
    option.attributes.value,
    'selected' in option.attributes,
  ]);

t.test('the notification channel: by name with its link into Discord, chosen by the owner', async (t) => {
  const { app, session, load } = await setup(t);
  load();
  const res = await app.inject({ url: PAGE, cookies: session.cookies });
  t.equal(res.statusCode, 200);
  t.match(textOf(res.body), 'Benachrichtigungen Benachrichtigungen gehen in #team .');
  t.same(
    elements(res.body, 'a', { href: `https://discord.com/channels/${G}/130000000000000003` }).map((a) => a.text),
    ['#team'],
  );
  t.same(channelOptions(res.body), [
    ['#allgemein', '130000000000000002', false],
    ['#team', '130000000000000003', true],
  ]);
  t.match(textOf(res.body), 'Kanal für Benachrichtigungen');
  t.match(textOf(res.body), 'Textkanäle, in denen der Bot lesen, schreiben und Links einbetten darf.');
});

t.test('a member who may not run /setup-notifications reads the channel and who chooses it', async (t) => {
  const { app, session, load } = await setup(t);
  load({ channel: { channel: TEAM, choices: null } });
  const res = await app.inject({ url: PAGE, cookies: session.cookies });
  t.match(textOf(res.body), 'Benachrichtigungen gehen in #team .');
  t.match(textOf(res.body), 'Nur der Serverbesitzer wählt den Kanal, hier oder in Discord mit /setup-notifications .');
  t.same(channelOptions(res.body), [], 'nothing to choose');
  t.notMatch(res.body, 'name="intent" value="channel"');
});

t.test('none set: the instructions show, and the owner may choose one here', async (t) => {
  const { app, session, load } = await setup(t, {
    setupCompleted: false,
    notificationRoles: [],
    notificationsEnabled: false,
  });
  load({ channel: { channel: null, choices: [GENERAL] } });
  const res = await app.inject({ url: PAGE, cookies: session.cookies });
  t.match(
    textOf(res.body),
    'Die Benachrichtigungen sind noch nicht eingerichtet. Führe dazu in Discord auf diesem Server den Befehl /setup-notifications aus. Nur der Serverbesitzer kann diesen Befehl ausführen.',
  );
  t.same(channelOptions(res.body), [['#allgemein', '130000000000000002', false]]);
  load({ channel: { channel: null, choices: [] } });
  t.match(
    textOf((await app.inject({ url: PAGE, cookies: session.cookies })).body),
    'In keinem Textkanal dieses Servers darf der Bot lesen, schreiben und Links einbetten.',
  );
  load({ channel: { channel: { id: TEAM.id, name: null }, choices: null } });
  t.match(
    textOf((await app.inject({ url: PAGE, cookies: session.cookies })).body),
    'Benachrichtigungen gehen in #gelöschter-kanal .',
  );
});

t.test('choosing the channel: the exact PUT, 303 and the flash; the refusals say why', async (t) => {
  const { post, bot, flashOf } = await setup(t);
  const seen: unknown[] = [];
  bot.intercept({ path: `/api/guilds/${G}/notification-channel`, method: 'PUT' }).reply((options) => {
    seen.push(JSON.parse(String(options.body)));
    return { statusCode: 200, data: { channel: GENERAL, choices: [GENERAL, TEAM] } };
  });
  const chosen = await post([
    ['intent', 'channel'],
    ['channelId', '130000000000000002'],
  ]);
  t.equal(chosen.statusCode, 303);
  t.equal(chosen.headers.location, PAGE);
  t.same(seen, [{ channelId: '130000000000000002' }]);
  t.equal(await flashOf(chosen), 'Benachrichtigungskanal gespeichert');

  bot
    .intercept({ path: `/api/guilds/${G}/notification-channel`, method: 'PUT' })
    .reply(403, { error: 'Only the owner', code: 'owner_only' });
  t.equal(
    await flashOf(
      await post([
        ['intent', 'channel'],
        ['channelId', '130000000000000002'],
      ]),
    ),
    'Fehler beim Speichern des Benachrichtigungskanals: Nur der Serverbesitzer (oder ein globaler Admin in einer Admin-Session) darf den Benachrichtigungskanal wählen.',
    'a member who is not the owner is refused',
  );
  bot
    .intercept({ path: `/api/guilds/${G}/notification-channel`, method: 'PUT' })
    .reply(400, { error: 'Invalid body', code: 'notification_channel_unwritable' });
  t.equal(
    await flashOf(
      await post([
        ['intent', 'channel'],
        ['channelId', '130000000000000009'],
      ]),
    ),
    'Fehler beim Speichern des Benachrichtigungskanals: In diesem Kanal darf der Bot nicht schreiben: Er braucht dort Kanal ansehen, Nachrichten senden und Links einbetten.',
  );
});

t.test('a channel choice without the form token is refused and nothing is sent', async (t) => {
  const { app, session } = await setup(t);
  const res = await app.inject({
    method: 'POST',
    url: PAGE,
    cookies: session.cookies,
    headers: { ...FORM, ...SAME_ORIGIN, accept: 'text/html' },
    payload: new URLSearchParams({ intent: 'channel', channelId: '130000000000000002' }).toString(),
  });
  t.equal(res.statusCode, 403);
  t.match(textOf(res.body), 'Fehler 403 Das Formular ist abgelaufen oder ungültig.');
});

/** The Tickets section's markup. */
const ticketsOf = (html: string) =>
  elements(html, 'section', { 'aria-labelledby': 'ticket-settings-title' })[0]?.html ?? '';
const TICKETS_FORM: [string, string][] = [
  ['intent', 'tickets'],
  ['maxOpenTickets', '3'],
  ['categoryChannelId', ''],
  ['claimerOnly', 'on'],
  ['warnAfterMinutes', '60'],
  ['closeAfterMinutes', '30'],
  ['closeRequestMinutes', '1440'],
];
/** The timers and hours of TICKETS_FORM as the PUT carries them (the auto-close box unticked: off). */
const SENT_TIMERS = {
  autoClose: { enabled: false, warnAfterMinutes: 60, closeAfterMinutes: 30 },
  closeRequestMinutes: 1440,
  // The week's fields left empty and the switch unticked: no opening hours.
  openingHours: { enabled: false, schedule: [], outside: 'note', message: '' },
};
const withField = (name: string, value: string | null) =>
  TICKETS_FORM.filter(([key]) => key !== name).concat(value === null ? [] : [[name, value]]);

t.test(
  'the Tickets section: open tickets per member (1–10), the category of ticket channels, claimer-only writing',
  async (t) => {
    const { app, session, load } = await setup(t);
    load();
    const res = await app.inject({ url: PAGE, cookies: session.cookies });
    t.equal(res.statusCode, 200);
    const section = ticketsOf(res.body);
    t.match(
      textOf(section),
      'Tickets Offene Tickets pro Mitglied Wie viele Tickets ein Mitglied zugleich offen haben darf (1 bis 10); eines mehr lehnt der Bot ab. Ticket-Kategorie in Discord',
    );
    t.match(elements(section, 'input', { name: 'maxOpenTickets' })[0]?.attributes, {
      type: 'number',
      min: '1',
      max: '10',
      value: '2',
    });
    t.same(
      elements(section, 'option').map((option) => [
        option.attributes.value,
        option.text,
        'selected' in option.attributes,
      ]),
      [
        ['', 'Automatisch: „Tickets“', false],
        ['130000000000000001', 'Info', false],
        ['130000000000000005', 'Support', true],
      ],
      "the guild's categories, the stored one chosen",
    );
    t.ok('checked' in elements(section, 'input', { name: 'claimerOnly' })[0]!.attributes, 'claimer-only is on');
    t.match(textOf(section), 'Nur der Übernehmende schreibt Übernimmt jemand aus dem Team ein Ticket');
    t.equal(elements(section, 'form').length, 1);
  },
);

t.test('the Tickets section saves: the exact PUT, 303 and the flash; an unticked box is off', async (t) => {
  const { post, bot, flashOf } = await setup(t);
  const seen: unknown[] = [];
  const capture = () =>
    bot.intercept({ path: `/api/guilds/${G}/ticket-settings`, method: 'PUT' }).reply((options) => {
      const body = JSON.parse(String(options.body));
      seen.push(body);
      return { statusCode: 200, data: body };
    });
  capture();
  const saved = await post(TICKETS_FORM);
  t.equal(saved.statusCode, 303);
  t.equal(saved.headers.location, PAGE);
  t.equal(await flashOf(saved), 'Ticket-Einstellungen gespeichert');
  capture();
  t.equal(
    (
      await post(
        withField('claimerOnly', null).map(([k, v]) => [k, k === 'categoryChannelId' ? '130000000000000001' : v]),
      )
    ).statusCode,
    303,
  );
  t.same(seen, [
    {
      ...SENT_TIMERS,
      maxOpenTickets: 3,
      categoryChannelId: null,
      claimerOnly: true,
      transcriptToOpener: false,
      feedback: false,
    },
    {
      ...SENT_TIMERS,
      maxOpenTickets: 3,
      categoryChannelId: '130000000000000001',
      claimerOnly: false,
      transcriptToOpener: false,
      feedback: false,
    },
  ]);
});

t.test('invalid numbers are refused beside their field, as typed, and nothing is sent', async (t) => {
  const { post, load } = await setup(t);
  for (const typed of ['0', '11', '1.5', '', 'zwei']) {
    load();
    const res = await post(withField('maxOpenTickets', typed));
    t.equal(res.statusCode, 400, `'${typed}'`);
    const section = ticketsOf(res.body);
    t.equal(fieldErrorOf(section, 'maxOpenTickets'), 'Bitte eine ganze Zahl von 1 bis 10 angeben', `'${typed}'`);
    t.equal(elements(section, 'input', { name: 'maxOpenTickets' })[0]?.attributes.value, typed, 'kept as typed');
    t.same(fieldErrorOf(res.body, 'timeZone'), undefined, 'the other forms keep to themselves');
  }
});

/** The first alert of a page (the summary of a refused form) with its items' texts, and where it stands. */
const summaryOf = (html: string) => {
  const alert = elementsOf(html).find((element) => element.attributes.role === 'alert');
  return {
    ...alertOf(html),
    // As read: a link's text runs on into what follows it.
    items: elements(alert?.html ?? '', 'li').map((item) => textOf(item.html.replace(/<[^>]+>/g, ''))),
    beforeTheFeatures: html.indexOf('role="alert"') < html.indexOf('id="features-title"'),
  };
};

t.test(
  'a refused Tickets form is summed up at the top of the page: the field named, linked to it, what was typed kept',
  async (t) => {
    const { post, load } = await setup(t);
    for (const typed of ['0', '11', '2.5']) {
      load();
      const res = await post(withField('maxOpenTickets', typed));
      t.equal(res.statusCode, 400, `'${typed}'`);
      t.same(
        summaryOf(res.body),
        {
          title: 'Fehler beim Speichern der Ticket-Einstellungen',
          link: { text: 'Offene Tickets pro Mitglied', href: '#maxOpenTickets' },
          items: ['Offene Tickets pro Mitglied: Bitte eine ganze Zahl von 1 bis 10 angeben'],
          beforeTheFeatures: true,
        },
        `'${typed}'`,
      );
      t.match(elements(res.body, 'input', { id: 'maxOpenTickets' })[0]?.attributes, {
        name: 'maxOpenTickets',
        value: typed,
        'aria-invalid': 'true',
      });
      t.equal(fieldErrorOf(ticketsOf(res.body), 'maxOpenTickets'), 'Bitte eine ganze Zahl von 1 bis 10 angeben');
    }
  },
);

t.test('the summary in English, and for the bot API’s refusal of a category and a refused time zone', async (t) => {
  const { app, session, load, bot } = await setup(t);
  load();
  const inEnglish = { ...session, cookies: { ...session.cookies, '__Host-lang': 'en' } };
  const english = await postForm(app, inEnglish, PAGE, withField('maxOpenTickets', '11'));
  t.equal(english.statusCode, 400);
  t.same(summaryOf(english.body), {
    title: 'Failed to save the ticket settings',
    link: { text: 'Open tickets per member', href: '#maxOpenTickets' },
    items: ['Open tickets per member: Please give a whole number from 1 to 10'],
    beforeTheFeatures: true,
  });
  bot
    .intercept({ path: `/api/guilds/${G}/ticket-settings`, method: 'PUT' })
    .reply(400, { error: 'x', code: 'ticket_category_unknown' });
  load({ categories: [CATEGORIES[0]!] });
  const refused = await postForm(app, session, PAGE, withField('categoryChannelId', '130000000000000005'));
  t.same(summaryOf(refused.body).items, [
    'Ticket-Kategorie in Discord: Diese Kategorie gibt es auf dem Server nicht (mehr). Wähle eine andere.',
  ]);
  t.ok(hasElement(refused.body, 'select', { id: 'categoryChannelId', name: 'categoryChannelId' }));
  load();
  const zone = await postForm(app, session, PAGE, [
    ['intent', 'timeZone'],
    ['timeZone', 'Mars/Olympus'],
  ]);
  t.equal(zone.statusCode, 400);
  t.match(summaryOf(zone.body), {
    title: 'Fehler beim Speichern der Zeitzone',
    link: { text: 'Zeitzone des Servers', href: '#timeZone' },
    beforeTheFeatures: true,
  });
  t.ok(hasElement(zone.body, 'input', { id: 'timeZone', name: 'timeZone', list: 'time-zones' }));
});

t.test("the bot API's refusals: a category that is gone beside its field, other failures in the flash", async (t) => {
  const { post, bot, load, flashOf } = await setup(t);
  bot
    .intercept({ path: `/api/guilds/${G}/ticket-settings`, method: 'PUT' })
    .reply(400, { error: 'x', code: 'ticket_category_unknown' });
  load({ categories: [CATEGORIES[0]!] });
  const refused = await post(withField('categoryChannelId', '130000000000000005'));
  t.equal(refused.statusCode, 400);
  t.equal(
    fieldErrorOf(ticketsOf(refused.body), 'categoryChannelId'),
    'Diese Kategorie gibt es auf dem Server nicht (mehr). Wähle eine andere.',
  );
  bot.intercept({ path: `/api/guilds/${G}/ticket-settings`, method: 'PUT' }).reply(500, { error: 'x' });
  t.equal(await flashOf(await post(TICKETS_FORM)), 'Fehler beim Speichern der Ticket-Einstellungen');
});

t.test('a chosen category that is gone: "Tickets" is chosen, and the section says why', async (t) => {
  const { app, session, load } = await setup(t);
  load({ settings: { ...TICKETS, categoryChannelId: '130000000000000009' } });
  const section = ticketsOf((await app.inject({ url: PAGE, cookies: session.cookies })).body);
  t.same(
    elements(section, 'option', { selected: '' }).map((option) => option.text),
    ['Automatisch: „Tickets“'],
  );
  t.match(textOf(section), 'Die gewählte Kategorie gibt es nicht mehr; der Bot nimmt „Tickets“.');
});

t.test('a user without tickets.manage sees the values, no form', async (t) => {
  const { app, session, load, bot } = await setup(t);
  bot
    .intercept({ path: `/api/guilds/${G}/access`, method: 'GET' })
    .reply(200, { full: false, permissions: ['dashboard.view', 'tickets.view'], grants: [] });
  load();
  const section = ticketsOf((await app.inject({ url: PAGE, cookies: session.cookies })).body);
  t.equal(
    textOf(section),
    'Tickets Offene Tickets pro Mitglied 2 Ticket-Kategorie in Discord Support Nur der Übernehmende schreibt An Zusammenfassung an den Ersteller An Bewertung nach dem Schließen An Inaktive Tickets automatisch schließen Aus Warnen nach Minuten ohne Nachricht 2880 Minuten Schließen Minuten nach der Warnung 1440 Minuten Wartezeit einer Schließanfrage in Minuten 1440 Minuten Öffnungszeiten Öffnungszeiten sind aus: Tickets öffnen jederzeit.',
  );
  t.same(elements(section, 'form'), []);
  t.same(elements(section, 'input'), []);
});

t.test('ticket settings that cannot be read leave the page working, and say so', async (t) => {
  const { app, session, load } = await setup(t);
  load({ settings: 500 });
  const res = await app.inject({ url: PAGE, cookies: session.cookies });
  t.equal(res.statusCode, 200);
  t.equal(textOf(ticketsOf(res.body)), 'Tickets Die Ticket-Einstellungen konnten nicht geladen werden.');
  t.match(textOf(res.body), 'Zeitzone des Servers');
});
