// The guild's kept days (store/stats-days-migration.ts, statistics/day-counts.ts) give the same figures as
// the tickets themselves, on both stores: after the migration fills them for tickets already there, and
// after every kind of write the days must notice (opens, closes, transfers between categories, ratings,
// a reopen, deletes, a retention purge), in zones a whole hour, a half and three quarters off UTC.
import type { Kysely } from 'kysely';
import t, { type Test } from 'tap';
import { addDays, dayStart, wallClock } from '../../server/contract/index.js';
import { busiestHours, perDay } from '../../server/bot-api/statistics/calendar.js';
import { byCategory } from '../../server/bot-api/statistics/groups.js';
import { endingsOf, headlineOf, ratingsSummary } from '../../server/bot-api/statistics/headline.js';
import { total } from '../../server/bot-api/statistics/rows.js';
import { countsOf } from '../../server/bot-api/statistics/ticket-stats.js';
import type { SpanCounts } from '../../server/bot-api/repos/ticket-stats-pass.js';
import type { Store } from '../../server/bot-api/store/database.js';
import { ticketStatsDays } from '../../server/bot-api/store/stats-days-migration.js';
import { addTicketCategories, storeKinds, testStore } from '../helpers/bot-api.js';

const G = '100000000000000098';
const OPENER = '300000000000000009';
const STAFF = ['300000000000000001', '300000000000000002', '300000000000000003'];
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu'];
const PERIODS = [
  ['2026-11-03', '2026-11-20'],
  ['2026-11-01', '2026-11-30'],
  ['2026-11-10', '2026-11-10'],
  ['2026-10-20', '2026-11-05'],
] as const;
const MINUTE = 60_000;
const FIRST = Date.parse('2026-10-30T00:00:00.000Z');

/** The same numbers on every run: a small linear congruential generator. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

const iso = (at: number) => new Date(at).toISOString();

/** Every figure the days serve, from one span's counts (names of categories left out: they are read apart). */
function figuresOf(counts: SpanCounts, from: string, to: string, zone: string) {
  return {
    headline: headlineOf(
      total(counts.opened, (count) => count.count),
      counts.closed,
    ),
    byCategory: byCategory(counts.openedGroups, counts.closed, new Map()),
    endings: endingsOf(counts.closes),
    ratings: ratingsSummary(counts.closes),
    perDay: perDay(counts.opened, counts.closedHours, from, to, wallClock(zone)),
    busiestHours: busiestHours(counts.opened, wallClock(zone)),
  };
}

/** Each period in each zone: the figures from the tickets and from the days, asked twice (counted, then kept). */
async function sameFigures(t: Test, store: Store, step: string) {
  for (const zone of ZONES)
    for (const [from, to] of PERIODS) {
      const span = {
        start: iso(dayStart(from, zone)),
        end: iso(dayStart(addDays(to, 1), zone)),
      };
      const plain = figuresOf(await countsOf(store, G, span, zone, true), from, to, zone);
      for (const pass of ['counted', 'kept'])
        t.same(
          figuresOf(await countsOf(store, G, span, zone, false), from, to, zone),
          plain,
          `${step}: ${from}–${to} in ${zone} (${pass})`,
        );
    }
  const counted = await store.db
    .selectFrom('ticket_stats_days')
    .select((eb) => eb.fn.countAll().as('days'))
    .where('guild_id', '=', G)
    .where('counts', 'is not', null)
    .executeTakeFirstOrThrow();
  t.ok(Number(counted.days) > 20, `${step}: the days are kept`);
}

