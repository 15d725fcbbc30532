// The composition: which programs run in a process, with which configuration, and how they are wired. By
// default one process runs them all: the dashboard, the bot API (unless BOT_API_URL points elsewhere), the
// bot, and in demo mode the stand-in Discord on the dashboard's port. `npm run bot-api` runs the bot API alone.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { request } from 'undici';
import { createBotApi, type BotApiService } from './bot-api/start.js';
import { botApiSection, type BotApiConfig, type BotApiDiscord } from './bot-api/config.js';
import { postDemoPanel } from './bot-api/demo-panel.js';
import { seedDemoData } from './bot-api/demo-seed.js';
import { botInProcessTransport, inProcessTransport } from './bot-api/in-process-transport.js';
import { buildApp, type AppDeps } from './dashboard/app.js';
import { dashboardSection, type DashboardConfig } from './dashboard/config.js';
import { transcriptFileMaker } from './dashboard/render/transcript-file.js';
import { demoPageLooks } from './dashboard/render/demo-page-looks.js';
import type { ReadinessCheck } from './dashboard/setup/health.js';
import {
  ConfigError,
  type Environment,
  loopbackHost,
  processSection,
  type ProcessConfig,
  readSections,
} from './platform/config.js';
import { httpTransport } from './platform/bot-api-http.js';
import { type DiscordBudget, discordBudgetFor } from './platform/discord-budget.js';
import { type Bot, type BotChoices, type BotOptions, startBot } from './bot/bot.js';
import { type ChangeSource, changesFromAfar } from './bot/changes.js';
import { type BotConfig, botSection } from './bot/config.js';
import type { TypedBotApi } from './contract/client.js';
import { demoWorld } from './stand-in/demo-world.js';
import type { World } from './stand-in/model.js';
import { DEMO_APPLICATION, mountStandIn, STAND_IN_PREFIX, standInAddresses } from './stand-in/mount.js';
import type { StandInControls } from './stand-in/plugin.js';

export interface SystemConfig {
  process: ProcessConfig;
  dashboard: DashboardConfig;
  botApi: BotApiConfig;
  bot: BotConfig;
  /** No Discord application configured: every program talks to the stand-in Discord, with demo data. */
  demo: boolean;
}

/** The stand-in as the dashboard uses it, mounted on the dashboard itself. */
const standInForDashboard = (address: { publicUrl: string; loopbackOrigin: string }) => ({
  clientId: DEMO_APPLICATION.clientId,
  clientSecret: DEMO_APPLICATION.clientSecret,
  ...standInAddresses(address.publicUrl, address.loopbackOrigin),
});
const standInForBot = (publicUrl: string, loopbackOrigin: string): BotApiDiscord => {
  const { apiBase, cdnBase } = standInAddresses(publicUrl, loopbackOrigin);
  return { botToken: DEMO_APPLICATION.botToken, apiBase, cdnBase };
};
const UNPLACED: BotApiDiscord = { botToken: DEMO_APPLICATION.botToken, apiBase: '', cdnBase: '' };
const unplacedBot = () => ({ token: UNPLACED.botToken, apiBase: UNPLACED.apiBase });
/** Every variable the configuration reads (.env.example lists them all; a test keeps it so). */
export const ENV_VARIABLES: readonly string[] = [
  ...new Set([
    ...processSection.variables,
    ...dashboardSection(standInForDashboard).variables,
    ...botApiSection(() => UNPLACED).variables,
    ...botSection(unplacedBot).variables,
  ]),
];

