// discord.js 14, a client we do not write, against the stand-in: it becomes ready with its cache filled
// from GUILD_CREATE, receives messageCreate, guildMemberAdd and interactionCreate, answers an
// interaction, resumes after a forced RECONNECT, and reports disallowed intents. This shows the stand-in
// speaks Discord, not just our bot's dialect.
import { once } from 'node:events';
import { Client, Events, GatewayIntentBits as I, type Interaction, type Message, MessageFlags } from 'discord.js';
import t, { type Test } from 'tap';
import { IDS, type StandIn, startStandIn, USERS } from '../helpers/bot-api.js';
import { act } from '../helpers/stand-in.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';

function login(t: Test, standIn: StandIn) {
  const client = new Client({
    intents: [I.Guilds, I.GuildMembers, I.GuildMessages, I.MessageContent],
    rest: { api: `${standIn.url}/api` },
  });
  t.teardown(() => client.destroy());
  return client;
}

t.test(
  'discord.js: ready, messageCreate, guildMemberAdd, interactionCreate answered, resumed after RECONNECT',
  async (t) => {
    const standIn = await startStandIn(t);
    const { app, controls } = standIn;
    const client = login(t, standIn);
    const ready = once(client, Events.ClientReady);
    await client.login(DEMO_APPLICATION.botToken);
    await ready;
    t.same([...client.guilds.cache.keys()], [IDS.demoGuild, IDS.secondGuild, IDS.foreignGuild]);
    const demo = client.guilds.cache.get(IDS.demoGuild)!;
    t.equal(demo.roles.everyone.id, IDS.demoGuild, '@everyone');
    t.equal(demo.channels.cache.get(IDS.ticketChannel)?.name, 'tickets');
    t.equal(demo.members.me?.id, IDS.bot);

    const created = once(client, Events.MessageCreate) as Promise<[Message]>;
    await act(app, 'POST', '/messages', {
      guildId: IDS.demoGuild,
      channelId: IDS.ticketChannel,
      userId: USERS.moderator,
      content: 'Hallo Bot',
    });
    const [message] = await created;
    t.same(
      [message.content, message.author.id, message.channelId, message.member?.nickname],
      ['Hallo Bot', USERS.moderator, IDS.ticketChannel, 'Mia | Mod'],
    );

    const joined = once(client, Events.GuildMemberAdd);
    await act(app, 'POST', '/members', { guildId: IDS.demoGuild, username: 'frisch.da' });
    t.equal((await joined)[0].user.username, 'frisch.da');

    await client.application!.commands.set(
      [
        {
          name: 'ticket',
          description: 'Tickets',
          options: [
            {
              type: 1,
              name: 'open',
              description: 'Öffnen',
              options: [{ type: 3, name: 'thema', description: 'Thema', required: true }],
            },
          ],
        },
      ],
      IDS.demoGuild,
    );
    const asked = once(client, Events.InteractionCreate) as Promise<[Interaction]>;
    const { body } = await act(app, 'POST', '/interactions', {
      guildId: IDS.demoGuild,
      channelId: IDS.ticketChannel,
      userId: USERS.newcomer,
      type: 'command',
      name: 'ticket open',
      options: { thema: 'Passwort' },
    });
    const [interaction] = await asked;
    t.ok(interaction.isChatInputCommand());
    if (!interaction.isChatInputCommand()) return;
    t.same(
      [
        interaction.commandName,
        interaction.options.getSubcommand(),
        interaction.options.getString('thema'),
        interaction.user.id,
      ],
      ['ticket', 'open', 'Passwort', USERS.newcomer],
    );
    await interaction.reply({ content: 'Ticket eröffnet', flags: MessageFlags.Ephemeral });
    await interaction.followUp({ content: 'Das Team ist informiert' });
    const answered = (await act(app, 'GET', `/interactions/${body.id}`)).body;
    t.match(answered.response, { type: 4, data: { content: 'Ticket eröffnet', flags: 64 } }, 'what discord.js sent');
    t.same(
      answered.followups.map((entry: { content: string }) => entry.content),
      ['Das Team ist informiert'],
    );

    const resumed = once(client, Events.ShardResume);
    controls.gateway.reconnect();
    await resumed;
    const later = once(client, Events.MessageCreate) as Promise<[Message]>;
    await act(app, 'POST', '/messages', {
      guildId: IDS.demoGuild,
      channelId: IDS.ticketChannel,
      userId: USERS.moderator,
      content: 'Noch da?',
    });
    t.equal((await later)[0].content, 'Noch da?');
    t.same(
      controls.gateway.sessions().map((session) => session.id),
      ['stand-in-session-1'],
      'the same session',
    );
  },
);

t.test('discord.js: disallowed intents reach the client as a shard error', async (t) => {
  const standIn = await startStandIn(t);
  standIn.world.settings.privilegedIntents.guildMembers = false;
  const client = login(t, standIn);
  const disconnected = once(client, Events.ShardDisconnect);
  const login$ = client.login(DEMO_APPLICATION.botToken).then(
    () => 'logged in',
    (error: Error) => error.message,
  );
  t.equal((await disconnected)[0].code, 4014);
  t.equal(await login$, 'Used disallowed intents');
});
