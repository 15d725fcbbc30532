// A production install: the built output with production dependencies only (devDependencies pruned,
// offline, from the installed tree) starts with `npm run serve` and answers /readyz. No tsc, no tap,
// no pino-pretty is there. (.ci/run also does `npm ci --omit=dev` from the registry and starts it on
// the lowest supported Node.)
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { request } from 'undici';
import { projectRoot } from '../../server/platform/paths.js';
import { freePort } from '../helpers/browser.js';
import { until } from '../helpers/work.js';

t.test('npm run serve starts a built copy that has production dependencies only', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'guildhall-production-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  for (const entry of [
    'package.json',
    'package-lock.json',
    '.npmrc',
    'build',
    join('static', 'build'),
    'node_modules',
  ]) {
    cpSync(join(projectRoot, entry), join(dir, entry), { recursive: true, verbatimSymlinks: true });
  }
  rmSync(join(dir, 'build', 'test'), { recursive: true, force: true });
  execFileSync('npm', ['prune', '--omit=dev', '--offline', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' });
  for (const devOnly of ['typescript', 'tap', 'pino-pretty', 'playwright-core'])
    t.notOk(existsSync(join(dir, 'node_modules', devOnly)), `${devOnly} is not installed`);

  const port = await freePort();
  // `npm run serve` as an operator types it; its own process group, so the server under npm stops too.
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      BOT_API_PORT: String(await freePort()),
      DATA_DIR: join(dir, 'data'),
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  t.teardown(() => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  });
  await until(() => output.includes('Guildhall is running at') || child.exitCode !== null, {
    on: [
      [child.stdout, 'data'],
      [child.stderr, 'data'],
      [child, 'exit'],
    ],
    deadlineMs: 30_000,
    what: 'the server to start',
  });
  t.match(output, 'Guildhall is running at', output);
  const ready = await request(`http://127.0.0.1:${port}/readyz`);
  t.equal(ready.statusCode, 200, await ready.body.text());
  const login = await request(`http://127.0.0.1:${port}/login`);
  t.equal(login.statusCode, 200);
  t.match(await login.body.text(), 'Sign in with Discord');
});
