// The ticket settings of the Einstellungen page, as the bot acts on them against the stand-in Discord: an
// owner saves them with the page's form; a member may then open as many tickets as the limit says (one
// more is refused, naming the open ones), their channels go under the chosen category, and once staff
// claim a ticket with claimer-only writing on, the other staff keep reading but may no longer write,
// while the claimer and the opener still do; switched off later, they write again, and switched on again,
// a ticket claimed meanwhile is restricted too. A chosen category that is full or gone gives way to the
// bot's own "Tickets".
import { OverwriteType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import t from 'tap';
import { createChannel, deleteChannel } from '../../server/stand-in/state/channels.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { type Acting, startActing } from '../helpers/bot.js';
import { answerOf, channelOf, DEFAULT_TIMER_FIELDS, interact, openTicket, saidIn } from '../helpers/tickets.js';
import { until } from '../helpers/work.js';

const G = DEMO_IDS.demoGuild;
const SETTINGS = `/dashboard/${G}/settings`;
const NEWCOMER = DEMO_IDS.newcomer; // a plain member without a ticket
const MAX = '200000000000000012'; // maxpower: staff by a user entry with tickets.manage
const MIA = DEMO_IDS.moderator; // staff by the Moderator role's entry
const SUPPORT_CATEGORY = '130000000000000005';
const INFO_CATEGORY = '130000000000000001'; // holds #willkommen, #regeln, #ankündigungen
const MEMBER_BITS = P.ViewChannel | P.SendMessages | P.ReadMessageHistory | P.AttachFiles | P.EmbedLinks;

/** Opens a ticket for the member; resolves with the answer's text and the channel it names, if any. */
async function open(acting: Acting, userId: string, reason: string) {
  const content = (await openTicket(acting, userId, reason)).submitted.original!.content;
  return { content, channelId: /^Dein Ticket ist offen: <#(\d+)>$/.exec(content)?.[1] ?? null };
}

t.test('the ticket settings saved on the dashboard, as the bot acts on them', async (t) => {
  const acting = await startActing(t);
  const owner = await acting.signIn(DEMO_IDS.owner);
  t.equal(
    await acting.submit(owner, SETTINGS, {
      intent: 'tickets',
      ...DEFAULT_TIMER_FIELDS,
      maxOpenTickets: '2',
      categoryChannelId: SUPPORT_CATEGORY,
      claimerOnly: 'on',
    }),
    303,
    'saved with the settings page’s form',
  );

  const first = await open(acting, NEWCOMER, 'Erstes Anliegen');
  const second = await open(acting, NEWCOMER, 'Zweites Anliegen');
  t.ok(first.channelId && second.channelId, `a limit of 2 lets a member open two: ${first.content}, ${second.content}`);
  const third = await open(acting, NEWCOMER, 'Drittes Anliegen');
  t.equal(
    third.content,
    `Du hast schon 2 offene Tickets: <#${first.channelId}>, <#${second.channelId}>`,
    'a third is refused, naming the open ones',
  );
  t.equal(third.channelId, null);

  for (const channelId of [first.channelId!, second.channelId!])
    t.equal(channelOf(acting, channelId)!.parentId, SUPPORT_CATEGORY, 'the chosen category is the parent');

  const channelId = first.channelId!;
  const channel = channelOf(acting, channelId)!;
  const overwrite = (id: string) => channel.overwrites.find((entry) => entry.id === id);
  t.equal(overwrite(DEMO_IDS.moderatorRole)!.deny & P.SendMessages, 0n, 'before a claim, the staff write');
  await acting.say(MIA, channelId, 'Ich schaue es mir an.');

  const [welcome] = await acting.messages(channelId);
  const claimed = await answerOf(
    acting,
    await interact(acting, MAX, channelId, { type: 'component', messageId: welcome!.id, customId: 'ticket:claim' }),
  );
  t.match(saidIn(claimed), { content: `🙋 <@${MAX}> kümmert sich um dieses Ticket.` });
  await until(() => (overwrite(DEMO_IDS.moderatorRole)!.deny & P.SendMessages) !== 0n, {
    what: "the Moderator role's overwrite denying Send Messages",
  });
  t.same(
    overwrite(DEMO_IDS.moderatorRole),
    {
      id: DEMO_IDS.moderatorRole,
      type: OverwriteType.Role,
      allow: P.ViewChannel | P.ReadMessageHistory | P.AttachFiles | P.EmbedLinks,
      deny: P.SendMessages,
    },
    'the Moderator role keeps reading, without Send Messages',
  );
  t.equal(overwrite(MAX)!.allow & P.SendMessages, P.SendMessages, 'the claimer is let in explicitly');
  await t.rejects(acting.say(MIA, channelId, 'Noch eine Frage?'), /403/, "a Moderator's message is refused");
  await acting.say(NEWCOMER, channelId, 'Danke, ich warte.');
  await acting.say(MAX, channelId, 'Ich kümmere mich darum.');
  t.same(
    (await acting.messages(channelId)).slice(-2).map((message) => [message.author.id, message.content]),
    [
      [NEWCOMER, 'Danke, ich warte.'],
      [MAX, 'Ich kümmere mich darum.'],
    ],
    'the opener and the claimer still write',
  );
  const other = channelOf(acting, second.channelId!)!.overwrites.find((entry) => entry.id === DEMO_IDS.moderatorRole);
  t.equal(other!.deny, 0n, 'a ticket nobody claimed is left alone');
});

t.test('a chosen category that is full (50 channels) or gone: the bot takes "Tickets" as before', async (t) => {
  const acting = await startActing(t);
  const owner = await acting.signIn(DEMO_IDS.owner);
  const fields = { intent: 'tickets', maxOpenTickets: '10', categoryChannelId: INFO_CATEGORY, ...DEFAULT_TIMER_FIELDS };
  t.equal(await acting.submit(owner, SETTINGS, fields), 303);
  const guild = acting.world.guilds.get(G)!;
  const parentOf = async (reason: string) => {
    const { channelId } = await open(acting, NEWCOMER, reason);
    return channelOf(acting, channelOf(acting, channelId!)!.parentId!)!;
  };
  t.equal((await parentOf('Eins')).id, INFO_CATEGORY, 'the chosen one while it has room');
  const info = guild.channels.find((channel) => channel.id === INFO_CATEGORY)!;
  const room = 50 - guild.channels.filter((channel) => channel.parentId === INFO_CATEGORY).length;
  for (let index = 0; index < room; index++)
    createChannel(acting.world, guild, 0, `kanal-${index}`, { parentId: INFO_CATEGORY });
  const full = await parentOf('Zwei');
  t.same([full.type, full.name], [4, 'Tickets'], 'full: a "Tickets" category the bot made');
  deleteChannel(acting.world, guild, info);
  t.equal((await parentOf('Drei')).id, full.id, 'gone: the same "Tickets" category');
});

t.test('claimer-only switched off and on again: the channels of claimed open tickets follow', async (t) => {
  const acting = await startActing(t);
  const owner = await acting.signIn(DEMO_IDS.owner);
  const save = (claimerOnly: boolean) =>
    acting.submit(owner, SETTINGS, {
      intent: 'tickets',
      ...DEFAULT_TIMER_FIELDS,
      maxOpenTickets: '2',
      categoryChannelId: '',
      ...(claimerOnly ? { claimerOnly: 'on' } : {}),
    });
  const roleIn = (channelId: string) =>
    channelOf(acting, channelId)!.overwrites.find((entry) => entry.id === DEMO_IDS.moderatorRole);
  const writing = { id: DEMO_IDS.moderatorRole, type: OverwriteType.Role, allow: MEMBER_BITS, deny: 0n };
  const readOnly = {
    id: DEMO_IDS.moderatorRole,
    type: OverwriteType.Role,
    allow: MEMBER_BITS & ~P.SendMessages,
    deny: P.SendMessages,
  };
  const claim = async (channelId: string) => {
    const [welcome] = await acting.messages(channelId);
    const custom = { type: 'component', messageId: welcome!.id, customId: 'ticket:claim' };
    return saidIn(await answerOf(acting, await interact(acting, MAX, channelId, custom))).content;
  };

  t.equal(await save(true), 303, 'on');
  const first = (await open(acting, NEWCOMER, 'Vor dem Ausschalten')).channelId!;
  t.equal(await claim(first), `🙋 <@${MAX}> kümmert sich um dieses Ticket.`);
  await until(() => roleIn(first)!.deny === P.SendMessages, { what: 'the claim restricting the Moderator role' });
  const everyone = channelOf(acting, first)!.overwrites.find((entry) => entry.id === G);

  t.equal(await save(false), 303, 'off');
  await until(() => roleIn(first)!.deny === 0n, { what: "the Moderator role's writing restored" });
  t.same(roleIn(first), writing, 'the Moderator role writes again, with what a ticket gives everyone inside');
  t.same(
    channelOf(acting, first)!.overwrites.find((entry) => entry.id === G),
    everyone,
    '@everyone still may not look',
  );
  await acting.say(MIA, first, 'Ich darf wieder schreiben.');
  t.equal((await acting.messages(first)).at(-1)!.content, 'Ich darf wieder schreiben.', "Mia's message is taken");

  const second = (await open(acting, NEWCOMER, 'Übernommen, während es aus ist')).channelId!;
  t.equal(await claim(second), `🙋 <@${MAX}> kümmert sich um dieses Ticket.`);
  t.same(roleIn(second), writing, 'claimed while off: the staff keep writing');

  t.equal(await save(true), 303, 'on again');
  await until(() => roleIn(second)!.deny === P.SendMessages, { what: 'the earlier claim restricting the staff' });
  await until(() => roleIn(first)!.deny === P.SendMessages, { what: 'the first ticket restricted again' });
  t.same([roleIn(first), roleIn(second)], [readOnly, readOnly], 'both claimed tickets: the Moderator role reads only');
  await t.rejects(acting.say(MIA, second, 'Und jetzt?'), /403/, "a Moderator's message is refused");
  await acting.say(MAX, second, 'Ich übernehme.');
  t.equal((await acting.messages(second)).at(-1)!.content, 'Ich übernehme.', 'the claimer still writes');
});
