// Discord's rules for request bodies (docs/discord-rules.md): each broken rule is refused with Discord's
// status, code and the path of the broken field, and the same body without the fault goes through.
import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import t, { type Test } from 'tap';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';
import { IDS, startStandIn } from '../helpers/bot-api.js';
import { act, botRest, formRefusal as refusal, slashCommand, withTicketCommands } from '../helpers/stand-in.js';

const APP = DEMO_APPLICATION.clientId;
const G = IDS.demoGuild;
const C = IDS.ticketChannel;
const CATEGORY = '130000000000000005';

const tooLong = (max: number) => ['BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length.`] as const;
const between = (min: number, max: number) =>
  ['BASE_TYPE_BAD_LENGTH', `Must be between ${min} and ${max} in length.`] as const;

const button = (label: string | undefined, id: string) => ({ type: 2, style: 1, custom_id: id, label });
const select = (options: object[], extra: object = {}) => ({ type: 3, custom_id: 'menu', options, ...extra });
const option = (value: string) => ({ label: value, value });
const row = (...components: object[]) => ({ type: 1, components });

/** A message as the bot sends a ticket's first post: text, an embed, a row of buttons and a select. */
const TYPICAL = {
  content: 'Willkommen <@200000000000000004>',
  embeds: [
    {
      title: 'Ticket #12',
      description: 'Ein Teammitglied meldet sich gleich.',
      color: 0x5865f2,
      fields: [{ name: 'Kategorie', value: 'Support', inline: true }],
      footer: { text: 'Guildhall' },
      author: { name: 'Guildhall' },
    },
  ],
  components: [
    row(button('Schließen', 'close'), button('Übernehmen', 'claim')),
    row(select([option('support'), option('bewerbung')], { placeholder: 'Kategorie wählen' })),
  ],
  allowed_mentions: { parse: [] },
};

async function channelCaller(t: Test) {
  const { app, world } = await startStandIn(t);
  world.settings.rateLimits.buckets['create message']!.limit = 1000;
  const call = botRest(app);
  const post = (body: object) => call('POST', `/channels/${C}/messages`, body);
  return { app, world, call, post };
}

t.test("a typical message passes; the description's limits are refused at the broken field", async (t) => {
  const { post } = await channelCaller(t);
  t.equal((await post(TYPICAL)).status, 200, 'content, an embed and two rows of components');
  const embed = (extra: object) => ({ content: 'x', embeds: [{ title: 'T', ...extra }] });
  t.same(await post(embed({ title: 'x'.repeat(257) })), refusal(['embeds', '0', 'title'], ...tooLong(256)));
  t.same(
    await post(embed({ footer: { text: 'x'.repeat(2049) } })),
    refusal(['embeds', '0', 'footer', 'text'], ...tooLong(2048)),
  );
  t.same(
    await post(embed({ author: { name: 'x'.repeat(257) } })),
    refusal(['embeds', '0', 'author', 'name'], ...tooLong(256)),
  );
  t.same(
    await post(embed({ description: 'x'.repeat(4097) })),
    refusal(['embeds', '0', 'description'], ...tooLong(4096)),
  );
  const field = (name: string, value: string) => ({ name, value });
  t.same(
    await post(embed({ fields: Array.from({ length: 26 }, () => field('a', 'b')) })),
    refusal(['embeds', '0', 'fields'], ...tooLong(25)),
  );
  t.same(
    await post(embed({ fields: [field('x'.repeat(257), 'b')] })),
    refusal(['embeds', '0', 'fields', '0', 'name'], ...tooLong(256)),
  );
  t.same(
    await post(embed({ fields: [field('a', 'x'.repeat(1025))] })),
    refusal(['embeds', '0', 'fields', '0', 'value'], ...tooLong(1024)),
  );
  t.same(
    await post({ content: 'x', embeds: Array.from({ length: 11 }, () => ({ title: 'T' })) }),
    refusal(['embeds'], ...tooLong(10)),
  );
  t.same(
    await post(embed({ color: 0x1000000 })),
    refusal(['embeds', '0', 'color'], 'NUMBER_TYPE_MAX', 'int value should be less than or equal to 16777215.'),
  );
  const components = (...rows: object[]) => ({ content: 'x', components: rows });
  t.same(
    await post(components(row(button('x'.repeat(81), 'a')))),
    refusal(['components', '0', 'components', '0', 'label'], ...tooLong(80)),
  );
  t.same(
    await post(components(row({ type: 2, style: 9, label: 'A', custom_id: 'a' }))),
    refusal(
      ['components', '0', 'components', '0', 'style'],
      'BASE_TYPE_CHOICES',
      'Value must be one of {1, 2, 3, 4, 5, 6}.',
    ),
  );
  t.same(
    await post(components(row({ type: 2, label: 'A', custom_id: 'a' }))),
    refusal(['components', '0', 'components', '0', 'style'], 'BASE_TYPE_REQUIRED', 'This field is required'),
  );
  t.same(
    await post(components(row(...['a', 'b', 'c', 'd', 'e', 'f'].map((id) => button(id, id))))),
    refusal(['components', '0', 'components'], ...between(1, 5)),
    'at most five buttons in a row',
  );
  t.same(
    await post(components(button('Los', 'a'))),
    refusal(
      ['components', '0', 'type'],
      'UNION_TYPE_CHOICES',
      'Value of field "type" must be one of (1, 17, 13, 12, 9, 14, 10).',
    ),
    'no bare button at the top level',
  );
  t.same(
    await post(components(row(select([])))),
    refusal(['components', '0', 'components', '0', 'options'], ...between(1, 25)),
  );
  const many = Array.from({ length: 26 }, (_, index) => option(String(index)));
  t.same(
    await post(components(row(select(many)))),
    refusal(['components', '0', 'components', '0', 'options'], ...between(1, 25)),
  );
  for (const field of ['label', 'value', 'description'])
    t.same(
      await post(components(row(select([{ ...option('a'), [field]: 'x'.repeat(101) }])))),
      field === 'description'
        ? refusal(['components', '0', 'components', '0', 'options', '0', field], ...tooLong(100))
        : refusal(['components', '0', 'components', '0', 'options', '0', field], ...between(1, 100)),
      `an option's ${field}`,
    );
  t.same(
    await post(components(row(select([option('a')], { placeholder: 'x'.repeat(151) })))),
    refusal(['components', '0', 'components', '0', 'placeholder'], ...tooLong(150)),
  );
  t.same(
    await post({ content: 'x', components: 'none' }),
    refusal(['components'], 'LIST_TYPE_CONVERT', 'Only iterables may be used in a ListType'),
  );
});

t.test('the limits the description leaves out', async (t) => {
  const { post } = await channelCaller(t);
  const long = { title: 'Lang', description: 'x'.repeat(2996) };
  t.equal((await post({ embeds: [long, long] })).status, 200, 'two embeds of 3,000 characters each');
  t.same(
    await post({ embeds: [long, { ...long, title: 'Länger' }] }),
    refusal(['embeds'], 'MAX_EMBED_SIZE_EXCEEDED', 'Embed size exceeds maximum size of 6000'),
    "an embed's texts summed over the message: at most 6,000",
  );
  for (const empty of [{}, { color: 0x5865f2 }, { title: '', fields: [] }])
    t.same(
      await post({ embeds: [empty] }),
      { status: 400, body: { message: 'Cannot send an empty message', code: 50006 } },
      JSON.stringify(empty),
    );
  t.equal((await post({ embeds: [{ image: { url: 'https://example.com/a.png' } }] })).status, 200, 'a picture alone');

  const rows = (count: number) => Array.from({ length: count }, (_, index) => row(button('A', `b${index}`)));
  t.equal((await post({ components: rows(5) })).status, 200, 'five rows');
  t.same(await post({ components: rows(6) }), refusal(['components'], ...tooLong(5)), 'six rows');
  t.same(
    await post({ components: [row(select([option('a')]), button('Los', 'go'))] }),
    refusal(
      ['components', '0', 'components', '1'],
      'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
      'The specified component exceeds the maximum width',
    ),
    'a select fills its row',
  );
  t.same(
    await post({ components: [row(button(undefined, 'a'))] }),
    refusal(['components', '0', 'components', '0', 'label'], 'BASE_TYPE_REQUIRED', 'This field is required'),
    'a button with neither label nor emoji',
  );
  t.equal(
    (await post({ components: [row({ ...button(undefined, 'a'), emoji: { name: '🎫' } })] })).status,
    200,
    'an emoji alone is enough',
  );
});

t.test('every body-taking route checks its operation', async (t) => {
  const { world, call, post } = await channelCaller(t);
  const sent = await post({ content: 'x' });
  t.same(
    await call('PATCH', `/channels/${C}/messages/${sent.body.id}`, { content: 1 }),
    refusal(['content'], 'STRING_TYPE_CONVERT', 'Could not interpret "1" as string.'),
  );
  t.same(
    await call('POST', `/guilds/${G}/channels`, { name: 'x'.repeat(101), type: 0 }),
    refusal(['name'], ...between(1, 100)),
  );
  t.same(
    await call('PATCH', `/channels/${C}`, { rate_limit_per_user: 21601 }),
    refusal(['rate_limit_per_user'], 'NUMBER_TYPE_MAX', 'int value should be less than or equal to 21600.'),
  );
  t.same(
    await call('PUT', `/channels/${C}/permissions/${IDS.memberRole}`, { type: 2, allow: '0' }),
    refusal(['type'], 'BASE_TYPE_CHOICES', 'Value must be one of {0, 1}.'),
  );
  t.equal(
    (await call('PUT', `/channels/${C}/permissions/${IDS.memberRole}`, { type: 0, allow: String(P.ViewChannel) }))
      .status,
    204,
    'bits as a string of digits, as Discord documents them',
  );
  const commands = `/applications/${APP}/guilds/${G}/commands`;
  t.same(
    await call('PUT', commands, [{ name: 'x'.repeat(33), description: 'd' }]),
    refusal(['0', 'name'], ...between(1, 32)),
  );
  t.same(
    await call('PUT', `/applications/${APP}/commands`, [{ name: 'a', description: 'd', type: 9 }]),
    refusal(['0', 'type'], 'BASE_TYPE_CHOICES', 'Value must be one of {1, 2, 3, 4}.'),
  );
  t.equal(world.guildCommands.get(G), undefined, 'nothing registered');
});

t.test('interaction answers, modals and follow-ups', async (t) => {
  const { app, world } = await startStandIn(t);
  const call = await withTicketCommands(app);
  const { body } = await act(app, 'POST', '/interactions', slashCommand('ticket open', { thema: 'Hilfe' }));
  const { token } = world.interactions.get(body.id)!;
  const callback = `/interactions/${body.id}/${token}/callback`;
  const input = (extra: object) => ({ type: 4, custom_id: 'grund', style: 1, label: 'Grund', ...extra });
  const modal = (extra: object) => ({
    type: 9,
    data: { custom_id: 'open', title: 'Ticket', components: [row(input(extra))] },
  });
  const at = ['data', 'components', '0', 'components', '0'];
  t.same(await call('POST', callback, modal({ label: 'x'.repeat(46) })), refusal([...at, 'label'], ...between(1, 45)));
  for (const field of ['min_length', 'max_length'])
    t.same(
      await call('POST', callback, modal({ [field]: 4001 })),
      refusal([...at, field], 'NUMBER_TYPE_MAX', 'int value should be less than or equal to 4000.'),
    );
  t.same(
    await call('POST', callback, { type: 4, data: { content: 'x'.repeat(2001) } }),
    refusal(['data', 'content'], ...tooLong(2000)),
  );
  t.same(
    await call('POST', callback, { type: 3 }),
    refusal(['type'], 'UNION_TYPE_CHOICES', 'Value of field "type" must be one of (8, 4, 5, 12, 9, 1, 13, 6, 7).'),
  );
  t.equal(world.interactions.get(body.id)!.response, null, 'still unanswered');
  t.equal((await call('POST', callback, modal({ max_length: 4000 }))).status, 204);
});

t.test("a command's 4,000 characters and its locales", async (t) => {
  const { app, world } = await startStandIn(t);
  const call = botRest(app);
  const commands = `/applications/${APP}/guilds/${G}/commands`;
  const choices = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      name: `${index}`.padEnd(100, 'n'),
      value: `${index}`.padEnd(60, 'v'),
    }));
  // Name, description, the option's name and description, choices of 160: 6 + 20 + 5 + 10 + 160 × count.
  const command = (count: number) => ({
    name: 'ticket',
    description: 'x'.repeat(20),
    options: [{ type: 3, name: 'thema', description: 'y'.repeat(10), choices: choices(count) }],
  });
  t.equal((await call('PUT', commands, [command(24)])).status, 200, '3,881 characters');
  t.same(
    await call('PUT', commands, [{ name: 'setup', description: 'ok' }, command(25)]),
    refusal(['1'], 'APPLICATION_COMMAND_TOO_LARGE', 'Command exceeds maximum size (4000)'),
    '4,041 characters',
  );
  // 3,881 characters, and 80 + 90 more in the German descriptions.
  const german = { description_localizations: { de: 'z'.repeat(100) } };
  const localized = { ...command(24), ...german, options: [{ ...command(24).options[0]!, ...german }] };
  t.same(
    await call('PUT', commands, [localized]),
    refusal(['0'], 'APPLICATION_COMMAND_TOO_LARGE', 'Command exceeds maximum size (4000)'),
    'the longest translation counts',
  );
  const locales = await call('PUT', commands, [{ name: 'a', description: 'd', name_localizations: { xx: 'b' } }]);
  t.equal(locales.status, 400);
  t.match(locales.body.errors['0'].name_localizations.xx._errors[0], {
    code: 'BASE_TYPE_CHOICES',
    message: /^Value must be one of \{.*'de', .*'en-US', .*\}\.$/,
  });
  t.equal(
    (await call('PUT', commands, [{ name: 'a', description: 'd', name_localizations: { de: 'b', 'en-US': 'b' } }]))
      .status,
    200,
  );
  t.equal(world.guildCommands.get(G)?.length, 1);
});

