// The retention job with a fake clock, on both stores: ticket contents go 60 days after closing, audit
// rows after 90; rows and counts stay; runs are idempotent; on PostgreSQL one process at a time.
import pg from 'pg';
import t from 'tap';
import { applyRetention, RETENTION_LOCK_KEY } from '../../server/bot-api/retention.js';
import { openTicket } from '../../server/bot-api/repos/ticket-opening.js';
import { closeTicket, countTickets, getTranscript } from '../../server/bot-api/repos/tickets.js';
import { storeKinds, testStore, USERS } from '../helpers/bot-api.js';

const G = '100000000000000098';
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1, 12);
const at = (days: number) => new Date(T0 + days * DAY);
const POLICY = { ticketDays: 60, auditDays: 90 };
const actor = { id: 'bot', name: 'Bot' };

for (const kind of storeKinds()) {
  t.test(`ticket contents after 60 days, audit rows after 90, counts kept (${kind})`, async (t) => {
    const store = await testStore(t, kind);
    const { db } = store;
    const ids: number[] = [];
    for (const closedOn of [0, 0, 0, 30, null]) {
      const ticket = await openTicket(
        store,
        G,
        { userId: USERS.aylin, username: 'aylin', reason: 'Mein Passwort ist hunter2' },
        actor,
        at(0),
      );
      if (closedOn !== null)
        await closeTicket(
          store,
          G,
          ticket.id,
          JSON.stringify({ messages: [{ id: '1', content: 'privat' }] }),
          actor,
          at(closedOn),
        );
      ids.push(ticket.id);
    }
    const audit = async () =>
      (await db.selectFrom('audit_log').select('created_at').execute()).map((row) => row.created_at);
    t.equal((await audit()).length, 9, 'five opens and four closes were audited');

    t.same(
      await applyRetention(store, POLICY, at(59)),
      { ran: true, ticketsCleared: 0, auditRowsDeleted: 0 },
      'day 59: nothing is due',
    );
    t.same(
      await applyRetention(store, POLICY, at(61)),
      { ran: true, ticketsCleared: 3, auditRowsDeleted: 0 },
      'day 61: the three closed on day 0',
    );
    const cleared = await getTranscript(db, G, ids[0]!);
    t.equal(cleared.transcript, '{}', 'the transcript is gone');
    t.equal(cleared.reason, '', 'and the reason');
    t.equal(cleared.content_deleted_at, at(61).toISOString(), 'marked with when');
    t.equal(cleared.username, 'aylin', 'the row stays');
    t.match((await getTranscript(db, G, ids[3]!)).transcript, 'privat', 'closed on day 30: kept until day 90');
    t.match((await getTranscript(db, G, ids[4]!)).reason, 'hunter2', 'an open ticket is never touched');
    t.same(await countTickets(db, G), { total: 5, open: 1 }, 'the counters are unchanged');
    t.same(
      await applyRetention(store, POLICY, at(61)),
      { ran: true, ticketsCleared: 0, auditRowsDeleted: 0 },
      'a second run finds nothing left',
    );

    const outcome = await applyRetention(store, POLICY, at(91));
    t.same(
      outcome,
      { ran: true, ticketsCleared: 1, auditRowsDeleted: 8 },
      'day 91: the day-30 ticket, and every audit row of day 0',
    );
    t.same(await audit(), [at(30).toISOString()], 'only the day-30 close is younger than 90 days');
  });
}

t.test(
  'PostgreSQL: while another process holds the job lock, a round skips',
  { skip: process.env.DATABASE_URL ? false : 'needs DATABASE_URL' },
  async (t) => {
    const store = await testStore(t, 'postgres');
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    t.teardown(() => other.end());
    await other.query('select pg_advisory_lock($1)', [RETENTION_LOCK_KEY]);
    t.same(await applyRetention(store, POLICY, at(100)), { ran: false, ticketsCleared: 0, auditRowsDeleted: 0 });
    await other.query('select pg_advisory_unlock($1)', [RETENTION_LOCK_KEY]);
    // Other test processes' bot APIs share this database's lock for a moment at most: try a few times.
    let ran = false;
    for (let attempt = 0; attempt < 20 && !ran; attempt++) ran = (await applyRetention(store, POLICY, at(100))).ran;
    t.ok(ran, 'once released, the next round runs');
  },
);
