// The team hears of ticket events in the server's notification channel, once the owner set it up: a
// ticket opened (mentioning the notification roles while notifications are on, and nobody else), claimed,
// and closed (with the reason and a link to its transcript on the dashboard). The team's notices
// are in the product's default language, whoever's action caused them. A notice that cannot be posted
// is logged; the ticket's own work does not depend on it.
import type { API } from '@discordjs/core';
import type { GuildConfiguration } from '../../contract/bot.js';
import type { Ticket } from '../../contract/guild.js';
import { textsFor } from '../texts.js';
import type { DeskDeps, DeskVisit } from './visit.js';

const TEAM = textsFor('de').tickets;

/** Where a notice is posted from: the guild, its configuration, and the bot's hold on Discord. */
export interface NoticePlace {
  discord: API;
  guildId: string;
  config: GuildConfiguration;
}

const placeOf = (visit: DeskVisit): NoticePlace => ({
  discord: visit.discord,
  guildId: visit.guildId,
  config: visit.setup.config,
});

async function post(deps: DeskDeps, place: NoticePlace, content: string, mention: boolean): Promise<void> {
  const { config } = place;
  const channelId = config.notificationChannelId;
  if (!channelId) return;
  const roles =
    mention && config.notificationSettings.notificationsEnabled ? config.notificationSettings.notificationRoles : [];
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

export function noticeOpened(deps: DeskDeps, visit: DeskVisit, ticket: Ticket): Promise<void> {
  const category = visit.setup.config.categories.find((entry) => entry.id === ticket.category_id);
  const about = [category ? `${category.emoji} ${category.name}`.trim() : null, ticket.reason || null]
    .filter(Boolean)
    .join(' · ');
  return post(
    deps,
    placeOf(visit),
    TEAM.noticeOpened(ticket.id, `<@${ticket.user_id}>`, `<#${ticket.channel_id}>`, about),
    true,
  );
}

export const noticeClaimed = (deps: DeskDeps, visit: DeskVisit, ticket: Ticket): Promise<void> =>
  post(deps, placeOf(visit), TEAM.noticeClaimed(ticket.id, `<@${visit.member.user.id}>`), false);

export function noticeClosed(
  deps: DeskDeps,
  place: NoticePlace,
  ticket: Ticket,
  closerId: string,
  reason: string,
): Promise<void> {
  const transcript = `${deps.publicUrl}/dashboard/${place.guildId}/tickets/${ticket.id}/transcript`;
  return post(deps, place, TEAM.noticeClosed(ticket.id, `<@${closerId}>`, reason || null, transcript), false);
}
