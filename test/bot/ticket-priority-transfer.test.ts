// /ticket priority and /ticket transfer in a ticket's channel, against the stand-in: each said in the
// channel (in the member's language) and to the team, in the history as the staff member's change; the
// priority shown in the channel's topic; a transfer to another category keeps the ticket's number and
// channel, one to another staff member hands the claim on. Outside a ticket, on a closed ticket, without
// the right, to a deleted or unknown category, to someone who is not staff: refused privately, nothing
// changed.
import t from 'tap';
import { DISCORD_COMMANDS } from '../../server/bot/commands/register.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { type Acting, startActing } from '../helpers/bot.js';
import { answerOf, channelOf, interact, openTicket, saidIn, ticketIdOf } from '../helpers/tickets.js';
import { until } from '../helpers/work.js';

const NEWCOMER = DEMO_IDS.newcomer; // a plain member
const MIA = DEMO_IDS.moderator; // staff: the Moderator role's entry (tickets.manage among others)
const MAX = '200000000000000012'; // staff: a user entry with tickets.manage
const WELCOME = '130000000000000002'; // a channel that is no ticket's
const LACKS_MANAGE =
  'Dafür fehlt dir die Dashboard-Berechtigung „Tickets verwalten“. Die Admins dieses Servers vergeben sie im Dashboard unter Berechtigungen.';
const NOT_A_TICKET = 'Das geht nur im Kanal eines offenen Tickets.';
const ACTIVE = 'Allgemeiner Support, Technik, Bewerbungen, Meldungen';

const command = async (
  acting: Acting,
  userId: string,
  channelId: string,
  name: string,
  options = {},
  locale = 'de',
) => {
  const id = await interact(acting, userId, channelId, { type: 'command', name, options, locale });
  const { content, flags } = saidIn(await answerOf(acting, id));
  return [content, flags];
};

/** A ticket of the newcomer's: its channel, number, and what the bot API holds of it. */
async function ticketOf(acting: Acting) {
  const { submitted } = await openTicket(acting, NEWCOMER, 'Bitte um Hilfe');
  const channelId = /<#(\d+)>/.exec(submitted.original!.content)![1]!;
  const ticketId = ticketIdOf(acting, channelId);
  const stored = () =>
    acting
      .system!.botApi!.store.db.selectFrom('tickets')
      .select(['priority', 'category_id', 'claimed_by', 'claimed_by_name'])
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
  return { channelId, ticketId, stored };
}

const historyOf = async (acting: Acting, ticketId: number) =>
  (
    await acting
      .system!.botApi!.store.db.selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_id', '=', String(ticketId))
      .where('action', 'in', ['ticket.claim', 'ticket.priority', 'ticket.transfer'])
      .orderBy('id', 'asc')
      .execute()
  ).map((entry) => [entry.action, entry.actor_id]);

const lastNotice = async (acting: Acting, content: string) =>
  until(async () => (await acting.messages(DEMO_IDS.notificationChannel)).at(-1)?.content === content, {
    what: `the team's notice: ${content}`,
  });

t.test('the registration offers the levels in both languages and both ways of a transfer', async (t) => {
  const ticket = DISCORD_COMMANDS.find((entry) => entry.name === 'ticket') as { options: { name: string }[] };
  const sub = (name: string) => ticket.options.find((option) => option.name === name);
  const localized = (de: string, en: string) => ({ de, 'en-US': en, 'en-GB': en });
  t.same(sub('priority'), {
    type: 1,
    name: 'priority',
    description: "Sets this ticket's priority",
    description_localizations: localized('Setzt die Priorität dieses Tickets', "Sets this ticket's priority"),
    options: [
      {
        name: 'level',
        description: 'How urgent it is',
        description_localizations: localized('Wie dringend es ist', 'How urgent it is'),
        required: true,
        type: 3,
        choices: [
          { name: 'Low', name_localizations: localized('Niedrig', 'Low'), value: 'low' },
          { name: 'Normal', name_localizations: localized('Normal', 'Normal'), value: 'normal' },
          { name: 'High', name_localizations: localized('Hoch', 'High'), value: 'high' },
          { name: 'Urgent', name_localizations: localized('Dringend', 'Urgent'), value: 'urgent' },
        ],
      },
    ],
  });
  t.same(sub('transfer'), {
    type: 1,
    name: 'transfer',
    description: 'Moves this ticket to another category or hands it over',
    description_localizations: localized(
      'Verschiebt dieses Ticket in eine andere Kategorie oder übergibt es',
      'Moves this ticket to another category or hands it over',
    ),
    options: [
      {
        name: 'category',
        description: 'The new ticket category',
        description_localizations: localized('Die neue Ticket-Kategorie', 'The new ticket category'),
        required: false,
        type: 3,
        max_length: 100,
        autocomplete: true,
      },
      {
        name: 'member',
        description: 'Who of the staff takes it on',
        description_localizations: localized('Wer aus dem Team es übernimmt', 'Who of the staff takes it on'),
        required: false,
        type: 6,
      },
    ],
  });
});

