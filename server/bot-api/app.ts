// buildBotApi(deps): the reference bot API as its own Fastify instance (own port, reachable at
// BOT_API_URL). Every error body has an `error` field; 5xx bodies say nothing internal.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { endSilentConnectionsOnClose } from '../platform/silent-connections.js';
import type { ErrorBody, ErrorCode } from '../contract/index.js';
import { instrumentRequests, watchDependency } from '../platform/metrics.js';
import { ApiError } from './errors.js';
import type { BotApiContext } from './context.js';
import { createEndpointRouter, registerEndpoints, type EndpointRouter } from './endpoint-router.js';
import { openApiDocument } from './openapi.js';
import { APP_VERSION } from '../platform/config.js';
import { isHandlerTimeout } from '../platform/handler-timeout.js';

const errorBody = (code: ErrorCode, error: string): ErrorBody => ({ error, code });

/** `extend` adds routes before the instance is sealed (the stand-in Discord when the bot API runs alone). */
export async function buildBotApi(
  ctx: BotApiContext,
  logger: Logger,
  extend?: (app: FastifyInstance) => Promise<unknown>,
  router: EndpointRouter = createEndpointRouter(ctx),
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    requestTimeout: 30_000,
    handlerTimeout: 20_000,
    keepAliveTimeout: 72_000,
    bodyLimit: 6 * 1024 * 1024,
    return503OnClosing: true,
  });
  instrumentRequests(app, 'bot-api');
  endSilentConnectionsOnClose(app);
  const databaseUp = async () => void (await ctx.db.selectFrom('global_admins').select('id').limit(1).execute());
  const unwatch = watchDependency('database', databaseUp);
  app.addHook('onClose', async () => unwatch());

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'dependency unavailable');
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(error.body);
    }
    // A handler past the time-out: too busy to answer in time, which is no fault in the code (503, a warning).
    if (isHandlerTimeout(error)) {
      request.log.warn({ err: error }, 'handler timed out');
      return reply.code(503).send(errorBody('timeout', 'The request took too long'));
    }
    // Fastify's own refusals (unparsable JSON, a body over the limit, a wrong content type).
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500)
      return reply.code(status).send(errorBody('invalid_request', error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('internal', 'Internal server error'));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('not_found', 'Not Found')));

  app.get('/livez', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await databaseUp();
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  // The contract a bot author implements or calls, generated from the endpoint table; public like /livez.
  const document = openApiDocument(APP_VERSION);
  app.get('/openapi.json', { logLevel: 'warn' }, async () => document);
  registerEndpoints(app, router);
  await extend?.(app);
  await app.ready();
  return app;
}
