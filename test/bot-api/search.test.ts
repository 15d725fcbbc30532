// Full-text search on both stores: German and English words (umlauts, prefixes, any case), the filters,
// paging, one hit per ticket with a marked excerpt, guilds kept apart, retention removing the index, and
// query syntax in the user's term never reaching either query language.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import t from 'tap';
import { transcriptCursor } from '../../server/contract/index.js';
import { openTicket } from '../../server/bot-api/repos/ticket-opening.js';
import { closeTicket } from '../../server/bot-api/repos/tickets.js';
import {
  HIT_END,
  HIT_START,
  SEARCH_PLAN,
  searchTickets,
  type SearchPlan,
} from '../../server/bot-api/repos/ticket-search.js';
import { applyRetention } from '../../server/bot-api/retention.js';
import { migrationProvider } from '../../server/bot-api/store/migrations.js';
import type { Database } from '../../server/bot-api/store/schema.js';
import { SQLite } from '../../server/platform/sqlite.js';
import { buildTestBotApi, IDS, storeKinds, testStore, USERS } from '../helpers/bot-api.js';
import type { Store } from '../../server/bot-api/store/database.js';

const G = '100000000000000077';
const OTHER = '100000000000000078';
const actor = { id: 'bot', name: 'Bot' };
const day = (n: number) => new Date(Date.UTC(2026, 5, n, 12));

const transcript = (...contents: string[]) =>
  JSON.stringify({
    messages: contents.map((content, index) => ({
      id: `90000000000000000${index}`,
      content,
      author: { id: USERS.aylin, username: 'aylin' },
      timestamp: day(1).toISOString(),
    })),
  });

const query = (q: string, extra: Record<string, unknown> = {}) => ({ q, limit: 25, ...extra });

/** A ticket of aylin's about a login, opened on day 1 and closed at `closedAt` with these messages. */
async function closedLoginTicket(store: Store, closedAt: Date, ...contents: string[]) {
  const ticket = await openTicket(store, G, { userId: USERS.aylin, username: 'aylin', reason: 'Login' }, actor, day(1));
  await closeTicket(store, G, ticket.id, transcript(...contents), actor, closedAt);
}

