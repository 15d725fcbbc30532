// What a process entry does around its servers: read the
// configuration or exit with every problem listed, and shut down gracefully on SIGINT/SIGTERM
// (finish in-flight requests, close pools; a second signal exits at once).
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import closeWithGrace from 'close-with-grace';
import type { Logger } from 'pino';
import { ConfigError, type Environment, type ProcessConfig } from './config.js';

/**
 * The environment over an optional `.env` file (ENV_FILE names another), read with Node's own parser:
 * a variable set in the environment always wins. Nothing of it is printed.
 */
export function environment(env: NodeJS.ProcessEnv = process.env): Record<string, string | undefined> {
  const file = env.ENV_FILE ?? '.env';
  if (!existsSync(file)) return env;
  return { ...parseEnv(readFileSync(file, 'utf8')), ...env };
}

/** The configuration `load` makes of the environment; on a problem, every problem printed and exit 1. */
export function readConfigOrExit<T>(load: (env: Environment) => T): T {
  try {
    return load(environment());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export function closeGracefully(
  config: Pick<ProcessConfig, 'shutdownTimeoutMs'>,
  logger: Logger,
  close: () => Promise<void>,
): void {
  closeWithGrace(
    { delay: config.shutdownTimeoutMs, logger: { error: (message: string) => logger.error(message) } },
    async ({ signal, err }) => {
      if (err) logger.error({ err }, 'fatal error, shutting down');
      else logger.info({ signal }, 'shutting down');
      await close();
    },
  );
}
