// On PostgreSQL the store sees only its own schema: Kysely's introspection, which its migrator runs at every
// start, must neither read other schemas' tables nor fail when another schema is dropped while it reads.
import { type Kysely, PostgresIntrospector, sql } from 'kysely';
import pg from 'pg';
import t, { type Test } from 'tap';
import { openStore } from '../../server/bot-api/store/database.js';
import { OwnSchemaIntrospector } from '../../server/bot-api/store/own-schema-introspector.js';
import { postgresSchema } from '../helpers/bot-api.js';

const needsPostgres = { skip: process.env.DATABASE_URL ? false : 'needs DATABASE_URL' };

/** A migrated store in a schema of its own, and a second schema holding a table of another owner. */
async function storeBesideAnotherSchema(t: Test) {
  const own = await postgresSchema('gh_intro_own');
  const other = await postgresSchema('gh_intro_other');
  const store = await openStore({ databaseUrl: own.url, dataDir: '' });
  t.teardown(async () => {
    await store.close();
    await own.drop();
  });
  const client = new pg.Client({ connectionString: other.url });
  await client.connect();
  await client.query('create table leftover (id serial primary key, note text)');
  await client.end();
  return { db: store.db as unknown as Kysely<unknown>, other };
}

/**
 * Reads the catalog inside a transaction whose snapshot predates the other schema's drop: the moment a
 * concurrent drop lands in the middle of the read, made repeatable.
 */
async function introspectAfterDrop(db: Kysely<unknown>, dropOther: () => Promise<void>, kyselys: boolean) {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await dropOther();
      const introspector = kyselys ? new PostgresIntrospector(trx) : new OwnSchemaIntrospector(trx);
      return introspector.getTables({ withInternalKyselyTables: true });
    });
}

const plain = (value: unknown) => JSON.parse(JSON.stringify(value));
const names = (tables: { name: string }[]) => tables.map((table) => table.name);

t.test(
  'the store lists its own tables exactly as Kysely describes them, and no other schema',
  needsPostgres,
  async (t) => {
    const { db, other } = await storeBesideAnotherSchema(t);
    t.teardown(other.drop);
    const own = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema;
    const ours = await db.introspection.getTables();
    const kyselys = (await new PostgresIntrospector(db).getTables()).filter((table) => table.schema === own);
    t.ok(ours.length > 10, `the migrated tables are listed (${ours.length})`);
    t.same(
      ours.map((table) => table.schema),
      ours.map(() => own),
      'every table is in the store’s own schema',
    );
    t.notOk(names(ours).includes('leftover'), 'the other schema’s table is not listed');
    t.notOk(names(ours).includes('kysely_migration'), 'the migrator’s own tables only when asked for');
    t.strictSame(plain(ours), plain(kyselys), 'names, columns, types, defaults and nullability match Kysely’s reading');
    const withInternal = await db.introspection.getTables({ withInternalKyselyTables: true });
    t.same(
      names(withInternal).filter((name) => name.startsWith('kysely_')),
      ['kysely_migration', 'kysely_migration_lock'],
      'asked for, the migrator’s tables are there',
    );
  },
);

t.test('another schema dropped while the catalog is read does not fail the reading', needsPostgres, async (t) => {
  const { db, other } = await storeBesideAnotherSchema(t);
  await t.rejects(
    introspectAfterDrop(db, other.drop, true),
    { message: `schema "${other.name}" does not exist` },
    'Kysely’s own introspection fails in this moment: the failure a store start met beside a test’s teardown',
  );
  const second = await storeBesideAnotherSchema(t);
  const tables = await introspectAfterDrop(second.db, second.other.drop, false);
  t.ok(
    names(tables).includes('kysely_migration'),
    'the store’s introspection reads its own tables through the same moment',
  );
  t.notOk(names(tables).includes('leftover'), 'and nothing of the dropped schema');
});
