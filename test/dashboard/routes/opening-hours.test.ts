// The settings page's opening hours (part of the Tickets form), without JavaScript: the week as fields per
// day filled from the stored spans, whether the team is in now and when next (the server's time zone), the
// exact PUT of a saved week (empty pairs are no span), and the rules' refusals beside their fields and in
// the page's summary, what was typed kept and nothing sent.
import t, { type Test } from 'tap';
import { buildAuthApp } from '../../helpers/auth.js';
import { alertOf, elements, fieldErrorOf, postForm, textOf } from '../../helpers/app.js';

const G = '100000000000000001';
const PAGE = `/dashboard/${G}/settings`;
// Wednesday, 25 November 2026, 21:00 in Berlin.
const WEDNESDAY_EVENING = new Date(Date.UTC(2026, 10, 25, 20, 0));
const WEEKDAYS = [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '17:00' }));
const HOURS = { enabled: true, schedule: WEEKDAYS, outside: 'refuse', message: 'Wir sind gleich zurück.' };

async function setup(t: Test) {
  const auth = await buildAuthApp(t, { now: () => WEDNESDAY_EVENING });
  const session = await auth.signIn();
  const load = (openingHours: object = HOURS) => {
    const settings = { maxOpenTickets: 1, categoryChannelId: null, claimerOnly: false, openingHours };
    auth.bot.intercept({ path: `/api/guilds/${G}/ticket-settings`, method: 'GET' }).reply(200, settings);
    auth.bot.intercept({ path: `/api/guild/${G}/category-channels`, method: 'GET' }).reply(200, []);
    auth.bot.intercept({ path: `/api/guilds/${G}/features`, method: 'GET' }).reply(200, []);
    auth.bot
      .intercept({ path: `/api/notifications/${G}/settings`, method: 'GET' })
      .reply(200, { setupCompleted: false, notificationRoles: [], notificationsEnabled: false });
    auth.bot
      .intercept({ path: `/api/guilds/${G}/notification-channel`, method: 'GET' })
      .reply(200, { channel: null, choices: null });
    auth.bot.intercept({ path: `/api/guild/${G}/roles`, method: 'GET' }).reply(200, []);
    auth.bot
      .intercept({ path: `/api/guilds/${G}/preferences`, method: 'GET' })
      .reply(200, { timeZone: 'Europe/Berlin' });
  };
  const page = async () => (await auth.app.inject({ url: PAGE, cookies: session.cookies })).body;
  const post = (payload: [string, string][]) => postForm(auth.app, session, PAGE, payload);
  return { ...auth, load, page, post };
}

const hoursOf = (html: string) => elements(html, 'fieldset', { id: 'opening-hours' })[0]?.html ?? '';
const inputValueOf = (html: string, name: string) => elements(html, 'input', { name })[0]?.attributes.value ?? '';

/** The Tickets form as sent: Monday 08:00–12:00 and 13:00–18:00, Saturday 10:00–14:00, the rest closed. */
const FORM: [string, string][] = [
  ['intent', 'tickets'],
  ['maxOpenTickets', '1'],
  ['categoryChannelId', ''],
  ['warnAfterMinutes', '2880'],
  ['closeAfterMinutes', '1440'],
  ['closeRequestMinutes', '1440'],
  ['openingEnabled', 'on'],
  ['openingOutside', 'note'],
  ['openingMessage', 'Wir melden uns morgen.'],
  ['hours1s1From', '08:00'],
  ['hours1s1To', '12:00'],
  ['hours1s2From', '13:00'],
  ['hours1s2To', '18:00'],
  ['hours6s1From', '10:00'],
  ['hours6s1To', '14:00'],
  ['hours7s1To', ''],
];
const replaced = (name: string, value: string): [string, string][] =>
  FORM.filter(([key]) => key !== name).concat([[name, value]]);

