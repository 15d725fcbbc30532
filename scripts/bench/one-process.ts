// The default set-up for the SSR benchmark: `npm start` as an operator runs it with a real Discord (here
// the bench's stand-in) and the bench's data, the bot API in the same process, called in-process.
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { freePort } from '../../test/helpers/browser.js';
import { TEST_PUBLIC_URL } from '../../test/helpers/config.js';
import { signInAsReturningVisitor } from '../../test/helpers/http-client.js';
import { DASHBOARD_MAIN, startProcess, type RunningProcess } from '../../test/helpers/processes.js';
import { pin } from './lib.js';

interface OneProcessOptions {
  /** Points the process at the bench's stand-in Discord (its redirect list has TEST_PUBLIC_URL's callback). */
  discordEnv: Record<string, string>;
  sessionSecret: string;
  /** The bench's SQLite data (WAL: the bench's own bot API may keep it open). */
  dataDir: string;
  flags: string[];
  onStarted: (run: RunningProcess) => void;
}

/** Starts it pinned to core 0 and signs in as the demo owner. */
export async function oneProcessDashboard(
  options: OneProcessOptions,
): Promise<{ base: string; cookie: string; pid: number }> {
  const port = await freePort();
  const run = startProcess(
    DASHBOARD_MAIN,
    {
      ...options.discordEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: TEST_PUBLIC_URL,
      BOT_API_PORT: String(await freePort()),
      SESSION_SECRET: options.sessionSecret,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
    },
    undefined,
    options.flags,
  );
  options.onStarted(run);
  await run.started('Guildhall is running at');
  pin(run.child.pid!, 0);
  const base = `http://127.0.0.1:${port}`;
  return { base, cookie: (await signInAsReturningVisitor(base, DEMO_IDS.owner)).header(), pid: run.child.pid! };
}
