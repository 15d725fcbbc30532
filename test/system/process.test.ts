// The process entry as an operator runs it: configuration errors, the printed URL, and shutdown.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { freePort } from '../helpers/browser.js';
import { BOT_API_MAIN, DASHBOARD_MAIN, startProcess } from '../helpers/processes.js';

const start = (env: Record<string, string>) => startProcess(DASHBOARD_MAIN, env);

t.test('a bad environment stops the process with every problem listed', async (t) => {
  const run = start({ PORT: 'x', PUBLIC_URL: 'not a url' });
  const [code] = await run.exited;
  t.equal(code, 1);
  t.match(run.output().stderr, /Invalid configuration:\n {2}- PORT: .*\n {2}- PUBLIC_URL: /);
});

t.test('prints the URL it serves and exits 0 on SIGTERM, before its grace period runs out', async (t) => {
  const port = await freePort();
  // Its own bot API port and data folder: a developer's `npm start` (3001, ./data) may be running beside it.
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-process-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = start({
    PORT: String(port),
    BOT_API_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    SESSION_SECRET: 'x'.repeat(40),
  });
  await run.started('Guildhall is running at');
  t.match(run.output().stdout, `Guildhall is running at http://127.0.0.1:${port}`);
  const res = await fetch(`http://127.0.0.1:${port}/livez`);
  t.equal(res.status, 200);
  run.child.kill('SIGTERM');
  const [code] = await run.exited;
  // A shutdown that outlives the grace period is cut short with exit code 1 and a "killed by timeout" line.
  t.equal(code, 0, 'closed gracefully');
  t.notMatch(`${run.output().stdout}${run.output().stderr}`, 'killed by timeout', 'not stopped by the grace timer');
  t.notMatch(run.output().stdout, 'Demo mode listens on', 'on loopback: no exposure warning');
});

t.test(
  'demo mode listening beyond loopback says at start, in one warning line, that it must not be exposed',
  async (t) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-exposed-'));
    t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
    const warning = (variable: string) =>
      `Demo mode listens on 0.0.0.0, which is reached from beyond this machine: whoever reaches it can sign in as any demo account (the global admin included), use the demo's public bot token and play Discord's users through the act API. Do not expose demo mode: set ${variable}=127.0.0.1, or configure a Discord application.`;
    for (const [entry, variable, started] of [
      [DASHBOARD_MAIN, 'HOST', 'Guildhall is running at'],
      [BOT_API_MAIN, 'BOT_API_HOST', 'Guildhall bot API is running at'],
    ] as const) {
      const port = String(await freePort());
      const botApiPort = String(await freePort());
      const run = startProcess(
        entry,
        {
          HOST: '0.0.0.0',
          PORT: port,
          BOT_API_HOST: '0.0.0.0',
          BOT_API_PORT: botApiPort,
          DATA_DIR: dataDir,
          BOT_GATEWAY: 'off',
        },
        t,
      );
      await run.started(started);
      // The log is written asynchronously: its line may come after the printed address.
      await run.started('Demo mode listens on');
      const warnings = run
        .output()
        .stdout.split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => line.msg.startsWith('Demo mode listens on'));
      t.same(
        warnings.map((line) => [line.level, line.msg]),
        [[40, warning(variable)]],
        variable,
      );
      run.child.kill('SIGTERM');
      await run.exited;
    }
  },
);
