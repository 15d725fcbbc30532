// The companion bot: connects to Discord's gateway (when this process holds the gateway lease), keeps what
// it needs of each guild, hears of configuration changes, and acts on what the dashboard configured:
// slash commands with their permissions, auto responses, auto-roles. A bad token or missing privileged
// intents stop it cleanly, with one log line saying what to switch on, while the rest of the process
// keeps serving. On shutdown it answers the interactions in flight, then closes the gateway so that the
// session can be resumed.
import { DiscordAPIError } from '@discordjs/rest';
import { CloseCodes, type IIdentifyThrottler } from '@discordjs/ws';
import { type BotChores, wireEvents } from './events.js';
import type { Logger } from 'pino';
import type { DiscordBudget } from '../platform/discord-budget.js';
import { createBotApiClient, type BotApiTransport, type TypedBotApi } from '../contract/client.js';
import type { ChangeSource } from '../platform/change-sources.js';
import type { TranscriptHtml } from '../contract/bot.js';
import type { BotDiscord } from './config.js';
import { createGuildSetups } from './configuration.js';
import { allShardsReady, type Connection, connectionFor } from './gateway/connect.js';
import { trackWork } from './work.js';
import { keepSessions, type SessionKeeper } from './gateway/sessions.js';
import { GuildDirectory } from './guilds.js';
import { gatewayLease, LEASE } from './lease.js';
import { openLocalStore } from './local-store.js';
import { JOBS_EVERY_MS } from './tickets/jobs/sweep.js';
import { CLOSING_PACE, type ClosingPace } from './tickets/closing/pace.js';
import { type GatewayProblem, type StatusBoard, statusBoard } from './status.js';

/** Close codes after which connecting again cannot help: the operator has to change something. */
const FATAL: Record<number, { problem: GatewayProblem; say: string }> = {
  4004: {
    problem: 'bad_token',
    say: 'Discord refused the bot token (close 4004): check DISCORD_BOT_TOKEN (Developer Portal → your application → Bot → Reset Token).',
  },
  4013: { problem: 'intents_invalid', say: 'Discord refused the gateway intents as invalid (close 4013).' },
  4014: {
    problem: 'intents_disallowed',
    say: 'Discord refused privileged intents (close 4014): switch on "Server Members Intent" and "Message Content Intent" in the Developer Portal → your application → Bot → Privileged Gateway Intents.',
  },
};

/** How the bot closes its gateway at shutdown: a code that keeps its session at Discord, to resume it. */
const RESUMABLE_CLOSE = { code: CloseCodes.Resuming, reason: 'shutting down' };
/** How long shutdown waits for interactions in flight to be answered. */
const DRAIN_MS = 5_000;
const BOT_CALLER = { id: 'bot', name: 'Bot', adminSessions: {} };

export interface BotOptions {
  discord: BotDiscord;
  /** The bot token's request budget: the process's, shared with the bot API when it runs here too. */
  discordBudget: DiscordBudget;
  /** How the bot reaches the bot API (in-process or HTTP with its service token). */
  transport: BotApiTransport;
  /** How it hears of configuration changes. */
  changes: (api: TypedBotApi) => ChangeSource;
  dataDir: string;
  logger: Logger;
  /** Where the dashboard is, for the links the bot posts (a closed ticket's transcript). */
  publicUrl: string;
  lease?: { ttlSeconds: number; renewEveryMs: number; askEveryMs: number };
  identifyThrottler?: IIdentifyThrottler;
  /** How often the ticket jobs (close requests, auto-close) look for due work; tests make it quick. */
  jobsEveryMs?: number;
  /** How long a closed ticket's notice stays before its channel goes, and how often kept closes are sent again; tests make it quick. */
  closingPace?: ClosingPace;
  /** The bot's clock (ms since 1970), which /ping reads against the time in Discord's ids; tests give it Discord's. */
  now?: () => number;
  /** The dashboard's HTML file of a transcript, which a closed ticket's opener gets (none: the summary alone). */
  transcriptHtml?: TranscriptHtml | undefined;
}

/** What a process that starts the bot beside others (the composition, tests) may choose of it. */
export type BotChoices = Partial<
  Pick<BotOptions, 'identifyThrottler' | 'lease' | 'transport' | 'now' | 'jobsEveryMs' | 'closingPace'>
>;

