// A ticket bot's guild work as the stand-in plays it: channels with overwrites and parents, member
// roles and commands, under Discord's permission rules, each write announced as its dispatch.
import t from 'tap';
import { IDS, startStandIn, USERS } from '../helpers/bot-api.js';
import { act, botRest, matchesDiscord, recordEvents } from '../helpers/stand-in.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';

const APP = DEMO_APPLICATION.clientId;
const VIEW = 1n << 10n;
const SEND = 1n << 11n;

t.test('channels: create text and category channels with overwrites, read, change, delete; dispatched', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = botRest(app);
  const events = recordEvents(t, world);
  const G = IDS.demoGuild;
  const category = await call('POST', `/guilds/${G}/channels`, { name: 'Offene Tickets', type: 4 });
  t.equal(category.status, 201);
  matchesDiscord(
    t,
    'POST /guilds/{guild_id}/channels (category)',
    '/guilds/{guild_id}/channels',
    'post',
    '201',
    category.body,
  );
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
  matchesDiscord(
    t,
    'POST /guilds/{guild_id}/channels (text)',
    '/guilds/{guild_id}/channels',
    'post',
    '201',
    ticket.body,
  );
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
  t.same(
    (await act(app, 'POST', '/messages', { guildId: G, channelId: T, userId: USERS.operator, content: 'x' })).status,
    404,
    'demo-operator is not a member',
  );
  t.same(
    (await act(app, 'POST', '/messages', { guildId: G, channelId: T, userId: '200000000000000014', content: 'x' }))
      .body,
    { error: 'tim.builds cannot view #ticket-0001' },
  );
  t.equal(
    (await act(app, 'POST', '/messages', { guildId: G, channelId: T, userId: USERS.newcomer, content: 'Hallo' }))
      .status,
    201,
  );
  matchesDiscord(
    t,
    'GET /channels/{channel_id}',
    '/channels/{channel_id}',
    'get',
    '200',
    (await call('GET', `/channels/${T}`)).body,
  );
  t.equal(
    (await call('PUT', `/channels/${T}/permissions/${IDS.supportRole}`, { type: 0, allow: String(VIEW | SEND) }))
      .status,
    204,
  );
  t.equal(
    (
      await act(app, 'POST', '/messages', {
        guildId: G,
        channelId: T,
        userId: '200000000000000012',
        content: 'Support hier',
      })
    ).status,
    201,
    'Max (Support) may now write',
  );
  t.equal((await call('DELETE', `/channels/${T}/permissions/${USERS.newcomer}`)).status, 204);
  t.same((await call('DELETE', `/channels/${T}/permissions/${USERS.newcomer}`)).body, {
    message: 'Unknown Overwrite',
    code: 10009,
  });
  const renamed = await call('PATCH', `/channels/${T}`, { name: 'Erledigt 0001', topic: null });
  matchesDiscord(t, 'PATCH /channels/{channel_id}', '/channels/{channel_id}', 'patch', '200', renamed.body);
  t.match(renamed.body, { name: 'erledigt-0001', topic: null });
  const deleted = await call('DELETE', `/channels/${T}`);
  matchesDiscord(t, 'DELETE /channels/{channel_id}', '/channels/{channel_id}', 'delete', '200', deleted.body);
  t.same((await call('GET', `/channels/${T}`)).body, { message: 'Unknown Channel', code: 10003 });
  t.equal(world.messages.filter((message) => message.channelId === T).length, 0, 'its messages are gone with it');
  t.same(
    events.filter((event) => event.t.startsWith('CHANNEL')).map((event) => event.t),
    ['CHANNEL_CREATE', 'CHANNEL_CREATE', 'CHANNEL_UPDATE', 'CHANNEL_UPDATE', 'CHANNEL_UPDATE', 'CHANNEL_DELETE'],
  );
});

t.test('channels: Discord’s rules for parents and overwrites', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = botRest(app);
  const G = IDS.demoGuild;
  const noParent = await call('POST', `/guilds/${G}/channels`, { name: 'x', parent_id: IDS.ticketChannel });
  t.same([noParent.status, noParent.body.errors.parent_id._errors[0].code], [400, 'CHANNEL_PARENT_INVALID_TYPE']);
  const granting = await call('POST', `/guilds/${G}/channels`, {
    name: 'x',
    permission_overwrites: [{ id: G, type: 0, allow: String(1n << 3n) }],
  });
  t.same(
    granting.body,
    { message: 'Missing Permissions', code: 50013 },
    'the bot cannot grant Administrator, which it lacks',
  );
  const unknown = await call('POST', `/guilds/${G}/channels`, {
    name: 'x',
    permission_overwrites: [{ id: USERS.operator, type: 1, allow: '0' }],
  });
  t.same(unknown.body.errors.permission_overwrites['0'].id._errors[0].message, 'Unknown overwrite target');
  for (let index = 0; index < 48; index++)
    world.guilds
      .get(G)!
      .channels.push({ ...world.guilds.get(G)!.channels[2]!, id: String(310000000000000000n + BigInt(index)) });
  const full = await call('POST', `/guilds/${G}/channels`, { name: 'x', parent_id: '130000000000000001' });
  t.same(full.body.errors.parent_id._errors[0], {
    code: 'CHANNEL_PARENT_MAX_CHANNELS',
    message: 'Maximum number of channels in category reached (50)',
  });
  t.same(
    (await call('POST', `/guilds/${IDS.secondGuild}/channels`, { name: 'x' })).body,
    { message: 'Missing Permissions', code: 50013 },
    'no Manage Channels in Second Guild',
  );
  t.same(
    (await call('PUT', `/channels/${IDS.ticketChannel}/permissions/${IDS.vipRole}`, { allow: '0' })).body.errors.type
      ._errors[0].code,
    'BASE_TYPE_REQUIRED',
  );
  t.same((await call('PUT', `/channels/${IDS.ticketChannel}/permissions/199`, { type: 0 })).body, {
    message: 'Unknown Role',
    code: 10011,
  });
});

