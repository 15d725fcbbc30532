// Staff's tools in a ticket's channel: /ticket unclaim (and the welcome's claim button, which a claim
// turns into "Freigeben") hands a ticket back to the team; /ticket rename gives its channel a name as
// Discord makes it. Each is said in the channel; outside a ticket, without the right or with a name that
// keeps nothing, it is refused privately and nothing changes.
import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import t from 'tap';
import { channelNameOf } from '../../server/bot/tickets/desk/rename.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { type Acting, startActing } from '../helpers/bot.js';
import {
  answerOf,
  channelOf,
  DEFAULT_TIMER_FIELDS,
  interact,
  openTicket,
  saidIn,
  ticketIdOf,
} from '../helpers/tickets.js';
import { until } from '../helpers/work.js';

const NEWCOMER = DEMO_IDS.newcomer; // a plain member
const MIA = DEMO_IDS.moderator; // staff: the Moderator role's entry (tickets.manage among others)
const MAX = '200000000000000012'; // staff: a user entry with tickets.manage
const WELCOME = '130000000000000002'; // a channel that is no ticket's
const LACKS_MANAGE =
  'Dafür fehlt dir die Dashboard-Berechtigung „Tickets verwalten“. Die Admins dieses Servers vergeben sie im Dashboard unter Berechtigungen.';
const NOT_A_TICKET = 'Das geht nur im Kanal eines offenen Tickets.';

const said = async (acting: Acting, userId: string, channelId: string, body: Record<string, unknown>) => {
  const { content, flags } = saidIn(await answerOf(acting, await interact(acting, userId, channelId, body)));
  return [content, flags];
};
const command = (acting: Acting, userId: string, channelId: string, name: string, options = {}) =>
  said(acting, userId, channelId, { type: 'command', name, options });

/** A ticket of the newcomer's: its channel and its welcome message. */
async function ticketOf(acting: Acting) {
  const { submitted } = await openTicket(acting, NEWCOMER, 'Bitte um Hilfe');
  const channelId = /<#(\d+)>/.exec(submitted.original!.content)![1]!;
  const [welcome] = await acting.messages(channelId);
  return { channelId, welcomeId: welcome!.id };
}

/** The welcome's claim button as it stands: its custom id and label. */
async function claimButtonOf(acting: Acting, channelId: string) {
  const [welcome] = await acting.messages(channelId);
  const [row] = welcome!.components as { components: { custom_id: string; label: string }[] }[];
  return row!.components.map(({ custom_id, label }) => [custom_id, label]);
}

t.test('the claimer releases the claim: the button turns back, the history and the team know', async (t) => {
  const acting = await startActing(t);
  const { channelId, welcomeId } = await ticketOf(acting);
  const ticketId = ticketIdOf(acting, channelId);
  const press = (userId: string, customId: string) =>
    said(acting, userId, channelId, { type: 'component', messageId: welcomeId, customId });
  const buttonsAre = (claimed: boolean) =>
    until(
      async () =>
        JSON.stringify(await claimButtonOf(acting, channelId)) ===
        JSON.stringify([
          ['ticket:close', 'Schließen'],
          claimed ? ['ticket:unclaim', 'Freigeben'] : ['ticket:claim', 'Übernehmen'],
        ]),
      { what: claimed ? 'the Freigeben button' : 'the Übernehmen button' },
    );

  t.same(await command(acting, MIA, channelId, 'ticket unclaim'), ['Dieses Ticket hat niemand übernommen.', 64]);
  t.same(await press(MIA, 'ticket:claim'), [`🙋 <@${MIA}> kümmert sich um dieses Ticket.`, 0]);
  await buttonsAre(true);
  t.pass('claimed: the welcome offers Freigeben in place of Übernehmen');

  t.same(await command(acting, NEWCOMER, channelId, 'ticket unclaim'), [LACKS_MANAGE, 64], 'not the claimer');
  t.same(await press(NEWCOMER, 'ticket:unclaim'), [LACKS_MANAGE, 64], 'nor by the button');
  t.same(await command(acting, MIA, WELCOME, 'ticket unclaim'), [NOT_A_TICKET, 64], 'outside a ticket');
  const claimer = () =>
    acting
      .system!.botApi!.store.db.selectFrom('tickets')
      .select(['claimed_by', 'claimed_by_name'])
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
  t.same(await claimer(), { claimed_by: MIA, claimed_by_name: 'Mia Moderator' }, 'the refusals changed nothing');

  t.same(await command(acting, MIA, channelId, 'ticket unclaim'), [`🔓 <@${MIA}> hat dieses Ticket freigegeben.`, 0]);
  await buttonsAre(false);
  t.pass('released: Übernehmen again');
  t.same(await claimer(), { claimed_by: null, claimed_by_name: null }, 'the bot API no longer names a claimer');
  const history = await acting
    .system!.botApi!.store.db.selectFrom('audit_log')
    .select(['action', 'actor_id'])
    .where('target_id', '=', String(ticketId))
    .where('action', 'in', ['ticket.claim', 'ticket.unclaim'])
    .orderBy('id', 'asc')
    .execute();
  t.same(
    history.map((entry) => [entry.action, entry.actor_id]),
    [
      ['ticket.claim', MIA],
      ['ticket.unclaim', MIA],
    ],
    "in the history as Mia's changes",
  );
  await until(
    async () =>
      (await acting.messages(DEMO_IDS.notificationChannel)).at(-1)!.content ===
      `🔓 Ticket #${ticketId} wurde von <@${MIA}> freigegeben.`,
    { what: "the team's notice of the release" },
  );

  t.same(await press(MIA, 'ticket:claim'), [`🙋 <@${MIA}> kümmert sich um dieses Ticket.`, 0]);
  await buttonsAre(true);
  t.same(await press(MIA, 'ticket:unclaim'), [`🔓 <@${MIA}> hat dieses Ticket freigegeben.`, 0], 'Freigeben releases');
  await buttonsAre(false);
  t.same(await claimer(), { claimed_by: null, claimed_by_name: null });
});

