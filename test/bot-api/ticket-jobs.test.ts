// The bot's own ticket work as the bot API keeps it, on both stores: the settings' times refused out of
// range with their rule; a ticket opened while auto-close is on gets its inactivity timer, switching
// auto-close on or changing it starts every open ticket's timer again, switching it off stops them all;
// the due batch lists what is due by the bot's clock, earliest first; a timer moves only from the due
// time the bot saw (so two sweeps act once), a warning is in the history; a close request is put once at
// a time, answered once, listed when unanswered in time; a close takes the ticket's timers with it.
import t from 'tap';
import { buildTestBotApi, IDS, storeKinds, TEST_SERVICE_TOKEN, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const SERVICE = { authorization: `Bearer ${TEST_SERVICE_TOKEN}`, 'content-type': 'application/json' };
const SETTINGS = `/api/guilds/${G}/ticket-settings`;
const BASE = {
  maxOpenTickets: 5,
  categoryChannelId: null,
  claimerOnly: false,
  autoClose: { enabled: true, warnAfterMinutes: 60, closeAfterMinutes: 30 },
  closeRequestMinutes: 1440,
};
const RANGE = {
  code: 'minutesRange',
  message: 'Bitte eine ganze Zahl von 1 bis 43200 Minuten (30 Tage) angeben',
  limit: 43_200,
};

for (const kind of storeKinds()) {
  t.test(`ticket jobs in the bot API (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const asBot = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
      bot.call(method, url, null, body, SERVICE);
    const mine = new Set<number>();
    // The demo's own open tickets wait too once auto-close changes: only this test's are looked at.
    const due = async (before: string) => {
      const jobs = (await asBot('GET', `/bot/ticket-jobs/due?before=${before}`)).json();
      return { ...jobs, inactive: jobs.inactive.filter((job: { ticket: { id: number } }) => mine.has(job.ticket.id)) };
    };
    const open = async (reason: string) =>
      (await asBot('POST', `/bot/tickets/${G}`, { userId: USERS.aylin, username: 'aylin', reason })).json()
        .id as number;

    for (const [field, body] of [
      ['autoClose.warnAfterMinutes', { ...BASE, autoClose: { ...BASE.autoClose, warnAfterMinutes: 0 } }],
      ['autoClose.closeAfterMinutes', { ...BASE, autoClose: { ...BASE.autoClose, closeAfterMinutes: 43_201 } }],
      ['closeRequestMinutes', { ...BASE, closeRequestMinutes: 1.5 }],
    ] as const) {
      const refused = await bot.call('PUT', SETTINGS, USERS.owner, body);
      t.equal(refused.statusCode, 400, `${field} out of range`);
      t.same(refused.json().issues, [{ path: `body.${field}`, ...RANGE }], `${field}: the rule's message`);
    }

    bot.clock.now = new Date('2026-11-22T12:00:00.000Z');
    t.equal((await bot.call('PUT', SETTINGS, USERS.owner, BASE)).statusCode, 200);
    const first = await open('Eins');
    mine.add(first);
    bot.clock.now = new Date('2026-11-22T12:10:00.000Z');
    const second = await open('Zwei');
    mine.add(second);
    t.same(await due('2026-11-22T12:59:59.999Z'), { questions: [], inactive: [] }, 'nothing due before its time');
    const both = await due('2026-11-22T13:10:00.000Z');
    t.same(
      both.inactive.map((job: { ticket: { id: number }; dueAt: string; warnedAt: null; guildId: string }) => [
        job.ticket.id,
        job.guildId,
        job.dueAt,
        job.warnedAt,
      ]),
      [
        [first, G, '2026-11-22T13:00:00.000Z', null],
        [second, G, '2026-11-22T13:10:00.000Z', null],
      ],
      'each an hour after it opened, earliest first',
    );

    const move = (ticketId: number, body: object) =>
      asBot('PUT', '/bot/ticket-jobs/inactivity', { moves: [{ guildId: G, ticketId, ...body }] });
    const warn = {
      seenDueAt: '2026-11-22T13:00:00.000Z',
      nextDueAt: '2026-11-22T13:30:00.000Z',
      warnedAt: '2026-11-22T13:00:00.000Z',
    };
    t.same((await move(first, warn)).json(), { moved: [first] }, 'warned');
    t.same((await move(first, warn)).json(), { moved: [] }, 'a second sweep that saw the same moves nothing');
    t.same(
      (await due('2026-11-22T13:30:00.000Z')).inactive.map((job: { warnedAt: string | null }) => job.warnedAt),
      [null, '2026-11-22T13:00:00.000Z'],
      'the other one, then the warned one for its close',
    );
    const warnings = await bot.store.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'actor_id'])
      .where('action', '=', 'ticket.inactivity_warning')
      .execute();
    t.same(warnings, [{ action: 'ticket.inactivity_warning', target_id: String(first), actor_id: 'bot' }]);

    bot.clock.now = new Date('2026-11-22T14:00:00.000Z');
    const changed = { ...BASE, autoClose: { ...BASE.autoClose, warnAfterMinutes: 120 } };
    t.equal((await bot.call('PUT', SETTINGS, USERS.owner, changed)).statusCode, 200);
    t.same(
      (await due('2026-11-22T16:00:00.000Z')).inactive.map((job: { dueAt: string; warnedAt: null }) => [
        job.dueAt,
        job.warnedAt,
      ]),
      [
        ['2026-11-22T16:00:00.000Z', null],
        ['2026-11-22T16:00:00.000Z', null],
      ],
      'changed: every open ticket waits again from now, the warning forgotten',
    );
    t.equal(
      (await bot.call('PUT', SETTINGS, USERS.owner, { ...BASE, maxOpenTickets: 4, autoClose: changed.autoClose }))
        .statusCode,
      200,
    );
    t.equal((await due('2026-11-22T16:00:00.000Z')).inactive.length, 2, 'another setting changes no timer');

    const ask = (ticketId: number) =>
      asBot('POST', `/bot/tickets/${G}/${ticketId}/close-question`, {
        userId: USERS.max,
        username: 'Max',
        reason: 'Erledigt?',
        dueAt: '2026-11-23T14:00:00.000Z',
      });
    t.equal((await ask(first)).statusCode, 201, 'asked');
    const again = await ask(first);
    t.same([again.statusCode, again.json().code], [409, 'duplicate'], 'one question at a time');
    const answer = (ticketId: number, close: boolean) =>
      asBot('POST', `/bot/tickets/${G}/${ticketId}/close-question/answer`, {
        userId: USERS.aylin,
        username: 'aylin',
        close,
      });
    t.equal((await ask(second)).statusCode, 201);
    const kept = await answer(second, false);
    t.same([kept.statusCode, kept.json().reason], [200, 'Erledigt?'], 'kept open, once');
    const twice = await answer(second, true);
    t.same([twice.statusCode, twice.json().code], [404, 'not_found'], 'a second answer finds no question');
    t.same(
      (await due('2026-11-23T14:00:00.000Z')).questions.map(
        (job: { ticket: { id: number }; question: { askedBy: string } }) => [job.ticket.id, job.question.askedBy],
      ),
      [[first, USERS.max]],
      'the unanswered question is due at its time',
    );
    const history = await bot.store.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', 'like', 'ticket.close_question%')
      .orderBy('id')
      .execute();
    t.same(
      history.map((entry) => [entry.action, entry.actor_id]),
      [
        ['ticket.close_question', USERS.max],
        ['ticket.close_question', USERS.max],
        ['ticket.close_question_keep', USERS.aylin],
      ],
      'asked and kept open are in the history, as theirs',
    );

    const closed = await asBot('POST', `/bot/tickets/${G}/${first}/close`, {
      transcript: JSON.stringify({ messages: [] }),
      closedBy: USERS.max,
      reason: 'Keine Antwort',
      kind: 'close_request',
    });
    t.equal(closed.statusCode, 200, closed.body);
    t.same(
      await due('2026-11-30T00:00:00.000Z').then((jobs) => jobs.inactive.length),
      1,
      'the closed one waits no more',
    );
    t.same((await due('2026-11-30T00:00:00.000Z')).questions, [], 'nor its question');
    t.equal((await ask(first)).json().code, 'ticket_closed', 'a closed ticket is not asked');

    t.equal(
      (await bot.call('PUT', SETTINGS, USERS.owner, { ...BASE, autoClose: { ...BASE.autoClose, enabled: false } }))
        .statusCode,
      200,
    );
    t.same(await due('2026-12-31T00:00:00.000Z'), { questions: [], inactive: [] }, 'off: no timer left');
  });
}
