// A guild's whole configuration as the bot reads it (GET /bot/guilds/{guildId}/config): its features,
// categories, auto responses and roles, command permissions, the Berechtigungen entries (the ticket
// staff), notifications, ticket settings, blocklist and time zone, read side by side.
import type { Kysely } from 'kysely';
import type { GuildConfiguration } from '../../contract/bot.js';
import { listAdmins } from '../repos/admin.js';
import { listAutoResponses } from '../repos/autoresponses.js';
import { listAutoRoles } from '../repos/autoroles.js';
import { listCategories } from '../repos/categories.js';
import { listCommandPermissions } from '../repos/command-permissions.js';
import { listPermissions } from '../repos/dashboard-permissions.js';
import { getNotificationSettings, getPreferences, listFeatures } from '../repos/guild-settings.js';
import { listTicketBlocks } from '../repos/ticket-blocklist.js';
import { getTicketSettings } from '../repos/ticket-settings.js';
import type { Database } from '../store/schema.js';

export async function guildConfiguration(db: Kysely<Database>, guildId: string): Promise<GuildConfiguration> {
  const [features, categories, autoResponses, autoRoles, commandPermissions, stored, admins, grants, ...tickets] =
    await Promise.all([
      listFeatures(db, guildId),
      listCategories(db, guildId, true),
      listAutoResponses(db, guildId),
      listAutoRoles(db, guildId),
      listCommandPermissions(db, guildId),
      getNotificationSettings(db, guildId),
      listAdmins(db),
      listPermissions(db, guildId),
      getTicketSettings(db, guildId),
      listTicketBlocks(db, guildId),
      getPreferences(db, guildId),
    ] as const);
  const [ticketSettings, ticketBlocklist, { timeZone }] = tickets;
  const { setupCompleted, notificationRoles, notificationsEnabled, channelId } = stored;
  return {
    guildId,
    globalAdminIds: admins.map((admin) => admin.user_id),
    features,
    categories,
    autoResponses,
    autoRoles,
    commandPermissions,
    dashboardPermissions: grants.map(({ type, targetId, permissions }) => ({ type, targetId, permissions })),
    notificationSettings: { setupCompleted, notificationRoles, notificationsEnabled },
    notificationChannelId: setupCompleted ? channelId : null,
    ticketSettings,
    ticketBlocklist,
    timeZone,
  };
}
