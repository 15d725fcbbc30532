// `npm run bot-api`: the bot API on its own (BOT_API_HOST:BOT_API_PORT). Without Discord credentials it
// also serves the stand-in Discord with the demo data, so it can be tried alone.
import { STAND_IN_PREFIX, type Config } from '../platform/config.js';
import { createLogger } from '../platform/logger.js';
import { closeGracefully, readConfigOrExit } from '../platform/process.js';
import { mountStandIn } from '../stand-in/mount.js';
import { seedDemoData } from './demo-seed.js';
import { startMetricsServer } from '../platform/metrics-server.js';
import { watchEventLoop } from '../platform/metrics.js';
import { createBotApi } from './start.js';

const base = readConfigOrExit();
const host = base.botApi.host === '0.0.0.0' ? '127.0.0.1' : base.botApi.host;
const config: Config = base.demo
  ? { ...base, discord: { ...base.discord, apiBase: `http://${host}:${base.botApi.port}${STAND_IN_PREFIX}/api`, cdnBase: `http://${host}:${base.botApi.port}${STAND_IN_PREFIX}/cdn` } }
  : base;
const logger = createLogger(config.logLevel);
const service = await createBotApi({
  config,
  logger,
  ...(config.demo ? { prepare: (store) => seedDemoData(store, new Date()), extend: (app) => mountStandIn(app, { redirectUris: [`${config.publicUrl}/auth/callback`] }) } : {}),
});

const stalls = watchEventLoop(logger);
const metrics = await startMetricsServer(config);
closeGracefully(config, logger, async () => {
  stalls.stop();
  await metrics?.close();
  await service.close();
});

await service.app.listen({ host: config.botApi.host, port: config.botApi.port });
console.log(`Guildhall bot API is running at http://${host}:${config.botApi.port}${config.demo ? ' (demo mode: stand-in Discord with demo data)' : ''}`);