for (const kind of storeKinds()) {
  t.test(`search finds words in transcripts, users and reasons (${kind})`, async (t) => {
    const store = await testStore(t, kind);
    const { db, dialect } = store;
    const add = async (
      guildId: string,
      username: string,
      reason: string,
      closedOn: number | null,
      categoryId: number | null,
      ...contents: string[]
    ) => {
      const ticket = await openTicket(
        store,
        guildId,
        { userId: USERS.aylin, username, reason, categoryId },
        actor,
        day(1),
      );
      if (closedOn !== null)
        await closeTicket(store, guildId, ticket.id, transcript(...contents), actor, day(closedOn));
      return ticket.id;
    };
    const refund = await add(
      G,
      'aylin',
      'Rückerstattung',
      3,
      1,
      'Hallo, ich möchte eine Rückerstattung für meine Bestellung.',
      'Die Überweisung ist unterwegs.',
    );
    const crash = await add(G, 'ben', 'Bug', 5, 2, 'The game crashes on startup', 'Please send the crash log');
    const open = await add(G, 'carla', 'Frage zur Überweisung', null, 1);
    await add(OTHER, 'dora', 'Bug', 4, null, 'The game crashes too');

    const ids = async (q: string, extra: Record<string, unknown> = {}) =>
      (await searchTickets(db, dialect, G, query(q, extra))).map((hit) => hit.ticket.id);
    t.same(await ids('Rückerstattung'), [refund], 'a German word with an umlaut');
    t.same(await ids('rueckerstattung'), [], 'no transliteration pretends to match');
    t.same(
      await ids('ÜBERWEISUNG'),
      [refund, open],
      'any case; the transcript and the open ticket (its reason), newest first (open ones by when they opened)',
    );
    t.same(
      await ids('crash'),
      [crash],
      'a prefix of an English word ("crashes") and the word itself, one hit per ticket',
    );
    t.same(await ids('game crash'), [crash], 'every word is required');
    t.same(await ids('game refund'), [], 'a word that is nowhere finds nothing');
    t.same(await ids('ben'), [crash], "the ticket's user");

    const [hit] = await searchTickets(db, dialect, G, query('Bestellung'));
    t.equal(hit?.messageId, '900000000000000000', 'the hit names the matching message');
    t.match(hit?.excerpt, `${HIT_START}Bestellung${HIT_END}`, 'the excerpt marks the hit');
    t.equal(hit?.ticket.username, 'aylin');
    const [reasonHit] = await searchTickets(db, dialect, G, query('Frage'));
    t.equal(reasonHit?.messageId, null, 'a hit in the reason names no message');

    t.same(await ids('Überweisung', { status: 'closed' }), [refund], 'status');
    t.same(await ids('Überweisung', { status: 'open' }), [open]);
    t.same(await ids('Überweisung', { category: 1 }), [refund, open], 'category');
    t.same(await ids('Überweisung', { category: 2 }), []);
    t.same(await ids('crash', { user: 'BEN' }), [crash], 'a username, any case');
    t.same(await ids('crash', { user: USERS.aylin }), [crash], 'a user id');
    t.same(await ids('crash', { user: 'aylin' }), [], 'another user');
    t.same(await ids('Überweisung', { user: 'AY' }), [refund], 'the start of a username, any case');
    t.same(await ids('Überweisung', { user: 'ylin' }), [], 'not the middle of one');
    t.same(await ids('Überweisung', { user: '_ylin' }), [], "the name's own _ matches only itself");
    t.same(await ids('Überweisung', { user: 'a%' }), [], '… and so does %');
    t.same(await ids('Überweisung', { from: '2026-06-04' }), [], 'closed on or after');
    t.same(
      await ids('crash', { from: '2026-06-05', to: '2026-06-05' }),
      [crash],
      'closed on that day (both ends included)',
    );
    t.same(await ids('crash', { to: '2026-06-04' }), []);

    for (const hostile of [
      '"crash',
      'crash*',
      'NEAR(crash game)',
      '(crash) OR x',
      "crash' --",
      'crash:*',
      'a & !b | c',
      '^crash',
      'crash AND NOT game',
      '\\"); drop table tickets; --',
    ]) {
      const hits = await searchTickets(db, dialect, G, query(hostile));
      t.ok(Array.isArray(hits), `${JSON.stringify(hostile)} is searched as words, never as syntax`);
    }
    t.same(await ids('"crash'), [crash]);

    const mine = await db.selectFrom('tickets').select('id').where('guild_id', '=', OTHER).execute();
    t.same(await ids('crashes too'), [], "another guild's tickets are never found");
    t.equal(mine.length, 1);

    await applyRetention(store, { ticketDays: 1, auditDays: 365 }, day(30));
    t.same(await ids('Bestellung'), [], "retention deletes a transcript's index with its contents");
  });

  t.test(`search pages through 60 matching tickets, newest first (${kind})`, async (t) => {
    const store = await testStore(t, kind);
    const { db, dialect } = store;
    // Many matching messages per ticket; pairs close at the same instant.
    for (let index = 0; index < 60; index++)
      await closedLoginTicket(
        store,
        new Date(day(2).getTime() + Math.floor(index / 2) * 1000),
        'login fails',
        'still no login',
        'login works now',
      );
    const seen: number[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await searchTickets(db, dialect, G, query('login', { limit: 25, ...(before ? { before } : {}) }));
      seen.push(...page.map((hit) => hit.ticket.id));
      if (page.length < 25) break;
      const last = page.at(-1)!.ticket;
      before = transcriptCursor({ id: last.id, closed_at: last.closed_at! });
    }
    t.equal(seen.length, 60, 'every matching ticket once');
    t.same(
      seen,
      [...seen].sort((a, b) => b - a),
      'newest first',
    );
    t.equal(new Set(seen).size, 60);
  });

  t.test(`whether a word is common is counted once, then kept (${kind})`, async (t) => {
    const store = await testStore(t, kind);
    for (let index = 0; index < 3; index++) await closedLoginTicket(store, day(2), 'login fails', 'login works');
    let queries = 0;
    // Counted as they answer: a query built of others (the count's subquery) is still one query.
    const db = store.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries++;
        return args.result;
      },
    });
    const plan: SearchPlan = { commonRows: 2, walkBatches: [64] };
    const search = async () =>
      (await searchTickets(db, store.dialect, G, query('login'), plan)).map((hit) => hit.ticket.id);
    const first = await search();
    t.equal(first.length, 3);
    const firstQueries = queries;
    queries = 0;
    t.same(await search(), first, 'the same page');
    t.equal(queries, firstQueries - 1, "one query fewer: the word's index rows are not counted again");
  });

  t.test(
    `every way of searching finds the same pages: the walk for common words, the grouped search, both in turn (${kind})`,
    async (t) => {
      const store = await testStore(t, kind);
      const { db, dialect } = store;
      const users = ['aylin', 'ben', 'carla'];
      const tickets: { id: number; index: number; open: boolean; closedAt: number }[] = [];
      for (let index = 0; index < 80; index++) {
        const reason = index % 7 === 0 ? 'Login Problem' : 'Frage';
        const ticket = await openTicket(
          store,
          G,
          { userId: USERS.aylin, username: users[index % 3]!, reason, categoryId: (index % 2) + 1 },
          actor,
          day(1),
        );
        const open = index % 5 === 4;
        // Pairs close at the same instant (ties broken by id); the closing order is not the id order.
        const closedAt = day(2).getTime() + ((index * 37) % 40) * 1000;
        if (!open)
          await closeTicket(
            store,
            G,
            ticket.id,
            transcript(...(index % 4 === 0 ? ['server login', 'login again', 'server'] : ['server hallo', 'danke'])),
            actor,
            new Date(closedAt),
          );
        tickets.push({ id: ticket.id, index, open, closedAt });
      }
      // Another guild where "login" is everywhere: common in the whole index, rare in this guild.
      for (let index = 0; index < 20; index++) {
        const ticket = await openTicket(
          store,
          OTHER,
          { userId: USERS.aylin, username: 'dora', reason: 'Login' },
          actor,
          day(1),
        );
        await closeTicket(store, OTHER, ticket.id, transcript('login', 'login', 'login', 'login'), actor, day(3));
      }
      const newestFirst = (a: (typeof tickets)[number], b: (typeof tickets)[number]) =>
        a.open === b.open ? (a.open ? 0 : b.closedAt - a.closedAt) || b.id - a.id : a.open ? 1 : -1;
      const expected = (matches: (ticket: (typeof tickets)[number]) => boolean) =>
        tickets
          .filter(matches)
          .sort(newestFirst)
          .map((ticket) => ticket.id);

      const everyPage = async (plan: SearchPlan, q: string, extra: Record<string, unknown>) => {
        const hits = [];
        for (let before: string | undefined; ; ) {
          const page = await searchTickets(
            db,
            dialect,
            G,
            query(q, { ...extra, limit: 7, ...(before ? { before } : {}) }),
            plan,
          );
          hits.push(...page);
          if (page.length < 7) return hits;
          const last = page.at(-1)!.ticket;
          before = transcriptCursor({ id: last.id, closed_at: last.closed_at ?? last.created_at });
        }
      };
      const grouped: SearchPlan = { commonRows: 1, walkBatches: [] };
      const plans: [string, SearchPlan][] = [
        ['the default plan', SEARCH_PLAN],
        ['a walk too short, then the grouped search', { commonRows: 1, walkBatches: [1, 2] }],
        ['a walk to the end', { commonRows: 1, walkBatches: [3, 5, 8, 1000] }],
        ['one batch per page', { commonRows: 1, walkBatches: [7] }],
      ];
      const searches: [string, Record<string, unknown>, number[] | null][] = [
        ['login', {}, expected((ticket) => (ticket.index % 4 === 0 && !ticket.open) || ticket.index % 7 === 0)],
        ['server', {}, expected((ticket) => !ticket.open)],
        ['server', { status: 'closed', user: 'BEN' }, expected((ticket) => !ticket.open && ticket.index % 3 === 1)],
        [
          'login',
          { category: 1 },
          expected(
            (ticket) => ((ticket.index % 4 === 0 && !ticket.open) || ticket.index % 7 === 0) && ticket.index % 2 === 0,
          ),
        ],
        [
          'server login',
          { from: '2026-06-02', to: '2026-06-02' },
          expected((ticket) => ticket.index % 4 === 0 && !ticket.open),
        ],
        ['frage', { status: 'open' }, expected((ticket) => ticket.open && ticket.index % 7 !== 0)],
      ];
      for (const [q, extra, ids] of searches) {
        const reference = await everyPage(grouped, q, extra);
        t.same(
          reference.map((hit) => hit.ticket.id),
          ids,
          `the grouped search: ${q} ${JSON.stringify(extra)}`,
        );
        for (const [name, plan] of plans)
          t.same(
            await everyPage(plan, q, extra),
            reference,
            `${name}: ${q} ${JSON.stringify(extra)}, the same hits, messages and excerpts`,
          );
      }
    },
  );
}