t.test('priority: said, in the topic, to the team and in the history; refused where it may not', async (t) => {
  const acting = await startActing(t);
  const { channelId, ticketId, stored } = await ticketOf(acting);
  const priority = (userId: string, level: string, where = channelId, locale = 'de') =>
    command(acting, userId, where, 'ticket priority', { level }, locale);

  t.same(await priority(NEWCOMER, 'urgent'), [LACKS_MANAGE, 64], 'a member may not');
  t.same(await priority(MIA, 'urgent', WELCOME), [NOT_A_TICKET, 64], 'outside a ticket');
  t.same(await priority(MIA, 'normal'), ['Dieses Ticket hat schon die Priorität „Normal“.', 64], 'nothing to change');
  t.equal((await stored()).priority, 1, 'the refusals changed nothing');
  t.equal(channelOf(acting, channelId)!.topic, null, 'nor the topic');

  t.same(await priority(MIA, 'high'), [`🚩 <@${MIA}> hat die Priorität auf „Hoch“ gesetzt.`, 0]);
  t.equal((await stored()).priority, 2, 'stored as high');
  t.equal(channelOf(acting, channelId)!.topic, 'Priorität: Hoch', "the channel's topic names it");
  await lastNotice(acting, `🚩 Ticket #${ticketId}: <@${MIA}> hat die Priorität auf „Hoch“ gesetzt.`);

  t.same(await priority(MAX, 'urgent', channelId, 'en-US'), [`🚩 <@${MAX}> set the priority to “Urgent”.`, 0]);
  t.equal(channelOf(acting, channelId)!.topic, 'Priorität: Dringend', 'the topic in the team language');
  t.same(await historyOf(acting, ticketId), [
    ['ticket.priority', MIA],
    ['ticket.priority', MAX],
  ]);

  await acting
    .system!.botApi!.store.db.updateTable('tickets')
    .set({ status: 'closed', closed_at: new Date().toISOString() })
    .where('id', '=', ticketId)
    .execute();
  t.same(await priority(MIA, 'low'), [NOT_A_TICKET, 64], 'a closed ticket whose channel is still there');
  t.equal(channelOf(acting, channelId)!.topic, 'Priorität: Dringend', 'unchanged');
  const name = channelOf(acting, channelId)!.name;
  for (const [subcommand, options] of [
    ['ticket unclaim', {}],
    ['ticket rename', { name: 'Neu' }],
    ['ticket transfer', { category: 'Technik' }],
    ['ticket close-request', { reason: 'Fertig?' }],
  ] as const)
    t.same(await command(acting, MIA, channelId, subcommand, options), [NOT_A_TICKET, 64], `/${subcommand} alike`);
  t.equal(channelOf(acting, channelId)!.name, name, 'the name unchanged');
  t.same((await historyOf(acting, ticketId)).length, 2, 'nothing more in the history');
});

