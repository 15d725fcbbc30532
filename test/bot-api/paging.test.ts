// Keyset paging of tickets and transcripts on both stores: every row exactly once, newest first, in both
// directions, ties on the closing time broken by id; calls without paging parameters still list all.
import t from 'tap';
import { transcriptCursor } from '../../server/contract/index.js';
import { openTicket } from '../../server/bot-api/repos/ticket-opening.js';
import { closeTicket, listTickets, listTranscripts } from '../../server/bot-api/repos/tickets.js';
import { buildTestBotApi, IDS, storeKinds, testStore, USERS } from '../helpers/bot-api.js';

const G = '100000000000000099';
const actor = { id: 'bot', name: 'Bot' };

for (const kind of storeKinds()) {
  t.test(`transcripts and tickets page through 130 rows (${kind})`, async (t) => {
    const store = await testStore(t, kind);
    const { db } = store;
    const start = Date.UTC(2026, 0, 1);
    for (let index = 0; index < 130; index++) {
      const ticket = await openTicket(
        store,
        G,
        { userId: USERS.aylin, username: 'aylin', reason: `#${index}` },
        actor,
        new Date(start + index * 60_000),
      );
      // Every third ticket stays open; pairs of tickets close at the same instant (ties).
      if (index % 3 !== 2)
        await closeTicket(
          store,
          G,
          ticket.id,
          '{}',
          actor,
          new Date(start + 86_400_000 + Math.floor(index / 2) * 60_000),
        );
    }
    const all = await listTranscripts(db, G);
    t.equal(all.length, 87, 'the unpaged list has every closed ticket');

    const seen: number[] = [];
    let before: string | undefined;
    const pages: (typeof all)[] = [];
    for (;;) {
      const page = await listTranscripts(db, G, { limit: 25, before });
      pages.push(page);
      seen.push(...page.map((row) => row.id));
      if (page.length < 25) break;
      before = transcriptCursor(page.at(-1)!);
    }
    t.same(
      seen,
      all.map((row) => row.id),
      'older pages: every transcript once, in the unpaged order',
    );
    t.same(
      pages.map((page) => page.length),
      [25, 25, 25, 12],
    );
    const back = await listTranscripts(db, G, { limit: 25, after: transcriptCursor(pages[2]![0]!) });
    t.same(
      back.map((row) => row.id),
      pages[1]!.map((row) => row.id),
      'a newer page from the first row of the next: the page before, newest first',
    );

    const open = await listTickets(db, G, 'open');
    t.equal(open.length, 43);
    const first = await listTickets(db, G, 'open', { limit: 20 });
    const second = await listTickets(db, G, 'open', { limit: 20, before: first.at(-1)!.id });
    const newer = await listTickets(db, G, 'open', { limit: 20, after: second[0]!.id });
    t.same(
      [...first, ...second].map((ticket) => ticket.id),
      open.slice(0, 40).map((ticket) => ticket.id),
      'open tickets by id, newest first',
    );
    t.same(
      newer.map((ticket) => ticket.id),
      first.map((ticket) => ticket.id),
    );
  });
}

t.test(
  'the bot API: limit and cursors are validated; no limit lists everything (a client that does not page)',
  async (t) => {
    const bot = await buildTestBotApi(t);
    const G = IDS.demoGuild;
    const everything = (await bot.call('GET', `/api/tickets/${G}/transcripts`, USERS.owner)).json();
    const page = (await bot.call('GET', `/api/tickets/${G}/transcripts?limit=3`, USERS.owner)).json();
    t.same(page, everything.slice(0, 3));
    const next = (
      await bot.call(
        'GET',
        `/api/tickets/${G}/transcripts?limit=3&before=${encodeURIComponent(transcriptCursor(page[2]))}`,
        USERS.owner,
      )
    ).json();
    t.same(next, everything.slice(3, 6));
    t.same((await bot.call('GET', `/api/tickets/${G}/counts`, USERS.owner)).json(), { total: 10, open: 4 });
    for (const query of [
      'limit=0',
      'limit=201',
      'before=1%3B%20drop',
      'before=x&after=y',
      `before=${encodeURIComponent(transcriptCursor(page[2]))}&after=${encodeURIComponent(transcriptCursor(page[0]))}`,
    ]) {
      const res = await bot.call('GET', `/api/tickets/${G}/transcripts?${query}`, USERS.owner);
      t.equal(res.statusCode, 400, query);
      t.equal(res.json().code, 'invalid_request', query);
    }
    t.equal(
      (await bot.call('GET', `/api/tickets/${G}?status=open&limit=2&before=abc`, USERS.owner)).statusCode,
      400,
      'a ticket cursor is an id',
    );
  },
);
