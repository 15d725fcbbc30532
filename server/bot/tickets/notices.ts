// The team hears of ticket events in the server's notification channel, once the owner set it up: a
// ticket opened (mentioning the notification roles while notifications are on, and nobody else) and
// a ticket closed (with the reason and a link to its transcript on the dashboard). The team's notices
// are in the product's default language, whoever's action caused them. A notice that cannot be posted
// is logged; the ticket's own work does not depend on it.
import type { API } from '@discordjs/core';
import type { Ticket } from '../../contract/guild.js';
import { textsFor } from '../texts.js';
import type { DeskDeps, DeskVisit } from './visit.js';

const TEAM = textsFor('de').tickets;

async function post(deps: DeskDeps, visit: DeskVisit, content: string, mention: boolean): Promise<void> {
  const { config } = visit.setup;
  const channelId = config.notificationChannelId;
  if (!channelId) return;
  const roles =
    mention && config.notificationSettings.notificationsEnabled ? config.notificationSettings.notificationRoles : [];
  const pings = roles.map((id) => `<@&${id}>`).join(' ');
  await visit.discord.channels
    .createMessage(channelId, {
      content: pings ? `${pings} ${content}` : content,
      allowed_mentions: { parse: [], roles },
    } as Parameters<API['channels']['createMessage']>[1])
    .catch((error: unknown) =>
      deps.logger.warn({ err: error, guildId: visit.guildId, channelId }, 'could not post a ticket notice'),
    );
}

export function noticeOpened(deps: DeskDeps, visit: DeskVisit, ticket: Ticket): Promise<void> {
  const category = visit.setup.config.categories.find((entry) => entry.id === ticket.category_id);
  const about = [category ? `${category.emoji} ${category.name}`.trim() : null, ticket.reason || null]
    .filter(Boolean)
    .join(' · ');
  return post(
    deps,
    visit,
    TEAM.noticeOpened(ticket.id, `<@${ticket.user_id}>`, `<#${ticket.channel_id}>`, about),
    true,
  );
}

export function noticeClosed(deps: DeskDeps, visit: DeskVisit, ticket: Ticket, reason: string): Promise<void> {
  const transcript = `${deps.publicUrl}/dashboard/${visit.guildId}/tickets/${ticket.id}/transcript`;
  return post(
    deps,
    visit,
    TEAM.noticeClosed(ticket.id, `<@${visit.member.user.id}>`, reason || null, transcript),
    false,
  );
}
