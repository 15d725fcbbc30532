// The store on both engines: migrations, constraints, booleans, transactions, restarts, two processes.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SQLite } from '../../server/platform/sqlite.js';
import { sql } from 'kysely';
import t from 'tap';
import { createCategory, listCategories, updateCategory } from '../../server/bot-api/repos/categories.js';
import {
  addPermission,
  entriesOf,
  grantedBy,
  listPermissions,
} from '../../server/bot-api/repos/dashboard-permissions.js';
import { openStore } from '../../server/bot-api/store/database.js';
import { migrationProvider } from '../../server/bot-api/store/migrations.js';
import { PAGE_CACHE_KIB } from '../../server/bot-api/store/sqlite-thread.js';
import { projectRoot } from '../../server/platform/paths.js';
import { seedDemoData, isSeeded } from '../../server/bot-api/demo-seed.js';
import { postgresSchema, storeKinds, testStore } from '../helpers/bot-api.js';
import { demoWorld } from '../../server/stand-in/demo-world.js';
import { DEMO_BLOCK_REASON } from '../../server/bot-api/demo-blocked.js';

/** A category's own set-up, left empty. */
const NO_SETUP = { questions: [], staffRoleIds: [], welcomeMessage: '', discordCategoryId: null };

const G = '100000000000000001';
const actor = { id: '200000000000000001', name: 'demo-owner' };
const now = new Date('2026-11-22T12:00:00.000Z');

for (const kind of storeKinds()) {
  t.test(`constraints and types (${kind})`, async (t) => {
    const { db } = await testStore(t, kind);
    const created = await createCategory(
      db,
      G,
      { name: 'Technik', description: '', emoji: '🛠️', color: '#fee75c', sortOrder: 1, ...NO_SETUP },
      actor,
      now,
    );
    t.match(created, { name: 'Technik', color: '#FEE75C', is_active: true, sort_order: 1 });
    await t.rejects(
      createCategory(
        db,
        G,
        { name: 'TECHNIK', description: '', emoji: '🛠️', color: '#FEE75C', sortOrder: 0, ...NO_SETUP },
        actor,
        now,
      ),
      new Error('A category with this name already exists'),
    );
    const toggled = await updateCategory(db, G, created.id, { isActive: false }, actor, now);
    t.equal(toggled.is_active, false);
    t.equal(typeof toggled.is_active, 'boolean');
    t.same(await listCategories(db, G, false), []);
    const audit = await db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    t.same(
      audit.map((row) => row.action),
      ['category.create', 'category.toggle'],
      'the refused duplicate wrote no audit entry',
    );
    await t.rejects(
      db
        .insertInto('global_admins')
        .values({ user_id: '1', username: 'x', level: 4, granted_by: null, granted_at: now.toISOString() })
        .execute(),
      'levels are 1-3',
    );
    await t.rejects(
      db
        .insertInto('global_settings')
        .values({
          setting_key: 'k',
          setting_value: 'v',
          setting_type: 'yaml' as 'json',
          description: null,
          updated_at: now.toISOString(),
        })
        .execute(),
      'setting types are checked',
    );
    await addPermission(
      db,
      G,
      {
        type: 'role',
        targetId: '110000000000000004',
        targetName: 'Moderator',
        permissions: ['dashboard.view', 'tickets.view'],
      },
      actor,
      now,
    );
    await addPermission(
      db,
      G,
      { type: 'user', targetId: '200000000000000002', targetName: 'Mia', permissions: ['autoresponse.view'] },
      actor,
      now,
    );
    t.same(
      [...grantedBy(entriesOf(await listPermissions(db, G), '200000000000000002', ['110000000000000004']))].sort(),
      ['autoresponse.view', 'dashboard.view', 'tickets.view'],
    );
    t.same([...grantedBy(entriesOf(await listPermissions(db, G), '200000000000000003', []))], []);
  });

  t.test(`the demo seed runs once (${kind})`, async (t) => {
    const store = await testStore(t, kind);
    const { db } = store;
    t.equal(await isSeeded(db, demoWorld()), false);
    await seedDemoData(store, demoWorld(), now);
    await seedDemoData(store, demoWorld(), now);
    t.equal(await isSeeded(db, demoWorld()), true);
    const count = async (table: 'tickets' | 'ticket_categories' | 'auto_responses') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    t.equal(await count('tickets'), 10);
    t.equal(await count('ticket_categories'), 5);
    t.equal(await count('auto_responses'), 6);
    t.same(
      await db.selectFrom('ticket_blocklist').select(['target_type', 'target_id', 'target_name', 'reason']).execute(),
      [{ target_type: 'user', target_id: demoWorld().users.blocked, target_name: 'jonas', reason: DEMO_BLOCK_REASON }],
      'one member on the Sperrliste, with the reason',
    );
  });
}