t.test('claimer-only: a release lets the other staff write again', async (t) => {
  const acting = await startActing(t);
  const owner = await acting.signIn(DEMO_IDS.owner);
  const settings = {
    intent: 'tickets',
    maxOpenTickets: '1',
    categoryChannelId: '',
    claimerOnly: 'on',
    ...DEFAULT_TIMER_FIELDS,
  };
  t.equal(await acting.submit(owner, `/dashboard/${DEMO_IDS.demoGuild}/settings`, settings), 303);
  const { channelId, welcomeId } = await ticketOf(acting);
  const moderatorsWrite = () =>
    (channelOf(acting, channelId)!.overwrites.find((entry) => entry.id === DEMO_IDS.moderatorRole)!.deny &
      P.SendMessages) ===
    0n;
  t.same(await said(acting, MAX, channelId, { type: 'component', messageId: welcomeId, customId: 'ticket:claim' }), [
    `🙋 <@${MAX}> kümmert sich um dieses Ticket.`,
    0,
  ]);
  await until(() => !moderatorsWrite(), { what: 'the Moderator role reading only' });
  await t.rejects(acting.say(MIA, channelId, 'Darf ich?'), /403/, 'claimed: Mia reads only');
  t.same(await said(acting, MAX, channelId, { type: 'component', messageId: welcomeId, customId: 'ticket:unclaim' }), [
    `🔓 <@${MAX}> hat dieses Ticket freigegeben.`,
    0,
  ]);
  await until(moderatorsWrite, { what: 'the Moderator role writing again' });
  await acting.say(MIA, channelId, 'Jetzt schon.');
  t.pass('released: Mia writes again');
});

t.test(
  'rename: the name as Discord makes it; refused when nothing stays, outside a ticket, for a member',
  async (t) => {
    const acting = await startActing(t);
    const { channelId } = await ticketOf(acting);
    const nameNow = () => channelOf(acting, channelId)!.name;
    const before = nameNow();
    const ticketId = ticketIdOf(acting, channelId);
    const rename = (userId: string, name: string, where = channelId) =>
      command(acting, userId, where, 'ticket rename', { name });

    t.same(
      await rename(MIA, '!?! ### ...'),
      [
        'Diesen Namen kann der Kanal nicht tragen: Er braucht mindestens einen Buchstaben, eine Ziffer oder ein Emoji.',
        64,
      ],
      'only forbidden characters',
    );
    t.same(await rename(NEWCOMER, 'Mein Ticket'), [LACKS_MANAGE, 64], 'a member may not');
    t.same(await rename(MIA, 'Rang fehlt', WELCOME), [NOT_A_TICKET, 64], 'outside a ticket');
    t.equal(nameNow(), before, 'the refusals changed nothing');
    t.equal(channelOf(acting, WELCOME)!.name, 'willkommen', 'nor the channel outside');

    t.same(await rename(MIA, '  Rang fehlt!  nach dem Update '), [
      `✏️ <@${MIA}> hat das Ticket in #rang-fehlt-nach-dem-update umbenannt.`,
      0,
    ]);
    t.equal(nameNow(), 'rang-fehlt-nach-dem-update', "the channel's new name");
    const renames = await acting
      .system!.botApi!.store.db.selectFrom('audit_log')
      .select(['actor_id', 'before_value', 'after_value'])
      .where('target_id', '=', String(ticketId))
      .where('action', '=', 'ticket.rename')
      .execute();
    t.same(
      renames.map((entry) => [entry.actor_id, JSON.parse(entry.before_value!), JSON.parse(entry.after_value!)]),
      [[MIA, { channel_name: before }, { channel_name: 'rang-fehlt-nach-dem-update' }]],
      "in the history as Mia's change, with the names before and after (the refusals are not)",
    );
    await until(
      async () =>
        (await acting.messages(DEMO_IDS.notificationChannel)).at(-1)!.content ===
        `✏️ Ticket #${ticketId}: <@${MIA}> hat den Kanal in #rang-fehlt-nach-dem-update umbenannt.`,
      { what: "the team's notice of the new name" },
    );
  },
);

t.test("a channel's name as Discord makes it of what was typed", async (t) => {
  t.equal(channelNameOf('Rang Fehlt'), 'rang-fehlt', 'lower case, a dash for a space');
  t.equal(channelNameOf('  a  --  b  '), 'a-b', 'runs of spaces and dashes are one dash, none at the ends');
  t.equal(channelNameOf('Größe: 10€ (VIP)'), 'größe-10€-vip', 'punctuation goes; letters of any language stay');
  t.equal(channelNameOf('snake_case 🎫'), 'snake_case-🎫', 'underscores and emoji stay');
  t.equal(channelNameOf('x'.repeat(150)), 'x'.repeat(100), "at most Discord's 100 characters");
  t.equal(channelNameOf(`${'x'.repeat(99)}🎫`), 'x'.repeat(99), 'never half a character');
  t.equal(channelNameOf(' !?# -- '), '', 'nothing left');
});
