// buildApp(deps) assembles the dashboard without listening, so tests build it with fakes and use
// inject(); server/system.ts starts it with the bot API, and server/main.ts adds the process concerns
// (configuration, listen, metrics listener, signals).
import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import type { AppContext } from './app-context.js';
import { createBotApiClient, type BotApiTransport } from '../contract/client.js';
import { createMemo } from './lib/memo.js';
import { botApiUserOf, shellUserOf } from './session/request-user.js';
import { httpTransport } from '../platform/bot-api-http.js';
import type { DashboardConfig } from './config.js';
import { createDiscordUserApi } from './discord/user-api.js';
import { createGuildAccessCache } from './lib/guild-access.js';
import { HttpError } from './lib/http-error.js';
import { createLogger } from '../platform/logger.js';
import { assetsDir as defaultAssetsDir } from '../platform/paths.js';
import { createCdnImages } from './render/cdn-images.js';
import { loadManifest, stylesheetReader, type Manifest } from './render/manifest.js';
import { createShellBuilder } from './render/shell.js';
import { createStylesheetDelivery } from './render/stylesheet.js';
import { instrumentRequests, observeBotApiCall, watchDependency } from '../platform/metrics.js';
import { createSessions } from './session/sessions.js';
import { createDrafts, draftQuota, FormDraft, MEMORY_DRAFT_BYTES } from './session/drafts.js';
import {
  memorySessionStore,
  memoryStore,
  redisClient,
  redisSessionStore,
  redisStore,
  type SessionStore,
} from './session/store.js';
import { setupAdmission, turnsFor } from './setup/admission.js';
import { setupAssets } from './setup/assets.js';
import { setupAuth } from './setup/auth.js';
import { setupFormTokens } from './setup/csrf.js';
import { endSilentConnectionsOnClose } from '../platform/silent-connections.js';
import { setupErrorHandling } from './setup/errors.js';
import { setupFormParser } from './setup/forms.js';
import { setupHealth, type ReadinessCheck } from './setup/health.js';
import { setupSecurity } from './setup/security.js';
import { CATALOGUES } from '../../views/i18n/catalogues.js';
import { setupLanguage } from './setup/language.js';
import { setupSessions } from './setup/sessions.js';
import { languageCookieName } from './lib/cookies.js';
import { apiProxyRoutes } from './routes/api/proxy.js';
import { pageRoutes } from './routes/index.js';
import type { RegisteredRoute } from './routes/registered-route.js';

