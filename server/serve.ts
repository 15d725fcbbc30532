// The dashboard process: read the environment once, start the system, listen, shut down gracefully.
import { createLogger } from './platform/logger.js';
import { closeGracefully, readConfigOrExit } from './platform/process.js';
import { startMetricsServer } from './platform/metrics-server.js';
import { watchEventLoop } from './platform/metrics.js';
import { startSystem } from './system.js';

const config = readConfigOrExit();
const logger = createLogger(config.logLevel);
if (!config.sessionSecretConfigured) {
  logger.warn('SESSION_SECRET is not set: a random one is used, so sessions end when this process stops and cannot be shared.');
}

const stalls = watchEventLoop(logger);
const system = await startSystem(config, logger);
const metrics = await startMetricsServer(config);
closeGracefully(config, logger, async () => {
  stalls.stop();
  await metrics?.close();
  await system.close();
});

await system.dashboard.listen({ host: config.host, port: config.port });
if (config.demo) {
  logger.warn('Demo mode: no Discord credentials are configured, so the stand-in Discord with demo accounts and demo data is used.');
}
console.log(`Guildhall is running at ${config.publicUrl}${config.demo ? ' (demo mode: sign in with one of the demo accounts)' : ''}`);
console.log(`Bot API: ${system.botApiUrl}`);
if (metrics) console.log(`Metrics: http://${config.metrics.host}:${config.metrics.port}/metrics`);
