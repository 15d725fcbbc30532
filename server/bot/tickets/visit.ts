// What every desk action works with: the member's visit (where, who, the guild's configuration, their
// words), the bot API, and the checks the actions share: who may manage tickets, who may close one (each
// refusal naming the dashboard permission that is missing), and which open ticket a channel belongs to.
import type { API } from '@discordjs/core';
import type { APIInteractionGuildMember } from 'discord-api-types/v10';
import type { Logger } from 'pino';
import { type TypedBotApi, UpstreamError } from '../../contract/client.js';
import type { TranscriptHtml } from '../../contract/bot.js';
import type { PermissionId } from '../../contract/common.js';
import type { Ticket } from '../../contract/guild.js';
import type { GuildSetup } from '../configuration.js';
import type { LocalStore } from '../local-store.js';
import type { GuildFacts } from '../guilds.js';
import type { DirectChannels } from './closing/direct-channels.js';
import type { ClosingPace } from './closing/pace.js';
import type { BotTexts } from '../texts.js';
import { answerPrivately, type Asked } from './answers.js';
import { mayOnDashboard, type TicketMember } from './staff.js';

export interface DeskDeps {
  api: TypedBotApi;
  logger: Logger;
  botUserId(): string | null;
  /** Where the dashboard is: a closed ticket's notice links its transcript there. */
  publicUrl: string;
  /** The bot's clock (ms since 1970): when a close request runs out, when a ticket was last written in. */
  now(): number;
  /**
   * Waits before a closed ticket's channel is deleted: true once the time has passed, false as soon as the
   * bot stops (the delete is kept, and the next start does it).
   */
  wait(ms: number): Promise<boolean>;
  /** How long a closed ticket's notice stays before its channel goes, and how often kept closes are sent again. */
  closingPace: ClosingPace;
  /** Closes not yet stored by the bot API, and channels of stored ones not yet deleted, in the bot's own store. */
  outbox: Pick<
    LocalStore,
    'keepClose' | 'pendingCloses' | 'dropClose' | 'closeStored' | 'keepDelete' | 'pendingDeletes' | 'dropDelete'
  >;
  /**
   * The bot's hold on Discord for work nobody waits on (a close's reading of its channel, what follows a
   * stored close, the sweeps): its calls go after the bot's answers to members, within what those leave free.
   */
  background: API;
  /** The bot's DM channel with each opener, for their copy of a close. */
  directChannels: DirectChannels;
  /** The closes being sent right now (by `sendingKey`): the outbox's own rounds leave them alone. */
  sending: Set<string>;
  /** Closed tickets' channels whose delete waits for the close's own work (the opener's file): rounds leave them. */
  holding: Set<string>;
  /** The dashboard's HTML file of a transcript, sent to the opener after the close (none: the summary alone). */
  transcriptHtml?: TranscriptHtml | undefined;
}

/** How `DeskDeps.sending` names a ticket's close. */
export const sendingKey = (guildId: string, ticketId: number): string => `${guildId}:${ticketId}`;

/** One member's request at the desk, in their guild and language. */
export interface DeskVisit {
  asked: Asked;
  guildId: string;
  channelId: string;
  /** The channel's name as the interaction brought it along (Discord sends it with every guild interaction). */
  channelName?: string | undefined;
  member: APIInteractionGuildMember;
  setup: GuildSetup;
  facts: GuildFacts | undefined;
  texts: BotTexts;
  discord: API;
}

export const memberOf = (member: APIInteractionGuildMember): TicketMember => ({
  userId: member.user.id,
  roleIds: member.roles,
  permissions: BigInt(member.permissions),
});

/** Who acts, as the bot API records them: the member and the name Discord shows for them. */
export const actorOf = (visit: DeskVisit) => ({
  userId: visit.member.user.id,
  username: visit.member.user.global_name ?? visit.member.user.username,
});

const mayManage = (visit: DeskVisit, needed: PermissionId): boolean =>
  mayOnDashboard(visit.setup.config, visit.facts?.ownerId ?? null, memberOf(visit.member), needed);

/** The refusal of a member without the dashboard permission `needed` (naming it), or null when they have it. */
export const refusalWithout = (visit: DeskVisit, needed: PermissionId): string | null =>
  mayManage(visit, needed) ? null : visit.texts.tickets.permissionMissing(needed);

/** Who may close this ticket: its opener, and staff with tickets.manage; the refusal of anyone else, or null. */
export const closeRefusal = (visit: DeskVisit, ticket: Ticket): string | null =>
  ticket.user_id === visit.member.user.id ? null : refusalWithout(visit, 'tickets.manage');

/** A refusal of the bot API with this code. */
export const isRefusal = (error: unknown, code: string): boolean =>
  error instanceof UpstreamError && error.code === code;

/** The open ticket of the channel the member is in, or null after telling them it is none. */
export async function ticketHere(api: TypedBotApi, visit: DeskVisit): Promise<Ticket | null> {
  try {
    return await api.bot.ticketInChannel({ guildId: visit.guildId, channelId: visit.channelId });
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 404) throw error;
    await answerPrivately(visit.discord, visit.asked, visit.texts.tickets.notATicket);
    return null;
  }
}
