// What every desk action works with: the member's visit (where, who, the guild's configuration, their
// words), the bot API, and the checks the actions share: who may manage tickets, who may close one, and
// which open ticket a channel belongs to.
import type { API } from '@discordjs/core';
import type { APIInteractionGuildMember } from 'discord-api-types/v10';
import type { Logger } from 'pino';
import { type TypedBotApi, UpstreamError } from '../../contract/client.js';
import type { PermissionId } from '../../contract/common.js';
import type { Ticket } from '../../contract/guild.js';
import type { GuildSetup } from '../configuration.js';
import type { LocalStore } from '../local-store.js';
import type { GuildFacts } from '../guilds.js';
import type { BotTexts } from '../texts.js';
import { answerPrivately, type Asked } from './answers.js';
import { mayOnDashboard, type TicketMember } from './staff.js';

export interface DeskDeps {
  api: TypedBotApi;
  logger: Logger;
  botUserId(): string | null;
  /** Where the dashboard is: a closed ticket's notice links its transcript there. */
  publicUrl: string;
  /** Waits before a closed ticket's channel is deleted. */
  wait(ms: number): Promise<void>;
  /** Closes not yet stored by the bot API, kept in the bot's own store. */
  outbox: Pick<LocalStore, 'keepClose' | 'pendingCloses' | 'dropClose'>;
}

/** One member's request at the desk, in their guild and language. */
export interface DeskVisit {
  asked: Asked;
  guildId: string;
  channelId: string;
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

export const mayManage = (visit: DeskVisit, needed: PermissionId): boolean =>
  mayOnDashboard(visit.setup.config, visit.facts?.ownerId ?? null, memberOf(visit.member), needed);

/** May this member close this ticket: its opener may, and staff with tickets.manage. */
export const mayClose = (visit: DeskVisit, ticket: Ticket): boolean =>
  ticket.user_id === visit.member.user.id || mayManage(visit, 'tickets.manage');

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
