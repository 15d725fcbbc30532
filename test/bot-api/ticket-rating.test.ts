// The opener's rating of a closed ticket, on both stores and both transports: stored once with its
// comment and time, shown with the ticket; a second rating, one by someone else, one of an open ticket and
// one past the seven days are refused with their codes, and none of them changes anything.
import t from 'tap';
import { buildTestBotApi, IDS, storeKinds, TEST_SERVICE_TOKEN, TRANSPORTS, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const service = { authorization: `Bearer ${TEST_SERVICE_TOKEN}` };
const transcript = {
  header: { channelName: 'ticket-x', guildName: 'Demo Guild', totalMessages: 0, generated: '2026-11-22T12:00:00.000Z' },
  messages: [],
};
const DAY_MS = 86_400_000;

for (const kind of storeKinds())
  for (const transport of TRANSPORTS)
    t.test(`a closed ticket's rating (${kind}, ${transport})`, async (t) => {
      const bot = await buildTestBotApi(t, { kind, transport });
      const asBot = (method: 'POST' | 'PUT', url: string, body: unknown) => bot.call(method, url, null, body, service);
      const opened = await asBot('POST', `/bot/tickets/${G}`, {
        userId: USERS.aylin,
        username: 'aylin',
        reason: 'Hilfe',
      });
      const ticket = opened.json() as { id: number };
      const rate = (body: unknown) => asBot('PUT', `/bot/tickets/${G}/${ticket.id}/rating`, body);
      const rating = { userId: USERS.aylin, rating: 4, feedback: '  Schnell geholfen, danke!  ' };

      const early = await rate(rating);
      t.equal(early.statusCode, 409, 'an open ticket is not rated');
      t.equal(early.json().code, 'ticket_open');
      await asBot('POST', `/bot/tickets/${G}/${ticket.id}/close`, { transcript, reason: 'Erledigt' });
      const closedAt = bot.clock.now.toISOString();

      const stranger = await rate({ ...rating, userId: USERS.newcomer });
      t.same([stranger.statusCode, stranger.json().code], [403, 'not_opener'], 'only its opener rates it');
      for (const stars of [0, 6, 3.5]) {
        const res = await rate({ ...rating, rating: stars });
        t.equal(res.statusCode, 400, `${stars} stars are refused`);
      }
      const long = await rate({ ...rating, feedback: 'x'.repeat(1001) });
      t.same([long.statusCode, long.json().issues[0].path], [400, 'body.feedback'], 'a comment past 1,000');

      bot.clock.now = new Date(bot.clock.now.getTime() + 6 * DAY_MS);
      const stored = await rate(rating);
      t.equal(stored.statusCode, 200, 'six days after the close it is rated');
      const ratedAt = bot.clock.now.toISOString();
      t.match(stored.json(), {
        id: ticket.id,
        status: 'closed',
        closed_at: closedAt,
        close_reason: 'Erledigt',
        rating: 4,
        feedback: 'Schnell geholfen, danke!',
        rated_at: ratedAt,
      });

      const again = await rate({ ...rating, rating: 1, feedback: 'Doch nicht' });
      t.same(
        [again.statusCode, again.json()],
        [409, { error: 'This ticket has been rated already', code: 'ticket_rated' }],
      );
      const listed = (await bot.call('GET', `/api/tickets/${G}?status=closed`, USERS.owner)).json() as {
        id: number;
        rating: number | null;
        feedback: string | null;
      }[];
      t.match(
        listed.find((entry) => entry.id === ticket.id),
        { rating: 4, feedback: 'Schnell geholfen, danke!', rated_at: ratedAt },
        'the first rating stands, as the dashboard lists it',
      );
      const history = (await bot.call('GET', `/api/guilds/${G}/history?area=tickets`, USERS.owner)).json();
      t.equal(history.entries[0].action, 'ticket.rate', "the rating is in the server's history");
    });

for (const kind of storeKinds())
  t.test(`no rating past the seven days (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const asBot = (method: 'POST' | 'PUT', url: string, body: unknown) => bot.call(method, url, null, body, service);
    const ticket = (await asBot('POST', `/bot/tickets/${G}`, { userId: USERS.aylin, username: 'aylin' })).json();
    await asBot('POST', `/bot/tickets/${G}/${ticket.id}/close`, { transcript });
    bot.clock.now = new Date(bot.clock.now.getTime() + 7 * DAY_MS + 1);
    const late = await asBot('PUT', `/bot/tickets/${G}/${ticket.id}/rating`, { userId: USERS.aylin, rating: 5 });
    t.same(
      [late.statusCode, late.json()],
      [409, { error: 'A ticket can be rated for 7 days after its close', code: 'rating_closed' }],
    );
    const unknown = await asBot('PUT', `/bot/tickets/${G}/999999/rating`, { userId: USERS.aylin, rating: 5 });
    t.equal(unknown.statusCode, 404, 'an unknown ticket');
    const listed = (await bot.call('GET', `/api/tickets/${G}?status=closed`, USERS.owner)).json() as { id: number }[];
    t.match(
      listed.find((entry) => entry.id === ticket.id),
      { rating: null, feedback: null, rated_at: null },
    );
  });