/** The whole product's configuration, or one ConfigError listing every problem; a missing BOT_API_SECRET is made here. */
export function loadConfig(given: Environment): SystemConfig {
  const env = { ...given, BOT_API_SECRET: given.BOT_API_SECRET || randomBytes(48).toString('base64url') };
  const problems: string[] = [];
  const read = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };
  const first = read(() =>
    readSections(env, { process: processSection, dashboard: dashboardSection(standInForDashboard) }),
  );
  // In demo mode the bot API asks the stand-in mounted on the dashboard.
  const mounted = first?.dashboard;
  const standIn = () =>
    mounted ? standInForBot(mounted.publicUrl, `http://${loopbackHost(mounted.host)}:${mounted.port}`) : UNPLACED;
  const second = read(() =>
    readSections(env, {
      botApi: botApiSection(standIn),
      bot: botSection(() => ({ token: standIn().botToken, apiBase: standIn().apiBase })),
    }),
  );
  const appParts = [given.DISCORD_CLIENT_ID, given.DISCORD_CLIENT_SECRET, given.DISCORD_BOT_TOKEN].filter(
    (value) => value !== undefined && value !== '',
  ).length;
  if (appParts !== 0 && appParts !== 3)
    problems.push(
      'DISCORD_CLIENT_ID: set DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET and DISCORD_BOT_TOKEN together (or none of them for demo mode)',
    );
  if (problems.length || !first || !second) throw new ConfigError([...new Set(problems)]);
  return { ...first, ...second, demo: first.dashboard.demo };
}

