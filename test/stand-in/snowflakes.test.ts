// The stand-in's ids are Discord's snowflakes: each carries the moment it was made by the world's clock,
// a later id is a greater one even on a clock that stands still, and the demo's seeded ids stay what
// they are on every start. Demo transcripts carry ids of their messages' dated times.
import t from 'tap';
import {
  snowflakeAt,
  snowflakeDate,
  snowflakeOrder,
  snowflakeTime,
  SNOWFLAKE_INCREMENT_MAX,
} from '../../server/contract/snowflake.js';
import { stoppedClock } from '../../server/stand-in/clock.js';
import { nextId } from '../../server/stand-in/ids.js';
import { demoTickets } from '../../server/stand-in/transcripts.js';
import { createWorld } from '../../server/stand-in/world.js';
import { IDS, startStandIn, USERS } from '../helpers/bot-api.js';
import { act, botRest, slashCommand, withTicketCommands } from '../helpers/stand-in.js';

/** 2026-12-02T10:20:30.456Z. */
const AT = Date.UTC(2026, 11, 2, 10, 20, 30, 456);

t.test('the contract reads and makes snowflakes as Discord does', async (t) => {
  // Discord's own example in its reference (Snowflakes): made 2016-04-30T11:18:25.796Z.
  t.equal(snowflakeDate('175928847299117063'), '2016-04-30T11:18:25.796Z');
  t.equal(snowflakeTime('175928847299117063'), Date.UTC(2016, 3, 30, 11, 18, 25, 796));
  t.equal(
    snowflakeAt(Date.UTC(2016, 3, 30, 11, 18, 25, 796), 0x20007),
    '175928847299117063',
    'worker 1, process 0, increment 7',
  );
  t.equal(snowflakeAt(Date.UTC(2015, 0, 1)), '0', 'the epoch itself');
  t.equal(snowflakeTime(snowflakeAt(AT, 4_095)), AT);
  t.same(
    ['20', '3', '1000', '100', '3'].sort(snowflakeOrder),
    ['3', '3', '20', '100', '1000'],
    'ordered as numbers, not as words',
  );
});

t.test('ids made at run time carry the world’s time and grow, on a clock that stands still', async (t) => {
  const { app, world } = await startStandIn(t);
  world.clock = stoppedClock(AT);
  const message = await act(app, 'POST', '/messages', {
    guildId: IDS.demoGuild,
    channelId: IDS.ticketChannel,
    userId: USERS.owner,
    content: 'Hallo',
  });
  const joined = await act(app, 'POST', '/members', { guildId: IDS.demoGuild, username: 'neu' });
  const role = await act(app, 'POST', `/guilds/${IDS.demoGuild}/roles`, { name: 'Neu' });
  await withTicketCommands(app);
  const interaction = await act(app, 'POST', '/interactions', slashCommand('ticket open', { thema: 'Hilfe' }));
  const made = [message.body.id, joined.body.userId, role.body.id, interaction.body.id];
  t.same(
    made.map(snowflakeTime),
    [AT, AT, AT, AT],
    'a message, a member, a role and an interaction: each made at the clock’s time',
  );
  t.same([...made].sort(snowflakeOrder), made, 'in the order they were made, though made in one millisecond');
  t.equal(new Set(made).size, made.length, 'no id twice');
  t.equal(world.interactions.get(interaction.body.id)!.createdAt, AT, 'its deadlines run from its id’s time');

  world.clock.advance(1_500);
  const later = await botRest(app)('POST', `/channels/${IDS.ticketChannel}/messages`, { content: 'Später' });
  t.equal(later.status, 200);
  t.equal(snowflakeTime(later.body.id), AT + 1_500, 'the clock moved on, and so did the ids');
  t.equal(later.body.timestamp, '2026-12-02T10:20:31.956Z', 'a message’s timestamp is its id’s time');
});

t.test('4,096 ids in one millisecond, as one Discord process makes at most; then the next millisecond', async (t) => {
  const world = createWorld();
  world.clock = stoppedClock(AT);
  const ids = Array.from({ length: SNOWFLAKE_INCREMENT_MAX + 2 }, () => nextId(world));
  t.same(
    ids.slice(0, -1).filter((id) => snowflakeTime(id) !== AT),
    [],
    'the first 4,096 in the clock’s millisecond',
  );
  t.equal(snowflakeTime(ids.at(-1)!), AT + 1, 'the 4,097th in the next');
  t.ok(
    ids.every((id, index) => index === 0 || BigInt(ids[index - 1]!) < BigInt(id)),
    'each greater than the one before',
  );
  t.ok(
    ids.every((id) => /^[1-9]\d{18}$/.test(id)),
    '19 digits, no leading zero',
  );

  world.clock = stoppedClock(AT - 60_000);
  const afterClockWentBack = nextId(world);
  t.ok(BigInt(afterClockWentBack) > BigInt(ids.at(-1)!), 'a clock that went back makes no smaller id');
});

t.test('the demo’s seeded ids are the same on every start, whatever the time', async (t) => {
  const seeded = (at: number) => {
    const world = createWorld();
    world.clock = stoppedClock(at);
    return {
      users: [...world.users.keys()],
      guilds: [...world.guilds.values()].map((guild) => ({
        id: guild.id,
        roles: guild.roles.map((role) => role.id),
        channels: guild.channels.map((channel) => channel.id),
        emojis: guild.emojis.map((emoji) => emoji.id),
      })),
      application: world.application,
    };
  };
  t.same(seeded(AT + 86_400_000), seeded(AT));
});

t.test('a demo transcript’s ids carry its messages’ dated times, wherever the seed stands', async (t) => {
  for (const seededAt of [AT, AT + 365 * 86_400_000]) {
    const messages = demoTickets(new Date(seededAt)).flatMap(
      (ticket) =>
        (
          JSON.parse(ticket.transcript) as {
            messages?: { id: string; timestamp: string; attachments: { id: string }[] }[];
          }
        ).messages ?? [],
    );
    t.ok(messages.length > 20, `the closed tickets’ messages, seeded ${new Date(seededAt).toISOString()}`);
    t.same(
      messages.filter((message) => snowflakeTime(message.id) !== Date.parse(message.timestamp)),
      [],
      'each message’s id says its time',
    );
    const files = messages.flatMap((message) =>
      message.attachments.map((file) => ({ file: file.id, at: Date.parse(message.timestamp) })),
    );
    t.ok(files.length > 0, 'with attachments');
    t.same(
      files.filter(({ file, at }) => snowflakeTime(file) !== at),
      [],
      'each attachment’s id says its message’s time',
    );
    const ids = [...messages.map((message) => message.id), ...files.map(({ file }) => file)];
    t.equal(new Set(ids).size, ids.length, 'no id twice');
  }
});
