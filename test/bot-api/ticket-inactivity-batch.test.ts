// A sweep's batch of inactivity timers moved in one request, on both stores: each timer moves only from
// the due time the bot saw, so a retry of the same batch and a second bot sending it at the same moment
// warn each ticket once (one history entry each, written together); a timer of another guild, or one
// already moved, stays; only the bot may send it, and a malformed batch is refused whole.
import t from 'tap';
import type { Store } from '../../server/bot-api/store/database.js';
import { DUE_BATCH_MAX } from '../../server/contract/ticket-jobs.js';
import { buildTestBotApi, IDS, storeKinds, TEST_SERVICE_TOKEN, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const SERVICE = { authorization: `Bearer ${TEST_SERVICE_TOKEN}`, 'content-type': 'application/json' };
const URL = '/bot/ticket-jobs/inactivity';
const DUE = '2026-11-22T11:00:00.000Z';
const WARNED = '2026-11-22T12:00:00.000Z';
const CLOSE_AT = '2026-11-22T13:00:00.000Z';

/** `count` open tickets of the demo guild, each with its timer due at DUE; their ids. */
async function dueTickets({ db }: Pick<Store, 'db'>, count: number): Promise<number[]> {
  const rows = await db
    .insertInto('tickets')
    .values(
      Array.from({ length: count }, (_, index) => ({
        guild_id: G,
        channel_id: String(160_000_000_000_000_000n + BigInt(index)),
        user_id: USERS.aylin,
        username: 'aylin',
        reason: 'Still',
        category_id: null,
        status: 'open' as const,
        created_at: '2026-11-22T10:00:00.000Z',
        closed_at: null,
        transcript: '{}',
      })),
    )
    .returning('id')
    .execute();
  const ids = rows.map((row) => row.id);
  await db
    .insertInto('ticket_inactivity')
    .values(ids.map((ticket_id) => ({ ticket_id, guild_id: G, due_at: DUE, warned_at: null })))
    .execute();
  return ids;
}

const warning = (ticketId: number) => ({
  guildId: G,
  ticketId,
  seenDueAt: DUE,
  nextDueAt: CLOSE_AT,
  warnedAt: WARNED,
});

for (const kind of storeKinds()) {
  t.test(`inactivity timers moved in batches (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const send = (body: unknown, userId: string | null = null, headers: Record<string, string> = SERVICE) =>
      bot.call('PUT', URL, userId, body, headers);
    const moved = async (body: unknown) => {
      const answer = await send(body);
      t.equal(answer.statusCode, 200, answer.statusCode === 200 ? 'moved' : answer.body);
      return (answer.json().moved as number[]).sort((a, b) => a - b);
    };
    const warningsOf = (ids: number[]) =>
      bot.store.db
        .selectFrom('audit_log')
        .select(['target_id', 'actor_id', 'guild_id', 'after_value'])
        .where('action', '=', 'ticket.inactivity_warning')
        .where(
          'target_id',
          'in',
          ids.map((id) => String(id)),
        )
        .orderBy('id')
        .execute();
    const timersOf = (ids: number[]) =>
      bot.store.db
        .selectFrom('ticket_inactivity')
        .select(['ticket_id', 'due_at', 'warned_at'])
        .where('ticket_id', 'in', ids)
        .orderBy('ticket_id')
        .execute();

    const [first, second, third, fourth] = await dueTickets(bot.store, 4);
    const spoken = { ...warning(third!), nextDueAt: '2026-11-22T12:30:00.000Z', warnedAt: null };
    const elsewhere = { ...warning(fourth!), guildId: IDS.secondGuild };
    const batch = { moves: [warning(first!), warning(second!), spoken, elsewhere] };
    t.same(await moved(batch), [first, second, third], 'warned, warned, someone wrote; another guild’s ticket stays');
    t.same(await timersOf([first!, second!, third!, fourth!]), [
      { ticket_id: first, due_at: CLOSE_AT, warned_at: WARNED },
      { ticket_id: second, due_at: CLOSE_AT, warned_at: WARNED },
      { ticket_id: third, due_at: '2026-11-22T12:30:00.000Z', warned_at: null },
      { ticket_id: fourth, due_at: DUE, warned_at: null },
    ]);
    const written = [first, second].map((id) => ({
      target_id: String(id),
      actor_id: 'bot',
      guild_id: G,
      after_value: JSON.stringify({ warnedAt: WARNED, closeAt: CLOSE_AT }),
    }));
    t.same(await warningsOf([first!, second!, third!, fourth!]), written, 'the warnings in the history, as the bot’s');
    t.same(await moved(batch), [], 'the same batch again (a retry) moves nothing');
    t.same(await warningsOf([first!, second!, third!, fourth!]), written, 'and writes no history');

    const many = await dueTickets(bot.store, DUE_BATCH_MAX);
    const full = { moves: many.map(warning) };
    const half = { moves: many.slice(0, DUE_BATCH_MAX / 2).map(warning) };
    const [one, other, third2] = await Promise.all([moved(full), moved(full), moved(half)]);
    t.same(
      [...one!, ...other!, ...third2!].sort((a, b) => a - b),
      many,
      'two bots at once: each ticket moved once',
    );
    t.equal((await warningsOf(many)).length, DUE_BATCH_MAX, 'one warning each in the history');

    for (const [who, userId] of [
      ['no token', null],
      ['a signed-in user, even the owner', USERS.owner],
    ] as const) {
      const refused = await send(full, userId, {});
      t.same([refused.statusCode, refused.json().code], [401, 'service_token_invalid'], `${who}: refused`);
    }
    const [late] = await dueTickets(bot.store, 1);
    for (const [what, body] of [
      ['no moves', { moves: [] }],
      ['more than a batch', { moves: Array.from({ length: DUE_BATCH_MAX + 1 }, () => warning(late!)) }],
      ['a due time missing', { moves: [{ ...warning(late!), seenDueAt: undefined }] }],
      ['a ticket id that is none', { moves: [{ ...warning(late!), ticketId: -1 }] }],
      ['a guild id that is none', { moves: [{ ...warning(late!), guildId: 'abc' }] }],
      ['an unknown field', { moves: [{ ...warning(late!), closed: true }] }],
    ] as const) {
      const refused = await send(body);
      t.equal(refused.statusCode, 400, what);
      t.equal(refused.json().code, 'invalid_request', `${what}: a validation refusal`);
    }
    t.same(await timersOf([late!]), [{ ticket_id: late, due_at: DUE, warned_at: null }], 'refused: nothing moved');
  });
}
