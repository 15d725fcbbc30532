// The REST routes a ticket, auto-response and auto-role bot uses, as the stand-in plays them: Discord's
// shapes (checked against its OpenAPI document), its permission rules and error codes, and the gateway
// dispatch every write announces.
import type { FastifyInstance } from 'fastify';
import t, { type Test } from 'tap';
import { DEMO_APPLICATION } from '../../server/config.js';
import { IDS, startStandIn, USERS } from '../helpers/bot-api.js';
import { act, recordEvents } from '../helpers/stand-in.js';
import { discordResponse } from '../helpers/openapi.js';

const BOT = { authorization: `Bot ${DEMO_APPLICATION.botToken}` };
const APP = DEMO_APPLICATION.clientId;
const VIEW = 1n << 10n;
const SEND = 1n << 11n;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function client(app: FastifyInstance) {
  return async (method: Method, url: string, payload?: unknown, headers: Record<string, string> = BOT) => {
    const res = await app.inject({ method, url: `/api/v10${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
}

function valid(t: Test, name: string, path: string, method: string, status: string, body: unknown) {
  const validate = discordResponse(path, method, status);
  t.ok(validate(body), `${name} matches Discord's OpenAPI document${validate.errors ? `: ${JSON.stringify(validate.errors.slice(0, 3))}` : ''}`);
}

t.test('messages: send with a reply and allowed_mentions, page, read, edit, delete; each write dispatched', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = client(app);
  const events = recordEvents(t, world);
  const C = IDS.ticketChannel;
  const { body: asked } = await act(app, 'POST', '/messages', { guildId: IDS.demoGuild, channelId: C, userId: USERS.moderator, content: 'Wie öffne ich ein Ticket?' });
  const sent = await call('POST', `/channels/${C}/messages`, {
    content: `<@${USERS.moderator}> @everyone <@&${IDS.supportRole}> so geht es`,
    message_reference: { message_id: asked.id },
    allowed_mentions: { parse: [] },
    embeds: [{ title: 'Hilfe', description: 'Klick auf den Knopf' }],
    components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Ticket öffnen', custom_id: 'ticket:open' }] }],
  });
  t.equal(sent.status, 200);
  valid(t, 'POST /channels/{channel_id}/messages', '/channels/{channel_id}/messages', 'post', '200', sent.body);
  t.match(sent.body, { type: 19, mentions: [], mention_roles: [], mention_everyone: false, message_reference: { message_id: asked.id, channel_id: C }, referenced_message: { id: asked.id } });
  t.same(world.messages.at(-1)!.allowedMentions, { parse: [] }, 'what the bot asked for is kept');
  const pinging = await call('POST', `/channels/${C}/messages`, { content: `<@${USERS.moderator}> <@&${IDS.supportRole}> @everyone` });
  t.same(
    [pinging.body.mentions.map((user: { id: string }) => user.id), pinging.body.mention_roles, pinging.body.mention_everyone],
    [[USERS.moderator], [IDS.supportRole], false],
    'without allowed_mentions everything pings that may (@everyone needs Mention Everyone)',
  );
  const answer = await call('POST', `/channels/${C}/messages`, { content: 'Danke', message_reference: { message_id: asked.id } });
  t.same(
    answer.body.mentions.map((user: { id: string }) => user.id),
    [USERS.moderator],
    'a reply pings its author unless allowed_mentions says otherwise',
  );
  t.same(
    events.map((event) => event.t),
    ['MESSAGE_CREATE', 'MESSAGE_CREATE', 'MESSAGE_CREATE', 'MESSAGE_CREATE'],
  );
  t.match(events[1]!.d, { guild_id: IDS.demoGuild, id: sent.body.id, member: { roles: [IDS.botRole] }, author: { id: IDS.bot } });

  const page = await call('GET', `/channels/${C}/messages?limit=2`);
  valid(t, 'GET /channels/{channel_id}/messages', '/channels/{channel_id}/messages', 'get', '200', page.body);
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
  t.same([tooMany.status, tooMany.body.code, tooMany.body.errors.limit._errors[0].code], [400, 50035, 'NUMBER_TYPE_MAX']);

  const one = await call('GET', `/channels/${C}/messages/${sent.body.id}`);
  valid(t, 'GET /channels/{channel_id}/messages/{message_id}', '/channels/{channel_id}/messages/{message_id}', 'get', '200', one.body);
  const edited = await call('PATCH', `/channels/${C}/messages/${sent.body.id}`, { content: 'Neu', components: [] });
  valid(t, 'PATCH /channels/{channel_id}/messages/{message_id}', '/channels/{channel_id}/messages/{message_id}', 'patch', '200', edited.body);
  t.match(edited.body, { content: 'Neu', components: [], embeds: [{ title: 'Hilfe' }] });
  t.type(edited.body.edited_timestamp, 'string');
  const foreign = await call('PATCH', `/channels/${C}/messages/${asked.id}`, { content: 'gefälscht' });
  t.same([foreign.status, foreign.body.code], [403, 50005]);
  t.equal((await call('DELETE', `/channels/${C}/messages/${asked.id}`)).status, 204, 'Manage Messages deletes others’ messages');
  t.same((await call('GET', `/channels/${C}/messages/${asked.id}`)).body, { message: 'Unknown Message', code: 10008 });
  t.same(
    events.slice(4).map((event) => event.t),
    ['MESSAGE_UPDATE', 'MESSAGE_DELETE'],
  );
  t.same(events.at(-1)!.d, { id: asked.id, channel_id: C, guild_id: IDS.demoGuild });
});

t.test('messages: Discord’s refusals', async (t) => {
  const { app, world, controls } = await startStandIn(t);
  const call = client(app);
  const C = IDS.ticketChannel;
  t.same((await call('POST', `/channels/${C}/messages`, {})).body, { message: 'Cannot send an empty message', code: 50006 });
  const long = await call('POST', `/channels/${C}/messages`, { content: 'x'.repeat(2001) });
  // Discord's document types a field error's code as an integer, but Discord sends its name (discord.js
  // reports "content[BASE_TYPE_MAX_LENGTH]: Must be 2000 or fewer in length."); the stand-in does as
  // Discord does, so only the envelope is checked against the document.
  t.same(long.body.errors, { content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }] } });
  valid(t, 'Invalid Form Body', '/channels/{channel_id}/messages', 'post', '4XX', { message: long.body.message, code: long.body.code });
  const twice = await call('POST', `/channels/${C}/messages`, {
    components: [
      {
        type: 1,
        components: [
          { type: 2, custom_id: 'a' },
          { type: 2, custom_id: 'a' },
        ],
      },
    ],
  });
  t.same([twice.status, twice.body.errors.components._errors[0].message], [400, 'custom_id "a" is used twice']);
  t.same((await call('POST', `/channels/${C}/messages`, { content: 'x', flags: 64 })).body.errors.flags._errors[0].code, 'MESSAGE_FLAGS_INVALID', 'only interaction answers are ephemeral');
  t.same((await call('POST', '/channels/130000000000000001/messages', { content: 'x' })).body, { message: 'Cannot send messages in a non-text channel', code: 50008 });
  t.same((await call('POST', '/channels/199999999999999999/messages', { content: 'x' })).body, { message: 'Unknown Channel', code: 10003 });
  t.same((await call('POST', '/channels/170000000000000001/messages', { content: 'x' })).body, { message: 'Missing Access', code: 50001 }, 'the bot is not in Uninvited Guild');
  const channel = world.guilds.get(IDS.demoGuild)!.channels.find((entry) => entry.id === C)!;
  channel.overwrites = [{ id: IDS.botRole, type: 0, allow: 0n, deny: SEND }];
  t.same((await call('POST', `/channels/${C}/messages`, { content: 'x' })).body, { message: 'Missing Permissions', code: 50013 }, 'View but not Send');
  channel.overwrites = [{ id: IDS.bot, type: 1, allow: 0n, deny: VIEW }];
  t.same((await call('POST', `/channels/${C}/messages`, { content: 'x' })).body, { message: 'Missing Access', code: 50001 }, 'not even View');
  channel.overwrites = [];
  t.equal((await call('POST', `/channels/${C}/messages`, { content: 'x' }, {})).status, 401);
  const unknownReply = await call('POST', `/channels/${C}/messages`, { content: 'x', message_reference: { message_id: '1' } });
  t.same(unknownReply.body.errors.message_reference._errors[0].code, 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE');
  controls.rateLimitNext(1, 1);
  t.equal((await call('POST', `/channels/${C}/messages`, { content: 'x' })).status, 429, 'faults apply to the new routes');
  controls.failNext(1, 502);
  t.equal((await call('GET', `/channels/${C}/messages`)).status, 502);
  t.equal(controls.calls(`/channels/${C}/messages`), 10, 'every call counted, refused ones too');
});