t.test('the week, filled from the stored spans; the team is out now and back Thursday at 09:00', async (t) => {
  const { load, page } = await setup(t);
  load();
  const hours = hoursOf(await page());
  t.same(
    elements(hours, 'legend')
      .filter((legend) => legend.attributes.class !== 'visually-hidden')
      .map((legend) => legend.text),
    [
      'Öffnungszeiten',
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
      'Außerhalb der Öffnungszeiten',
    ],
  );
  t.same(
    [inputValueOf(hours, 'hours1s1From'), inputValueOf(hours, 'hours1s1To'), inputValueOf(hours, 'hours1s2From')],
    ['09:00', '17:00', ''],
  );
  t.equal(elements(hours, 'input', { type: 'radio' }).filter((radio) => 'checked' in radio.attributes).length, 1);
  t.ok('checked' in elements(hours, 'input', { value: 'refuse' })[0]!.attributes, "'refuse' chosen");
  t.ok('checked' in elements(hours, 'input', { name: 'openingEnabled' })[0]!.attributes);
  t.equal(elements(hours, 'textarea', { name: 'openingMessage' })[0]?.text, 'Wir sind gleich zurück.');
  t.match(textOf(hours), 'Öffnungszeiten Das Team ist wieder erreichbar: 26.11.2026 09:00');
  t.match(textOf(hours), 'Die Zeiten gelten in der Zeitzone des Servers (Europe/Berlin).');
});

t.test('in, never, off: what the page says', async (t) => {
  const { load, page } = await setup(t);
  load({ ...HOURS, schedule: [{ day: 3, from: '20:00', to: '24:00' }] });
  t.match(textOf(hoursOf(await page())), 'Das Team ist jetzt erreichbar.');
  load({ ...HOURS, schedule: [] });
  t.match(textOf(hoursOf(await page())), 'Kein Zeitraum eingetragen');
  load({ ...HOURS, enabled: false });
  t.match(textOf(hoursOf(await page())), 'Öffnungszeiten sind aus: Tickets öffnen jederzeit.');
});

t.test('a saved week: the exact PUT (empty pairs are no span), 303', async (t) => {
  const { post, bot } = await setup(t);
  const seen: { openingHours?: unknown }[] = [];
  bot.intercept({ path: `/api/guilds/${G}/ticket-settings`, method: 'PUT' }).reply((options) => {
    const body = JSON.parse(String(options.body));
    seen.push(body);
    return { statusCode: 200, data: body };
  });
  const res = await post(FORM);
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, PAGE);
  t.same(seen[0]?.openingHours, {
    enabled: true,
    schedule: [
      { day: 1, from: '08:00', to: '12:00' },
      { day: 1, from: '13:00', to: '18:00' },
      { day: 6, from: '10:00', to: '14:00' },
    ],
    outside: 'note',
    message: 'Wir melden uns morgen.',
  });
});

t.test('refused: beside the field, in the summary by day and span, as typed, nothing sent', async (t) => {
  const { post, load } = await setup(t);
  const cases: [string, [string, string][], string, string, string][] = [
    [
      'no time',
      replaced('hours1s1From', '9 Uhr'),
      'hours1s1From',
      'Bitte eine Uhrzeit als HH:MM angeben (00:00 bis 24:00)',
      'Montag, Zeitraum 1: Von',
    ],
    [
      '24:30',
      replaced('hours6s1To', '24:30'),
      'hours6s1To',
      'Bitte eine Uhrzeit als HH:MM angeben (00:00 bis 24:00)',
      'Samstag, Zeitraum 1: Bis',
    ],
    [
      'an end before its start',
      replaced('hours1s2To', '12:30').map(([k, v]): [string, string] => [k, k === 'hours1s2From' ? '14:00' : v]),
      'hours1s2To',
      'Das Ende muss nach dem Anfang liegen; bitte beide Zeiten angeben oder beide leer lassen',
      'Montag, Zeitraum 2: Bis',
    ],
    [
      'a start alone',
      replaced('hours3s1From', '10:00'),
      'hours3s1To',
      'Bitte eine Uhrzeit als HH:MM angeben (00:00 bis 24:00)',
      'Mittwoch, Zeitraum 1: Bis',
    ],
    [
      'no message',
      replaced('openingMessage', '  '),
      'openingMessage',
      'Bitte die Nachricht für die Zeit außerhalb der Öffnungszeiten angeben',
      'Nachricht',
    ],
  ];
  for (const [what, form, field, message, label] of cases) {
    load();
    const res = await post(form);
    t.equal(res.statusCode, 400, what);
    t.equal(fieldErrorOf(hoursOf(res.body), field), message, `${what}: beside ${field}`);
    t.match(alertOf(res.body), { link: { text: label, href: `#${field}` } }, `${what}: in the summary`);
    t.equal(inputValueOf(hoursOf(res.body), 'hours1s1To'), '12:00', `${what}: the week as typed`);
  }
});