export interface Bot {
  status: Pick<StatusBoard, 'state' | 'problem'>;
  /** Resolves when every shard is ready, or rejects when the bot stopped for good. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/** Asks Discord where its gateway is: the connection to open, or null when Discord refused the token. */
async function askForGateway(options: BotOptions, sessions: SessionKeeper, logger: Logger): Promise<Connection | null> {
  try {
    return await connectionFor({
      discord: options.discord,
      budget: options.discordBudget,
      sessions,
      logger,
      ...(options.identifyThrottler ? { identifyThrottler: options.identifyThrottler } : {}),
    });
  } catch (error) {
    if (error instanceof DiscordAPIError && error.status === 401) return null;
    throw error;
  }
}

/** What the operator (or a test) chose of the bot's events: the dashboard and its transcript files, the clock, the sweep's and the close's pace. */
const chosenOf = (options: BotOptions) => ({
  desk: options,
  now: options.now ?? Date.now,
  jobsEveryMs: options.jobsEveryMs ?? JOBS_EVERY_MS,
  closingPace: options.closingPace ?? CLOSING_PACE,
});

export function startBot(options: BotOptions): Bot {
  const logger = options.logger.child({ service: 'bot' });
  const api = createBotApiClient(options.transport).as(BOT_CALLER);
  const store = openLocalStore(options.dataDir);
  const sessions = keepSessions(store);
  const status = statusBoard(api, logger);
  const guilds = new GuildDirectory();
  const setups = createGuildSetups(api);
  const lease = gatewayLease(api, logger, options.lease ?? LEASE);
  const work = trackWork(logger);
  let chores: BotChores = { stop: () => undefined, changed: () => undefined };
  const stopListening = options.changes(api)((guildId) => {
    setups.forget(guildId);
    chores.changed(guildId);
  });
  let connection: Connection | null = null;
  /** The gateway being opened: a stop lets it finish first (within the drain's time), so it can close it. */
  let opening: Promise<unknown> = Promise.resolve();
  let stopping = false;
  let fail: (error: Error) => void = () => undefined;
  const stopFor = async (fatal: (typeof FATAL)[number]) => {
    if (status.state === 'stopped') return;
    logger.error(fatal.say);
    status.set('stopped', fatal.problem);
    fail(new Error(fatal.say));
    await Promise.resolve(connection?.gateway.destroy()).catch(() => undefined);
  };

  /** Opens the gateway; resolves once it is open, with the promise of every shard being ready (none after a stop). */
  const open = async () => {
    const made = await askForGateway(options, sessions, logger);
    // Discord refuses a bad token already when asked where its gateway is.
    if (!made) return stopFor(FATAL[4004]!);
    // A stop that came while Discord was asked where its gateway is: the gateway is not opened at all.
    if (stopping) return;
    connection = made;
    status.count({ shards: made.shardCount });
    chores = wireEvents(made, {
      guilds,
      setups,
      api,
      logger,
      status,
      handle: work.handle,
      ...chosenOf(options),
      store,
      stopping: () => stopping,
      leading: lease.holds,
      fatal: (code) => FATAL[code],
      stopFor,
    });
    const allReady = allShardsReady(made).then(() => {
      status.set('connected');
      logger.info({ shards: made.shardCount }, 'The bot is connected to Discord');
    });
    // A refused token or intents also reject connect(): the Closed event has said why already.
    await made.gateway.connect().catch((error: unknown) => {
      if (status.state !== 'stopped') throw error;
    });
    return { allReady };
  };

  const run = async () => {
    status.set('standby');
    await lease.acquired();
    if (stopping) return;
    status.set('starting');
    lease.keep(() => void Promise.resolve(connection?.gateway.destroy()).then(() => status.set('standby')));
    const opened = open();
    opening = opened.catch(() => undefined);
    await (await opened)?.allReady;
  };

  const ready = new Promise<void>((resolve, reject) => {
    fail = reject;
    run().then(resolve, (error: unknown) => {
      logger.error({ err: error }, 'the bot could not connect to Discord');
      status.set('stopped');
      reject(error);
    });
  });
  // Whoever does not wait for readiness must not see an unhandled rejection.
  ready.catch(() => undefined);

  return {
    status,
    ready,
    async stop() {
      stopping = true;
      chores.stop();
      await work.drain(DRAIN_MS, opening);
      // A close code that keeps the session at Discord, and the session kept here, so the next start resumes.
      sessions.hold();
      await Promise.resolve(connection?.gateway.destroy(RESUMABLE_CLOSE)).catch(() => undefined);
      sessions.stop();
      await stopListening();
      await lease.release();
      status.close();
      if (status.state !== 'stopped') status.set('stopped');
      await status.report();
      store.close();
    },
  };
}
