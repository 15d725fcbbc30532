// A ticket's priority and its transfers in the bot API, on both stores: a ticket opens 'normal'; the bot
// sets its priority, moves it to another category of the guild or hands its claim on, each in the history
// with the ticket before and after; a deleted category, a closed ticket and a body naming both or neither
// are refused with nothing written. The open list orders by priority (the most urgent first, newest first
// within one), paged on "{priority}_{id}" in both directions, and refuses a cursor of the other order.
import t from 'tap';
import { buildTestBotApi, IDS, storeKinds, TEST_SERVICE_TOKEN, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const SERVICE = { authorization: `Bearer ${TEST_SERVICE_TOKEN}`, 'content-type': 'application/json' };
const MIA = { userId: USERS.moderator, username: 'Mia Moderator' };

type Bot = Awaited<ReturnType<typeof buildTestBotApi>>;
const asBot = (bot: Bot, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  bot.call(method, url, null, body, SERVICE);

async function opened(bot: Bot, reason: string): Promise<number> {
  const made = await asBot(bot, 'POST', `/bot/tickets/${G}`, { userId: USERS.aylin, username: 'aylin', reason });
  return made.json().id as number;
}

/** The history entries of a ticket: action, actor, and the fields given before and after. */
async function historyOf(bot: Bot, ticketId: number, fields: string[]) {
  const rows = await bot.store.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'before_value', 'after_value'])
    .where('target_type', '=', 'ticket')
    .where('target_id', '=', String(ticketId))
    .where('action', 'in', ['ticket.priority', 'ticket.transfer'])
    .orderBy('id', 'asc')
    .execute();
  const pick = (value: string | null) => {
    const record = JSON.parse(value ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(fields.map((field) => [field, record[field]]));
  };
  return rows.map((row) => [row.action, row.actor_id, pick(row.before_value), pick(row.after_value)]);
}

for (const kind of storeKinds()) {
  t.test(`priority and transfers, in the history; refusals change nothing (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind, seed: true });
    const id = await opened(bot, 'Rang fehlt');
    const ticket = () => bot.call('GET', `/api/tickets/${G}/ticket/${id}`, USERS.owner).then((res) => res.json());
    t.match(await ticket(), { priority: 'normal', category_id: null, claimed_by: null }, 'a ticket opens normal');

    const set = await asBot(bot, 'PUT', `/bot/tickets/${G}/${id}/priority`, { ...MIA, priority: 'urgent' });
    t.equal(set.statusCode, 200, 'set');
    t.equal(set.json().priority, 'urgent');
    const bad = await asBot(bot, 'PUT', `/bot/tickets/${G}/${id}/priority`, { ...MIA, priority: 'sofort' });
    t.equal(bad.statusCode, 400, 'a level the contract does not know');

    const moved = await asBot(bot, 'POST', `/bot/tickets/${G}/${id}/transfer`, { ...MIA, categoryId: 2 });
    t.equal(moved.statusCode, 200, 'moved');
    t.match(moved.json(), { id, category_id: 2, priority: 'urgent' }, 'its number and priority stay');
    const handed = await asBot(bot, 'POST', `/bot/tickets/${G}/${id}/transfer`, {
      ...MIA,
      claimer: { userId: USERS.max, username: 'maxpower' },
    });
    t.match(handed.json(), { claimed_by: USERS.max, claimed_by_name: 'maxpower', category_id: 2 });

    const deleted = await bot.call('DELETE', `/api/ticket-categories/${G}/3`, USERS.owner);
    t.equal(deleted.statusCode, 200, 'category 3 deleted');
    const gone = await asBot(bot, 'POST', `/bot/tickets/${G}/${id}/transfer`, { ...MIA, categoryId: 3 });
    t.same([gone.statusCode, gone.json().code], [404, 'not_found'], 'a deleted category');
    const both = await asBot(bot, 'POST', `/bot/tickets/${G}/${id}/transfer`, {
      ...MIA,
      categoryId: 1,
      claimer: { userId: USERS.max, username: 'maxpower' },
    });
    t.same([both.statusCode, both.json().issues[0].code], [400, 'transferTarget'], 'both at once');
    const neither = await asBot(bot, 'POST', `/bot/tickets/${G}/${id}/transfer`, MIA);
    t.equal(neither.statusCode, 400, 'neither');

    const closed = await asBot(bot, 'POST', `/bot/tickets/${G}/${id}/close`, { transcript: { messages: [] } });
    t.equal(closed.statusCode, 200, 'closed');
    const late = await asBot(bot, 'PUT', `/bot/tickets/${G}/${id}/priority`, { ...MIA, priority: 'low' });
    t.same([late.statusCode, late.json().code], [409, 'ticket_closed'], 'a closed ticket');
    const lateMove = await asBot(bot, 'POST', `/bot/tickets/${G}/${id}/transfer`, { ...MIA, categoryId: 1 });
    t.same([lateMove.statusCode, lateMove.json().code], [409, 'ticket_closed']);
    t.match(
      await ticket(),
      { priority: 'urgent', category_id: 2, claimed_by: USERS.max },
      'the refusals wrote nothing',
    );

    t.same(await historyOf(bot, id, ['priority', 'category_id', 'claimed_by']), [
      [
        'ticket.priority',
        USERS.moderator,
        { priority: 'normal', category_id: null, claimed_by: null },
        { priority: 'urgent', category_id: null, claimed_by: null },
      ],
      [
        'ticket.transfer',
        USERS.moderator,
        { priority: 'urgent', category_id: null, claimed_by: null },
        { priority: 'urgent', category_id: 2, claimed_by: null },
      ],
      [
        'ticket.transfer',
        USERS.moderator,
        { priority: 'urgent', category_id: 2, claimed_by: null },
        { priority: 'urgent', category_id: 2, claimed_by: USERS.max },
      ],
    ]);
    const history = (await bot.call('GET', `/api/guilds/${G}/history?area=tickets`, USERS.owner)).json();
    t.same(
      history.entries.slice(0, 4).map((entry: { action: string }) => entry.action),
      ['ticket.close', 'ticket.transfer', 'ticket.transfer', 'ticket.priority'],
      "the guild's history shows them under Tickets",
    );
  });

  t.test(`the open list by priority, paged both ways (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind, seed: false });
    const levels = ['low', 'urgent', 'normal', 'high', 'urgent', 'normal'];
    const ids: number[] = [];
    for (const [index, level] of levels.entries()) {
      const id = await opened(bot, `Ticket ${index}`);
      ids.push(id);
      if (level !== 'normal') await asBot(bot, 'PUT', `/bot/tickets/${G}/${id}/priority`, { ...MIA, priority: level });
    }
    const list = async (query: string) => {
      const res = await bot.call('GET', `/api/tickets/${G}?status=open&${query}`, USERS.owner);
      t.equal(res.statusCode, 200, query);
      return res.json().map((row: { id: number; priority: string }) => `${row.priority}_${row.id}`);
    };
    const [a, b, c, d, e, f] = ids;
    const order = [`urgent_${e}`, `urgent_${b}`, `high_${d}`, `normal_${f}`, `normal_${c}`, `low_${a}`];
    t.same(await list('sort=priority'), order, 'the most urgent first, newest first within a priority');
    t.same(await list('sort=priority&limit=2'), order.slice(0, 2));
    t.same(await list(`sort=priority&limit=2&before=urgent_${b}`), order.slice(2, 4), 'the next page');
    t.same(await list(`sort=priority&limit=3&before=normal_${f}`), order.slice(4), 'the last page');
    t.same(await list(`sort=priority&limit=2&after=normal_${c}`), order.slice(2, 4), 'the page before, in order');
    t.same(await list('limit=2'), [`normal_${f}`, `urgent_${e}`], 'newest first stays the default');
    for (const query of ['sort=priority&before=12', `before=urgent_${b}`, 'sort=priority&before=sofort_3']) {
      const refused = await bot.call('GET', `/api/tickets/${G}?status=open&${query}`, USERS.owner);
      t.equal(refused.statusCode, 400, `a cursor of another order: ${query}`);
    }
  });
}
