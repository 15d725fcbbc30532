// The bot API figures of npm run bench: requests per second and p99 of each list endpoint, served by a
// production bot API process with the benchmark's data, on SQLite or PostgreSQL.
import { openStore } from '../../server/bot-api/store/database.js';
import { signBotApiToken } from '../../server/platform/bot-api-token.js';
import type { World } from '../../server/stand-in/model.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { freePort } from '../../test/helpers/browser.js';
import { fetchRaw } from '../../test/helpers/http-client.js';
import { BOT_API_MAIN, startProcess } from '../../test/helpers/processes.js';
import { GUILD, seedBenchData } from './fixtures.js';
import { loadTest, median, pin, round, stopProcess } from './lib.js';
import type { ThroughputFigures } from './report.js';
import { LIST_ENDPOINTS, ROUNDS, SECONDS } from './settings.js';

interface ThroughputOptions {
  engine: 'SQLite' | 'PostgreSQL';
  /** Where the process keeps its data: DATA_DIR (an empty folder) or DATABASE_URL (an empty schema). */
  storage: Record<string, string>;
  /** Points the process at the bench's stand-in Discord. */
  discordEnv: Record<string, string>;
  secret: string;
  world: World;
  now: Date;
}

/** Seeds the storage, starts the bot API on it pinned to core 0, loads each list endpoint, and stops it. */
export async function botApiThroughput({
  engine,
  storage,
  discordEnv,
  secret,
  world,
  now,
}: ThroughputOptions): Promise<ThroughputFigures> {
  const store = await openStore({
    dataDir: storage.DATA_DIR ?? '',
    ...(storage.DATABASE_URL ? { databaseUrl: storage.DATABASE_URL } : {}),
  });
  await seedBenchData(store, world, now);
  await store.close();
  const port = await freePort();
  const service = startProcess(BOT_API_MAIN, {
    ...discordEnv,
    ...storage,
    NODE_ENV: 'production',
    BOT_API_PORT: String(port),
    BOT_API_SECRET: secret,
    LOG_LEVEL: 'warn',
  });
  await service.started('Guildhall bot API is running at');
  pin(service.child.pid!, 0);
  const endpoints = [];
  try {
    for (const template of LIST_ENDPOINTS) {
      const url = `http://127.0.0.1:${port}${template.replace('{g}', GUILD)}`;
      const headers = {
        authorization: `Bearer ${await signBotApiToken(secret, { id: DEMO_IDS.owner, name: 'demo-owner' }, new Date())}`,
      };
      const check = await fetchRaw(url, { headers });
      if (check.status !== 200) throw new Error(`${engine} ${template}: ${check.status}`);
      await loadTest(url, { seconds: 1, headers });
      const rounds = [];
      for (let r = 0; r < ROUNDS; r++) rounds.push(await loadTest(url, { seconds: SECONDS, headers }));
      endpoints.push({
        path: template,
        rps: round(median(rounds.map((entry) => entry.rps))),
        p99: median(rounds.map((entry) => entry.p99)),
      });
    }
  } finally {
    await stopProcess(service);
  }
  return { engine, endpoints };
}
