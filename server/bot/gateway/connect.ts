// The bot's connection to Discord, on @discordjs/core, @discordjs/ws and @discordjs/rest: no cache,
// identify, heartbeat, resume, invalid sessions and rate limits handled by the libraries. As many shards
// as Discord recommends (GET /gateway/bot: one until a bot grows past Discord's limits); more than one
// run in worker threads of this process, one each. No transport compression. Sessions are kept, so a
// restart inside Discord's resume window resumes instead of identifying anew.
import { API, Client } from '@discordjs/core';
import { REST, RESTEvents } from '@discordjs/rest';
import {
  type IIdentifyThrottler,
  type SessionInfo,
  SimpleShardingStrategy,
  WebSocketManager,
  WebSocketShardEvents,
  WorkerShardingStrategy,
} from '@discordjs/ws';
import { GatewayIntentBits, type RESTGetAPIGatewayBotResult, Routes } from 'discord-api-types/v10';
import type { Logger } from 'pino';
import type { DiscordBudget } from '../../platform/discord-budget.js';
import type { BudgetClient } from '../../platform/discord-waiters.js';
import { countDiscordRateLimit } from '../../platform/metrics.js';
import type { BotDiscord } from '../config.js';
import type { SessionKeeper } from './sessions.js';

/** What the bot needs of Discord: guilds, members (auto-roles), messages and their content (auto responses). */
export const INTENTS =
  GatewayIntentBits.Guilds |
  GatewayIntentBits.GuildMembers |
  GatewayIntentBits.GuildMessages |
  GatewayIntentBits.MessageContent;

export interface Connection {
  client: Client;
  gateway: WebSocketManager;
  rest: REST;
  /** The same token's calls for work nobody waits on: they go after the answers (DeskDeps.background). */
  background: API;
  shardCount: number;
}

export interface ConnectOptions {
  discord: BotDiscord;
  /** The bot token's request budget, shared with the bot API when it runs in this process. */
  budget: DiscordBudget;
  sessions: SessionKeeper;
  logger: Logger;
  /** Tests identify without Discord's five seconds between identifies. */
  identifyThrottler?: IIdentifyThrottler;
}

/** A REST client of the bot's: it waits its turn in the token's budget, however long, as a bot may. */
function botRest(options: Pick<ConnectOptions, 'discord' | 'budget' | 'logger'>, client?: BudgetClient): REST {
  const rest = new REST({ api: options.discord.apiBase, version: '10', ...options.budget.restOptions(client) });
  rest.on(RESTEvents.RateLimited, (info) => {
    countDiscordRateLimit('bot');
    options.logger.debug({ route: info.route, retryAfterMs: info.retryAfter }, 'Discord rate limit: waiting');
  });
  return rest.setToken(options.discord.token);
}

export async function connectionFor(options: ConnectOptions): Promise<Connection> {
  const rest = botRest(options);
  const information = (await rest.get(Routes.gatewayBot())) as RESTGetAPIGatewayBotResult;
  const shardCount = Math.max(1, information.shards);
  const gateway = new WebSocketManager({
    token: options.discord.token,
    intents: INTENTS,
    rest,
    shardCount,
    compression: null,
    retrieveSessionInfo: (shardId) => options.sessions.get(shardId),
    updateSessionInfo: (shardId, session: SessionInfo | null) => options.sessions.set(shardId, session),
    ...(options.identifyThrottler ? { buildIdentifyThrottler: () => options.identifyThrottler! } : {}),
    buildStrategy: (manager) =>
      shardCount > 1
        ? new WorkerShardingStrategy(manager, { shardsPerWorker: 1 })
        : new SimpleShardingStrategy(manager),
  });
  const background = new API(botRest(options, { background: true }));
  return { client: new Client({ rest, gateway }), gateway, rest, background, shardCount };
}

/** Resolves once every shard is up: identified (READY), or its kept session taken up again (RESUMED). */
export function allShardsReady({ gateway, shardCount }: Connection): Promise<void> {
  const up = new Set<number>();
  return new Promise((resolve) => {
    const count = (shardId: number) => {
      up.add(shardId);
      if (up.size >= shardCount) resolve();
    };
    gateway.on(WebSocketShardEvents.Ready, (_data, shardId) => count(shardId));
    gateway.on(WebSocketShardEvents.Resumed, (shardId) => count(shardId));
  });
}
