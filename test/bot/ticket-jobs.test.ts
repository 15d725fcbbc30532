// The bot's own ticket work, against the stand-in Discord with the world's clock moved by the test:
// /ticket close-request asks the opener in the channel (refused outside a ticket, without the right, while
// a question waits); the opener keeps the ticket open or closes it, once (a second answer and anyone else
// are refused, nothing changes); unanswered in time it closes on its own. Auto-close (on in the demo: a
// warning after 3 minutes, the close 2 later) warns mentioning the opener, starts again when someone
// writes, closes exactly once, and does nothing while the bot API is away, closing once it is back. With a
// second bot waiting beside the first, only the gateway's holder sweeps; when it stops, the second takes
// over and finishes the work the first left due, once.
import t from 'tap';
import { UpstreamError, type BotApiTransport } from '../../server/contract/client.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { type Acting, botBeside, QUICK_CLOSES, startActing } from '../helpers/bot.js';
import { answerOf, channelOf, interact, openTicket, saidIn, ticketIdOf } from '../helpers/tickets.js';
import { until } from '../helpers/work.js';

const NEWCOMER = DEMO_IDS.newcomer; // the opener, a plain member
const MIA = DEMO_IDS.moderator; // staff with tickets.manage
const WELCOME = '130000000000000002';
const MINUTE = 60_000;
const LACKS_MANAGE =
  'Dafür fehlt dir die Dashboard-Berechtigung „Tickets verwalten“. Die Admins dieses Servers vergeben sie im Dashboard unter Berechtigungen.';

const said = async (acting: Acting, userId: string, channelId: string, body: Record<string, unknown>) => {
  const { content, flags } = saidIn(await answerOf(acting, await interact(acting, userId, channelId, body)));
  return [content, flags];
};
const ask = (acting: Acting, userId: string, channelId: string, reason?: string) =>
  said(acting, userId, channelId, {
    type: 'command',
    name: 'ticket close-request',
    options: reason ? { reason } : {},
  });

async function ticketOf(acting: Acting) {
  const { submitted } = await openTicket(acting, NEWCOMER, 'Bitte um Hilfe');
  const channelId = /<#(\d+)>/.exec(submitted.original!.content)![1]!;
  return { channelId, ticketId: ticketIdOf(acting, channelId) };
}

const ticketRow = (acting: Acting, ticketId: number) =>
  acting
    .system!.botApi!.store.db.selectFrom('tickets')
    .select(['status', 'closed_by', 'close_reason', 'close_kind'])
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();

const historyOf = async (acting: Acting, ticketId: number) =>
  (
    await acting
      .system!.botApi!.store.db.selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', String(ticketId))
      .orderBy('id', 'asc')
      .execute()
  ).map((entry) => entry.action);

/** The newest message of the channel with buttons, and its content. */
async function questionIn(acting: Acting, channelId: string) {
  return (await acting.messages(channelId)).filter((message) => message.components.length > 0).at(-1)!;
}

t.test('close-request: asked, refused, kept open, answered twice, accepted', async (t) => {
  const acting = await startActing(t);
  const { channelId, ticketId } = await ticketOf(acting);
  t.same(await ask(acting, MIA, WELCOME), ['Das geht nur im Kanal eines offenen Tickets.', 64], 'outside a ticket');
  t.same(await ask(acting, NEWCOMER, channelId), [LACKS_MANAGE, 64], 'without tickets.manage');

  t.same(await ask(acting, MIA, channelId, 'Alles geklärt'), [
    'Die Schließanfrage steht im Kanal; der Ersteller des Tickets kann sie beantworten.',
    64,
  ]);
  const question = await questionIn(acting, channelId);
  t.match(
    question.content,
    new RegExp(
      `^❓ <@${NEWCOMER}>, <@${MIA}> möchte dieses Ticket schließen: Alles geklärt\\nIst dein Anliegen erledigt\\? Ohne Antwort wird das Ticket <t:\\d+:R> geschlossen\\.$`,
    ),
  );
  t.same(
    (question.components as { components: { custom_id: string; label: string }[] }[])[0]!.components.map((button) => [
      button.custom_id,
      button.label,
    ]),
    [
      ['ticket:close-accept', 'Schließen'],
      ['ticket:close-keep', 'Offen lassen'],
    ],
  );
  t.same(
    (question.mentions as { id: string }[]).map((user) => user.id),
    [NEWCOMER],
    'the opener is mentioned',
  );
  t.same(
    await ask(acting, MIA, channelId),
    ['Eine Schließanfrage wartet schon auf die Antwort des Erstellers.', 64],
    'one at a time',
  );

  const press = (userId: string, customId: string, messageId = question.id) =>
    said(acting, userId, channelId, { type: 'component', messageId, customId });
  t.same(
    await press(MIA, 'ticket:close-accept'),
    [`Diese Frage kann nur <@${NEWCOMER}> beantworten, der das Ticket geöffnet hat.`, 64],
    'nobody but the opener',
  );
  // Pressed twice before the buttons went (a double tap): one answer counts, the other is refused.
  const answers = await Promise.all([press(NEWCOMER, 'ticket:close-keep'), press(NEWCOMER, 'ticket:close-accept')]);
  t.same(
    answers.sort(),
    [
      ['Diese Schließanfrage ist schon beantwortet.', 64],
      [`🔓 <@${NEWCOMER}> lässt das Ticket offen.`, 0],
    ].sort(),
    'kept open; the second answer refused',
  );
  const buttonsOf = async (id: string) =>
    (await acting.messages(channelId)).find((message) => message.id === id)!.components.length;
  await until(async () => (await buttonsOf(question.id)) === 0, { what: "the question's buttons gone" });
  t.equal((await ticketRow(acting, ticketId)).status, 'open', 'nothing changed');
  await until(
    async () =>
      (await acting.messages(DEMO_IDS.notificationChannel)).at(-1)!.content ===
      `🔓 <@${NEWCOMER}> lässt Ticket #${ticketId} offen.`,
    { what: "the team's notice" },
  );

  t.same(await ask(acting, MIA, channelId), [
    'Die Schließanfrage steht im Kanal; der Ersteller des Tickets kann sie beantworten.',
    64,
  ]);
  const second = await questionIn(acting, channelId);
  const [closing] = await press(NEWCOMER, 'ticket:close-accept', second.id);
  t.match(closing, new RegExp(`^<@${NEWCOMER}> hat das Ticket geschlossen\\.`), 'accepted: closed as the opener');
  t.same(await ticketRow(acting, ticketId), {
    status: 'closed',
    closed_by: NEWCOMER,
    close_reason: null,
    close_kind: null,
  });
  t.same(
    (await historyOf(acting, ticketId)).filter((action) => action.startsWith('ticket.close')),
    [
      'ticket.close_question',
      'ticket.close_question_keep',
      'ticket.close_question',
      'ticket.close_question_accept',
      'ticket.close',
    ],
    'each step in the history',
  );
});

