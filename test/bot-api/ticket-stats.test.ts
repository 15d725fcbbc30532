// The statistics' figures on both stores, from tickets seeded by hand, against figures worked out by hand
// (in the comments) in the guild's zone, New York (UTC−5 at the time): the period, the one before, per
// day, hour, category and staff member; per person only with tickets.view and kept contents.
import type { Insertable, Kysely } from 'kysely';
import t, { type Test } from 'tap';
import type { Database, TicketsTable } from '../../server/bot-api/store/schema.js';
import { ticketStats } from '../../server/bot-api/statistics/ticket-stats.js';
import { addTicketCategories, storeKinds, testStore, type StoreKind } from '../helpers/bot-api.js';

const G = '100000000000000097';
const S1 = '300000000000000001';
const S2 = '300000000000000002';
const OPENER = '300000000000000009';
const NOW = new Date('2026-12-02T15:00:00.000Z');
const ZONE = 'America/New_York';

type Seed = Partial<Insertable<TicketsTable>> & { created_at: string };

async function seed(db: Kysely<Database>, categories: [number, number]): Promise<void> {
  const [one, two] = categories;
  const tickets: Seed[] = [
    // A: opened the evening before the period (local), closed in it by staff S1, answered after 30 minutes.
    {
      created_at: '2026-11-26T04:30:00.000Z',
      closed_at: '2026-11-26T06:00:00.000Z',
      first_response_at: '2026-11-26T05:00:00.000Z',
      claimed_by: S1,
      claimed_by_name: 'Sam',
      closed_by: S1,
      rating: 5,
      category_id: one,
    },
    // B: Friday 09:00 local, closed by its opener.
    {
      created_at: '2026-11-27T14:00:00.000Z',
      closed_at: '2026-11-27T16:00:00.000Z',
      first_response_at: '2026-11-27T14:30:00.000Z',
      claimed_by: S2,
      claimed_by_name: 'Kim',
      closed_by: OPENER,
      rating: 3,
      category_id: one,
    },
    // C: Friday 20:00 local (already Saturday in UTC), closed a day later by the auto-close.
    {
      created_at: '2026-11-28T01:00:00.000Z',
      closed_at: '2026-11-29T01:00:00.000Z',
      close_kind: 'auto_close',
      category_id: two,
    },
    // D: open, Tuesday 07:00 local, 27 hours old; S1 claimed it under a newer name.
    { created_at: '2026-12-01T12:00:00.000Z', claimed_by: S1, claimed_by_name: 'Sammy' },
    // E: the period before, closed by staff S2.
    {
      created_at: '2026-11-20T12:00:00.000Z',
      closed_at: '2026-11-21T12:00:00.000Z',
      first_response_at: '2026-11-20T13:00:00.000Z',
      claimed_by: S2,
      claimed_by_name: 'Kim',
      closed_by: S2,
      rating: 4,
      category_id: two,
    },
    // F: open for a month.
    { created_at: '2026-11-01T00:00:00.000Z', category_id: one },
    // G: open, an hour old, Wednesday 09:00 local.
    { created_at: '2026-12-02T14:00:00.000Z' },
    // H: Monday 10:00 local, closed on a dashboard close request, rated 1 with a comment.
    {
      created_at: '2026-11-30T15:00:00.000Z',
      closed_at: '2026-11-30T18:00:00.000Z',
      first_response_at: '2026-11-30T15:10:00.000Z',
      claimed_by: S2,
      claimed_by_name: 'Kim',
      closed_by: '300000000000000005',
      close_kind: 'close_request',
      rating: 1,
      feedback: 'zu langsam',
      rated_at: '2026-11-30T19:00:00.000Z',
      category_id: two,
    },
  ];
  for (const [index, ticket] of tickets.entries())
    await db
      .insertInto('tickets')
      .values({
        guild_id: G,
        channel_id: `40000000000000000${index}`,
        user_id: OPENER,
        username: 'opener',
        reason: 'Hilfe',
        category_id: null,
        status: ticket.closed_at ? 'closed' : 'open',
        transcript: '{}',
        ...ticket,
      })
      .execute();
}

async function seededStore(t: Test, kind: StoreKind) {
  const store = await testStore(t, kind);
  const ids = await addTicketCategories(store, G, ['Technik', 'Abrechnung'], NOW.toISOString());
  await seed(store.db, [ids[0]!, ids[1]!]);
  return { store, one: ids[0]!, two: ids[1]! };
}

const request = (detailed: boolean) => ({
  guildId: G,
  query: { from: '2026-11-26', to: '2026-12-02' },
  timeZone: ZONE,
  now: NOW,
  detailed,
});

const zeroGrid = () => Array.from({ length: 7 }, () => Array<number>(24).fill(0));

