// buildBotApi(deps): the reference bot API as its own Fastify instance (own port, reachable at
// BOT_API_URL). Every error body has an `error` field; 5xx bodies say nothing internal.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { instrumentRequests, watchDependency } from '../metrics.js';
import { ApiError } from './errors.js';
import type { BotApiContext } from './context.js';
import { accountRoutes } from './routes/account.js';
import { adminRoutes } from './routes/admin.js';
import { botRoutes } from './routes/bot.js';
import { autoResponseRoutes } from './routes/autoresponses.js';
import { autoRoleRoutes } from './routes/autoroles.js';
import { categoryRoutes } from './routes/categories.js';
import { commandPermissionRoutes } from './routes/command-permissions.js';
import { dashboardPermissionRoutes } from './routes/dashboard-permissions.js';
import { discordRoutes } from './routes/discord.js';
import { guildSettingsRoutes } from './routes/guild-settings.js';
import { statsRoutes } from './routes/stats.js';
import { ticketRoutes } from './routes/tickets.js';

/** `extend` adds routes before the instance is sealed (the stand-in Discord when the bot API runs alone). */
export async function buildBotApi(ctx: BotApiContext, logger: Logger, extend?: (app: FastifyInstance) => Promise<unknown>): Promise<FastifyInstance> {
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
  const databaseUp = async () => void (await ctx.db.selectFrom('global_admins').select('id').limit(1).execute());
  const unwatch = watchDependency('database', databaseUp);
  app.addHook('onClose', async () => unwatch());

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'dependency unavailable');
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send({ error: error.message });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return reply.code(status).send({ error: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Internal server error' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not Found' }));

  app.get('/livez', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await databaseUp();
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  accountRoutes(app, ctx);
  statsRoutes(app, ctx);
  ticketRoutes(app, ctx);
  categoryRoutes(app, ctx);
  autoResponseRoutes(app, ctx);
  autoRoleRoutes(app, ctx);
  discordRoutes(app, ctx);
  commandPermissionRoutes(app, ctx);
  guildSettingsRoutes(app, ctx);
  dashboardPermissionRoutes(app, ctx);
  adminRoutes(app, ctx);
  botRoutes(app, ctx);
  await extend?.(app);
  await app.ready();
  return app;
}
