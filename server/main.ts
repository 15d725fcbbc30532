// The process entry: `node build/server/main.js` runs the whole product; `… main.js bot-api` the bot API
// alone, `… main.js bot` the bot alone. It reads the environment once (every problem listed, then exit), starts what the role runs,
// listens, and shuts down gracefully. React chooses its production or development server build from
// NODE_ENV when it is first imported, and the development build renders several times slower, so
// production is the default before anything imports React.
process.env.NODE_ENV ??= 'production';

const ROLES = ['all', 'bot-api', 'bot'] as const;
type Role = (typeof ROLES)[number];

const role = (process.argv[2] ?? 'all') as Role;
if (!ROLES.includes(role)) {
  console.error(`Unknown role "${role}": run with one of ${ROLES.join(', ')}.`);
  process.exit(1);
}

const { loadConfig, startBotAlone, startBotApiAlone, startSystem } = await import('./system.js');
const { createLogger } = await import('./platform/logger.js');
const { closeGracefully, readConfigOrExit } = await import('./platform/process.js');
const { ConfigError, demoExposureWarning, isLoopback } = await import('./platform/config.js');
const { startMetricsServer } = await import('./platform/metrics-server.js');
const { watchEventLoop } = await import('./platform/metrics.js');

const config = readConfigOrExit(loadConfig);
const logger = createLogger(config.process.logLevel);
const stalls = watchEventLoop(logger);

async function runAll() {
  if (!config.dashboard.sessionSecretConfigured) {
    logger.warn(
      'SESSION_SECRET is not set: a random one is used, so sessions end when this process stops and cannot be shared.',
    );
  }
  const system = await startSystem(config, logger);
  await system.dashboard.listen({ host: config.dashboard.host, port: config.dashboard.port });
  if (config.demo)
    logger.warn(
      'Demo mode: no Discord credentials are configured, so the stand-in Discord with demo accounts and demo data is used.',
    );
  if (config.dashboard.demoExposed) logger.warn(demoExposureWarning(config.dashboard.host, 'HOST'));
  console.log(
    `Guildhall is running at ${config.dashboard.publicUrl}${config.demo ? ' (demo mode: sign in with one of the demo accounts)' : ''}`,
  );
  console.log(`Bot API: ${system.botApiUrl}`);
  const bot = system.startBot();
  console.log(bot ? 'Bot: connecting to Discord' : 'Bot: not run by this process (BOT_GATEWAY=off)');
  return system;
}

async function runBotApi() {
  const service = await startBotApiAlone(config, logger);
  await service.app.listen({ host: config.botApi.host, port: config.botApi.port });
  if (config.demo && !isLoopback(config.botApi.host))
    logger.warn(demoExposureWarning(config.botApi.host, 'BOT_API_HOST'));
  const host = config.botApi.host === '0.0.0.0' ? '127.0.0.1' : config.botApi.host;
  console.log(
    `Guildhall bot API is running at http://${host}:${config.botApi.port}${config.demo ? ' (demo mode: stand-in Discord with demo data)' : ''}`,
  );
  return service;
}

function botAlone() {
  try {
    return startBotAlone(config, logger);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function runBot() {
  const bot = botAlone();
  // A bot that cannot run (a refused token, intents) says why in the log and ends the process.
  bot.ready.then(
    () => console.log('Guildhall bot is connected to Discord'),
    async () => {
      await bot.stop();
      process.exit(1);
    },
  );
  return { close: () => bot.stop() };
}

const running = role === 'bot-api' ? await runBotApi() : role === 'bot' ? await runBot() : await runAll();
const metrics = await startMetricsServer(config.process);
closeGracefully(config.process, logger, async () => {
  stalls.stop();
  await metrics?.close();
  await running.close();
});
if (metrics) console.log(`Metrics: http://${config.process.metrics.host}:${config.process.metrics.port}/metrics`);
