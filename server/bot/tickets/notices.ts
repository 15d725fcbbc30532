// The team hears of ticket events in the server's notification channel, once the owner set it up: a
// ticket opened (mentioning its category's team, or without one the notification roles while
// notifications are on, and nobody else), claimed, released, its priority set, moved or handed on, asked
// to close, kept open, warned of its auto-close, closed (with the reason and a link to its transcript on
// the dashboard), and rated by its opener. The team's notices are in the product's default language,
// whoever's action caused them. A notice that cannot be posted is logged; the ticket's own work does not
// depend on it.
import type { API } from '@discordjs/core';
import type { GuildConfiguration } from '../../contract/bot.js';
import type { TicketCategory } from '../../contract/config.js';
import type { Ticket } from '../../contract/guild.js';
import type { JobTexts } from '../job-texts.js';
import { textsFor } from '../texts.js';
import { openerTextsFor } from '../texts-opener.js';
import type { DeskDeps, DeskVisit } from './visit.js';

/** The team's words, whoever's action it was (a ticket channel's topic is in them too). */
export const TEAM = textsFor('de').tickets;
const TEAM_JOBS = textsFor('de').jobs;

/** Where a notice is posted from: the guild, its configuration, and the bot's hold on Discord. */
export interface NoticePlace {
  discord: API;
  guildId: string;
  config: GuildConfiguration;
  /** The guild's name, when the bot knows it already (else it is asked for where needed). */
  guildName?: string | undefined;
  /** The guild's language as Discord keeps it (its preferred locale), when the bot knows it. */
  locale?: string | undefined;
}

const placeOf = (visit: DeskVisit): NoticePlace => ({
  discord: visit.discord,
  guildId: visit.guildId,
  config: visit.setup.config,
});

async function post(
  deps: Pick<DeskDeps, 'logger'>,
  place: NoticePlace,
  content: string,
  roles: string[] = [],
): Promise<void> {
  const channelId = place.config.notificationChannelId;
  if (!channelId) return;
  const pings = roles.map((id) => `<@&${id}>`).join(' ');
  await place.discord.channels
    .createMessage(channelId, {
      content: pings ? `${pings} ${content}` : content,
      allowed_mentions: { parse: [], roles },
    } as Parameters<API['channels']['createMessage']>[1])
    .catch((error: unknown) =>
      deps.logger.warn({ err: error, guildId: place.guildId, channelId }, 'could not post a ticket notice'),
    );
}

/**
 * Whom a new ticket's notice mentions: its category's team (the roles the server still has), or, for a
 * ticket without one, the notification roles while notifications are on.
 */
function mentionedFor(visit: DeskVisit, category: TicketCategory | undefined): string[] {
  const { notificationSettings } = visit.setup.config;
  const roles = visit.facts?.roles;
  const team = (category?.staffRoleIds ?? []).filter((id) => !roles || roles.has(id));
  if (category?.staffRoleIds.length) return team;
  return notificationSettings.notificationsEnabled ? notificationSettings.notificationRoles : [];
}

export function noticeOpened(deps: DeskDeps, visit: DeskVisit, ticket: Ticket): Promise<void> {
  const category = visit.setup.config.categories.find((entry) => entry.id === ticket.category_id);
  const about = [category ? `${category.emoji} ${category.name}`.trim() : null, ticket.reason || null]
    .filter(Boolean)
    .join(' · ');
  return post(
    deps,
    placeOf(visit),
    TEAM.noticeOpened(ticket.id, `<@${ticket.user_id}>`, `<#${ticket.channel_id}>`, about),
    mentionedFor(visit, category),
  );
}

export const noticeClaimed = (deps: DeskDeps, visit: DeskVisit, ticket: Ticket): Promise<void> =>
  post(deps, placeOf(visit), TEAM.noticeClaimed(ticket.id, `<@${visit.member.user.id}>`));

export const noticeUnclaimed = (deps: DeskDeps, visit: DeskVisit, ticket: Ticket): Promise<void> =>
  post(deps, placeOf(visit), TEAM.noticeUnclaimed(ticket.id, `<@${visit.member.user.id}>`));

/** A notice of the ticket work the bot does on staff's word or on its own: close requests, auto-close. */
export const noticeJob = (deps: DeskDeps, where: DeskVisit | NoticePlace, say: (team: JobTexts) => string) =>
  post(deps, 'asked' in where ? placeOf(where) : where, say(TEAM_JOBS));

/** The opener's rating, with their comment, once it is stored. */
export function noticeRated(deps: Pick<DeskDeps, 'logger'>, place: NoticePlace, ticket: Ticket): Promise<void> {
  const said = openerTextsFor('de').noticeRated(ticket.id, `<@${ticket.user_id}>`, ticket.rating ?? 0, ticket.feedback);
  return post(deps, place, said);
}

export function noticeClosed(
  deps: DeskDeps,
  place: NoticePlace,
  ticket: Ticket,
  closerId: string,
  reason: string,
): Promise<void> {
  const transcript = `${deps.publicUrl}/dashboard/${place.guildId}/tickets/${ticket.id}/transcript`;
  return post(deps, place, TEAM.noticeClosed(ticket.id, `<@${closerId}>`, reason || null, transcript));
}

export const noticePriority = (deps: DeskDeps, visit: DeskVisit, ticket: Ticket): Promise<void> =>
  post(
    deps,
    placeOf(visit),
    TEAM.noticePriority(ticket.id, `<@${visit.member.user.id}>`, TEAM.priorities[ticket.priority]),
  );

export const noticeRenamed = (deps: DeskDeps, visit: DeskVisit, ticket: Ticket, name: string): Promise<void> =>
  post(deps, placeOf(visit), TEAM.noticeRenamed(ticket.id, `<@${visit.member.user.id}>`, name));

export const noticeMoved = (deps: DeskDeps, visit: DeskVisit, ticket: Ticket, category: string): Promise<void> =>
  post(deps, placeOf(visit), TEAM.noticeMoved(ticket.id, `<@${visit.member.user.id}>`, category));

export const noticeHanded = (deps: DeskDeps, visit: DeskVisit, ticket: Ticket): Promise<void> =>
  post(deps, placeOf(visit), TEAM.noticeHanded(ticket.id, `<@${visit.member.user.id}>`, `<@${ticket.claimed_by}>`));
