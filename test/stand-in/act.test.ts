// The act API plays Discord's users under Discord's rules: members join (pending screening), leave,
// write where the overwrites let them, roles come and go, and a slash command becomes the
// INTERACTION_CREATE Discord builds, checked against the registered command.
import t from 'tap';
import { IDS, startStandIn, USERS } from '../helpers/bot-api.js';
import { act, botRest, recordEvents, slashCommand, withTicketCommands } from '../helpers/stand-in.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';

const APP = DEMO_APPLICATION.clientId;
const G = IDS.demoGuild;
const C = IDS.ticketChannel;

t.test(
  'members join (pending when screening), complete screening, leave; roles come and go; each a dispatch',
  async (t) => {
    const { app, world } = await startStandIn(t);
    const events = recordEvents(t, world);
    const joined = await act(app, 'POST', '/members', { guildId: G, username: 'neu.ling', pending: true });
    t.equal(joined.status, 201);
    const userId = joined.body.userId;
    t.match((await act(app, 'GET', `/guilds/${G}/members/${userId}`)).body, {
      pending: true,
      roles: [],
      user: { id: userId, username: 'neu.ling' },
    });
    t.match((await act(app, 'POST', `/guilds/${G}/members/${userId}/screening`)).body, { pending: false });
    t.same((await act(app, 'POST', `/guilds/${G}/members/${userId}/screening`)).body, {
      error: 'Membership screening is already completed',
    });
    t.equal((await act(app, 'DELETE', `/guilds/${G}/members/${userId}`)).status, 204);
    t.same((await act(app, 'GET', `/guilds/${G}/members/${userId}`)).body, {
      error: 'neu.ling is not a member of Demo Guild',
    });
    const role = await act(app, 'POST', `/guilds/${G}/roles`, { name: 'Ticket-Team', permissions: '3072' });
    t.match((await act(app, 'PATCH', `/guilds/${G}/roles/${role.body.id}`, { color: 0xff0000 })).body, {
      name: 'Ticket-Team',
      color: 0xff0000,
      permissions: '3072',
      position: 1,
    });
    t.equal((await act(app, 'DELETE', `/guilds/${G}/roles/${role.body.id}`)).status, 204);
    t.same(
      events.map((event) => event.t),
      [
        'GUILD_MEMBER_ADD',
        'GUILD_MEMBER_UPDATE',
        // Discord's join line in the system channel, once screening let the member in.
        'MESSAGE_CREATE',
        'GUILD_MEMBER_REMOVE',
        'GUILD_ROLE_CREATE',
        'GUILD_ROLE_UPDATE',
        'GUILD_ROLE_DELETE',
      ],
    );
    t.match(events[2]!.d, { type: 7, content: '', author: { id: userId }, channel_id: '130000000000000002' });
    t.match(events[3]!.d, { guild_id: G, user: { id: userId } });
    t.same(events[6]!.d, { guild_id: G, role_id: role.body.id });
    t.same((await act(app, 'POST', '/members', { guildId: '1', username: 'x.y' })).body, { error: 'Unknown guild 1' });
    t.same((await act(app, 'POST', '/members', { guildId: G, username: 'Nicht Erlaubt' })).body, {
      error: 'username: Discord usernames are 2-32 characters: a-z, 0-9, _ and .',
    });
    t.same((await act(app, 'DELETE', `/guilds/${G}/members/${USERS.owner}`)).body, {
      error: 'The owner cannot leave Demo Guild',
    });
    t.same((await act(app, 'DELETE', `/guilds/${G}/roles/${IDS.botRole}`)).body, {
      error: 'Guildhall cannot be changed by hand',
    });
  },
);

t.test('messages: who may write where, replies, and what a channel shows', async (t) => {
  const { app, world } = await startStandIn(t);
  const first = await act(app, 'POST', '/messages', {
    guildId: G,
    channelId: C,
    userId: USERS.moderator,
    content: 'Hallo',
  });
  const reply = await act(app, 'POST', '/messages', {
    guildId: G,
    channelId: C,
    userId: USERS.newcomer,
    content: 'Hi',
    replyTo: first.body.id,
  });
  const shown = (await act(app, 'GET', `/channels/${C}/messages`)).body;
  t.same(
    shown.map((message: { id: string; content: string }) => [message.id, message.content]),
    [
      [first.body.id, 'Hallo'],
      [reply.body.id, 'Hi'],
    ],
    'oldest first',
  );
  t.match(shown[1], {
    type: 19,
    author: { id: USERS.newcomer },
    message_reference: { message_id: first.body.id },
    embeds: [],
    components: [],
  });
  const channel = world.guilds.get(G)!.channels.find((entry) => entry.id === C)!;
  channel.overwrites = [{ id: IDS.memberRole, type: 0, allow: 0n, deny: 1n << 11n }];
  t.same(
    (await act(app, 'POST', '/messages', { guildId: G, channelId: C, userId: USERS.newcomer, content: 'x' })).body,
    { error: 'demo-newcomer cannot send messages in #tickets' },
  );
  t.same(
    (
      await act(app, 'POST', '/messages', {
        guildId: G,
        channelId: '130000000000000001',
        userId: USERS.owner,
        content: 'x',
      })
    ).body,
    { error: '#Info is not a text channel' },
  );
  t.same((await act(app, 'POST', '/messages', { guildId: G, channelId: C, userId: '1', content: 'x' })).body, {
    error: 'Unknown user 1',
  });
  t.same((await act(app, 'POST', '/messages', { guildId: G, channelId: C, userId: USERS.owner })).body, {
    error: 'content: a message needs content or attachments',
  });
  t.same((await act(app, 'GET', '/channels/1/messages')).body, { error: 'Unknown channel 1' });
  t.equal((await act(app, 'GET', `/guilds/${G}/channels`)).body.length, 9);
});