t.test(
  'SQLite: an index built before tickets had a rowid range each is renumbered, and searches and closes as before',
  async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'guildhall-search-walk-'));
    t.teardown(() => rmSync(dir, { recursive: true, force: true }));
    const file = new SQLite(join(dir, 'guildhall.sqlite'));
    const older = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
    t.equal(
      (await new Migrator({ db: older, provider: migrationProvider('sqlite') }).migrateTo('0008_guild_preferences'))
        .error,
      undefined,
    );
    // Two tickets whose rows were indexed in turns, as the old index numbered them: one rowid after another.
    // Ticket 1 is still open (closed below), ticket 2 closed.
    for (const id of [1, 2])
      await older
        .insertInto('tickets')
        .values({
          id,
          guild_id: G,
          channel_id: null,
          user_id: USERS.aylin,
          username: `user${id}`,
          reason: 'Frage',
          category_id: null,
          status: id === 1 ? 'open' : 'closed',
          created_at: day(1).toISOString(),
          closed_at: id === 1 ? null : day(id + 1).toISOString(),
          transcript: '{}',
        })
        .execute();
    const rows = [
      [1, '', 'user1 Frage'],
      [2, '', 'user2 Frage'],
      [1, '11', 'Kennwort vergessen'],
      [2, '21', 'Kennwort geht wieder'],
      [1, '12', 'danke'],
    ] as const;
    for (const [ticketId, messageId, body] of rows)
      await older
        .insertInto('ticket_search')
        .values({ ticket_id: ticketId, guild_id: G, message_id: messageId, body })
        .execute();
    await older.destroy();

    const store = await testStore(t, 'sqlite', dir);
    const keyed = await store.db
      .selectFrom('ticket_search')
      .select([sql<number>`rowid`.as('rowid'), 'ticket_id', 'message_id'])
      .orderBy(sql`rowid`)
      .execute();
    t.same(
      keyed.map((row) => [row.rowid - row.ticket_id * 2 ** 20, row.ticket_id, row.message_id]),
      [
        [0, 1, ''],
        [1, 1, '11'],
        [2, 1, '12'],
        [0, 2, ''],
        [1, 2, '21'],
      ],
      "each ticket's rows numbered from its id · 2^20, in their old order",
    );
    const hits = async (plan: SearchPlan) =>
      (await searchTickets(store.db, store.dialect, G, query('kennwort'), plan)).map((hit) => [
        hit.ticket.id,
        hit.messageId,
      ]);
    t.same(
      await hits({ commonRows: 1, walkBatches: [] }),
      [
        [2, '21'],
        [1, '11'],
      ],
      'the grouped search',
    );
    t.same(
      await hits({ commonRows: 1, walkBatches: [1] }),
      [
        [2, '21'],
        [1, '11'],
      ],
      'the walk',
    );
    await closeTicket(store, G, 1, transcript('neues Kennwort'), actor, day(4));
    t.same(
      await hits(SEARCH_PLAN),
      [
        [1, '900000000000000000'],
        [2, '21'],
      ],
      "the close replaces the ticket's rows in its range",
    );
    t.equal(
      (await store.db.selectFrom('ticket_search').select('ticket_id').where('ticket_id', '=', 1).execute()).length,
      2,
    );
  },
);

