// The rows of docs/discord-rules.md that discord-rules.test.ts leaves to others: a modal's title and rows, a text
// input's value, a channel's topic, the guild's 500 channels, and a command's description, options and choices.
import t from 'tap';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';
import { IDS, startStandIn } from '../helpers/bot-api.js';
import { act, botRest, formRefusal as refusal, slashCommand, withTicketCommands } from '../helpers/stand-in.js';

const G = IDS.demoGuild;
const C = IDS.ticketChannel;

const row = (...components: object[]) => ({ type: 1, components });

t.test("a modal's title and rows, and a text input's value", async (t) => {
  const { app, world } = await startStandIn(t);
  const call = await withTicketCommands(app);
  const { body } = await act(app, 'POST', '/interactions', slashCommand('ticket open', { thema: 'Hilfe' }));
  const { token } = world.interactions.get(body.id)!;
  const callback = `/interactions/${body.id}/${token}/callback`;
  const input = { type: 4, custom_id: 'grund', style: 1, label: 'Grund' };
  const modal = (data: object) => ({
    type: 9,
    data: { custom_id: 'open', title: 'Ticket', components: [row(input)], ...data },
  });
  t.same(
    await call('POST', callback, modal({ title: 'x'.repeat(46) })),
    refusal(['data', 'title'], 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 45 in length.'),
  );
  t.same(
    await call('POST', callback, modal({ components: Array.from({ length: 6 }, () => row(input)) })),
    refusal(['data', 'components'], 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 5 in length.'),
    'six rows: Discord documents five',
  );
  t.equal((await call('POST', callback, modal({ components: [] }))).status, 400, 'no row');
  t.same(
    await call('POST', callback, modal({ components: [row({ ...input, value: 'v'.repeat(4001) })] })),
    refusal(
      ['data', 'components', '0', 'components', '0', 'value'],
      'BASE_TYPE_MAX_LENGTH',
      'Must be 4000 or fewer in length.',
    ),
  );
  t.equal(world.interactions.get(body.id)!.response, null, 'still unanswered');
  const five = Array.from({ length: 5 }, (_, index) => row({ ...input, custom_id: `q${index}` }));
  t.equal((await call('POST', callback, modal({ title: 'x'.repeat(45), components: five }))).status, 204);
});

t.test("a channel's topic and the guild's 500 channels", async (t) => {
  const { app, world } = await startStandIn(t);
  const call = botRest(app);
  const topic = refusal(['topic'], 'BASE_TYPE_MAX_LENGTH', 'Must be 1024 or fewer in length.');
  t.same(await call('PATCH', `/channels/${C}`, { topic: 't'.repeat(1025) }), topic);
  t.same(await call('POST', `/guilds/${G}/channels`, { name: 'a', type: 0, topic: 't'.repeat(1025) }), topic);
  t.equal((await call('PATCH', `/channels/${C}`, { topic: 't'.repeat(1024) })).status, 200);

  const guild = world.guilds.get(G)!;
  const model = guild.channels.find((channel) => channel.id === C)!;
  const start = BigInt(C) + 1_000n;
  for (let index = guild.channels.length; index < 499; index += 1)
    guild.channels.push({ ...model, id: String(start + BigInt(index)), name: `filler-${index}`, parentId: null });
  t.equal((await call('POST', `/guilds/${G}/channels`, { name: 'the-500th', type: 0 })).status, 201);
  t.same(await call('POST', `/guilds/${G}/channels`, { name: 'the-501st', type: 0 }), {
    status: 400,
    body: { message: 'Maximum number of guild channels reached (500)', code: 30013 },
  });
  t.equal(guild.channels.length, 500);
});

t.test("a command's description, options and choices", async (t) => {
  const { app, world } = await startStandIn(t);
  const call = botRest(app);
  const commands = `/applications/${DEMO_APPLICATION.clientId}/guilds/${G}/commands`;
  const put = (command: object) => call('PUT', commands, [{ name: 'a', description: 'd', ...command }]);
  const option = (index: number, extra: object = {}) => ({ type: 3, name: `o${index}`, description: 'o', ...extra });
  const many = <T>(count: number, make: (index: number) => T) =>
    Array.from({ length: count }, (_, index) => make(index));
  const tooMany = ['BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.'] as const;

  t.same(
    await put({ description: 'd'.repeat(101) }),
    refusal(['0', 'description'], 'BASE_TYPE_MAX_LENGTH', 'Must be 100 or fewer in length.'),
  );
  t.same(await put({ options: many(26, (index) => option(index)) }), refusal(['0', 'options'], ...tooMany));
  const choices = (count: number) => many(count, (index) => ({ name: `c${index}`, value: `c${index}` }));
  t.same(
    await put({ options: [option(0, { choices: choices(26) })] }),
    refusal(['0', 'options', '0', 'choices'], ...tooMany),
  );
  t.same(
    await put({ options: [option(0), option(1, { required: true })] }),
    refusal(['0', 'options'], 'BASE_TYPE_INVALID', 'required options must come before optional ones'),
  );
  t.equal(world.guildCommands.get(G), undefined, 'nothing registered');
  const fits = { description: 'd'.repeat(100), options: many(25, (index) => option(index, { choices: choices(25) })) };
  t.equal((await put(fits)).status, 200, 'every limit reached, none passed');
});