t.test('a reply needs Read Message History; overwrites only grant what the bot holds', async (t) => {
  const { world, call, post } = await channelCaller(t);
  const guild = world.guilds.get(G)!;
  const channel = guild.channels.find((entry) => entry.id === C)!;
  const first = await post({ content: 'Frage' });
  const reply = { content: 'Antwort', message_reference: { message_id: first.body.id } };
  t.equal((await post(reply)).status, 200);
  channel.overwrites.push({ id: IDS.botRole, type: 0, allow: 0n, deny: P.ReadMessageHistory });
  t.same(await post(reply), {
    status: 400,
    body: { message: 'Cannot reply without permission to read message history', code: 160002 },
  });
  t.equal((await post({ content: 'ohne Antwort' })).status, 200, 'a message that is no reply still goes');

  const overwrite = (bits: bigint) =>
    call('PUT', `/channels/${C}/permissions/${IDS.memberRole}`, { type: 0, allow: String(bits) });
  const missing = { status: 403, body: { message: 'Missing Permissions', code: 50013 } };
  t.same(await overwrite(P.BanMembers), missing, 'a bit the bot holds nowhere');
  t.same(await overwrite(P.KickMembers), missing);
  const category = guild.channels.find((entry) => entry.id === CATEGORY)!;
  category.overwrites.push({ id: IDS.bot, type: 1, allow: P.KickMembers, deny: 0n });
  t.equal((await overwrite(P.KickMembers)).status, 204, 'held in the category');
  t.same(await overwrite(P.BanMembers), missing);
  channel.overwrites.push({ id: IDS.bot, type: 1, allow: P.ManageRoles, deny: 0n });
  t.equal((await overwrite(P.BanMembers)).status, 204, 'Manage Roles given in the channel itself');
});
