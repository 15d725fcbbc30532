// GET /api/ticket-stats/:guildId over both transports: the demo's figures against what its seeded
// tickets are (counted here from the demo world itself), the rights (dashboard.view for the totals,
// tickets.view for categories and staff), and a bad period refused with its rule; the last 7 days as the
// overview and /stats read them.
import t from 'tap';
import { openTicket } from '../../server/bot-api/repos/ticket-opening.js';
import { demoWorld } from '../../server/stand-in/demo-world.js';
import { buildTestBotApi, IDS, TEST_SERVICE_TOKEN, TRANSPORTS, USERS, type TestBotApi } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const URL = `/api/ticket-stats/${G}`;

/** A member given a user entry with these dashboard permissions. */
async function memberWith(bot: TestBotApi, permissions: string[]): Promise<string> {
  const made = await bot.call('POST', `/api/permissions/${G}`, USERS.owner, {
    type: 'user',
    targetId: USERS.aylin,
    targetName: 'aylin.helps',
    permissions,
  });
  if (made.statusCode !== 201) throw new Error(`the entry: ${made.statusCode} ${made.body}`);
  return USERS.aylin;
}

for (const transport of TRANSPORTS) {
  t.test(`the demo's last 30 days are its seeded tickets (${transport})`, async (t) => {
    const bot = await buildTestBotApi(t, { transport });
    const res = await bot.call('GET', URL, USERS.owner);
    t.equal(res.statusCode, 200);
    const stats = res.json();
    // Seeded at 2026-11-22 12:00 UTC; Berlin's days from 24 October (UTC+2) to 22 November (UTC+1).
    const start = '2026-10-23T22:00:00.000Z';
    const end = '2026-11-22T23:00:00.000Z';
    const tickets = demoWorld().tickets(bot.clock.now);
    const inside = (at: string | null) => at !== null && at >= start && at < end;
    const opened = tickets.filter((ticket) => inside(ticket.createdAt)).length;
    const closed = tickets.filter((ticket) => inside(ticket.closedAt)).length;
    t.ok(opened > 0 && closed > 0, 'the demo has tickets in its last 30 days');
    t.same(stats.period, { from: '2026-10-24', to: '2026-11-22', timeZone: 'Europe/Berlin' });
    t.equal(stats.opened, opened);
    t.equal(stats.closed, closed);
    t.equal(stats.perDay.length, 30);
    t.equal(
      stats.perDay.reduce((sum: number, day: { opened: number }) => sum + day.opened, 0),
      opened,
      'the days add up',
    );
    const open = tickets.filter((ticket) => ticket.closedAt === null).length;
    t.equal(
      stats.openByAge.reduce((sum: number, age: { count: number }) => sum + age.count, 0),
      open,
      'every open ticket has an age',
    );
    t.equal(stats.ratings.count, 0, 'no ratings yet');
    t.ok(Array.isArray(stats.byCategory) && Array.isArray(stats.byStaff), 'the owner sees categories and staff');
  });

  t.test(`dashboard.view alone: the totals; tickets.view adds categories and staff (${transport})`, async (t) => {
    const bot = await buildTestBotApi(t, { transport });
    const viewer = await memberWith(bot, ['dashboard.view']);
    const plain = (await bot.call('GET', URL, viewer)).json();
    t.equal(plain.byCategory, null);
    t.equal(plain.byStaff, null);
    t.equal(plain.staffWithheld, 'rights');
    const owner = (await bot.call('GET', URL, USERS.owner)).json();
    t.equal(plain.opened, owner.opened, 'the same totals');
    t.equal((await bot.call('GET', URL, USERS.newcomer)).statusCode, 403, 'no dashboard.view: refused');
  });

  t.test(`a bad period is refused with its rule (${transport})`, async (t) => {
    const bot = await buildTestBotApi(t, { transport });
    const cases: [string, string][] = [
      ['?from=2026-11-22&to=2026-11-01', 'periodReversed'],
      ['?from=2025-01-01&to=2026-01-02', 'periodTooLong'],
      ['?from=2026-02-30', 'calendarDate'],
    ];
    for (const [query, code] of cases) {
      const res = await bot.call('GET', `${URL}${query}`, USERS.owner);
      t.equal(res.statusCode, 400, query);
      t.equal(res.json().issues[0].code, code);
    }
    const longest = await bot.call('GET', `${URL}?from=2025-01-01&to=2026-01-01`, USERS.owner);
    t.equal(longest.statusCode, 200, '366 days are allowed');
    t.equal(longest.json().perDay.length, 366);
  });

  t.test(`/stats's last 7 days are the page's last 7 days (${transport})`, async (t) => {
    const bot = await buildTestBotApi(t, { transport });
    const service = { authorization: `Bearer ${TEST_SERVICE_TOKEN}` };
    const res = await bot.call('GET', `/bot/guilds/${G}/stats`, null, undefined, service);
    t.equal(res.statusCode, 200);
    const { lastWeek, guildName } = res.json();
    t.equal(guildName, 'Demo Guild', 'beside the overview’s figures');
    // Seeded at 2026-11-22 12:00 UTC: Berlin's 16 to 22 November.
    const page = (await bot.call('GET', `${URL}?from=2026-11-16&to=2026-11-22`, USERS.owner)).json();
    const { opened, closed, firstResponse, resolution, ratingAverage } = page;
    t.same(lastWeek, { opened, closed, firstResponse, resolution, ratingAverage });
    const tickets = demoWorld().tickets(bot.clock.now);
    const start = '2026-11-15T23:00:00.000Z';
    t.equal(lastWeek.opened, tickets.filter((ticket) => ticket.createdAt >= start).length, 'counted from the seed');
  });

  t.test(`the overview's last 7 days are /stats's, for dashboard.view alone too (${transport})`, async (t) => {
    const bot = await buildTestBotApi(t, { transport });
    const service = { authorization: `Bearer ${TEST_SERVICE_TOKEN}` };
    const { lastWeek } = (await bot.call('GET', `/bot/guilds/${G}/stats`, null, undefined, service)).json();
    const OVERVIEW = `/api/dashboard/${G}/stats/last-week`;
    const owner = await bot.call('GET', OVERVIEW, USERS.owner);
    t.equal(owner.statusCode, 200);
    t.same(owner.json(), lastWeek);
    const viewer = await memberWith(bot, ['dashboard.view']);
    t.same((await bot.call('GET', OVERVIEW, viewer)).json(), lastWeek, 'the same figures without tickets.view');
    t.equal((await bot.call('GET', OVERVIEW, USERS.newcomer)).statusCode, 403, 'no dashboard.view: refused');
    // Kept while the tickets stay as they were: a ticket opened today is counted at once.
    const member = { userId: USERS.aylin, username: 'aylin', reason: 'Frage' };
    await openTicket(bot.store, G, member, { id: 'bot', name: 'Bot' }, bot.clock.now);
    const after = (await bot.call('GET', OVERVIEW, USERS.owner)).json();
    t.equal(after.opened, lastWeek.opened + 1, 'the new ticket counted');
  });
}