export interface AppDeps {
  config: DashboardConfig;
  logger?: Logger;
  /** Folder of the client build; its manifest.json is read unless `manifest` is given. */
  assetsDir?: string;
  manifest?: Manifest;
  now?: () => Date;
  readinessChecks?: ReadinessCheck[];
  /** Routes added by tests (fixture pages). */
  extraRoutes?: RegisteredRoute[];
  /** Where the bot API answers; defaults to BOT_API_URL (the composition passes the embedded bot API's address). */
  botApiUrl?: string;
  /** undici dispatcher for the bot API (tests pass a MockAgent). */
  botApiDispatcher?: Dispatcher;
  /** How bot API calls travel; defaults to HTTP at botApiUrl (the embedded bot API passes its in-process transport). */
  botApiTransport?: BotApiTransport;
  /** undici dispatcher for Discord calls made with the user's token. */
  discordDispatcher?: Dispatcher;
  /** Defaults to Redis when REDIS_URL is set, else memory. */
  sessionStore?: SessionStore;
  /** Adds routes before the app is sealed (the stand-in Discord in demo mode). */
  extend?: (fastify: FastifyInstance, app: AppContext) => Promise<unknown>;
  /** Path prefixes of what `extend` adds for another program (the stand-in Discord): they never wait for the dashboard's turns. */
  outsideTurns?: string[];
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

/** Responses compressed on the fly, brotli first. */
const COMPRESSION = {
  global: true,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 1024,
  // Pages and answers up to 64 KB are compressed in one call on the event loop instead of through a
  // stream on the thread pool. A stream costs more than the compression itself (its set-up and a 1 MB
  // hash table for each response), and the concurrent streams' tables stay behind in the pool threads'
  // memory: measured here, 20-60 % more compressed pages per second on one core and about 20 MB less
  // resident memory after a burst. Larger answers (long transcripts, downloads) keep the stream.
  syncThreshold: 64 * 1024,
  // Quality 5 costs about 0.45 ms for a 33 KB first-visit page (11, the default, costs tens) and sends
  // 8 % fewer bytes than 4 for 0.1 ms more: 13 ms sooner on a 400 kbps phone, before the first paint.
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
};

/** The Fastify instance: its limits and time-outs, a request id on every answer, every request counted. */
function server(config: DashboardConfig, logger: Logger | undefined): FastifyInstance {
  const fastify = Fastify({
    loggerInstance: (logger ?? createLogger(config.logLevel)) as FastifyBaseLogger,
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
  instrumentRequests(fastify, 'dashboard');
  endSilentConnectionsOnClose(fastify);
  return fastify;
}

/** How bot API calls travel: as the composition says, else over HTTP to BOT_API_URL. */
function botApiTransport(deps: AppDeps, now: () => Date): BotApiTransport {
  if (deps.botApiTransport) return deps.botApiTransport;
  const baseUrl = deps.botApiUrl ?? deps.config.botApi.url;
  if (!baseUrl) throw new Error('The dashboard needs BOT_API_URL, or a bot API in the same process.');
  return httpTransport({ baseUrl, secret: deps.config.botApi.secrets[0]!, now, dispatcher: deps.botApiDispatcher });
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const assetsDir = deps.assetsDir ?? defaultAssetsDir;
  const manifest = deps.manifest ?? loadManifest(assetsDir);
  const now = deps.now ?? (() => new Date());

  const fastify = server(config, deps.logger);

  const sessionStore =
    deps.sessionStore ?? (config.redisUrl ? await redisSessionStore(config.redisUrl) : memorySessionStore());
  const sessions = createSessions(config, sessionStore, now);
  // Rate limits and form drafts: shared across processes when Redis is configured.
  const redis = config.redisUrl ? await redisClient(config.redisUrl) : null;
  await fastify.register(rateLimit, {
    global: false,
    // Shared across processes when Redis is configured; a Redis outage does not block requests.
    ...(redis ? { redis, skipOnError: true } : {}),
    keyGenerator: (request) =>
      request.session?.status === 'active' ? `user:${request.session.record.userId}` : `ip:${request.ip}`,
    errorResponseBuilder: (request) => new HttpError(429, CATALOGUES[request.language].requests.tooMany),
  });
  const drafts = createDrafts(
    config,
    redis ? redisStore(redis, 'guildhall:draft:', FormDraft) : memoryStore(FormDraft, 10_000, MEMORY_DRAFT_BYTES),
    draftQuota(fastify),
  );
  const botApi = createBotApiClient(botApiTransport(deps, now), observeBotApiCall);
  const discordUser = createDiscordUserApi(
    config.discord.apiBase,
    deps.discordDispatcher ? { dispatcher: deps.discordDispatcher } : {},
  );
  const guildAccess = createGuildAccessCache(botApi);
  const stylesheet = stylesheetReader(assetsDir, manifest);
  const shell = createShellBuilder(config, now, shellUserOf);
  const app: AppContext = {
    config,
    manifest,
    now,
    shell,
    inlineStylesheet: createStylesheetDelivery(config, manifest, stylesheet),
    sessions,
    drafts,
    botApi,
    discordUser,
    guildAccess,
    cached: createMemo(),
    botApiUser: botApiUserOf,
    stylesheet,
    cdnImages: createCdnImages(config.discord.cdnBase, deps.discordDispatcher),
  };
  fastify.addHook('onClose', async () => {
    await Promise.all([sessionStore.close(), botApi.close(), redis?.quit().catch(() => redis.disconnect())]);
  });

  // An array: @fastify/cookie signs with the first key and accepts every one (SESSION_SECRET rotation).
  await fastify.register(cookie, { secret: config.sessionSecrets });
  setupSecurity(fastify, config, [new URL(config.discord.cdnBase).origin]);
  await fastify.register(compress, COMPRESSION);
  setupAdmission(fastify, turnsFor({ botApiHere: deps.botApiTransport !== undefined }), deps.outsideTurns);
  setupFormParser(fastify);
  setupSessions(fastify, sessions, languageCookieName(config));
  setupLanguage(fastify, config);
  setupFormTokens(fastify, drafts);
  await setupAssets(fastify, assetsDir, manifest);
  const readiness = [
    ...(deps.readinessChecks ?? []),
    ...(config.redisUrl ? [{ name: 'sessions', check: () => sessionStore.ping() }] : []),
  ];
  await setupHealth(fastify, readiness, config.maxEventLoopDelayMs);
  const unwatch = readiness.map(({ name, check }) => watchDependency(name, check));
  fastify.addHook('onClose', async () => {
    for (const stop of unwatch) stop();
  });
  // Before any plugin that makes a child context, so every context inherits our handlers.
  setupErrorHandling(fastify, app);
  // A user who logs out is forgotten by the caches that hold their Discord data.
  const forgetUser = (userId: string) => {
    discordUser.forget(userId);
    guildAccess.forget(userId);
  };
  await setupAuth(fastify, config, sessions, forgetUser, discordUser, drafts);
  for (const route of [
    ...pageRoutes({
      demo: config.demo,
      demoExposed: config.demoExposed,
      userOf: shellUserOf,
      retention: config.retention,
    }),
    ...apiProxyRoutes(),
    ...(deps.extraRoutes ?? []),
  ])
    route.register(fastify, app);
  await deps.extend?.(fastify, app);
  await fastify.ready();
  return fastify;
}