for (const kind of storeKinds()) {
  t.test(`the figures of a week and the week before (${kind})`, async (t) => {
    const { store, one, two } = await seededStore(t, kind);
    const stats = await ticketStats(store, request(true));
    t.same(stats.period, { from: '2026-11-26', to: '2026-12-02', timeZone: ZONE });
    t.same(stats.previous, { from: '2026-11-19', to: '2026-11-25' });
    // Opened B C D G H; closed A B C H. Answers 1800 1800 600; resolutions 5400 7200 86400 10800.
    t.equal(stats.opened, 5);
    t.equal(stats.closed, 4);
    t.same(stats.firstResponse, { median: 1800, p90: 1800 });
    t.same(stats.resolution, { median: 9000, p90: 86400 });
    t.equal(stats.ratingAverage, 3);
    // Before: A and E opened, E closed.
    t.same(stats.before, {
      opened: 2,
      closed: 1,
      firstResponse: { median: 3600, p90: 3600 },
      resolution: { median: 86400, p90: 86400 },
      ratingAverage: 4,
    });
    t.same(stats.endings, { opener: 1, staff: 1, closeRequest: 1, autoClose: 1 });
    t.same(stats.ratings, {
      average: 3,
      count: 3,
      distribution: [1, 0, 1, 0, 1],
      comments: [{ rating: 1, feedback: 'zu langsam', ratedAt: '2026-11-30T19:00:00.000Z' }],
    });
    t.same(stats.perDay, [
      { day: '2026-11-26', opened: 0, closed: 1 },
      { day: '2026-11-27', opened: 2, closed: 1 },
      { day: '2026-11-28', opened: 0, closed: 1 },
      { day: '2026-11-29', opened: 0, closed: 0 },
      { day: '2026-11-30', opened: 1, closed: 1 },
      { day: '2026-12-01', opened: 1, closed: 0 },
      { day: '2026-12-02', opened: 1, closed: 0 },
    ]);
    const grid = zeroGrid();
    grid[4]![9] = 1; // B, Friday 09:00
    grid[4]![20] = 1; // C, Friday 20:00
    grid[1]![7] = 1; // D, Tuesday 07:00
    grid[2]![9] = 1; // G, Wednesday 09:00
    grid[0]![10] = 1; // H, Monday 10:00
    t.same(stats.busiestHours, grid);
    t.same(stats.openByAge, [
      { age: 'day', count: 1 },
      { age: 'days3', count: 1 },
      { age: 'days7', count: 0 },
      { age: 'older', count: 1 },
    ]);
    t.same(stats.byCategory, [
      {
        categoryId: two,
        name: 'Abrechnung',
        opened: 2,
        closed: 2,
        firstResponseMedian: 600,
        resolutionMedian: 48600,
        ratingAverage: 1,
      },
      {
        categoryId: null,
        name: null,
        opened: 2,
        closed: 0,
        firstResponseMedian: null,
        resolutionMedian: null,
        ratingAverage: null,
      },
      {
        categoryId: one,
        name: 'Technik',
        opened: 1,
        closed: 2,
        firstResponseMedian: 1800,
        resolutionMedian: 6300,
        ratingAverage: 4,
      },
    ]);
    t.same(stats.byStaff, [
      {
        userId: S2,
        name: 'Kim',
        claimed: 2,
        closed: 0,
        firstResponses: 2,
        firstResponseMedian: 1200,
        ratingAverage: null,
      },
      {
        userId: S1,
        name: 'Sammy',
        claimed: 1,
        closed: 1,
        firstResponses: 1,
        firstResponseMedian: 1800,
        ratingAverage: 5,
      },
    ]);
    t.equal(stats.staffWithheld, null);
  });

  t.test(`without tickets.view, and past the kept contents, no one's figures (${kind})`, async (t) => {
    const { store } = await seededStore(t, kind);
    const plain = await ticketStats(store, request(false));
    t.equal(plain.opened, 5, 'the totals stay');
    t.equal(plain.byCategory, null);
    t.equal(plain.byStaff, null);
    t.equal(plain.staffWithheld, 'rights');
    t.same(plain.ratings.comments, [], 'no comments either');
    await store.db
      .updateTable('tickets')
      .set({ content_deleted_at: NOW.toISOString(), transcript: '{}' })
      .where('closed_at', '=', '2026-11-26T06:00:00.000Z')
      .execute();
    const cleared = await ticketStats(store, request(true));
    t.equal(cleared.byStaff, null);
    t.equal(cleared.staffWithheld, 'retention');
    t.equal(cleared.byCategory?.length, 3, 'per category stays');
    t.equal(cleared.closed, 4);
  });

  t.test(`an answer is kept only until the guild's tickets or categories change (${kind})`, async (t) => {
    const { store, one } = await seededStore(t, kind);
    t.equal((await ticketStats(store, request(true))).opened, 5);
    t.equal((await ticketStats(store, request(true))).opened, 5, 'asked again, unchanged');
    const opened = await store.db
      .insertInto('tickets')
      .values({
        guild_id: G,
        user_id: OPENER,
        username: 'o',
        reason: '',
        status: 'open',
        transcript: '{}',
        created_at: '2026-12-02T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    t.equal((await ticketStats(store, request(true))).opened, 6, 'a new ticket counts at once');
    await store.db.updateTable('ticket_categories').set({ name: 'Technik & IT' }).where('id', '=', one).execute();
    const renamed = await ticketStats(store, request(true));
    t.equal(renamed.byCategory?.find((category) => category.categoryId === one)?.name, 'Technik & IT');
    await store.db.deleteFrom('tickets').where('id', '=', opened.id).execute();
    t.equal((await ticketStats(store, request(true))).opened, 5, 'a deleted one no longer');
  });

  t.test(`a guild without tickets: zeros for every day, nothing measured (${kind})`, async (t) => {
    const store = await testStore(t, kind);
    const stats = await ticketStats(store, { ...request(true), query: {} });
    t.same(stats.period, { from: '2026-11-03', to: '2026-12-02', timeZone: ZONE }, 'the last 30 days by default');
    t.equal(stats.perDay.length, 30);
    t.ok(stats.perDay.every((day) => day.opened === 0 && day.closed === 0));
    t.same(stats.firstResponse, { median: null, p90: null });
    t.same(stats.byStaff, []);
    t.same(stats.busiestHours, zeroGrid());
  });
}
