// A close asked for on the dashboard, on both stores: the dashboard reads the ticket it names (its
// category's name, its last activity), asks with a reason, and the bot closes it; a ticket that never had
// a channel closes too, with the transcript of what is known and its channel left null. A closed ticket
// is neither asked for nor closed again.
import t from 'tap';
import { buildTestBotApi, IDS, storeKinds, TEST_SERVICE_TOKEN, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const SERVICE = { authorization: `Bearer ${TEST_SERVICE_TOKEN}`, 'content-type': 'application/json' };
const at = (iso: string) => new Date(iso);

for (const kind of storeKinds()) {
  t.test(`a ticket without a channel: named, asked to close with a reason, closed by the bot (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const asBot = (method: 'GET' | 'POST', url: string, body?: unknown) => bot.call(method, url, null, body, SERVICE);
    const created = await bot.call('POST', `/api/ticket-categories/${G}`, USERS.owner, { name: 'Rückerstattung' });
    t.equal(created.statusCode, 201, created.body);
    const category = created.json();

    bot.clock.now = at('2026-11-02T09:00:00.000Z');
    const opened = await asBot('POST', `/bot/tickets/${G}`, {
      userId: USERS.aylin,
      username: 'aylin',
      reason: 'Kein Kanal',
      categoryId: category.id,
    });
    t.equal(opened.statusCode, 201, opened.body);
    const id = opened.json().id as number;

    const named = await bot.call('GET', `/api/tickets/${G}/ticket/${id}`, USERS.owner);
    t.equal(named.statusCode, 200, named.body);
    t.match(named.json(), {
      id,
      username: 'aylin',
      status: 'open',
      channel_id: null,
      category_name: 'Rückerstattung',
      last_activity_at: '2026-11-02T09:00:00.000Z',
    });

    bot.clock.now = at('2026-11-03T10:00:00.000Z');
    const asked = await bot.call('POST', `/api/tickets/${G}/${id}/close-request`, USERS.owner, {
      reason: 'Doppelt geöffnet',
    });
    t.equal(asked.statusCode, 200, asked.body);
    t.equal(asked.json().close_requested_by, USERS.owner);
    const listed = (await bot.call('GET', `/api/tickets/${G}?status=open`, USERS.owner)).json();
    t.match(
      listed.find((ticket: { id: number }) => ticket.id === id),
      {
        category_name: 'Rückerstattung',
        last_activity_at: '2026-11-03T10:00:00.000Z',
        close_requested_by: USERS.owner,
      },
      'the list names the category and the close request as the last activity',
    );
    const requests = (await asBot('GET', `/bot/tickets/${G}/close-requests`)).json();
    t.match(requests, [{ ticket: { id, channel_id: null }, requestedBy: USERS.owner, reason: 'Doppelt geöffnet' }]);

    // What the bot sends for a ticket without a channel: its place, no messages.
    const transcript = JSON.stringify({
      header: { channelName: `ticket-${id}`, guildName: 'Demo Guild', totalMessages: 0, omittedMessages: 0 },
      users: {},
      roles: {},
      channels: {},
      messages: [],
    });
    bot.clock.now = at('2026-11-03T10:00:05.000Z');
    const closed = await asBot('POST', `/bot/tickets/${G}/${id}/close`, {
      transcript,
      closedBy: USERS.owner,
      firstResponseAt: null,
    });
    t.equal(closed.statusCode, 200, closed.body);
    t.match(closed.json(), {
      id,
      status: 'closed',
      channel_id: null,
      closed_by: USERS.owner,
      close_requested_by: null,
      closed_at: '2026-11-03T10:00:05.000Z',
    });
    const record = (await bot.call('GET', `/api/tickets/${G}/transcript/${id}`, USERS.owner)).json();
    t.equal(record.transcript, transcript, 'the transcript of what is known, as sent');
    t.same([record.closed_by, record.closed_by_name], [USERS.owner, 'Demo Owner'], 'who closed it, by name');
    t.same((await asBot('GET', `/bot/tickets/${G}/close-requests`)).json(), [], 'the request is done');

    const again = await bot.call('POST', `/api/tickets/${G}/${id}/close-request`, USERS.owner, { reason: '' });
    t.same([again.statusCode, again.json().code], [409, 'ticket_closed'], 'a closed ticket is not asked for again');
    const twice = await asBot('POST', `/bot/tickets/${G}/${id}/close`, { transcript });
    t.same([twice.statusCode, twice.json().code], [409, 'ticket_closed'], 'nor closed twice');
    t.match((await bot.call('GET', `/api/tickets/${G}/ticket/${id}`, USERS.owner)).json(), {
      status: 'closed',
      closed_at: '2026-11-03T10:00:05.000Z',
    });
  });

  t.test(`a reason too long is refused, and a ticket of another guild is not found (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const id = (
      await bot.call(
        'POST',
        `/bot/tickets/${G}`,
        null,
        { userId: USERS.aylin, username: 'aylin', reason: 'x' },
        SERVICE,
      )
    ).json().id as number;
    const long = await bot.call('POST', `/api/tickets/${G}/${id}/close-request`, USERS.owner, {
      reason: 'x'.repeat(1001),
    });
    t.equal(long.statusCode, 400);
    const missing = await bot.call('GET', `/api/tickets/${G}/ticket/${id + 1000}`, USERS.owner);
    t.same([missing.statusCode, missing.json().code], [404, 'not_found']);
  });
}
