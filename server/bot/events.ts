// What the bot does with each gateway event: keep its guild facts, register its commands in a guild it
// joins, answer messages (auto responses), members (auto-roles) and interactions (commands, buttons,
// forms and autocomplete, through the one routing table), and follow its connection's state. Each
// event's work runs through `handle`, which counts it, logs a failure and lets shutdown wait for it.
import { type API, GatewayDispatchEvents as Events, type GatewayGuildCreateDispatchData } from '@discordjs/core';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocketShardEvents } from '@discordjs/ws';
import type { Logger } from 'pino';
import type { TypedBotApi } from '../contract/client.js';
import { interactionDispatcher } from './commands/dispatch.js';
import { interactionRoutes } from './commands/routes.js';
import type { GuildSetups } from './configuration.js';
import { autoResponder } from './features/auto-responses.js';
import { autoRoleGiver } from './features/auto-roles.js';
import type { Connection } from './gateway/connect.js';
import type { GuildDirectory } from './guilds.js';
import type { LocalStore } from './local-store.js';
import { registerIn } from './commands/register.js';
import type { StatusBoard } from './status.js';
import { claimerOnlyFollower } from './tickets/desk/claimer-only.js';
import { teamFollower } from './tickets/desk/team-follower.js';
import { type DeskDeps, ticketDesk } from './tickets/desk.js';
import { deleteClosedChannels } from './tickets/closing/channel-deletes.js';
import { directChannels } from './tickets/closing/direct-channels.js';
import { outboxSender } from './tickets/closing/outbox.js';
import type { ClosingPace } from './tickets/closing/pace.js';
import { closeRequestsOf } from './tickets/jobs/requests.js';
import { ticketJobSweeper } from './tickets/jobs/sweep.js';

/** True once `ms` have passed, false as soon as `signal` aborts. */
const waitUnlessStopped = (ms: number, signal: AbortSignal) => sleep(ms, true, { signal }).catch(() => false);

export interface EventDeps<Fatal> {
  guilds: GuildDirectory;
  setups: GuildSetups;
  api: TypedBotApi;
  logger: Logger;
  status: StatusBoard;
  handle(type: string, work: () => Promise<unknown>): void;
  /** Where the dashboard is (for the links the bot posts), and its transcripts' HTML files. */
  desk: Pick<DeskDeps, 'publicUrl' | 'transcriptHtml'>;
  /** The bot's clock (ms since 1970). */
  now(): number;
  /**
   * The bot's own records: who it is (told by READY, and kept for a restart that resumes: a resumed
   * session has no READY), what it registered where, the ticket closes the bot API has not stored yet and
   * the channels of stored ones not yet deleted.
   */
  store: Pick<LocalStore, 'identity' | 'saveIdentity' | 'registered' | 'saveRegistered'> & DeskDeps['outbox'];
  stopping(): boolean;
  /** Whether this process holds the gateway lease (only its holder does the ticket jobs). */
  leading(): boolean;
  /** How often the ticket jobs' sweep looks for due work. */
  jobsEveryMs: number;
  /** How long a closed ticket's notice stays, and how often kept closes are sent again. */
  closingPace: ClosingPace;
  /** What a close code means when connecting again cannot help (undefined: it can). */
  fatal(code: number): Fatal | undefined;
  stopFor(fatal: Fatal): Promise<void>;
}

/** What the bot does beyond gateway events: stop its own timers, and act on a guild's changes. */
export interface BotChores {
  stop(): void;
  /**
   * A guild's configuration or tickets changed: closes asked for on the dashboard are carried out, the
   * claimed tickets' channels follow the claimer-only setting, and open tickets' channels their category's team.
   */
  changed(guildId: string): void;
}

/** What the ticket desk works with; `stopped` ends its waits as the bot stops. */
function deskDepsOf<Fatal>(deps: EventDeps<Fatal>, background: API, stopped: AbortSignal): DeskDeps {
  return {
    api: deps.api,
    logger: deps.logger,
    botUserId: () => deps.guilds.botUserId,
    publicUrl: deps.desk.publicUrl,
    transcriptHtml: deps.desk.transcriptHtml,
    now: deps.now,
    outbox: deps.store,
    background,
    directChannels: directChannels(),
    sending: new Set(),
    holding: new Set(),
    wait: (ms) => waitUnlessStopped(ms, stopped),
    closingPace: deps.closingPace,
  };
}

/**
 * What the bot does on its own (nobody waits on it) goes through `background`, behind its answers: the
 * outbox, the ticket jobs' sweep, the dashboard's closes and the channels following a guild's settings.
 */