t.test('a slash command becomes Discord’s INTERACTION_CREATE, checked against the registered command', async (t) => {
  const { app, world } = await startStandIn(t);
  await withTicketCommands(app);
  const events = recordEvents(t, world);
  const made = await act(app, 'POST', '/interactions', {
    ...slashCommand('ticket open', { thema: 'Login geht nicht', dringlichkeit: 2, für: USERS.moderator }),
    locale: 'en-US',
  });
  t.equal(made.status, 201);
  const interaction = events[0]!;
  t.equal(interaction.t, 'INTERACTION_CREATE');
  const commandId = world.guildCommands.get(G)![0]!.id;
  t.match(interaction.d, {
    id: made.body.id,
    application_id: APP,
    type: 2,
    version: 1,
    guild_id: G,
    channel_id: C,
    channel: { id: C, type: 0 },
    locale: 'en-US',
    guild_locale: 'de',
    member: {
      user: { id: USERS.newcomer },
      roles: [IDS.memberRole],
      permissions: String((1n << 0n) | (1n << 10n) | (1n << 11n) | (1n << 16n) | (1n << 20n)),
    },
    app_permissions: String(
      (1n << 0n) |
        (1n << 10n) |
        (1n << 11n) |
        (1n << 13n) |
        (1n << 14n) |
        (1n << 15n) |
        (1n << 16n) |
        (1n << 20n) |
        (1n << 28n) |
        (1n << 4n) |
        (1n << 51n),
    ),
    data: {
      id: commandId,
      name: 'ticket',
      type: 1,
      guild_id: G,
      options: [
        {
          name: 'open',
          type: 1,
          options: [
            { name: 'thema', type: 3, value: 'Login geht nicht' },
            { name: 'dringlichkeit', type: 4, value: 2 },
            { name: 'für', type: 6, value: USERS.moderator },
          ],
        },
      ],
      resolved: {
        users: { [USERS.moderator]: { username: 'demo-moderator' } },
        members: { [USERS.moderator]: { nick: 'Mia | Mod' } },
      },
    },
  });
  t.type(interaction.d.token, 'string');
  await act(app, 'POST', '/interactions', slashCommand('ticket admin add', { rolle: IDS.supportRole }));
  t.match(events[1]!.d.data, {
    options: [
      {
        name: 'admin',
        type: 2,
        options: [{ name: 'add', type: 1, options: [{ name: 'rolle', type: 8, value: IDS.supportRole }] }],
      },
    ],
    resolved: { roles: { [IDS.supportRole]: { name: 'Support' } } },
  });
  const refused = async (body: object) => (await act(app, 'POST', '/interactions', body)).body.error;
  t.equal(await refused(slashCommand('tickets')), 'Unknown command /tickets in Demo Guild');
  t.equal(await refused(slashCommand('ticket')), '/ticket needs one of: open, admin');
  t.equal(await refused(slashCommand('ticket close')), '/ticket has no subcommand close');
  t.equal(await refused(slashCommand('ticket open', {})), '/ticket open needs option thema');
  t.equal(
    await refused(slashCommand('ticket open', { thema: 'x', priorität: 1 })),
    '/ticket open has no option priorität',
  );
  t.equal(
    await refused(slashCommand('ticket open', { thema: 'x', dringlichkeit: 5 })),
    'Option dringlichkeit must be one of 1, 2, 3',
  );
  t.equal(await refused(slashCommand('ticket open', { thema: 'x'.repeat(21) })), 'Option thema has the wrong length');
  t.equal(
    await refused(slashCommand('ticket open', { thema: 'x', für: '1' })),
    'Option für names no user of this guild',
  );
  t.equal(await refused(slashCommand('setup')), 'demo-newcomer may not use /setup');
  t.equal(
    (await act(app, 'POST', '/interactions', slashCommand('setup', {}, '200000000000000011'))).status,
    201,
    'an administrator may',
  );
  await botRest(app)('PUT', `/applications/${DEMO_APPLICATION.clientId}/commands`, [
    { name: 'ping', description: 'Pong' },
  ]);
  t.equal(
    (await act(app, 'POST', '/interactions', slashCommand('ping'))).status,
    201,
    'the global commands answer too',
  );
  t.equal(events.length, 4);
});
