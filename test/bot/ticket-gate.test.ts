// What stands before a new ticket, against the stand-in Discord: a member blocked on the dashboard (by
// user, or by a role they hold) is refused privately with the reason, in their language, whichever way
// they try (the panel's button, its menu, /ticket open with or without a reason), and nothing is stored;
// lifted, they open again. Outside the opening hours (set on the settings page), 'refuse' answers with the
// team's message and the next opening time, 'note' opens the ticket with the message in its welcome and
// in the answer.
import t from 'tap';
import { InteractionResponseType, MessageFlags } from 'discord-api-types/v10';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { stoppedClock } from '../../server/stand-in/clock.js';
import { openingFieldName } from '../../views/components/opening-hours-fields.js';
import { DEMO_BLOCK_REASON } from '../../server/bot-api/demo-blocked.js';
import { demoWorld } from '../../server/stand-in/demo-world.js';
import { type Acting, startActing } from '../helpers/bot.js';
import { fetchRaw } from '../helpers/http-client.js';
import { answerOf, DEFAULT_TIMER_FIELDS, interact } from '../helpers/tickets.js';
import { until } from '../helpers/work.js';

const G = DEMO_IDS.demoGuild;
const WELCOME = '130000000000000002';
const NEWCOMER = DEMO_IDS.newcomer;
const AYLIN = '200000000000000016'; // holds the Support role
const PLAIN = '200000000000000014'; // holds the member role alone
const CATEGORIES = `/dashboard/${G}/ticket-categories`;
const SETTINGS = `/dashboard/${G}/settings`;

/** A private answer, as Discord's first answer to the interaction. */
const privately = (content: string) => ({
  type: InteractionResponseType.ChannelMessageWithSource,
  data: { content, flags: MessageFlags.Ephemeral, allowed_mentions: { parse: [] } },
});

async function ticketCount(acting: Acting): Promise<number> {
  const rows = await acting.system
    .botApi!.store.db.selectFrom('tickets')
    .select('id')
    .where('guild_id', '=', G)
    .execute();
  return rows.length;
}

/** The demo's panel in #tickets, once it is there. */
async function panel(acting: Acting) {
  const find = async () =>
    (await acting.messages(DEMO_IDS.ticketChannel)).find((message) => message.embeds[0]?.title === 'Support-Tickets');
  await until(async () => (await find()) !== undefined, { what: "the demo's panel" });
  return (await find())!;
}

/** Every way in, by one member; each first answer. */
async function everyWay(acting: Acting, userId: string, locale = 'de') {
  const message = await panel(acting);
  const [row] = message.components as { components: { custom_id: string; options?: { value: string }[] }[] }[];
  const first = row!.components[0]!;
  const click = first.options
    ? { customId: first.custom_id, values: [first.options[0]!.value] }
    : { customId: first.custom_id };
  const answer = async (body: Record<string, unknown>, channelId = WELCOME) =>
    (await answerOf(acting, await interact(acting, userId, channelId, { ...body, locale }))).response;
  return {
    panel: await answer({ type: 'component', messageId: message.id, ...click }, DEMO_IDS.ticketChannel),
    command: await answer({ type: 'command', name: 'ticket open' }),
    commandWithReason: await answer({ type: 'command', name: 'ticket open', options: { reason: 'Hilfe bitte' } }),
  };
}

t.test('a blocked user, and a member of a blocked role, are refused privately with the reason', async (t) => {
  const acting = await startActing(t);
  const owner = await acting.signIn(DEMO_IDS.owner);
  const block = (fields: Record<string, string>) =>
    acting.submit(owner, CATEGORIES, { intent: 'block', roleId: '', userId: '', userName: '', ...fields });
  t.equal(await block({ userId: NEWCOMER, userName: 'newcomer', reason: 'Spam in Tickets' }), 303, 'a user blocked');
  t.equal(await block({ roleId: DEMO_IDS.supportRole, reason: 'Das Team öffnet keine Tickets' }), 303, 'a role');
  const before = await ticketCount(acting);

  const user = privately('Du darfst auf diesem Server keine Tickets öffnen. Grund: Spam in Tickets');
  t.same(await everyWay(acting, NEWCOMER), { panel: user, command: user, commandWithReason: user }, 'by buttons');
  const role = privately('You may not open tickets on this server. Reason: Das Team öffnet keine Tickets');
  t.same(await everyWay(acting, AYLIN, 'en-US'), { panel: role, command: role, commandWithReason: role }, 'in English');

  // Six active categories: the panel becomes a menu, which refuses alike.
  for (const name of ['Events', 'Feedback'])
    t.equal(
      await acting.submit(owner, CATEGORIES, {
        intent: 'create',
        name,
        description: '',
        emoji: '🎫',
        color: '#5865F2',
        sortOrder: '9',
      }),
      303,
    );
  await until(
    async () =>
      ((await panel(acting)).components[0] as { components: { custom_id: string }[] }).components[0]!.custom_id ===
      'ticket:choose',
    { what: 'the panel as a menu' },
  );
  t.same((await everyWay(acting, NEWCOMER)).panel, user, 'by the menu');
  t.equal(await ticketCount(acting), before, 'nothing was stored');

  const entry = await acting.system
    .botApi!.store.db.selectFrom('ticket_blocklist')
    .select('id')
    .where('target_id', '=', NEWCOMER)
    .executeTakeFirstOrThrow();
  t.equal(await acting.submit(owner, CATEGORIES, { intent: 'unblock', id: String(entry.id) }), 303, 'lifted');
  const open = await everyWay(acting, NEWCOMER);
  t.equal(open.command!.type, InteractionResponseType.Modal, 'the form again');
});