for (const kind of storeKinds()) {
  t.test(`a close's documents reach the index as written, one row a message in order (${kind})`, async (t) => {
    const store = await testStore(t, kind);
    const ticket = await openTicket(
      store,
      G,
      { userId: USERS.aylin, username: 'aylin', reason: 'Grund' },
      actor,
      day(1),
    );
    const contents = ['Zeile "eins" mit \\ Schrägstrich', 'Null\u0000Byte Wortende', 'Feier 🎉 ünd Ende', '   '];
    await closeTicket(store, G, ticket.id, transcript(...contents), actor, day(2));
    const rows = await store.db
      .selectFrom('ticket_search')
      .select(['message_id', 'body'])
      .where('ticket_id', '=', ticket.id)
      .orderBy(store.dialect === 'sqlite' ? sql`rowid` : sql`id`)
      .execute();
    t.same(
      rows,
      [
        { message_id: '', body: 'aylin\nGrund' },
        { message_id: '900000000000000000', body: 'aylin\nZeile "eins" mit \\ Schrägstrich' },
        { message_id: '900000000000000001', body: 'aylin\nNull Byte Wortende' },
        { message_id: '900000000000000002', body: 'aylin\nFeier 🎉 ünd Ende' },
        { message_id: '900000000000000003', body: 'aylin\n   ' },
      ],
      'quotes, backslashes and emoji as written; NUL, which PostgreSQL refuses, as a space',
    );
    const found = await searchTickets(store.db, store.dialect, G, query('Wortende'));
    t.same(
      found.map((hit) => hit.ticket.id),
      [ticket.id],
      'a word after the NUL is found',
    );
  });
}

t.test('the bot API: tickets.search checks its query and the permission', async (t) => {
  const bot = await buildTestBotApi(t);
  const G = IDS.demoGuild;
  const search = (query: string, user: string = USERS.owner) =>
    bot.call('GET', `/api/tickets/${G}/search?${query}`, user);
  const ok = await search('q=ticket');
  t.equal(ok.statusCode, 200);
  t.ok(Array.isArray(ok.json()));
  for (const [bad, why] of [
    ['q=', 'an empty term'],
    ['q=%2A%22%28', 'a term without a word'],
    [`q=${'a'.repeat(201)}`, 'an over-long term'],
    ['q=x&from=24.11.2026', 'a date not as YYYY-MM-DD'],
    ['q=x&category=abc', 'a category that is no id'],
    ['q=x&limit=500', 'a limit too large'],
    ['q=x&before=1%3B%20drop', 'a cursor that is none'],
    ['q=x&sql=1', 'an unknown parameter'],
  ] as const) {
    const reply = await search(bad);
    t.equal(reply.statusCode, 400, why);
    t.equal(reply.json().code, 'invalid_request', why);
  }
  t.equal((await search('q=ticket', USERS.newcomer)).statusCode, 403, 'a member without tickets.view is refused');
});
