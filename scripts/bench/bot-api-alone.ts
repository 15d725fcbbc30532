// The bot API alone for a section that measures one of its endpoints: in production mode on core 0 with its
// metrics, over a store a section seeded, and the longest hold of its event loop while the section works.
// In the first minute after start-up the idle process gives back start-up's memory (V8's memory reducer:
// full collections some 20-60 s after start, 25-90 ms each on one core; docs/performance.md), which is no
// section's work: that minute is read apart, and a section's reading covers a quiet minute and its work.
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../test/helpers/browser.js';
import { BOT_API_MAIN, startProcess, type RunningProcess } from '../../test/helpers/processes.js';
import { PROFILE_FLAGS, pin } from './lib.js';
import { longestHold } from './mixed-load.js';

/** The bot API's longest hold is kept a minute (server/platform/metrics.ts): a section waits this long for start-up's to go. */
export const HOLD_WINDOW_MS = 61_000;

export interface BotApiAloneOptions {
  /** DATA_DIR or DATABASE_URL of a seeded store. */
  storage: Record<string, string>;
  discordEnv: Record<string, string>;
  secret: string;
  onStarted: (run: RunningProcess) => void;
  /** More of its environment (a service token for the bot's endpoints). */
  env?: Record<string, string>;
}

export async function startBotApiAlone(options: BotApiAloneOptions) {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const run = startProcess(
    BOT_API_MAIN,
    {
      ...options.discordEnv,
      ...options.storage,
      ...options.env,
      NODE_ENV: 'production',
      BOT_API_PORT: String(port),
      BOT_API_SECRET: options.secret,
      METRICS_PORT: String(metricsPort),
      // The seeds write what retention would have left; no retention run works beside the measurement.
      RETENTION_TICKET_DAYS: '3650',
      LOG_LEVEL: 'warn',
    },
    undefined,
    PROFILE_FLAGS,
  );
  options.onStarted(run);
  await run.started('Guildhall bot API is running at', 60_000);
  const startedAt = performance.now();
  pin(run.child.pid!, 0);
  const stop = async () => {
    run.child.kill('SIGTERM');
    await run.exited;
  };
  return { run, url: `http://127.0.0.1:${port}`, metricsPort, startedAt, stop };
}

/** The longest hold the bot API reports, read every 5 s until `done` settles (each reading covers the last minute). */
export async function holdsWhile(metricsPort: number, done: Promise<unknown>): Promise<number> {
  let finished = false;
  void done.finally(() => (finished = true)).catch(() => undefined);
  let longest = 0;
  while (!finished) {
    await Promise.race([done, sleep(5_000)]).catch(() => undefined);
    longest = Math.max(longest, await longestHold(metricsPort));
  }
  return longest;
}

/** What a section's work held the loop for, and apart from it the first minute after start-up. */
export interface SettledHolds {
  longestHoldMs: number;
  /** The longest hold in the first minute after start-up (what a section did in it included): not judged. */
  firstMinuteHoldMs: number;
}

/**
 * Runs `work` on a bot API that has settled: the first minute after its start is read apart, then a quiet
 * minute passes, and the longest hold over that minute and the work is the work's.
 */
export async function settledHolds<T>(
  botApi: { metricsPort: number; startedAt: number },
  work: () => Promise<T>,
): Promise<SettledHolds & { done: T }> {
  await sleep(Math.max(0, botApi.startedAt + HOLD_WINDOW_MS - performance.now()));
  const firstMinuteHoldMs = await longestHold(botApi.metricsPort);
  await sleep(HOLD_WINDOW_MS);
  const working = work();
  const longestHoldMs = await holdsWhile(botApi.metricsPort, working);
  return { done: await working, longestHoldMs, firstMinuteHoldMs };
}