t.test(
  'member roles: Manage Roles, below the bot’s highest role, never managed roles; GUILD_MEMBER_UPDATE',
  async (t) => {
    const { app, world } = await startStandIn(t);
    const call = botRest(app);
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
    t.same(
      (await call('PUT', url(USERS.newcomer, IDS.adminRole))).body,
      { message: 'Missing Permissions', code: 50013 },
      'Admin sits above the bot’s role',
    );
    t.same(
      (await call('PUT', url(USERS.newcomer, IDS.boosterRole))).body,
      { message: 'Missing Permissions', code: 50013 },
      'managed by an integration',
    );
    t.same((await call('PUT', url(USERS.newcomer, '199'))).body, { message: 'Unknown Role', code: 10011 });
    t.same((await call('PUT', url(USERS.operator, IDS.vipRole))).body, { message: 'Unknown Member', code: 10007 });
    world.guilds.get(G)!.roles.find((role) => role.id === IDS.botRole)!.permissions = VIEW | SEND;
    t.same(
      (await call('PUT', url(USERS.newcomer, IDS.vipRole))).body,
      { message: 'Missing Permissions', code: 50013 },
      'without Manage Roles',
    );
    t.same(world.guilds.get(G)!.members.find((member) => member.userId === USERS.newcomer)!.roles, [IDS.memberRole]);
  },
);

t.test('commands: bulk overwrite per guild and globally; ids stay with their names', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = botRest(app);
  const G = IDS.demoGuild;
  const ticket = {
    name: 'ticket',
    description: 'Tickets',
    default_member_permissions: null,
    options: [
      {
        type: 1,
        name: 'open',
        description: 'Öffnet ein Ticket',
        options: [{ type: 3, name: 'thema', description: 'Worum geht es?', required: true, max_length: 100 }],
      },
      { type: 1, name: 'close', description: 'Schließt ein Ticket' },
    ],
  };
  const first = await call('PUT', `/applications/${APP}/guilds/${G}/commands`, [
    ticket,
    { name: 'ping', description: 'Pong' },
  ]);
  t.equal(first.status, 200);
  matchesDiscord(
    t,
    'PUT guild commands',
    '/applications/{application_id}/guilds/{guild_id}/commands',
    'put',
    '200',
    first.body,
  );
  t.match(first.body[0], {
    name: 'ticket',
    guild_id: G,
    application_id: APP,
    type: 1,
    options: [{ name: 'open' }, { name: 'close' }],
  });
  const second = await call('PUT', `/applications/${APP}/guilds/${G}/commands`, [
    { name: 'ping', description: 'Pong!' },
  ]);
  t.equal(second.body[0].id, first.body[1].id, 'ping kept its id');
  const listed = await call('GET', `/applications/${APP}/guilds/${G}/commands`);
  matchesDiscord(
    t,
    'GET guild commands',
    '/applications/{application_id}/guilds/{guild_id}/commands',
    'get',
    '200',
    listed.body,
  );
  t.same(
    listed.body.map((command: { name: string; description: string }) => [command.name, command.description]),
    [['ping', 'Pong!']],
  );
  t.equal(world.commands.length, 0, 'the global list is separate');
  const global = await call('PUT', `/applications/${APP}/commands`, [ticket]);
  matchesDiscord(t, 'PUT global commands', '/applications/{application_id}/commands', 'put', '200', global.body);
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
  t.same((await call('GET', `/applications/123/guilds/${G}/commands`)).body, {
    message: 'Missing Access',
    code: 50001,
  });
});

t.test('emojis: a server lists its own custom emojis; another server’s is unknown there', async (t) => {
  const { app } = await startStandIn(t);
  const call = botRest(app);
  const listed = await call('GET', `/guilds/${IDS.demoGuild}/emojis`);
  t.equal(listed.status, 200);
  matchesDiscord(t, 'GET /guilds/{guild_id}/emojis', '/guilds/{guild_id}/emojis', 'get', '200', listed.body);
  t.match(listed.body[0], { id: IDS.ticketEmoji, name: 'guildhall_ticket', animated: false, available: true });
  const one = await call('GET', `/guilds/${IDS.demoGuild}/emojis/${IDS.ticketEmoji}`);
  t.equal(one.status, 200);
  t.equal(one.body.name, 'guildhall_ticket');
  const foreign = await call('GET', `/guilds/${IDS.demoGuild}/emojis/${IDS.foreignEmoji}`);
  t.same([foreign.status, foreign.body], [404, { message: 'Unknown Emoji', code: 10014 }]);
  const guild = await call('GET', `/guilds/${IDS.secondGuild}`);
  t.match(guild.body.emojis, [{ id: IDS.foreignEmoji, name: 'second_wave' }]);
});