t.test('close-request: unanswered within the server’s time, the ticket closes on its own', async (t) => {
  const acting = await startActing(t, { jobsEveryMs: 50 });
  const { channelId, ticketId } = await ticketOf(acting);
  await ask(acting, MIA, channelId, 'Fertig?');
  acting.world.clock.advance(24 * 60 * MINUTE - MINUTE);
  await acting.say(NEWCOMER, channelId, 'Moment noch');
  t.equal((await ticketRow(acting, ticketId)).status, 'open', 'not before its time');
  acting.world.clock.advance(2 * MINUTE);
  await until(async () => (await ticketRow(acting, ticketId)).status === 'closed', { what: 'the close' });
  const row = await ticketRow(acting, ticketId);
  t.same([row.close_kind, row.close_reason], ['close_request', 'Keine Antwort auf die Schließanfrage: Fertig?']);
  t.not(row.closed_by, NEWCOMER, 'closed by the bot, not a person');
  t.ok(
    (await acting.messages(channelId)).some((message) =>
      message.content.startsWith(
        `<@${row.closed_by}> hat das Ticket geschlossen: Keine Antwort auf die Schließanfrage`,
      ),
    ),
    'said in the channel',
  );
});

/** The bot's calls to the bot API, failing as if it were away while `away` is set. */
function outage() {
  const state = { away: false, refused: 0 };
  const through = (transport: BotApiTransport): BotApiTransport => ({
    ...transport,
    send: async (user, endpoint, input) => {
      if (state.away && ++state.refused)
        throw new UpstreamError(null, 'the bot API cannot be reached', undefined, 'unreachable');
      return transport.send(user, endpoint, input);
    },
  });
  return { state, through };
}

