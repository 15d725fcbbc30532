// The retention job with a fake clock, on both stores: ticket contents go 60 days after closing, audit
// rows after 90; rows and counts stay; runs are idempotent; on PostgreSQL one process at a time. The
// demo's tickets are dated back from the moment of seeding, so the job never clears a fresh demo's.
import pg from 'pg';
import t from 'tap';
import { applyRetention, RETENTION_LOCK_KEY } from '../../server/bot-api/retention.js';
import { openTicket } from '../../server/bot-api/repos/ticket-opening.js';
import { closeTicket, countTickets, getTranscript } from '../../server/bot-api/repos/tickets.js';
import { seedDemoData } from '../../server/bot-api/demo-seed.js';
import { demoWorld } from '../../server/stand-in/demo-world.js';
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
    const cleared = await getTranscript(db, store.dialect, G, ids[0]!);
    t.equal(cleared.transcript, '{}', 'the transcript is gone');
    t.equal(cleared.reason, '', 'and the reason');
    t.equal(cleared.content_deleted_at, at(61).toISOString(), 'marked with when');
    t.equal(cleared.username, 'aylin', 'the row stays');
    t.match(
      (await getTranscript(db, store.dialect, G, ids[3]!)).transcript,
      'privat',
      'closed on day 30: kept until day 90',
    );
    t.match((await getTranscript(db, store.dialect, G, ids[4]!)).reason, 'hunter2', 'an open ticket is never touched');
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

t.test('the demo’s dates: whole days before the moment of seeding, never after it', async (t) => {
  // Seeded at 03:00: every time of the story's last day (up to 23:30) lies the day before.
  const seededAt = new Date('2027-12-02T03:00:00.000Z');
  const tickets = demoWorld().tickets(seededAt);
  t.same(
    tickets.map((ticket) => [ticket.reason, ticket.createdAt, ticket.closedAt]),
    [
      ['Rolle „VIP“ fehlt nach dem Boost', '2027-11-12T09:12:00.000Z', '2027-11-12T10:05:00.000Z'],
      ['Fehler beim Minecraft-Server-Link', '2027-11-15T17:40:00.000Z', '2027-11-16T08:15:00.000Z'],
      ['Bewerbung als Supporter', '2027-10-30T12:00:00.000Z', '2027-11-01T19:30:00.000Z'],
      ['Spam-Meldung in #allgemein', '2027-11-20T21:00:00.000Z', '2027-11-20T21:20:00.000Z'],
      ['Frage zur Partnerschaft', '2027-10-27T10:00:00.000Z', '2027-10-29T16:00:00.000Z'],
      ['Leeres Ticket', '2027-11-22T08:00:00.000Z', '2027-11-22T08:01:00.000Z'],
      ['Discord-Bot reagiert nicht auf /ticket', '2027-11-30T14:30:00.000Z', null],
      ['Event-Vorschlag für Dezember', '2027-12-01T18:45:00.000Z', null],
      ['Entbannungsantrag für einen Freund', '2027-12-01T22:10:00.000Z', null],
      ['Rechte im Build-Kanal', '2027-12-01T23:30:00.000Z', null],
    ],
  );
  for (const ticket of tickets.filter((entry) => entry.closedAt)) {
    const { header, messages } = JSON.parse(ticket.transcript) as {
      header: { generated: string };
      messages: { timestamp: string }[];
    };
    t.equal(header.generated, ticket.closedAt, `${ticket.reason}: written when it closed`);
    t.ok(
      messages.every((message) => message.timestamp >= ticket.createdAt && message.timestamp <= ticket.closedAt!),
      `${ticket.reason}: its messages between its opening and its close`,
    );
  }
});

for (const kind of storeKinds())
  t.test(
    `the demo seeded a year from now keeps every transcript through that day’s retention run (${kind})`,
    async (t) => {
      const store = await testStore(t, kind);
      const yearAhead = new Date(Date.now() + 365 * DAY);
      await seedDemoData(store, demoWorld(), yearAhead);
      t.same(await applyRetention(store, POLICY, yearAhead), { ran: true, ticketsCleared: 0, auditRowsDeleted: 0 });
      const closed = await store.db
        .selectFrom('tickets')
        .select(['reason', 'transcript', 'content_deleted_at'])
        .where('status', '=', 'closed')
        .orderBy('id')
        .execute();
      const expected = demoWorld()
        .tickets(yearAhead)
        .filter((ticket) => ticket.closedAt);
      t.same(
        closed.map((row) => [row.reason, JSON.parse(row.transcript).messages?.length, row.content_deleted_at]),
        expected.map((ticket) => [ticket.reason, JSON.parse(ticket.transcript).messages.length, null]),
        'all six closed demo tickets, each with its transcript',
      );
    },
  );
