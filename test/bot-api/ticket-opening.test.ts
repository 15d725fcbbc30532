// The bot's side of opening tickets, on both stores: with `maxOpen` a member gets no ticket past that
// many open ones (409 ticket_limit, nothing written), also when eight opens arrive at once; without it
// there is no limit. A ticket gets its channel once, is found by it while open, and not after it closed.
// The claimed open tickets with a channel are listed for the bot (claimer-only writing follows them).
// Of the channels the bot still sees, the closed tickets' are named (it deletes them); an open ticket's never.
import t from 'tap';
import { CLOSED_CHANNELS_ASKED_MAX } from '../../server/contract/bot.js';
import { buildTestBotApi, IDS, storeKinds, TEST_SERVICE_TOKEN, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const SERVICE = { authorization: `Bearer ${TEST_SERVICE_TOKEN}`, 'content-type': 'application/json' };
const CHANNEL = '190000000000000001';

for (const kind of storeKinds()) {
  t.test(`a member's limit of open tickets holds, also for opens at once (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const open = (userId: string, maxOpen?: number) =>
      bot.call(
        'POST',
        `/bot/tickets/${G}`,
        null,
        { userId, username: 'someone', reason: 'Hilfe', ...(maxOpen ? { maxOpen } : {}) },
        SERVICE,
      );
    const openOf = async (userId: string) =>
      (await bot.call('GET', `/bot/tickets/${G}/open?userId=${userId}`, null, undefined, SERVICE)).json() as {
        id: number;
      }[];

    const before = (await openOf(USERS.aylin)).length;
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => open(USERS.aylin, before + 1)))).map(
      (res) => res.statusCode,
    );
    t.same(
      [...statuses].sort(),
      [201, 409, 409, 409, 409, 409, 409, 409],
      'of eight opens at once, one passes the limit',
    );
    const refused = await open(USERS.aylin, before + 1);
    t.same([refused.statusCode, refused.json().code], [409, 'ticket_limit']);
    t.equal((await openOf(USERS.aylin)).length, before + 1, 'the refused opens wrote nothing');
    t.equal((await open(USERS.aylin)).statusCode, 201, 'without maxOpen there is no limit');
    t.equal((await openOf(USERS.aylin)).length, before + 2);

    const { id } = (await open(USERS.newcomer)).json() as { id: number };
    const put = await bot.call('PUT', `/bot/tickets/${G}/${id}/channel`, null, { channelId: CHANNEL }, SERVICE);
    t.same([put.statusCode, put.json().channel_id], [200, CHANNEL]);
    const found = await bot.call('GET', `/bot/tickets/${G}/channels/${CHANNEL}`, null, undefined, SERVICE);
    t.same([found.statusCode, found.json().id], [200, id]);
    const closed = await bot.call(
      'POST',
      `/bot/tickets/${G}/${id}/close`,
      null,
      { transcript: { messages: [] } },
      SERVICE,
    );
    t.equal(closed.statusCode, 200);
    t.equal(
      (await bot.call('GET', `/bot/tickets/${G}/channels/${CHANNEL}`, null, undefined, SERVICE)).statusCode,
      404,
      'a closed ticket is no longer found by its channel',
    );
    t.equal(
      (await bot.call('PUT', `/bot/tickets/${G}/${id}/channel`, null, { channelId: CHANNEL }, SERVICE)).statusCode,
      409,
      'a closed ticket gets no channel',
    );
  });
}

for (const kind of storeKinds()) {
  t.test(`the claimed open tickets with a channel, for the bot (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
      bot.call(method, url, null, body, SERVICE);
    const claimed = async () =>
      ((await call('GET', `/bot/tickets/${G}/claimed`)).json() as { id: number }[]).map((ticket) => ticket.id);
    const before = await claimed();
    const opened = async (channelId: string | null, claim: boolean) => {
      const { id } = (
        await call('POST', `/bot/tickets/${G}`, { userId: USERS.newcomer, username: 'n', reason: '' })
      ).json();
      if (channelId) await call('PUT', `/bot/tickets/${G}/${id}/channel`, { channelId });
      if (claim) await call('PUT', `/bot/tickets/${G}/${id}/claim`, { userId: USERS.moderator, username: 'Mia' });
      return id as number;
    };
    const withChannel = await opened('190000000000000011', true);
    await opened('190000000000000012', false);
    await opened(null, true);
    const closedLater = await opened('190000000000000013', true);
    t.same(await claimed(), [...before, withChannel, closedLater], 'claimed, open, with a channel; oldest first');
    await call('POST', `/bot/tickets/${G}/${closedLater}/close`, { transcript: { messages: [] } });
    t.same(await claimed(), [...before, withChannel], 'a closed one is no longer listed');
    const refused = await bot.call('GET', `/bot/tickets/${G}/claimed`, USERS.owner);
    t.equal(refused.statusCode, 401, 'for the bot only');
  });
}

for (const kind of storeKinds()) {
  t.test(`the closed tickets among the channels the bot still sees, for the bot (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
      bot.call(method, url, null, body, SERVICE);
    const ticket = async (guildId: string, channelId: string | null, close: boolean) => {
      const { id } = (
        await call('POST', `/bot/tickets/${guildId}`, { userId: USERS.newcomer, username: 'n', reason: '' })
      ).json();
      if (channelId) await call('PUT', `/bot/tickets/${guildId}/${id}/channel`, { channelId });
      if (close) await call('POST', `/bot/tickets/${guildId}/${id}/close`, { transcript: { messages: [] } });
      return id as number;
    };
    const [gone, kept, open, elsewhere] = [
      '190000000000000021',
      '190000000000000022',
      '190000000000000023',
      '190000000000000024',
    ];
    const closedIds = [await ticket(G, kept, true), await ticket(G, gone, true)];
    await ticket(G, open, false);
    await ticket(IDS.secondGuild, elsewhere, true);
    await ticket(G, null, true);
    const ask = (channelIds: string) => call('GET', `/bot/tickets/${G}/closed-channels?channelIds=${channelIds}`);

    const named = await ask([gone, kept, open, elsewhere, '190000000000000029'].join(','));
    t.equal(named.statusCode, 200);
    t.same(
      (named.json() as { id: number; channel_id: string; status: string }[]).map((row) => [
        row.id,
        row.channel_id,
        row.status,
      ]),
      [
        [closedIds[0], kept, 'closed'],
        [closedIds[1], gone, 'closed'],
      ],
      "this guild's closed tickets among the channels, oldest first: no open one, no other guild's",
    );
    t.same((await ask(open)).json(), [], "an open ticket's channel is never named");

    const many = Array.from({ length: CLOSED_CHANNELS_ASKED_MAX + 1 }, (_, n) =>
      String(190000000000000100n + BigInt(n)),
    );
    const tooMany = await ask(many.join(','));
    t.equal(tooMany.statusCode, 400);
    t.match(tooMany.json(), {
      code: 'invalid_request',
      issues: [{ path: 'query.channelIds', limit: CLOSED_CHANNELS_ASKED_MAX }],
    });
    t.equal((await ask(many.slice(1).join(','))).statusCode, 200, `${CLOSED_CHANNELS_ASKED_MAX} at once`);
    t.equal((await ask(`${gone},nicht-eine-id`)).statusCode, 400, 'only channel ids');
    t.equal((await call('GET', `/bot/tickets/${G}/closed-channels`)).statusCode, 400, 'at least one');
    const refused = await bot.call('GET', `/bot/tickets/${G}/closed-channels?channelIds=${gone}`, USERS.owner);
    t.equal(refused.statusCode, 401, 'for the bot only');
  });
}