t.test(
  'auto-close: warned, started again by a message, closed exactly once, not while the bot API is away',
  async (t) => {
    const { state, through } = outage();
    const acting = await startActing(t, { jobsEveryMs: 50, through, closingPace: QUICK_CLOSES });
    const { channelId, ticketId } = await ticketOf(acting);
    const warnings = async () =>
      (await acting.messages(channelId)).filter((message) => message.content.startsWith('⏰')).length;
    const WARNING = new RegExp(
      `^⏰ <@${NEWCOMER}>, in diesem Ticket hat eine Weile niemand geschrieben\\. Ohne neue Nachricht wird es <t:\\d+:R> automatisch geschlossen\\.$`,
    );

    acting.world.clock.advance(4 * MINUTE);
    await until(async () => (await warnings()) === 1, { what: 'the warning' });
    const warning = (await acting.messages(channelId)).filter((message) => message.content.startsWith('⏰')).at(-1)!;
    t.match(warning.content, WARNING);
    t.same(
      (warning.mentions as { id: string }[]).map((user) => user.id),
      [NEWCOMER],
      'the opener is mentioned',
    );
    await until(
      async () =>
        (await acting.messages(DEMO_IDS.notificationChannel)).at(-1)!.content ===
        `⏰ Ticket #${ticketId} wurde vor dem automatischen Schließen gewarnt.`,
      { what: "the team's notice of the warning" },
    );

    acting.world.clock.advance(1_000);
    await acting.say(NEWCOMER, channelId, 'Ich bin noch da');
    acting.world.clock.advance(2 * MINUTE + 1_000);
    const timer = () =>
      acting
        .system!.botApi!.store.db.selectFrom('ticket_inactivity')
        .select(['warned_at'])
        .where('ticket_id', '=', ticketId)
        .executeTakeFirst();
    await until(async () => (await timer())?.warned_at === null, { what: 'the timer started again' });
    t.equal((await ticketRow(acting, ticketId)).status, 'open', 'a message keeps it open');
    t.equal(await warnings(), 1, 'and warns no more for now');

    acting.world.clock.advance(2 * MINUTE);
    await until(async () => (await warnings()) === 2, { what: 'the second warning' });
    state.away = true;
    acting.world.clock.advance(3 * MINUTE);
    const refusedBefore = state.refused;
    await until(() => state.refused >= refusedBefore + 3, { what: 'sweeps while the bot API is away' });
    t.equal((await ticketRow(acting, ticketId)).status, 'open', 'the bot API away: nothing closes');
    state.away = false;
    await until(async () => (await ticketRow(acting, ticketId)).status === 'closed', { what: 'the close' });
    const row = await ticketRow(acting, ticketId);
    t.same([row.close_kind, row.close_reason], ['auto_close', 'Automatisch geschlossen: keine Aktivität']);
    await until(() => channelOf(acting, channelId) === undefined, { what: 'the channel deleted', deadlineMs: 30_000 });
    const history = await historyOf(acting, ticketId);
    t.same(
      history.filter((action) => action === 'ticket.close'),
      ['ticket.close'],
      'closed exactly once',
    );
    t.same(
      history.filter((action) => action === 'ticket.inactivity_warning').length,
      2,
      'both warnings in the history',
    );
    t.equal(await timer(), undefined, 'the timer went with the close');
  },
);

t.test('auto-close: a timer marked warned whose warning never reached the channel is warned, not closed', async (t) => {
  const acting = await startActing(t, { jobsEveryMs: 50 });
  const { channelId, ticketId } = await ticketOf(acting);
  const warnings = async () =>
    (await acting.messages(channelId)).filter((message) => message.content.startsWith('⏰')).length;
  // As the sweep leaves a batch's timers when the bot stops after moving them and before posting (the
  // welcome, which mentions the opener too, is older than a warning's time then).
  acting.world.clock.advance(2 * MINUTE);
  const marked = acting.world.clock.now();
  await acting
    .system!.botApi!.store.db.updateTable('ticket_inactivity')
    .set({ warned_at: new Date(marked).toISOString(), due_at: new Date(marked + 2 * MINUTE).toISOString() })
    .where('ticket_id', '=', ticketId)
    .execute();

  acting.world.clock.advance(3 * MINUTE);
  await until(async () => (await warnings()) === 1, { what: 'the warning, late' });
  t.equal((await ticketRow(acting, ticketId)).status, 'open', 'not closed unwarned');

  acting.world.clock.advance(3 * MINUTE);
  await until(async () => (await ticketRow(acting, ticketId)).status === 'closed', { what: 'the close' });
  t.equal(await warnings(), 1, 'warned once');
  t.same(
    (await historyOf(acting, ticketId)).filter(
      (action) => action.startsWith('ticket.inactivity_warning') || action === 'ticket.close',
    ),
    ['ticket.inactivity_warning', 'ticket.close'],
  );
});

t.test(
  'auto-close with a second bot waiting: one warning, and the close done once by the bot that took over',
  async (t) => {
    const acting = await startActing(t, { jobsEveryMs: 50 });
    const { channelId, ticketId } = await ticketOf(acting);
    const second = botBeside(t, acting, {
      jobsEveryMs: 50,
      closingPace: QUICK_CLOSES,
      now: () => acting.world.clock.now(),
    })();
    t.teardown(() => second.stop());
    await until(() => second.status.state === 'standby', { what: 'the second bot waiting' });

    acting.world.clock.advance(4 * MINUTE);
    await until(
      async () =>
        (await acting.messages(DEMO_IDS.notificationChannel)).at(-1)!.content ===
        `⏰ Ticket #${ticketId} wurde vor dem automatischen Schließen gewarnt.`,
      { what: "the team's notice of the warning" },
    );
    await acting.bot.stop();
    await second.ready;
    t.equal(second.status.state, 'connected', 'the waiting bot took over');
    t.equal((await ticketRow(acting, ticketId)).status, 'open', 'nothing closed yet');
    t.equal(
      (await acting.messages(channelId)).filter((message) => message.content.startsWith('⏰')).length,
      1,
      'one warning in the channel, though two bots were running',
    );

    acting.world.clock.advance(3 * MINUTE);
    await until(async () => (await ticketRow(acting, ticketId)).status === 'closed', { what: 'the close' });
    await until(() => channelOf(acting, channelId) === undefined, { what: 'the channel deleted', deadlineMs: 30_000 });
    const history = await historyOf(acting, ticketId);
    t.same(
      history.filter((action) => action.startsWith('ticket.inactivity_warning') || action === 'ticket.close'),
      ['ticket.inactivity_warning', 'ticket.close'],
      'one warning, one close',
    );
  },
);
