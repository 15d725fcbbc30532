// Channel messages as the stand-in plays them for a bot: Discord's shapes (checked against its OpenAPI
// document), its permission rules and error codes, pins, and the dispatch every write announces.
import t from 'tap';
import { IDS, startStandIn, USERS } from '../helpers/bot-api.js';
import { act, botRest, matchesDiscord, recordEvents } from '../helpers/stand-in.js';

const VIEW = 1n << 10n;
const SEND = 1n << 11n;

t.test(
  'messages: send with a reply and allowed_mentions, page, read, edit, delete; each write dispatched',
  async (t) => {
    const { app, world } = await startStandIn(t);
    const call = botRest(app);
    const events = recordEvents(t, world);
    const C = IDS.ticketChannel;
    const { body: asked } = await act(app, 'POST', '/messages', {
      guildId: IDS.demoGuild,
      channelId: C,
      userId: USERS.moderator,
      content: 'Wie öffne ich ein Ticket?',
    });
    const sent = await call('POST', `/channels/${C}/messages`, {
      content: `<@${USERS.moderator}> @everyone <@&${IDS.supportRole}> so geht es`,
      message_reference: { message_id: asked.id },
      allowed_mentions: { parse: [] },
      embeds: [{ title: 'Hilfe', description: 'Klick auf den Knopf' }],
      components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Ticket öffnen', custom_id: 'ticket:open' }] }],
    });
    t.equal(sent.status, 200);
    matchesDiscord(
      t,
      'POST /channels/{channel_id}/messages',
      '/channels/{channel_id}/messages',
      'post',
      '200',
      sent.body,
    );
    t.match(sent.body, {
      type: 19,
      mentions: [],
      mention_roles: [],
      mention_everyone: false,
      message_reference: { message_id: asked.id, channel_id: C },
      referenced_message: { id: asked.id },
    });
    t.same(world.messages.at(-1)!.allowedMentions, { parse: [] }, 'what the bot asked for is kept');
    const pinging = await call('POST', `/channels/${C}/messages`, {
      content: `<@${USERS.moderator}> <@&${IDS.supportRole}> @everyone`,
    });
    t.same(
      [
        pinging.body.mentions.map((user: { id: string }) => user.id),
        pinging.body.mention_roles,
        pinging.body.mention_everyone,
      ],
      [[USERS.moderator], [IDS.supportRole], false],
      'without allowed_mentions everything pings that may (@everyone needs Mention Everyone)',
    );
    const answer = await call('POST', `/channels/${C}/messages`, {
      content: 'Danke',
      message_reference: { message_id: asked.id },
    });
    t.same(
      answer.body.mentions.map((user: { id: string }) => user.id),
      [USERS.moderator],
      'a reply pings its author unless allowed_mentions says otherwise',
    );
    t.same(
      events.map((event) => event.t),
      ['MESSAGE_CREATE', 'MESSAGE_CREATE', 'MESSAGE_CREATE', 'MESSAGE_CREATE'],
    );
    t.match(events[1]!.d, {
      guild_id: IDS.demoGuild,
      id: sent.body.id,
      member: { roles: [IDS.botRole] },
      author: { id: IDS.bot },
    });

    const page = await call('GET', `/channels/${C}/messages?limit=2`);
    matchesDiscord(
      t,
      'GET /channels/{channel_id}/messages',
      '/channels/{channel_id}/messages',
      'get',
      '200',
      page.body,
    );
    t.same(
      page.body.map((message: { id: string }) => message.id),
      [answer.body.id, pinging.body.id],
      'newest first',
    );
    const older = await call('GET', `/channels/${C}/messages?limit=100&before=${pinging.body.id}`);
    t.same(
      older.body.map((message: { id: string }) => message.id),
      [sent.body.id, asked.id],
    );
    const after = await call('GET', `/channels/${C}/messages?after=${asked.id}&limit=2`);
    t.same(
      after.body.map((message: { id: string }) => message.id),
      [pinging.body.id, sent.body.id],
      'the two right after, newest first',
    );
    const around = await call('GET', `/channels/${C}/messages?around=${sent.body.id}&limit=3`);
    t.same(
      around.body.map((message: { id: string }) => message.id),
      [pinging.body.id, sent.body.id, asked.id],
    );
    const tooMany = await call('GET', `/channels/${C}/messages?limit=101`);
    t.same(
      [tooMany.status, tooMany.body.code, tooMany.body.errors.limit._errors[0].code],
      [400, 50035, 'NUMBER_TYPE_MAX'],
    );

    const one = await call('GET', `/channels/${C}/messages/${sent.body.id}`);
    matchesDiscord(
      t,
      'GET /channels/{channel_id}/messages/{message_id}',
      '/channels/{channel_id}/messages/{message_id}',
      'get',
      '200',
      one.body,
    );
    const edited = await call('PATCH', `/channels/${C}/messages/${sent.body.id}`, { content: 'Neu', components: [] });
    matchesDiscord(
      t,
      'PATCH /channels/{channel_id}/messages/{message_id}',
      '/channels/{channel_id}/messages/{message_id}',
      'patch',
      '200',
      edited.body,
    );
    t.match(edited.body, { content: 'Neu', components: [], embeds: [{ title: 'Hilfe' }] });
    t.type(edited.body.edited_timestamp, 'string');
    const foreign = await call('PATCH', `/channels/${C}/messages/${asked.id}`, { content: 'gefälscht' });
    t.same([foreign.status, foreign.body.code], [403, 50005]);
    t.equal(
      (await call('DELETE', `/channels/${C}/messages/${asked.id}`)).status,
      204,
      'Manage Messages deletes others’ messages',
    );
    t.same((await call('GET', `/channels/${C}/messages/${asked.id}`)).body, {
      message: 'Unknown Message',
      code: 10008,
    });
    t.same(
      events.slice(4).map((event) => event.t),
      ['MESSAGE_UPDATE', 'MESSAGE_DELETE'],
    );
    t.same(events.at(-1)!.d, { id: asked.id, channel_id: C, guild_id: IDS.demoGuild });
  },
);