t.test('transfer to a category: the number and channel stay; refusals change nothing', async (t) => {
  const acting = await startActing(t);
  const { channelId, ticketId, stored } = await ticketOf(acting);
  const name = channelOf(acting, channelId)!.name;
  const transfer = (userId: string, options: Record<string, string>, where = channelId) =>
    command(acting, userId, where, 'ticket transfer', options);

  t.same(await transfer(NEWCOMER, { category: 'Technik' }), [LACKS_MANAGE, 64], 'a member may not');
  t.same(await transfer(MIA, { category: 'Technik' }, WELCOME), [NOT_A_TICKET, 64], 'outside a ticket');
  const needsOne = 'Nenne genau eins: eine Kategorie (category) oder ein Teammitglied (member).';
  t.same(await transfer(MIA, {}), [needsOne, 64], 'neither');
  t.same(await transfer(MIA, { category: 'Technik', member: MAX }), [needsOne, 64], 'both');
  t.same(
    await transfer(MIA, { category: 'Partnerschaften' }),
    [`Diese Ticket-Kategorie gibt es auf diesem Server nicht (mehr). Zur Wahl stehen: ${ACTIVE}`, 64],
    'a paused category is none to move to',
  );
  await acting.system!.botApi!.store.db.deleteFrom('ticket_categories').where('id', '=', 4).execute();
  t.same(
    await transfer(MIA, { category: 'Meldungen' }),
    ['Diese Ticket-Kategorie gibt es nicht mehr. Das Ticket bleibt, wo es ist.', 64],
    'a category deleted since the bot read the configuration: the bot API refuses it',
  );
  t.equal((await stored()).category_id, null, 'the refusals changed nothing');

  t.same(await transfer(MIA, { category: '2' }), [
    `📂 <@${MIA}> hat das Ticket in die Kategorie „🛠️ Technik“ verschoben.`,
    0,
  ]);
  t.equal((await stored()).category_id, 2, 'in its new category');
  t.equal(ticketIdOf(acting, channelId), ticketId, 'its number stays');
  t.equal(channelOf(acting, channelId)!.name, name, 'and its channel');
  await lastNotice(acting, `📂 Ticket #${ticketId} wurde von <@${MIA}> in die Kategorie „🛠️ Technik“ verschoben.`);
  t.same(await transfer(MIA, { category: 'technik' }), ['Das Ticket ist schon in dieser Kategorie.', 64]);
  t.same(await historyOf(acting, ticketId), [['ticket.transfer', MIA]]);
});

t.test('transfer to a member: the claim is handed on to staff only', async (t) => {
  const acting = await startActing(t);
  const { channelId, ticketId, stored } = await ticketOf(acting);
  const [welcome] = await acting.messages(channelId);
  const handTo = (userId: string, member: string) => command(acting, userId, channelId, 'ticket transfer', { member });

  t.same(
    await handTo(MIA, NEWCOMER),
    [
      `<@${NEWCOMER}> gehört nicht zum Ticket-Team: Übergeben lässt sich ein Ticket nur an jemanden mit der Dashboard-Berechtigung „Tickets ansehen“.`,
      64,
    ],
    'not staff',
  );
  t.same(await handTo(NEWCOMER, MAX), [LACKS_MANAGE, 64], 'a member may not hand it on');
  t.same(await stored(), { priority: 1, category_id: null, claimed_by: null, claimed_by_name: null });

  const claimed = await answerOf(
    acting,
    await interact(acting, MIA, channelId, { type: 'component', messageId: welcome!.id, customId: 'ticket:claim' }),
  );
  t.equal(saidIn(claimed).content, `🙋 <@${MIA}> kümmert sich um dieses Ticket.`);
  t.same(await handTo(MIA, MIA), [`<@${MIA}> kümmert sich schon um dieses Ticket.`, 64], 'to its own claimer');
  t.same(await handTo(MIA, MAX), [`🤝 <@${MIA}> hat das Ticket an <@${MAX}> übergeben.`, 0], 'the claimer hands it on');
  t.match(await stored(), { claimed_by: MAX, claimed_by_name: 'Max' }, 'by the name Discord shows');
  await lastNotice(acting, `🤝 Ticket #${ticketId} wurde von <@${MIA}> an <@${MAX}> übergeben.`);
  t.same(await historyOf(acting, ticketId), [
    ['ticket.claim', MIA],
    ['ticket.transfer', MIA],
  ]);
  const [row] = (await acting.messages(channelId))[0]!.components as { components: { custom_id: string }[] }[];
  t.same(
    row!.components.map((button) => button.custom_id),
    ['ticket:close', 'ticket:unclaim'],
    'the welcome offers Freigeben',
  );
});
