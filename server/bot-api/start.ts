// Starts the bot API: storage (migrated), Discord client, HTTP service. Used embedded by `npm start`
// and on its own by `npm run bot-api`.
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { DiscordBudget } from '../platform/discord-budget.js';
import type { BotApiConfig } from './config.js';
import { buildBotApi } from './app.js';
import { type ChangeNotices, changesOfOtherProcesses, createChangeNotices } from './changes.js';
import { archiveDeps, botApiSettings, type BotApiContext } from './context.js';
import { createDiscordBot, type DiscordBot } from './discord/client.js';
import { createEndpointRouter, type EndpointRouter } from './endpoint-router.js';
import { keepGuildFacts } from './kept-guild-facts.js';
import { bootstrapAdmins } from './repos/admin.js';
import { scheduleRetention } from './retention.js';
import { openStore, type Store } from './store/database.js';

export interface BotApiService {
  app: FastifyInstance;
  store: Store;
  context: BotApiContext;
  /** The endpoint table joined to its handlers, for the dashboard's in-process transport. */
  router: EndpointRouter;
  close(): Promise<void>;
}

interface BotApiOptions {
  config: BotApiConfig;
  logger: Logger;
  /** The bot token's request budget: the process's, shared with the bot when it runs here too. */
  discordBudget: DiscordBudget;
  /** Defaults to a Discord client for config.discord in the budget. */
  discord?: DiscordBot;
  now?: () => Date;
  /** Runs after migrations, before the service answers (the demo seed). */
  prepare?: (store: Store) => Promise<void>;
  extend?: (app: FastifyInstance) => Promise<unknown>;
}

export async function createBotApi(options: BotApiOptions): Promise<BotApiService> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const store = await openStore({
    databaseUrl: config.storage.databaseUrl ?? undefined,
    dataDir: config.storage.dataDir,
  });
  // Opened in the try below; closed again if the rest of the start fails (it may be polling the store).
  let changes: ChangeNotices | undefined;
  try {
    await bootstrapAdmins(store.db, config.admin.bootstrapUserIds, now());
    await options.prepare?.(store);
    const discord =
      options.discord ??
      createDiscordBot({
        token: config.discord.botToken,
        apiBase: config.discord.apiBase,
        budget: options.discordBudget,
      });
    const archive = archiveDeps(store.blobs, config.archive, config.discord.cdnBase);
    const logger = options.logger.child({ service: 'bot-api' });
    const notices = await createChangeNotices(config.redisUrl, changesOfOtherProcesses(config.redisUrl, store, logger));
    changes = notices;
    const context: BotApiContext = {
      db: store.db,
      dialect: store.dialect,
      discord,
      archive,
      now,
      changes: notices,
      kept: keepGuildFacts(store.db, notices),
      settings: botApiSettings(config),
    };
    const router = createEndpointRouter(context);
    const app = await buildBotApi(context, logger, options.extend, router);
    const retention = scheduleRetention({ store, settings: config.retention, now, logger });
    return {
      app,
      store,
      context,
      router,
      close: async () => {
        retention.stop();
        await retention.firstRun;
        await app.close();
        await notices.close();
        await store.close();
      },
    };
  } catch (error) {
    await changes?.close();
    await store.close();
    throw error;
  }
}