for (const kind of storeKinds()) {
  t.test(`the kept days count what the tickets do (${kind})`, async (t) => {
    const store = await testStore(t, kind);
    const random = generator(51);
    const categories: (number | null)[] = [
      null,
      ...(await addTicketCategories(store, G, ['Technik', 'Abrechnung', 'Partner'], iso(FIRST))),
    ];
    let channel = 0;
    const open = async (at: number) => {
      channel++;
      const row = await store.db
        .insertInto('tickets')
        .values({
          guild_id: G,
          channel_id: String(400_000_000_000_000_000n + BigInt(channel)),
          user_id: OPENER,
          username: 'opener',
          reason: 'Hilfe',
          category_id: categories[random(categories.length)]!,
          claimed_by: STAFF[random(STAFF.length)]!,
          claimed_by_name: 'Staff',
          status: 'open',
          transcript: '{}',
          created_at: iso(at),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const close = async (id: number, opened: number) => {
      const closedAt = opened + (1 + random(3 * 24 * 60)) * MINUTE + random(60_000);
      const kind = random(4);
      await store.db
        .updateTable('tickets')
        .set({
          status: 'closed',
          closed_at: iso(closedAt),
          first_response_at: random(3) === 0 ? null : iso(opened + random(closedAt - opened)),
          close_kind: kind === 0 ? 'close_request' : kind === 1 ? 'auto_close' : null,
          closed_by: kind === 2 ? OPENER : STAFF[random(STAFF.length)]!,
          rating: random(3) === 0 ? 1 + random(5) : null,
        })
        .where('id', '=', id)
        .execute();
    };
    const tickets: { id: number; opened: number }[] = [];
    for (let index = 0; index < 400; index++) {
      const opened = FIRST + random(30 * 24 * 60) * MINUTE + random(60_000);
      const id = await open(opened);
      tickets.push({ id, opened });
      if (random(5) !== 0) await close(id, opened);
    }

    // The migration again over tickets already there: the days it fills count as changed.
    await store.db.deleteFrom('ticket_stats_days').execute();
    const migration = ticketStatsDays(kind);
    await migration.up(store.db as unknown as Kysely<unknown>);
    await migration.up(store.db as unknown as Kysely<unknown>);
    await sameFigures(t, store, 'after the migration');

    for (let index = 0; index < 20; index++) {
      const opened = FIRST + random(30 * 24 * 60) * MINUTE;
      tickets.push({ id: await open(opened), opened });
    }
    await sameFigures(t, store, 'opened');

    const stillOpen = await store.db.selectFrom('tickets').select('id').where('closed_at', 'is', null).execute();
    for (const { id } of stillOpen.slice(0, 15)) await close(id, tickets.find((ticket) => ticket.id === id)!.opened);
    await sameFigures(t, store, 'closed');

    for (const { id } of tickets.slice(0, 40))
      await store.db
        .updateTable('tickets')
        .set({ category_id: categories[random(categories.length)]! })
        .where('id', '=', id)
        .execute();
    await sameFigures(t, store, 'moved to other categories');

    for (const { id } of tickets.slice(40, 90))
      await store.db
        .updateTable('tickets')
        .set({ rating: 1 + random(5), feedback: 'gut', rated_at: iso(FIRST) })
        .where('id', '=', id)
        .where('closed_at', 'is not', null)
        .execute();
    await sameFigures(t, store, 'rated');

    for (const { id } of tickets.slice(90, 110))
      await store.db
        .updateTable('tickets')
        .set({ status: 'open', closed_at: null, close_kind: null, closed_by: null, rating: null })
        .where('id', '=', id)
        .execute();
    await sameFigures(t, store, 'reopened');

    await store.db
      .deleteFrom('tickets')
      .where(
        'id',
        'in',
        tickets.slice(110, 140).map((ticket) => ticket.id),
      )
      .execute();
    await sameFigures(t, store, 'deleted');

    // The retention's purge: contents gone after the close, and the oldest tickets deleted outright.
    await store.db
      .updateTable('tickets')
      .set({ content_deleted_at: iso(FIRST + 40 * 24 * 60 * MINUTE), transcript: '{}' })
      .where('closed_at', '<', '2026-11-10')
      .execute();
    await store.db.deleteFrom('tickets').where('closed_at', '<', '2026-11-02').execute();
    await sameFigures(t, store, 'purged');
  });
}