t.test('pins: both routes, Manage Messages, the notice Discord posts, at most 50', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = client(app);
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
  for (let index = 0; index < 50; index++) world.messages.push({ ...world.messages[0]!, id: String(300000000000000000n + BigInt(index)), pinned: true });
  t.same((await call('PUT', `/channels/${C}/pins/${body.id}`)).body, { message: 'Maximum number of pins reached (50)', code: 30003 });
  const elsewhere = await call('POST', '/channels/140000000000000001/messages', { content: 'Hallo' });
  t.same((await call('PUT', `/channels/140000000000000001/pins/${elsewhere.body.id}`)).body, { message: 'Missing Permissions', code: 50013 }, 'no Manage Messages in Second Guild');
});

t.test('channels: create text and category channels with overwrites, read, change, delete; dispatched', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = client(app);
  const events = recordEvents(t, world);
  const G = IDS.demoGuild;
  const category = await call('POST', `/guilds/${G}/channels`, { name: 'Offene Tickets', type: 4 });
  t.equal(category.status, 201);
  valid(t, 'POST /guilds/{guild_id}/channels (category)', '/guilds/{guild_id}/channels', 'post', '201', category.body);
  const overwrites = [
    { id: G, type: 0, deny: String(VIEW) },
    { id: USERS.newcomer, type: 1, allow: String(VIEW | SEND) },
    { id: IDS.bot, type: 1, allow: String(VIEW | SEND) },
  ];
  const ticket = await call('POST', `/guilds/${G}/channels`, {
    name: 'Ticket 0001',
    type: 0,
    parent_id: category.body.id,
    topic: 'Ticket von demo-newcomer',
    permission_overwrites: overwrites,
    rate_limit_per_user: 5,
  });
  valid(t, 'POST /guilds/{guild_id}/channels (text)', '/guilds/{guild_id}/channels', 'post', '201', ticket.body);
  t.match(ticket.body, {
    name: 'ticket-0001',
    type: 0,
    parent_id: category.body.id,
    topic: 'Ticket von demo-newcomer',
    rate_limit_per_user: 5,
    permission_overwrites: [
      { id: G, type: 0, allow: '0', deny: String(VIEW) },
      { id: USERS.newcomer, type: 1, allow: String(VIEW | SEND), deny: '0' },
      { id: IDS.bot, type: 1, allow: String(VIEW | SEND), deny: '0' },
    ],
  });
  const T = ticket.body.id;
  t.same((await act(app, 'POST', '/messages', { guildId: G, channelId: T, userId: USERS.operator, content: 'x' })).status, 404, 'demo-operator is not a member');
  t.same((await act(app, 'POST', '/messages', { guildId: G, channelId: T, userId: '200000000000000014', content: 'x' })).body, { error: 'tim.builds cannot view #ticket-0001' });
  t.equal((await act(app, 'POST', '/messages', { guildId: G, channelId: T, userId: USERS.newcomer, content: 'Hallo' })).status, 201);
  valid(t, 'GET /channels/{channel_id}', '/channels/{channel_id}', 'get', '200', (await call('GET', `/channels/${T}`)).body);
  t.equal((await call('PUT', `/channels/${T}/permissions/${IDS.supportRole}`, { type: 0, allow: String(VIEW | SEND) })).status, 204);
  t.equal((await act(app, 'POST', '/messages', { guildId: G, channelId: T, userId: '200000000000000012', content: 'Support hier' })).status, 201, 'Max (Support) may now write');
  t.equal((await call('DELETE', `/channels/${T}/permissions/${USERS.newcomer}`)).status, 204);
  t.same((await call('DELETE', `/channels/${T}/permissions/${USERS.newcomer}`)).body, { message: 'Unknown Overwrite', code: 10009 });
  const renamed = await call('PATCH', `/channels/${T}`, { name: 'Erledigt 0001', topic: null });
  valid(t, 'PATCH /channels/{channel_id}', '/channels/{channel_id}', 'patch', '200', renamed.body);
  t.match(renamed.body, { name: 'erledigt-0001', topic: null });
  const deleted = await call('DELETE', `/channels/${T}`);
  valid(t, 'DELETE /channels/{channel_id}', '/channels/{channel_id}', 'delete', '200', deleted.body);
  t.same((await call('GET', `/channels/${T}`)).body, { message: 'Unknown Channel', code: 10003 });
  t.equal(world.messages.filter((message) => message.channelId === T).length, 0, 'its messages are gone with it');
  t.same(
    events.filter((event) => event.t.startsWith('CHANNEL')).map((event) => event.t),
    ['CHANNEL_CREATE', 'CHANNEL_CREATE', 'CHANNEL_UPDATE', 'CHANNEL_UPDATE', 'CHANNEL_UPDATE', 'CHANNEL_DELETE'],
  );
});

