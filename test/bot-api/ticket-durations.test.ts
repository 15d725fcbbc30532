// Each ticket's durations as the statistics read them (store/stats-durations-migration.ts): written by the
// database from the instants on every write, and filled in for the tickets a store already had when it
// gained them, on both stores.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import pg from 'pg';
import t, { type Test } from 'tap';
import { openTicket } from '../../server/bot-api/repos/ticket-opening.js';
import { closeTicket } from '../../server/bot-api/repos/tickets.js';
import { openStore } from '../../server/bot-api/store/database.js';
import { migrationProvider } from '../../server/bot-api/store/migrations.js';
import { OwnSchemaPostgresDialect } from '../../server/bot-api/store/own-schema-introspector.js';
import type { Database } from '../../server/bot-api/store/schema.js';
import { SQLite } from '../../server/platform/sqlite.js';
import { postgresSchema, storeKinds, testStore, USERS, type StoreKind } from '../helpers/bot-api.js';

const G = '100000000000000098';
const actor = { id: 'bot', name: 'Bot' };
const OPENED = new Date('2026-11-20T10:00:00.000Z');

const durationsOf = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('tickets')
    .select(['first_response_ms', 'resolution_ms'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
    .then((row) => ({ firstResponse: row.first_response_ms, resolution: row.resolution_ms }));

const closedRow = (firstResponseAt: string | null, closedAt: string) => ({
  guild_id: G,
  channel_id: null,
  user_id: USERS.aylin,
  username: 'aylin',
  reason: 'Frage',
  category_id: null,
  status: 'closed' as const,
  created_at: OPENED.toISOString(),
  closed_at: closedAt,
  first_response_at: firstResponseAt,
  transcript: '{}',
});

for (const kind of storeKinds()) {
  t.test(`the database writes the durations on every write of an instant (${kind})`, async (t) => {
    const store = await testStore(t, kind);
    const opened = await openTicket(
      store,
      G,
      { userId: USERS.aylin, username: 'aylin', reason: 'Frage' },
      actor,
      OPENED,
    );
    t.same(await durationsOf(store.db, opened.id), { firstResponse: null, resolution: null }, 'open: none yet');
    await closeTicket(store, G, opened.id, '{}', actor, new Date('2026-11-21T12:30:00.250Z'), undefined, {
      firstResponseAt: '2026-11-20T10:05:30.500Z',
    });
    t.same(
      await durationsOf(store.db, opened.id),
      { firstResponse: 330_500, resolution: 95_400_250 },
      'closed: milliseconds from the opening to the first answer and to the close',
    );
    const inserted = await store.db
      .insertInto('tickets')
      .values(closedRow('', '2026-11-20T09:59:59.000Z'))
      .returning('id')
      .executeTakeFirstOrThrow();
    t.same(
      await durationsOf(store.db, inserted.id),
      { firstResponse: null, resolution: 0 },
      'inserted: no first answer for an empty one, a close stamped before the opening counts as 0',
    );
    await store.db
      .updateTable('tickets')
      .set({ first_response_at: '2026-11-20T11:00:00.000Z', closed_at: '2026-11-22T10:00:00.000Z' })
      .where('id', '=', inserted.id)
      .execute();
    t.same(await durationsOf(store.db, inserted.id), { firstResponse: 3_600_000, resolution: 172_800_000 }, 'updated');
  });
}

/** A store of `kind` migrated up to the migration before the durations, and how to open it at the latest. */
async function olderStore(t: Test, kind: StoreKind) {
  if (kind === 'postgres') {
    const schema = await postgresSchema('gh_durations');
    t.teardown(() => schema.drop());
    const pool = new pg.Pool({ connectionString: schema.url });
    const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
    return { db, reopen: () => openStore({ databaseUrl: schema.url, dataDir: '' }) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'guildhall-durations-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(join(dir, 'guildhall.sqlite')) }),
  });
  return { db, reopen: () => openStore({ dataDir: dir }) };
}

for (const kind of storeKinds()) {
  t.test(`the tickets a store had before the durations get theirs (${kind})`, async (t) => {
    const older = await olderStore(t, kind);
    const rewound = await new Migrator({ db: older.db, provider: migrationProvider(kind) }).migrateTo(
      '0024_ticket_stats_reads',
    );
    t.equal(rewound.error, undefined);
    const { id } = await older.db
      .insertInto('tickets')
      .values(closedRow('2026-11-20T10:00:01.499Z', '2026-11-27T10:00:00.000Z'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await older.db.destroy();
    const store = await older.reopen();
    t.teardown(() => store.close());
    t.same(await durationsOf(store.db, id), { firstResponse: 1_499, resolution: 604_800_000 });
  });
}