t.test("the demo's blocked member is refused with the reason the demo's Sperrliste gives", async (t) => {
  const acting = await startActing(t);
  const jonas = demoWorld().users.blocked;
  const before = await ticketCount(acting);
  const refused = privately(`Du darfst auf diesem Server keine Tickets öffnen. Grund: ${DEMO_BLOCK_REASON}`);
  t.same(await everyWay(acting, jonas), { panel: refused, command: refused, commandWithReason: refused });
  t.equal(await ticketCount(acting), before, 'nothing was stored');
  const owner = await acting.signIn(DEMO_IDS.owner);
  const page = (await fetchRaw(`${acting.base}${CATEGORIES}`, { jar: owner })).body.toString();
  const row = /<tr>(?:(?!<\/tr>).)*Benutzer jonas(?:(?!<\/tr>).)*<\/tr>/s.exec(page)?.[0] ?? '';
  t.match(row, DEMO_BLOCK_REASON, 'the Sperrliste names him with the reason');
  t.match(row, 'maxpower', 'and who blocked him');
});

/** The settings page's Tickets form with opening hours Monday to Friday, 09:00 to 17:00. */
const hoursForm = (outside: 'note' | 'refuse', message: string) => ({
  intent: 'tickets',
  maxOpenTickets: '3',
  categoryChannelId: '',
  ...DEFAULT_TIMER_FIELDS,
  openingEnabled: 'on',
  openingOutside: outside,
  openingMessage: message,
  ...Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((day) => [
      [openingFieldName(day, 1, 'from'), '09:00'],
      [openingFieldName(day, 1, 'to'), '17:00'],
    ]),
  ),
});

// Wednesday, 25 November 2026, 21:00 in Berlin (the demo's time zone); the team is back Thursday 09:00 (08:00 UTC).
const WEDNESDAY_EVENING = Date.UTC(2026, 10, 25, 20, 0);
const THURSDAY_MORNING = 1_795_680_000;

t.test("outside the opening hours: 'refuse' says when the team is back, 'note' opens with the message", async (t) => {
  const clock = stoppedClock(WEDNESDAY_EVENING);
  const acting = await startActing(t, { clock });
  const owner = await acting.signIn(DEMO_IDS.owner);
  t.equal(await acting.submit(owner, SETTINGS, hoursForm('refuse', 'Wir sind gerade nicht da.')), 303);
  const before = await ticketCount(acting);
  const closed = privately(
    `Wir sind gerade nicht da.\nDas Team ist wieder da: <t:${THURSDAY_MORNING}:F> (<t:${THURSDAY_MORNING}:R>)`,
  );
  t.same(await everyWay(acting, PLAIN), { panel: closed, command: closed, commandWithReason: closed }, 'refused');
  t.equal(await ticketCount(acting), before, 'nothing was stored');

  clock.advance(12 * 3_600_000);
  t.equal((await everyWay(acting, PLAIN)).command!.type, InteractionResponseType.Modal, 'Thursday 09:00: open');
  clock.advance(-12 * 3_600_000);

  t.equal(await acting.submit(owner, SETTINGS, hoursForm('note', 'Wir antworten ab 9 Uhr.')), 303);
  const opened = await answerOf(
    acting,
    await interact(acting, PLAIN, WELCOME, { type: 'command', name: 'ticket open', options: { reason: 'Hilfe' } }),
  );
  const content = opened.original!.content;
  const channelId = /^Dein Ticket ist offen: <#(\d+)>\n/.exec(content)?.[1];
  t.equal(content, `Dein Ticket ist offen: <#${channelId}>\nAußerhalb der Öffnungszeiten: Wir antworten ab 9 Uhr.`);
  const [welcome] = await acting.messages(channelId!);
  t.same(
    (welcome!.embeds[0] as { fields: unknown[] }).fields,
    [
      { name: 'Kategorie', value: 'Keine Kategorie' },
      { name: 'Außerhalb der Öffnungszeiten', value: 'Wir antworten ab 9 Uhr.' },
      { name: 'Grund', value: 'Hilfe' },
    ],
    'the welcome carries the message',
  );
});