t.test('messages: Discord’s refusals', async (t) => {
  const { app, world, controls } = await startStandIn(t);
  // One refusal after another into one channel, more at once than its bucket takes: not what this tests.
  world.settings.rateLimits.buckets['create message']!.limit = 100;
  const call = botRest(app);
  const C = IDS.ticketChannel;
  t.same((await call('POST', `/channels/${C}/messages`, {})).body, {
    message: 'Cannot send an empty message',
    code: 50006,
  });
  const long = await call('POST', `/channels/${C}/messages`, { content: 'x'.repeat(2001) });
  // Discord's document types a field error's code as an integer, but Discord sends its name (discord.js
  // reports "content[BASE_TYPE_MAX_LENGTH]: Must be 2000 or fewer in length."); the stand-in does as
  // Discord does, so only the envelope is checked against the document.
  t.same(long.body.errors, {
    content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }] },
  });
  matchesDiscord(t, 'Invalid Form Body', '/channels/{channel_id}/messages', 'post', '4XX', {
    message: long.body.message,
    code: long.body.code,
  });
  const twice = await call('POST', `/channels/${C}/messages`, {
    components: [
      {
        type: 1,
        components: [
          { type: 2, style: 1, label: 'A', custom_id: 'a' },
          { type: 2, style: 1, label: 'B', custom_id: 'a' },
        ],
      },
    ],
  });
  t.same([twice.status, twice.body.errors.components._errors[0].message], [400, 'custom_id "a" is used twice']);
  t.same(
    (await call('POST', `/channels/${C}/messages`, { content: 'x', flags: 64 })).body.errors.flags._errors[0].code,
    'MESSAGE_FLAGS_INVALID',
    'only interaction answers are ephemeral',
  );
  t.same((await call('POST', '/channels/130000000000000001/messages', { content: 'x' })).body, {
    message: 'Cannot send messages in a non-text channel',
    code: 50008,
  });
  t.same((await call('POST', '/channels/199999999999999999/messages', { content: 'x' })).body, {
    message: 'Unknown Channel',
    code: 10003,
  });
  t.same(
    (await call('POST', '/channels/170000000000000001/messages', { content: 'x' })).body,
    { message: 'Missing Access', code: 50001 },
    'the bot is not in Uninvited Guild',
  );
  const channel = world.guilds.get(IDS.demoGuild)!.channels.find((entry) => entry.id === C)!;
  channel.overwrites = [{ id: IDS.botRole, type: 0, allow: 0n, deny: SEND }];
  t.same(
    (await call('POST', `/channels/${C}/messages`, { content: 'x' })).body,
    { message: 'Missing Permissions', code: 50013 },
    'View but not Send',
  );
  channel.overwrites = [{ id: IDS.bot, type: 1, allow: 0n, deny: VIEW }];
  t.same(
    (await call('POST', `/channels/${C}/messages`, { content: 'x' })).body,
    { message: 'Missing Access', code: 50001 },
    'not even View',
  );
  channel.overwrites = [];
  t.equal((await call('POST', `/channels/${C}/messages`, { content: 'x' }, {})).status, 401);
  const unknownReply = await call('POST', `/channels/${C}/messages`, {
    content: 'x',
    message_reference: { message_id: '1' },
  });
  t.same(unknownReply.body.errors.message_reference._errors[0].code, 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE');
  controls.rateLimitNext(1, 1);
  t.equal(
    (await call('POST', `/channels/${C}/messages`, { content: 'x' })).status,
    429,
    'faults apply to the new routes',
  );
  controls.failNext(1, 502);
  t.equal((await call('GET', `/channels/${C}/messages`)).status, 502);
  t.equal(controls.calls(`/channels/${C}/messages`), 10, 'every call counted, refused ones too');
});

