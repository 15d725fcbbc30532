// The store's PostgreSQL connections stay open between queries for minutes: an idle one the server ends
// must neither end the process nor stop the store, and idle ones must not keep a process from exiting.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import t from 'tap';
import { projectRoot } from '../../server/platform/paths.js';
import { postgresSchema, testStore } from '../helpers/bot-api.js';
import { until } from '../helpers/work.js';

const needsPostgres = { skip: process.env.DATABASE_URL ? false : 'needs DATABASE_URL' };

t.test('PostgreSQL: an idle connection the server ends costs only that connection', needsPostgres, async (t) => {
  const store = await testStore(t, 'postgres');
  const backend = async () =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(store.db)).rows[0]!.pid;
  const pid = await backend();
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  t.teardown(() => admin.end());
  await admin.query('select pg_terminate_backend($1)', [pid]);
  // Gone on the server's side: its last word to the idle connection has been sent.
  await until(async () => (await admin.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount === 0, {
    what: 'the ended connection to leave the server',
  });
  // Its last word reached this process no later than the answer just read, but may be read in the same
  // turn after it: one turn more, and the pool has heard it (a query sent first would meet it instead).
  await new Promise((resolve) => setImmediate(resolve));
  t.not(await backend(), pid, 'the next query runs on a new connection, in the same process');
});

t.test('PostgreSQL: a process whose store is left open with idle connections still exits', needsPostgres, async (t) => {
  const schema = await postgresSchema('gh_pool');
  t.teardown(() => schema.drop());
  const database = pathToFileURL(join(projectRoot, 'build', 'server', 'bot-api', 'store', 'database.js')).href;
  const script = `import { openStore } from ${JSON.stringify(database)};
    const store = await openStore({ databaseUrl: ${JSON.stringify(schema.url)}, dataDir: '' });
    await store.db.selectFrom('tickets').select('id').execute();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
  const [code] = await once(child, 'exit');
  t.equal(code, 0, 'it ran its query and ended without close()');
});
