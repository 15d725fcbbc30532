// /dashboard/{guildId}: every stats field, its labels, German long dates, the error state.
import t from 'tap';
import { boostLabel, verificationLabel } from '../../../views/pages/Overview.js';
import { SPEC_TEXTS } from '../../../views/i18n/texts.js';
import { buildAuthApp } from '../../helpers/auth.js';
import { alertOf, hasElement, textOf } from '../../helpers/app.js';

const G = '100000000000000001';
const STATS = {
  guildId: G,
  guildName: 'Demo Guild',
  guildIcon: null,
  totalMembers: 11,
  onlineMembers: 7,
  humanMembers: 9,
  botMembers: 2,
  totalChannels: 7,
  textChannels: 5,
  voiceChannels: 2,
  categories: 2,
  totalRoles: 10,
  verificationLevel: 4,
  premiumTier: 2,
  premiumSubscriptionCount: 9,
  createdAt: '2015-10-04T12:00:00.000Z',
  botJoinedAt: '2023-03-14T18:10:45.000Z',
  ticketCount: 10,
  openTickets: 4,
  autoResponseCount: 6,
};

/** The headline of the last 7 days as the bot API answers it. */
const LAST_WEEK = {
  opened: 4,
  closed: 3,
  firstResponse: { median: 600, p90: 900 },
  resolution: { median: 3_600, p90: 7_200 },
  ratingAverage: null,
};

t.test('labels for verification levels and boost tiers; anything else is Unknown', async (t) => {
  t.same(
    [0, 1, 2, 3, 4, 5, -1].map((level) => verificationLabel(level, SPEC_TEXTS.overview)),
    ['None', 'Low', 'Medium', 'High', 'Very High', 'Unknown', 'Unknown'],
  );
  t.same(
    [0, 1, 2, 3, 4].map((tier) => boostLabel(tier, SPEC_TEXTS.overview)),
    ['No Boost', 'Tier 1', 'Tier 2', 'Tier 3', 'Unknown'],
  );
});

t.test('the overview shows every section and field, with German long dates and the guild in the sidebar', async (t) => {
  const auth = await buildAuthApp(t);
  const { cookies } = await auth.signIn();
  auth.bot.intercept({ path: `/api/dashboard/${G}/stats`, method: 'GET' }).reply(200, STATS);
  const res = await auth.app.inject({ url: `/dashboard/${G}`, cookies });
  t.equal(res.statusCode, 200);
  const text = textOf(res.body);
  t.match(text, 'Server Statistics & Overview Refresh');
  for (const part of [
    'Member Statistics Total Members 11 Online 7 Humans 9 Bots 2',
    'Server Structure Total Channels 7 Text Channels 5 Voice Channels 2 Categories 2 Roles 10',
    'Bot Statistics Tickets 10 Open Tickets 4 Auto Responses 6',
    'Server Information Name Demo Guild Server ID 100000000000000001 Verification Level Very High Boost Level Tier 2 Boosts 9',
    'Important Dates Server Created 4. Oktober 2015 Bot Joined 14. März 2023',
  ])
    t.match(text, part);
  t.ok(
    hasElement(res.body, 'span', { class: 'guild-switcher__name' }, 'Demo Guild'),
    'the server named in the switcher',
  );
  t.ok(hasElement(res.body, 'a', { href: `/dashboard/${G}` }, 'Refresh'));
});

t.test("stats failing: 'Error Loading Statistics', 'Failed to load server statistics', 'Try Again'", async (t) => {
  const auth = await buildAuthApp(t);
  const { cookies } = await auth.signIn();
  auth.bot
    .intercept({ path: `/api/dashboard/${G}/stats`, method: 'GET' })
    .reply(503, { error: 'Discord is not reachable' });
  const res = await auth.app.inject({ url: `/dashboard/${G}`, cookies });
  t.equal(res.statusCode, 503);
  t.same(alertOf(res.body), {
    title: 'Error Loading Statistics',
    message: 'Failed to load server statistics',
    link: { text: 'Try Again', href: `/dashboard/${G}` },
  });
  auth.bot
    .intercept({ path: `/api/dashboard/${G}/stats`, method: 'GET' })
    .reply(404, { error: 'The bot is not on this server' });
  const missing = await auth.app.inject({ url: `/dashboard/${G}`, cookies });
  t.equal(missing.statusCode, 404);
  t.match(missing.body, 'Server wurde nicht gefunden');
});

t.test(
  'Bot Statistics adds the tickets of the last 7 days, linking to the statistics; without them, as before',
  async (t) => {
    const auth = await buildAuthApp(t);
    const { cookies } = await auth.signIn();
    auth.bot.intercept({ path: `/api/dashboard/${G}/stats`, method: 'GET' }).reply(200, STATS);
    auth.bot.intercept({ path: `/api/dashboard/${G}/stats/last-week`, method: 'GET' }).reply(200, LAST_WEEK);
    const res = await auth.app.inject({ url: `/dashboard/${G}`, cookies });
    t.match(
      textOf(res.body),
      'Bot Statistics Tickets 10 Open Tickets 4 Auto Responses 6 Tickets der letzten 7 Tage 4 eröffnet, 3 geschlossen',
    );
    t.ok(hasElement(res.body, 'a', { href: `/dashboard/${G}/statistics?period=7` }, '4 eröffnet, 3 geschlossen'));
    auth.bot.intercept({ path: `/api/dashboard/${G}/stats`, method: 'GET' }).reply(200, STATS);
    const without = await auth.app.inject({ url: `/dashboard/${G}`, cookies });
    t.equal(without.statusCode, 200, 'the figures failing leave the page as it was');
    t.match(textOf(without.body), 'Bot Statistics Tickets 10 Open Tickets 4 Auto Responses 6 Server Information');
  },
);
