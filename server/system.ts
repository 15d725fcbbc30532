// The whole product in one process: the dashboard, the bot API (unless BOT_API_URL points elsewhere) and,
// in demo mode, the stand-in Discord mounted on the dashboard so the browser needs one port.
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { request } from 'undici';
import { buildApp, type AppDeps } from './app.js';
import type { Config } from './config.js';
import type { ReadinessCheck } from './setup/health.js';
import { createBotApi, type BotApiService } from './bot-api/start.js';
import { mountStandIn } from './stand-in/mount.js';
import { seedDemoData } from './bot-api/demo-seed.js';

export interface System {
  dashboard: FastifyInstance;
  botApi: BotApiService | null;
  botApiUrl: string;
  close(): Promise<void>;
}

function botApiReadiness(url: string): ReadinessCheck {
  return {
    name: 'bot-api',
    check: async () => {
      const response = await request(`${url}/readyz`, { headersTimeout: 2_000, bodyTimeout: 2_000 });
      await response.body.dump();
      if (response.statusCode !== 200) throw new Error(`bot API not ready (${response.statusCode})`);
    },
  };
}

/** `overrides` lets tests swap parts of the dashboard (e.g. the development client build). */
export async function startSystem(config: Config, logger: Logger, overrides: Partial<AppDeps> = {}): Promise<System> {
  let botApi: BotApiService | null = null;
  let botApiUrl = config.botApi.url;
  if (!botApiUrl) {
    botApi = await createBotApi({ config, logger, ...(config.demo ? { prepare: (store) => seedDemoData(store.db, new Date()) } : {}) });
    const address = await botApi.app.listen({ host: config.botApi.host, port: config.botApi.port });
    botApiUrl = address.replace('0.0.0.0', '127.0.0.1');
  }
  const internalBotApi = botApi;
  try {
    const dashboard = await buildApp({
      ...overrides,
      config,
      logger,
      botApiUrl,
      readinessChecks: [botApiReadiness(botApiUrl)],
      ...(config.demo ? { extend: (fastify, app) => mountStandIn(fastify, { redirectUris: [`${config.publicUrl}/auth/callback`], cssHref: app.manifest.css }) } : {}),
    });
    return {
      dashboard,
      botApi,
      botApiUrl,
      close: async () => {
        await dashboard.close();
        await internalBotApi?.close();
      },
    };
  } catch (error) {
    await internalBotApi?.close();
    throw error;
  }
}