export interface System {
  dashboard: FastifyInstance;
  botApi: BotApiService | null;
  botApiUrl: string;
  /** The stand-in Discord's controls in demo mode (tests play Discord's faults with them). */
  standIn: StandInControls | null;
  /** Starts the bot in this process, once the dashboard listens (in demo mode the stand-in Discord answers on its port); null when BOT_GATEWAY=off. Tests may give its way to the bot API, its clock and its sweep's pace. */
  startBot(options?: BotChoices): Bot | null;
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

/** The bot's readiness: not ready once it stopped for good (a refused token or intents), whatever else serves. */
const botReadiness = (bot: () => Bot | null): ReadinessCheck => ({
  name: 'bot',
  check: async () => {
    const problem = bot()?.status.problem;
    if (problem) throw new Error(`the bot stopped: ${problem}`);
  },
});

/** The bot hears the embedded bot API's notices directly. */
const inProcessChanges =
  (botApi: BotApiService): ChangeSource =>
  (listener) => {
    const stop = botApi.context.changes.listen(listener);
    return async () => stop();
  };

/** The bot API elsewhere, over HTTP with the bot's service token; without one the bot cannot start. */
function botApiOverHttp(config: SystemConfig, url: string, logger: Logger) {
  if (!config.bot.botApi.serviceToken) {
    logger.error(
      'The bot cannot reach the bot API at BOT_API_URL without BOT_SERVICE_TOKEN (the same value the bot API uses): it does not start.',
    );
    return null;
  }
  return httpTransport({ baseUrl: url, serviceToken: config.bot.botApi.serviceToken });
}

/** `overrides`: parts of the dashboard tests swap; `world`: the stand-in's data in demo mode; `discordBudget`: the bot token's, one for both programs here. */
export async function startSystem(
  config: SystemConfig,
  logger: Logger,
  overrides: Partial<AppDeps> = {},
  { world, ...given }: { world?: World; discordBudget?: DiscordBudget } = {},
): Promise<System> {
  let bot: Bot | null = null;
  let standIn: StandInControls | null = null;
  let botApi: BotApiService | null = null;
  let botApiUrl = config.dashboard.botApi.url;
  const discordBudget = given.discordBudget ?? discordBudgetFor({ botApi: !botApiUrl, bot: config.bot.enabled });
  if (!botApiUrl) {
    botApi = await createBotApi({
      config: config.botApi,
      discordBudget,
      logger,
      ...(config.demo ? { prepare: (store) => seedDemoData(store, demoWorld(), new Date()) } : {}),
    });
    const address = await botApi.app.listen({ host: config.botApi.host, port: config.botApi.port });
    botApiUrl = address.replace('0.0.0.0', '127.0.0.1');
  }
  const internalBotApi = botApi;
  try {
    const dashboard = await buildApp({
      ...overrides,
      config: config.dashboard,
      logger,
      botApiUrl,
      // The embedded bot API is called in-process: no socket, no signed token (the bot itself still uses its port).
      ...(internalBotApi
        ? { botApiTransport: inProcessTransport(internalBotApi.router, logger.child({ service: 'bot-api' })) }
        : {}),
      readinessChecks: [botApiReadiness(botApiUrl, internalBotApi), botReadiness(() => bot)],
      ...(config.demo
        ? {
            outsideTurns: [STAND_IN_PREFIX], // Discord's REST and gateway never queue behind our pages
            extend: async (fastify, app) => {
              standIn = await mountStandIn(fastify, {
                redirectUris: [`${config.dashboard.publicUrl}/auth/callback`],
                ...demoPageLooks(app),
                ...(world ? { world } : {}),
              });
            },
          }
        : {}),
    });
    return {
      dashboard,
      botApi,
      botApiUrl,
      standIn,
      startBot(extra = {}) {
        if (!config.bot.enabled || bot) return bot;
        if (config.demo && internalBotApi) postDemoPanel(internalBotApi.context, demoWorld(), logger);
        const transport = internalBotApi
          ? botInProcessTransport(internalBotApi.router, logger.child({ service: 'bot-api' }))
          : botApiOverHttp(config, botApiUrl, logger);
        if (!transport) return null;
        const changes = internalBotApi
          ? () => inProcessChanges(internalBotApi)
          : (api: TypedBotApi) => changesFromAfar(config.bot.redisUrl, api, logger);
        bot = startBot({
          discord: config.bot.discord,
          discordBudget,
          transport,
          changes,
          dataDir: config.bot.dataDir,
          logger,
          publicUrl: config.bot.publicUrl ?? config.dashboard.publicUrl,
          transcriptHtml: transcriptFileMaker(config.dashboard.discord.cdnBase, { dir: overrides.assetsDir }),
          ...extra,
        });
        return bot;
      },
      close: async () => {
        await bot?.stop();
        await dashboard.close();
        await internalBotApi?.close();
      },
    };
  } catch (error) {
    await internalBotApi?.close();
    throw error;
  }
}

/** The bot API in a process of its own; in demo mode it also serves the stand-in Discord (of `world`, the demo world by default), so it can be tried alone. */
export async function startBotApiAlone(
  config: SystemConfig,
  logger: Logger,
  { world }: { world?: World } = {},
): Promise<BotApiService> {
  const own = `http://${loopbackHost(config.botApi.host)}:${config.botApi.port}`;
  const botApi: BotApiConfig = config.demo ? { ...config.botApi, discord: standInForBot(own, own) } : config.botApi;
  return createBotApi({
    config: botApi,
    discordBudget: discordBudgetFor({ botApi: true, bot: false }),
    logger,
    ...(config.demo
      ? {
          prepare: (store) => seedDemoData(store, demoWorld(), new Date()),
          extend: (app) =>
            mountStandIn(app, {
              redirectUris: [`${config.dashboard.publicUrl}/auth/callback`],
              ...(world ? { world } : {}),
            }),
        }
      : {}),
  });
}

/** The bot in a process of its own (`npm run bot`), reaching the bot API at BOT_API_URL with BOT_SERVICE_TOKEN. */
export function startBotAlone(
  config: SystemConfig,
  logger: Logger,
  extra: Partial<Pick<BotOptions, 'identifyThrottler' | 'lease'>> = {},
): Bot {
  const { url, serviceToken } = config.bot.botApi;
  if (!url || !serviceToken)
    throw new ConfigError([
      'BOT_API_URL: the bot alone needs BOT_API_URL and BOT_SERVICE_TOKEN (the same value the bot API uses)',
    ]);
  // In demo mode the bot API alone serves the stand-in Discord too.
  const discord = config.demo
    ? { token: DEMO_APPLICATION.botToken, apiBase: `${url}${STAND_IN_PREFIX}/api` }
    : config.bot.discord;
  return startBot({
    discord,
    discordBudget: discordBudgetFor({ bot: true, botApi: false }),
    transport: httpTransport({ baseUrl: url, serviceToken }),
    changes: (api) => changesFromAfar(config.bot.redisUrl, api, logger),
    dataDir: config.bot.dataDir,
    logger,
    publicUrl: config.bot.publicUrl ?? config.dashboard.publicUrl,
    transcriptHtml: transcriptFileMaker(config.dashboard.discord.cdnBase),
    ...extra,
  });
}