t.test('channels: Discord’s rules for parents and overwrites', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = client(app);
  const G = IDS.demoGuild;
  const noParent = await call('POST', `/guilds/${G}/channels`, { name: 'x', parent_id: IDS.ticketChannel });
  t.same([noParent.status, noParent.body.errors.parent_id._errors[0].code], [400, 'CHANNEL_PARENT_INVALID_TYPE']);
  const granting = await call('POST', `/guilds/${G}/channels`, { name: 'x', permission_overwrites: [{ id: G, type: 0, allow: String(1n << 3n) }] });
  t.same(granting.body, { message: 'Missing Permissions', code: 50013 }, 'the bot cannot grant Administrator, which it lacks');
  const unknown = await call('POST', `/guilds/${G}/channels`, { name: 'x', permission_overwrites: [{ id: USERS.operator, type: 1, allow: '0' }] });
  t.same(unknown.body.errors.permission_overwrites['0'].id._errors[0].message, 'Unknown overwrite target');
  for (let index = 0; index < 48; index++) world.guilds.get(G)!.channels.push({ ...world.guilds.get(G)!.channels[2]!, id: String(310000000000000000n + BigInt(index)) });
  const full = await call('POST', `/guilds/${G}/channels`, { name: 'x', parent_id: '130000000000000001' });
  t.same(full.body.errors.parent_id._errors[0], { code: 'CHANNEL_PARENT_MAX_CHANNELS', message: 'Maximum number of channels in category reached (50)' });
  t.same((await call('POST', `/guilds/${IDS.secondGuild}/channels`, { name: 'x' })).body, { message: 'Missing Permissions', code: 50013 }, 'no Manage Channels in Second Guild');
  t.same((await call('PUT', `/channels/${IDS.ticketChannel}/permissions/${IDS.vipRole}`, { allow: '0' })).body.errors.type._errors[0].code, 'BASE_TYPE_REQUIRED');
  t.same((await call('PUT', `/channels/${IDS.ticketChannel}/permissions/199`, { type: 0 })).body, { message: 'Unknown Role', code: 10011 });
});