t.test('SQLite: a restart keeps the data and re-applies no migration', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'guildhall-restart-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const first = await openStore({ dataDir: dir });
  await createCategory(
    first.db,
    G,
    { name: 'Bleibt', description: '', emoji: '🎫', color: '#5865F2', sortOrder: 0, ...NO_SETUP },
    actor,
    now,
  );
  await first.close();
  const second = await openStore({ dataDir: dir });
  t.same(
    (await listCategories(second.db, G, true)).map((category) => category.name),
    ['Bleibt'],
  );
  const migrations = await second.db
    .selectFrom('kysely_migration' as never)
    .selectAll()
    .execute();
  t.equal(
    migrations.length,
    Object.keys(await migrationProvider('sqlite').getMigrations()).length,
    'each migration recorded once',
  );
  const [cache] = (await sql<{ cache_size: number }>`pragma cache_size`.execute(second.db)).rows;
  t.equal(cache?.cache_size, -PAGE_CACHE_KIB, "the store's thread keeps its own page cache size");
  const builtIn = new SQLite(':memory:');
  t.not(builtIn.pragma('cache_size', { simple: true }), -PAGE_CACHE_KIB, 'which is not the built-in one');
  builtIn.close();
  await second.close();
  const raw = new SQLite(join(dir, 'guildhall.sqlite'), { readonly: true });
  t.equal(raw.pragma('journal_mode', { simple: true }), 'wal');
  raw.close();
});

t.test('SQLite: a second process writing to the same file corrupts nothing and loses no row', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'guildhall-two-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const store = await openStore({ dataDir: dir });
  const writer = join(projectRoot, 'build', 'test', 'helpers', 'sqlite-writer.js');
  const child = spawn(process.execPath, [writer, dir, 'child-', '300'], { stdio: 'inherit' });
  for (let index = 0; index < 300; index += 1) {
    await store.db
      .insertInto('auto_responses')
      .values({
        guild_id: '100000000000000009',
        trigger_word: `parent-${index}`,
        trigger_key: `parent-${index}`,
        response_text: 'x',
        is_embed: 0,
        embed_title: null,
        embed_description: null,
        embed_color: null,
        created_at: now.toISOString(),
      })
      .execute();
  }
  const [code] = await once(child, 'exit');
  t.equal(code, 0);
  const rows = await store.db
    .selectFrom('auto_responses')
    .select('trigger_word')
    .where('guild_id', '=', '100000000000000009')
    .execute();
  t.equal(rows.length, 600);
  await store.close();
  const raw = new SQLite(join(dir, 'guildhall.sqlite'));
  t.equal(raw.pragma('integrity_check', { simple: true }), 'ok');
  raw.close();
});

t.test('npm run backup: an online copy of the SQLite database while it is open, restorable as DATA_DIR', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'guildhall-backup-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const live = await openStore({ dataDir: dir });
  await createCategory(
    live.db,
    G,
    { name: 'Gesichert', description: '', emoji: '🎫', color: '#5865F2', sortOrder: 0, ...NO_SETUP },
    actor,
    now,
  );
  const restoreDir = mkdtempSync(join(tmpdir(), 'guildhall-restore-'));
  t.teardown(() => rmSync(restoreDir, { recursive: true, force: true }));
  const child = spawn(
    process.execPath,
    [join(projectRoot, 'build', 'scripts', 'backup.js'), join(restoreDir, 'guildhall.sqlite')],
    {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  await live.close();
  t.equal(code, 0);
  t.match(output, /Backed up .*guildhall\.sqlite/);
  const restored = await openStore({ dataDir: restoreDir });
  t.same(
    (await listCategories(restored.db, G, true)).map((category) => category.name),
    ['Gesichert'],
    'the backup opens as a data directory',
  );
  await restored.close();
});

t.test(
  'PostgreSQL: Guildhall in one schema does not stop another schema of the same database from migrating',
  { skip: process.env.DATABASE_URL ? false : 'needs DATABASE_URL' },
  async (t) => {
    // Kysely's own introspection finds the migrator's tables by name in every schema; a CI smoke test that
    // migrated `public` once made every later test schema skip its own tables.
    const first = await postgresSchema('gh_first');
    const second = await postgresSchema('gh_second');
    t.teardown(async () => {
      await first.drop();
      await second.drop();
    });
    const a = await openStore({ databaseUrl: first.url, dataDir: '' });
    const b = await openStore({ databaseUrl: second.url, dataDir: '' });
    t.teardown(async () => {
      await a.close();
      await b.close();
    });
    await createCategory(
      b.db,
      G,
      { name: 'Zweites Schema', description: '', emoji: '🎫', color: '#5865F2', sortOrder: 0, ...NO_SETUP },
      actor,
      now,
    );
    t.equal((await listCategories(b.db, G, true)).length, 1, 'the second schema has its own tables');
    t.equal((await listCategories(a.db, G, true)).length, 0, 'and the first is untouched');
  },
);
