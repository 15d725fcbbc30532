// /dashboard/{guildId}/settings: feature switches, notifications, the test notification, the time zone, every error text.
import t, { type Test } from 'tap';
import { buildAuthApp } from '../../helpers/auth.js';
import { alertOf, elements, elementsOf, fieldErrorOf, postForm, textOf } from '../../helpers/app.js';
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
  const load = () => {
    auth.bot.intercept({ path: `/api/guilds/${G}/features`, method: 'GET' }).reply(200, FEATURES);
    auth.bot.intercept({ path: `/api/notifications/${G}/settings`, method: 'GET' }).reply(200, notifications);
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
  load();
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
    const zones = elements(page.body, 'option');
    t.same(
      zones.filter((zone) => 'selected' in zone.attributes).map((zone) => zone.text),
      ['America/New_York'],
      'the stored zone is chosen',
    );
    for (const zone of ['Europe/Berlin', 'UTC'])
      t.ok(
        zones.some((option) => option.text === zone),
        zone,
      );
    t.equal(page.body.match(/<option[ >]/g)?.length, TIME_ZONES.length, 'every zone of the contract is offered');

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
    t.same(
      elements(refused.body, 'option', { selected: '' }).map((zone) => zone.text),
      ['America/New_York'],
      'an unknown zone leaves the stored one selected',
    );

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
