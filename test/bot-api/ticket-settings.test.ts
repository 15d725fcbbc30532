// A guild's ticket settings, on both stores: the defaults until changed (one open ticket per member, the
// bot's own "Tickets" category, everyone of the staff writes); read with tickets.view, changed with
// tickets.manage; the number's bounds and an unknown category refused with their rules; what is saved
// reaches the bot's configuration, is in the history and can be undone. The guild's category channels.
import t from 'tap';
import { buildTestBotApi, IDS, storeKinds, TEST_SERVICE_TOKEN, ticketViewer, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const PATH = `/api/guilds/${G}/ticket-settings`;
const SUPPORT_CATEGORY = '130000000000000005';
const DEFAULTS = {
  maxOpenTickets: 1,
  categoryChannelId: null,
  claimerOnly: false,
  autoClose: { enabled: false, warnAfterMinutes: 2880, closeAfterMinutes: 1440 },
  closeRequestMinutes: 1440,
  transcriptToOpener: true,
  feedback: true,
  openingHours: {
    enabled: false,
    schedule: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '17:00' })),
    outside: 'note',
    message: '',
  },
};
/** The demo server's: auto-close on, within minutes. */
const DEMO = { ...DEFAULTS, autoClose: { enabled: true, warnAfterMinutes: 3, closeAfterMinutes: 2 } };
const CHOSEN = {
  maxOpenTickets: 3,
  categoryChannelId: SUPPORT_CATEGORY,
  claimerOnly: true,
  autoClose: { enabled: true, warnAfterMinutes: 60, closeAfterMinutes: 43_200 },
  closeRequestMinutes: 1,
  transcriptToOpener: false,
  feedback: false,
  openingHours: {
    enabled: true,
    schedule: [
      { day: 6, from: '10:00', to: '14:00' },
      { day: 7, from: '20:00', to: '24:00' },
    ],
    outside: 'refuse',
    message: 'Wir sind am Wochenende da.',
  },
};
const service = { authorization: `Bearer ${TEST_SERVICE_TOKEN}` };

for (const kind of storeKinds()) {
  t.test(`the ticket settings (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const viewer = await ticketViewer(bot);
    const settings = async (user: string = USERS.owner) => (await bot.call('GET', PATH, user)).json();
    const config = async () =>
      (await bot.call('GET', `/bot/guilds/${G}/config`, null, undefined, service)).json().ticketSettings;

    t.same(await settings(), DEMO, "the demo's own until an admin chooses");
    t.same(await settings(viewer), DEMO, 'tickets.view reads them');
    t.same(await config(), DEMO, "and so does the bot's configuration");
    t.equal((await bot.call('GET', PATH, USERS.newcomer)).statusCode, 403, 'not someone without access');

    const refused = await bot.call('PUT', PATH, viewer, CHOSEN);
    t.equal(refused.statusCode, 403);
    t.match(refused.json(), { code: 'permission_missing', needs: 'tickets.manage' });

    for (const maxOpenTickets of [0, 11, 1.5]) {
      const res = await bot.call('PUT', PATH, USERS.owner, { ...CHOSEN, maxOpenTickets });
      t.equal(res.statusCode, 400, `${maxOpenTickets} is refused`);
      t.same(
        res.json().issues,
        [
          {
            path: 'body.maxOpenTickets',
            code: 'openTicketsRange',
            message: 'Bitte eine ganze Zahl von 1 bis 10 angeben',
            limit: 10,
          },
        ],
        `${maxOpenTickets}: the rule's message`,
      );
    }
    const notCategory = await bot.call('PUT', PATH, USERS.owner, { ...CHOSEN, categoryChannelId: IDS.ticketChannel });
    t.equal(notCategory.statusCode, 400, 'a text channel is no category');
    t.equal(notCategory.json().code, 'ticket_category_unknown');
    const gone = await bot.call('PUT', PATH, USERS.owner, { ...CHOSEN, categoryChannelId: '139999999999999999' });
    t.equal(gone.json().code, 'ticket_category_unknown', 'nor is a channel the server does not have');
    t.equal((await bot.call('PUT', PATH, USERS.owner, { ...CHOSEN, language: 'de' })).statusCode, 400, 'no extras');
    const hours = CHOSEN.openingHours;
    const badHours: [string, object, string, string][] = [
      ['9:00', { ...hours, schedule: [{ day: 1, from: '9:00', to: '17:00' }] }, 'schedule.0.from', 'clockTime'],
      ['24:01', { ...hours, schedule: [{ day: 1, from: '09:00', to: '24:01' }] }, 'schedule.0.to', 'clockTime'],
      [
        'an end first',
        { ...hours, schedule: [{ day: 1, from: '17:00', to: '09:00' }] },
        'schedule.0.to',
        'openingSpan',
      ],
      ['day 8', { ...hours, schedule: [{ day: 8, from: '09:00', to: '17:00' }] }, 'schedule.0.day', 'too_big'],
      ['on without a message', { ...hours, message: ' ' }, 'message', 'openingMessage'],
      ['15 spans', { ...hours, schedule: Array.from({ length: 15 }, () => hours.schedule[0]) }, 'schedule', 'too_big'],
    ];
    for (const [what, openingHours, path, code] of badHours) {
      const res = await bot.call('PUT', PATH, USERS.owner, { ...CHOSEN, openingHours });
      t.equal(res.statusCode, 400, `opening hours: ${what} is refused`);
      t.match(res.json().issues, [{ path: `body.openingHours.${path}`, code }], `${what}: ${code}`);
    }
    t.same(await settings(), DEMO, 'nothing refused was stored');

    const saved = await bot.call('PUT', PATH, USERS.max, CHOSEN);
    t.equal(saved.statusCode, 200, 'tickets.manage changes them');
    t.same(saved.json(), CHOSEN);
    t.same(await settings(viewer), CHOSEN);
    t.same(await config(), CHOSEN, "the saved values are in the bot's configuration");
    t.same(
      (await bot.call('GET', `/api/guilds/${IDS.secondGuild}/ticket-settings`, USERS.owner)).json(),
      DEFAULTS,
      'per guild',
    );

    const history = (await bot.call('GET', `/api/guilds/${G}/history?area=ticketSettings`, USERS.owner)).json();
    t.match(history.entries, [
      { action: 'ticket_settings.update', targetId: G, actor: { id: USERS.max }, before: DEMO, after: CHOSEN },
    ]);
    t.equal(history.entries.length, 1);
    const undo = await bot.call('POST', `/api/guilds/${G}/history/${history.entries[0].id}/revert`, USERS.owner);
    t.equal(undo.statusCode, 200);
    t.same(await config(), DEMO, 'undone from the history');
  });
}

t.test("the guild's category channels, for the settings' choice", async (t) => {
  const bot = await buildTestBotApi(t);
  const url = `/api/guild/${G}/category-channels`;
  const res = await bot.call('GET', url, USERS.moderator);
  t.equal(res.statusCode, 200);
  t.same(res.json(), [
    { id: '130000000000000001', name: 'Info' },
    { id: SUPPORT_CATEGORY, name: 'Support' },
  ]);
  t.equal((await bot.call('GET', url, USERS.newcomer)).statusCode, 403);
});