t.test('member roles: Manage Roles, below the bot’s highest role, never managed roles; GUILD_MEMBER_UPDATE', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = client(app);
  const events = recordEvents(t, world);
  const G = IDS.demoGuild;
  const url = (userId: string, roleId: string) => `/guilds/${G}/members/${userId}/roles/${roleId}`;
  t.equal((await call('PUT', url(USERS.newcomer, IDS.vipRole))).status, 204);
  t.equal((await call('PUT', url(USERS.newcomer, IDS.vipRole))).status, 204, 'again: nothing changes');
  t.same(
    events.map((event) => event.t),
    ['GUILD_MEMBER_UPDATE'],
  );
  t.match(events[0]!.d, { guild_id: G, roles: [IDS.memberRole, IDS.vipRole], user: { id: USERS.newcomer } });
  t.equal((await call('DELETE', url(USERS.newcomer, IDS.vipRole))).status, 204);
  t.same((await call('PUT', url(USERS.newcomer, IDS.adminRole))).body, { message: 'Missing Permissions', code: 50013 }, 'Admin sits above the bot’s role');
  t.same((await call('PUT', url(USERS.newcomer, IDS.boosterRole))).body, { message: 'Missing Permissions', code: 50013 }, 'managed by an integration');
  t.same((await call('PUT', url(USERS.newcomer, '199'))).body, { message: 'Unknown Role', code: 10011 });
  t.same((await call('PUT', url(USERS.operator, IDS.vipRole))).body, { message: 'Unknown Member', code: 10007 });
  world.guilds.get(G)!.roles.find((role) => role.id === IDS.botRole)!.permissions = VIEW | SEND;
  t.same((await call('PUT', url(USERS.newcomer, IDS.vipRole))).body, { message: 'Missing Permissions', code: 50013 }, 'without Manage Roles');
  t.same(world.guilds.get(G)!.members.find((member) => member.userId === USERS.newcomer)!.roles, [IDS.memberRole]);
});