export function wireEvents<Fatal>({ client, gateway, background }: Connection, deps: EventDeps<Fatal>): BotChores {
  const { guilds, setups, api, logger, status, handle } = deps;
  const respond = autoResponder({ setups, discord: client.api, botUserId: () => guilds.botUserId });
  const roles = autoRoleGiver({ setups, guilds, discord: client.api, api, logger });
  // Ends the waits of work in hand as the bot stops (a closed ticket's channel delete is kept for the next start).
  const stopped = new AbortController();
  const deskDeps = deskDepsOf(deps, background, stopped.signal);
  const desk = ticketDesk(deskDeps);
  const sender = outboxSender(deskDeps, background, setups, (work) => handle('TICKET_OUTBOX', work));
  const closeRequested = closeRequestsOf(deskDeps, background, setups, guilds);
  const followClaimerOnly = claimerOnlyFollower(deskDeps, background, setups);
  const sweeper = ticketJobSweeper(deskDeps, background, setups, guilds, {
    leading: deps.leading,
    everyMs: deps.jobsEveryMs,
    handle,
  });
  const followTeams = teamFollower(deskDeps, background, setups, guilds);
  const dispatch = interactionDispatcher({
    setups,
    guilds,
    api,
    logger,
    now: deps.now,
    routes: interactionRoutes(desk, setups, { api, setups, logger, now: deps.now }),
  });
  guilds.botUserId = deps.store.identity()?.botUserId ?? null;
  // A GUILD_CREATE can be handled before its shard's READY (worker shards deliver them in their own order)
  // and a resumed session replays them with no READY at all: a guild waits until the bot knows who it is
  // (its own member decides what roles it may give; the application id, where commands go).
  const waiting: { data: GatewayGuildCreateDispatchData; discord: API }[] = [];
  const join = (data: GatewayGuildCreateDispatchData, discord: API) => {
    const identity = deps.store.identity();
    if (!identity) return void waiting.push({ data, discord });
    guilds.joined(data);
    status.count({ guilds: guilds.size });
    handle('GUILD_CREATE', () => registerIn(deps.store, discord, identity.applicationId, data.id));
    // Tickets closed while no bot ran here (or by one whose records are lost) still have their channels.
    handle('CLOSED_CHANNELS', () => deleteClosedChannels(deskDeps, background, data.id, data.channels));
  };
  // Closes asked for on the dashboard while no bot ran are carried out as the bot starts (a resumed
  // session brings no READY to wait for; Discord's REST answers already).
  handle('CLOSE_REQUESTS', async () => {
    for (const guildId of (await api.bot.closeRequestGuilds()).guildIds) await closeRequested(guildId);
  });
  client.on(Events.Ready, ({ data }) => {
    guilds.botUserId = data.user.id;
    deps.store.saveIdentity({ applicationId: data.application.id, botUserId: data.user.id });
    for (const guild of waiting.splice(0)) join(guild.data, guild.discord);
  });
  client.on(Events.GuildCreate, ({ data, api: discord }) => join(data, discord));
  client.on(Events.GuildUpdate, ({ data }) => guilds.updated(data.id, data));
  client.on(Events.GuildDelete, ({ data }) => {
    if (!data.unavailable) guilds.left(data.id);
    status.count({ guilds: guilds.size });
  });
  client.on(Events.GuildRoleCreate, ({ data }) => guilds.roleSet(data.guild_id, data.role));
  client.on(Events.GuildRoleUpdate, ({ data }) => guilds.roleSet(data.guild_id, data.role));
  client.on(Events.GuildRoleDelete, ({ data }) => guilds.roleDeleted(data.guild_id, data.role_id));
  client.on(Events.GuildMemberAdd, ({ data }) => handle('GUILD_MEMBER_ADD', () => roles.joined(data)));
  client.on(Events.GuildMemberUpdate, ({ data }) => {
    guilds.memberUpdated(data.guild_id, data);
    handle('GUILD_MEMBER_UPDATE', () => roles.updated(data));
  });
  client.on(Events.MessageCreate, ({ data }) => handle('MESSAGE_CREATE', () => respond(data)));
  client.on(Events.InteractionCreate, ({ data, api: discord }) => {
    if (deps.stopping()) return;
    handle('INTERACTION_CREATE', () => dispatch(data, discord));
  });
  gateway.on(WebSocketShardEvents.Closed, (code) => {
    const fatal = deps.fatal(code);
    if (fatal) return void deps.stopFor(fatal);
    if (!deps.stopping()) status.set('reconnecting');
  });
  gateway.on(WebSocketShardEvents.Resumed, () => status.set('connected'));
  // Without a listener an error event would end the process; the library reconnects where it can.
  gateway.on(WebSocketShardEvents.Error, (error, shardId) => logger.warn({ err: error, shardId }, 'gateway error'));
  return {
    stop: () => {
      stopped.abort();
      sender.stop();
      sweeper.stop();
    },
    changed: (guildId) => {
      if (guildId === '*' || !guilds.get(guildId)) return;
      handle('CLOSE_REQUESTS', () => closeRequested(guildId));
      handle('CLAIMER_ONLY', () => followClaimerOnly(guildId));
      handle('CATEGORY_TEAMS', () => followTeams(guildId));
    },
  };
}
