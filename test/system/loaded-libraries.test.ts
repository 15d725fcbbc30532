// The default set-up (SQLite, sessions in memory, one process) does not load the client library of a
// service it does not use, and the Discord REST client shares the project's undici: each copy of a
// library costs the process its source and compiled code (docs/performance.md).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import t, { type Test } from 'tap';
import { projectRoot } from '../../server/platform/paths.js';
import { postgresSchema } from '../helpers/bot-api.js';
import { freePort } from '../helpers/browser.js';

const CHILD = join(projectRoot, 'build', 'test', 'helpers', 'loaded-libraries.js');

async function loadedPackages(t: Test, env: Record<string, string>): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-loaded-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const { stdout } = await promisify(execFile)(process.execPath, [CHILD], {
    // A port of its own for the bot API: the default one may be a running demo's.
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      BOT_API_PORT: String(await freePort()),
      ...env,
    },
  });
  return JSON.parse(stdout) as string[];
}

t.test('SQLite without Redis: no ioredis, no pg, one undici', async (t) => {
  const packages = await loadedPackages(t, {});
  for (const present of ['fastify', 'undici'])
    t.ok(packages.includes(present), `${present} is loaded (the reading sees libraries)`);
  for (const absent of ['ioredis', 'pg', '@discordjs/rest > undici'])
    t.notOk(packages.includes(absent), `${absent} is not loaded`);
});

t.test(
  'with DATABASE_URL and REDIS_URL both clients are loaded',
  { skip: !process.env.DATABASE_URL || !process.env.REDIS_URL ? 'DATABASE_URL and REDIS_URL are needed' : false },
  async (t) => {
    const schema = await postgresSchema('loaded');
    t.teardown(() => schema.drop());
    const packages = await loadedPackages(t, { DATABASE_URL: schema.url, REDIS_URL: process.env.REDIS_URL! });
    t.ok(packages.includes('ioredis'), 'ioredis is loaded');
    t.ok(packages.includes('pg'), 'pg is loaded');
  },
);
