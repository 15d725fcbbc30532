// The process entry as an operator runs it: configuration errors, the printed URL, and shutdown.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import t from 'tap';
import { projectRoot } from '../../server/paths.js';
import { freePort } from '../helpers/browser.js';

const MAIN = join(projectRoot, 'build', 'server', 'main.js');

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitFor(predicate: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

t.test('a bad environment stops the process with every problem listed', async (t) => {
  const run = start({ PORT: 'x', PUBLIC_URL: 'not a url' });
  const [code] = await run.exited;
  t.equal(code, 1);
  t.match(run.output().stderr, /Invalid configuration:\n  - PORT: .*\n  - PUBLIC_URL: /);
});

t.test('prints the URL it serves and exits 0 on SIGTERM', async (t) => {
  const port = await freePort();
  const run = start({ PORT: String(port), SESSION_SECRET: 'x'.repeat(40) });
  await waitFor(() => run.output().stdout.includes('Guildhall is running at'));
  t.match(run.output().stdout, `Guildhall is running at http://127.0.0.1:${port}`);
  const res = await fetch(`http://127.0.0.1:${port}/livez`);
  t.equal(res.status, 200);
  const started = Date.now();
  run.child.kill('SIGTERM');
  const [code] = await run.exited;
  t.equal(code, 0);
  t.ok(Date.now() - started < 10_000, 'within the 10 s grace period');
});
