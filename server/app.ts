// buildApp(deps) assembles the dashboard without listening, so tests build it with fakes and use
// inject(), and server/main.ts adds only the process concerns (listen, signals).
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import { createLogger } from './logger.js';
import { assetsDir as defaultAssetsDir } from './paths.js';
import { loadManifest, type Manifest } from './render/manifest.js';
import { createShellBuilder } from './render/shell.js';
import { setupAssets } from './setup/assets.js';
import { setupErrorHandling } from './setup/errors.js';
import { setupFormParser } from './setup/forms.js';
import { setupHealth, type ReadinessCheck } from './setup/health.js';
import { setupSecurity } from './setup/security.js';
import { pageRoutes } from './routes/index.js';
import type { RegisteredRoute } from './routes/define-route.js';
import type { ShellUser } from '../views/shell.js';

export interface AppDeps {
  config: Config;
  logger?: Logger;
  /** Folder of the client build; its manifest.json is read unless `manifest` is given. */
  assetsDir?: string;
  manifest?: Manifest;
  now?: () => Date;
  readinessChecks?: ReadinessCheck[];
  /** Routes added by tests (fixture pages). */
  extraRoutes?: RegisteredRoute[];
  /** Who is signed in; until sessions exist nobody is. */
  currentUser?: (request: FastifyRequest) => ShellUser | null;
  /** Adds routes before the app is sealed (the stand-in Discord in demo mode). */
  extend?: (fastify: FastifyInstance, app: AppContext) => Promise<unknown>;
}

export const TIMEOUTS = {
  /** Idle socket limit. */
  connection: 60_000,
  /** Whole request (headers and body) must arrive within this. */
  request: 30_000,
  /** Longer than the usual reverse proxy idle timeout (60 s), so the proxy closes first. */
  keepAlive: 72_000,
  /** A handler that takes longer answers 503 instead of holding the connection. */
  handler: 20_000,
} as const;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const assetsDir = deps.assetsDir ?? defaultAssetsDir;
  const manifest = deps.manifest ?? loadManifest(assetsDir);
  const now = deps.now ?? (() => new Date());

  const fastify = Fastify({
    loggerInstance: (deps.logger ?? createLogger(config.logLevel)) as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    connectionTimeout: TIMEOUTS.connection,
    requestTimeout: TIMEOUTS.request,
    keepAliveTimeout: TIMEOUTS.keepAlive,
    handlerTimeout: TIMEOUTS.handler,
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
  });
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const userOf = deps.currentUser ?? (() => null);
  const app: AppContext = { config, manifest, now, shell: createShellBuilder(config, now, userOf) };

  await fastify.register(cookie, { secret: config.sessionSecret });
  await setupSecurity(fastify, config);
  await fastify.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 costs a fraction of a millisecond per page; 11 (the default) costs tens.
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  setupFormParser(fastify);
  await setupAssets(fastify, assetsDir, manifest);
  setupHealth(fastify, deps.readinessChecks ?? []);
  for (const route of [...pageRoutes({ demo: config.demo, userOf }), ...(deps.extraRoutes ?? [])]) route.register(fastify, app);
  await deps.extend?.(fastify, app);
  setupErrorHandling(fastify, app);
  await fastify.ready();
  return fastify;
}