t.test('pins: both routes, Manage Messages, the notice Discord posts, at most 50', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = botRest(app);
  const events = recordEvents(t, world);
  const C = IDS.ticketChannel;
  const { body } = await call('POST', `/channels/${C}/messages`, { content: 'Ticket #1' });
  t.equal((await call('PUT', `/channels/${C}/messages/pins/${body.id}`)).status, 204);
  t.same(
    events.slice(1).map((event) => event.t),
    ['CHANNEL_PINS_UPDATE', 'MESSAGE_CREATE'],
  );
  t.match(events.at(-1)!.d, { type: 6, author: { id: IDS.bot }, message_reference: { message_id: body.id } });
  t.equal((await call('GET', `/channels/${C}/messages/${body.id}`)).body.pinned, true);
  t.equal((await call('DELETE', `/channels/${C}/pins/${body.id}`)).status, 204, 'the old route');
  t.equal((await call('GET', `/channels/${C}/messages/${body.id}`)).body.pinned, false);
  for (let index = 0; index < 50; index++)
    world.messages.push({ ...world.messages[0]!, id: String(300000000000000000n + BigInt(index)), pinned: true });
  t.same((await call('PUT', `/channels/${C}/pins/${body.id}`)).body, {
    message: 'Maximum number of pins reached (50)',
    code: 30003,
  });
  const elsewhere = await call('POST', '/channels/140000000000000001/messages', { content: 'Hallo' });
  t.same(
    (await call('PUT', `/channels/140000000000000001/pins/${elsewhere.body.id}`)).body,
    { message: 'Missing Permissions', code: 50013 },
    'no Manage Messages in Second Guild',
  );
});

t.test(
  'history pages as Discord’s: 50 by default, limit from 1 to 100, before, after; the act API alike',
  async (t) => {
    const { app } = await startStandIn(t);
    const call = botRest(app);
    const C = IDS.ticketChannel;
    const ids: string[] = [];
    for (let index = 1; index <= 120; index++)
      ids.push(
        (
          await act(app, 'POST', '/messages', {
            guildId: IDS.demoGuild,
            channelId: C,
            userId: USERS.owner,
            content: `Nachricht ${index}`,
          })
        ).body.id,
      );
    const numbers = (page: { content: string }[]) => page.map((message) => Number(message.content.split(' ')[1]));
    const range = (from: number, to: number) =>
      Array.from({ length: Math.abs(to - from) + 1 }, (_, index) => (from < to ? from + index : from - index));
    const rest = async (query: string) => numbers((await call('GET', `/channels/${C}/messages${query}`)).body);
    t.same(await rest(''), range(120, 71), 'the newest 50, newest first');
    t.same(await rest('?limit=100'), range(120, 21));
    t.same(await rest('?limit=1'), [120]);
    t.same(await rest(`?limit=100&before=${ids[70]}`), range(70, 1), 'before the 71st');
    // Ids of today have 19 digits: one leading zero keeps the cursor within a snowflake's 20.
    t.same(await rest(`?limit=100&before=0${ids[70]}`), range(70, 1), 'the same id, with a leading zero');
    t.same(await rest(`?after=${ids[99]}`), range(120, 101), 'after the 100th, newest first');
    t.same(await rest(`?limit=3&after=${ids[9]}`), [13, 12, 11], 'the 3 right after the 10th');
    for (const [limit, code, message] of [
      ['0', 'NUMBER_TYPE_MIN', 'int value should be greater than or equal to 1.'],
      ['101', 'NUMBER_TYPE_MAX', 'int value should be less than or equal to 100.'],
    ])
      t.same(
        await call('GET', `/channels/${C}/messages?limit=${limit}`),
        {
          status: 400,
          body: { message: 'Invalid Form Body', code: 50035, errors: { limit: { _errors: [{ code, message }] } } },
        },
        `limit=${limit}: Discord’s answer`,
      );

    const acted = async (query: string) => numbers((await act(app, 'GET', `/channels/${C}/messages${query}`)).body);
    t.same(await acted(''), range(71, 120), 'the act API: the newest 50, oldest first');
    t.same(await acted(`?limit=100&before=${ids[70]}`), range(1, 70));
    t.same(await acted(`?after=${ids[99]}`), range(101, 120));
    t.same(await act(app, 'GET', `/channels/${C}/messages?limit=101`), {
      status: 400,
      body: { error: 'limit: Too big: expected number to be <=100' },
    });
  },
);
