// The whole product in one process: the dashboard, the bot API (unless BOT_API_URL points elsewhere) and,
// in demo mode, the stand-in Discord mounted on the dashboard so the browser needs one port.
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { request } from 'undici';
import { buildApp, type AppDeps } from './dashboard/app.js';
import type { Config } from './platform/config.js';
import type { ReadinessCheck } from './dashboard/setup/health.js';
import { createBotApi, type BotApiService } from './bot-api/start.js';
import { inProcessTransport } from './bot-api/in-process-transport.js';
import { mountStandIn } from './stand-in/mount.js';
import type { World } from './stand-in/model.js';
import { seedDemoData } from './bot-api/demo-seed.js';

export interface System {
  dashboard: FastifyInstance;
  botApi: BotApiService | null;
  botApiUrl: string;
  close(): Promise<void>;
}

/** The bot API's /readyz: over HTTP when it runs elsewhere, injected when it runs here. */
function botApiReadiness(url: string, embedded: BotApiService | null): ReadinessCheck {
  return {
    name: 'bot-api',
    check: async () => {
      let status: number;
      if (embedded) status = (await embedded.app.inject({ url: '/readyz' })).statusCode;
      else {
        const response = await request(`${url}/readyz`, { headersTimeout: 2_000, bodyTimeout: 2_000 });
        await response.body.dump();
        status = response.statusCode;
      }
      if (status !== 200) throw new Error(`bot API not ready (${status})`);
    },
  };
}

/** `overrides` lets tests swap parts of the dashboard (e.g. the development client build). */
/** `world`: the stand-in Discord's data in demo mode (tests and benchmarks); the demo world by default. */
export async function startSystem(config: Config, logger: Logger, overrides: Partial<AppDeps> = {}, { world }: { world?: World } = {}): Promise<System> {
  let botApi: BotApiService | null = null;
  let botApiUrl = config.botApi.url;
  if (!botApiUrl) {
    botApi = await createBotApi({ config, logger, ...(config.demo ? { prepare: (store) => seedDemoData(store, new Date()) } : {}) });
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
      // The embedded bot API is called in-process: no socket, no signed token (the bot itself still uses its port).
      ...(internalBotApi ? { botApiTransport: inProcessTransport(internalBotApi.router, logger.child({ service: 'bot-api' })) } : {}),
      readinessChecks: [botApiReadiness(botApiUrl, internalBotApi)],
      ...(config.demo ? { extend: (fastify, app) => mountStandIn(fastify, { redirectUris: [`${config.publicUrl}/auth/callback`], cssHref: app.manifest.css, ...(world ? { world } : {}) }) } : {}),
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
