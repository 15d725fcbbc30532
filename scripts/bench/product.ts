// The product as the benchmark measures it: in a process of its own on core 0, in production mode,
// against a stand-in Discord in the benchmark's process, which plays Discord's users through its act API.
import Fastify from 'fastify';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';
import type { World } from '../../server/stand-in/model.js';
import { registerStandIn } from '../../server/stand-in/plugin.js';
import { freePort } from '../../test/helpers/browser.js';
import { DASHBOARD_MAIN, type RunningProcess, SERVE_NODE_FLAGS, startProcess } from '../../test/helpers/processes.js';
import { PROFILE_FLAGS, pin } from './lib.js';
import { watchStandIn } from './rate-limit-tally.js';

export interface ProductOptions {
  sessionSecret: string;
  dataDir: (name: string) => string;
  onStarted: (run: RunningProcess) => void;
}

export const BOT_API_SECRET = 'bench-bot-api-secret-bench-bot-api-secret-0001';

/** A stand-in Discord of its own in this process (on core 1), apart from the product it serves; its 429s are tallied. */
export async function standInOf(world: World, dashboardPort: number) {
  const app = Fastify();
  const redirectUris = [`http://127.0.0.1:${dashboardPort}/auth/callback`];
  const stopped = watchStandIn(await registerStandIn(app, { world, ...DEMO_APPLICATION, redirectUris }));
  const close = async () => {
    await app.close();
    stopped();
  };
  return { app, url: await app.listen({ host: '127.0.0.1', port: 0 }), close };
}

/**
 * One product process (dashboard, bot API and bot, as `env` sets them up) on core 0, against a stand-in
 * Discord elsewhere: what Discord itself costs is not counted as the product's. It runs with
 * --expose-gc, so `/metrics?gc=1` on its metrics port collects garbage before it reports.
 */
export async function productAgainst(
  standInUrl: string,
  port: number,
  options: ProductOptions,
  env: Record<string, string>,
) {
  const [metricsPort, botApiPort] = [await freePort(), await freePort()];
  const started = performance.now();
  const run = startProcess(
    DASHBOARD_MAIN,
    {
      NODE_ENV: 'production',
      PORT: String(port),
      BOT_API_PORT: String(botApiPort),
      BOT_API_SECRET,
      METRICS_PORT: String(metricsPort),
      DISCORD_CLIENT_ID: DEMO_APPLICATION.clientId,
      DISCORD_CLIENT_SECRET: DEMO_APPLICATION.clientSecret,
      DISCORD_BOT_TOKEN: DEMO_APPLICATION.botToken,
      DISCORD_API_URL: `${standInUrl}/api`,
      SESSION_SECRET: options.sessionSecret,
      LOG_LEVEL: 'info',
      ...env,
    },
    undefined,
    [...SERVE_NODE_FLAGS, '--expose-gc', ...PROFILE_FLAGS],
  );
  options.onStarted(run);
  pin(run.child.pid!, 0);
  return { run, metricsPort, started, base: `http://127.0.0.1:${port}`, botApi: `http://127.0.0.1:${botApiPort}` };
}
