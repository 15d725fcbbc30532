// Process entry: read the environment once, build the app, listen, and shut down gracefully on
// SIGINT/SIGTERM (finish in-flight requests, close pools; a second signal exits at once).
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createLogger } from './logger.js';
import { startSystem } from './system.js';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const logger = createLogger(config.logLevel);
if (!config.sessionSecretConfigured) {
  logger.warn('SESSION_SECRET is not set: a random one is used, so sessions end when this process stops and cannot be shared.');
}

const system = await startSystem(config, logger);

closeWithGrace({ delay: config.shutdownTimeoutMs, logger: { error: (message: string) => logger.error(message) } }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'fatal error, shutting down');
  else logger.info({ signal }, 'shutting down');
  await system.close();
});

await system.dashboard.listen({ host: config.host, port: config.port });
if (config.demo) {
  logger.warn('Demo mode: no Discord credentials are configured, so the stand-in Discord with demo accounts and demo data is used.');
}
console.log(`Guildhall is running at ${config.publicUrl}${config.demo ? ' (demo mode: sign in with one of the demo accounts)' : ''}`);
console.log(`Bot API: ${system.botApiUrl}`);