t.test('commands: bulk overwrite per guild and globally; ids stay with their names', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = client(app);
  const G = IDS.demoGuild;
  const ticket = {
    name: 'ticket',
    description: 'Tickets',
    default_member_permissions: null,
    options: [
      { type: 1, name: 'open', description: 'Öffnet ein Ticket', options: [{ type: 3, name: 'thema', description: 'Worum geht es?', required: true, max_length: 100 }] },
      { type: 1, name: 'close', description: 'Schließt ein Ticket' },
    ],
  };
  const first = await call('PUT', `/applications/${APP}/guilds/${G}/commands`, [ticket, { name: 'ping', description: 'Pong' }]);
  t.equal(first.status, 200);
  valid(t, 'PUT guild commands', '/applications/{application_id}/guilds/{guild_id}/commands', 'put', '200', first.body);
  t.match(first.body[0], { name: 'ticket', guild_id: G, application_id: APP, type: 1, options: [{ name: 'open' }, { name: 'close' }] });
  const second = await call('PUT', `/applications/${APP}/guilds/${G}/commands`, [{ name: 'ping', description: 'Pong!' }]);
  t.equal(second.body[0].id, first.body[1].id, 'ping kept its id');
  const listed = await call('GET', `/applications/${APP}/guilds/${G}/commands`);
  valid(t, 'GET guild commands', '/applications/{application_id}/guilds/{guild_id}/commands', 'get', '200', listed.body);
  t.same(
    listed.body.map((command: { name: string; description: string }) => [command.name, command.description]),
    [['ping', 'Pong!']],
  );
  t.equal(world.commands.length, 12, 'the global list is separate');
  const global = await call('PUT', `/applications/${APP}/commands`, [ticket]);
  valid(t, 'PUT global commands', '/applications/{application_id}/commands', 'put', '200', global.body);
  t.same(
    (await call('GET', `/applications/${APP}/commands`)).body.map((command: { name: string }) => command.name),
    ['ticket'],
  );
  const bad = await call('PUT', `/applications/${APP}/guilds/${G}/commands`, [
    { name: 'Ticket', description: 'x' },
    {
      name: 'mixed',
      description: 'x',
      options: [
        { type: 1, name: 'a', description: 'a' },
        { type: 3, name: 'b', description: 'b' },
      ],
    },
  ]);
  t.equal(bad.status, 400);
  t.same(Object.keys(bad.body.errors['0']), ['name']);
  t.same(bad.body.errors['1'].options._errors[0].message, 'subcommands and groups cannot be mixed with other options');
  t.same(
    (
      await call('PUT', `/applications/${APP}/guilds/${G}/commands`, [
        { name: 'a', description: 'a' },
        { name: 'a', description: 'b' },
      ])
    ).body.errors._errors[0].message,
    'Application command names must be unique',
  );
  t.same((await call('GET', `/applications/123/guilds/${G}/commands`)).body, { message: 'Missing Access', code: 50001 });
});
