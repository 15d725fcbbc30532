// A guild's settings: feature switches, notification settings (roles, on/off, a test message), its time zone
// and its ticket settings.
import type { NotificationSettings } from '../../contract/index.js';
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import { DiscordAPIError } from '@discordjs/rest';
import { ApiError, badRequest } from '../errors.js';
import type { Handlers } from '../invoke.js';
import {
  getNotificationSettings,
  listFeatures,
  setFeature,
  updateNotificationSettings,
  updatePreferences,
} from '../repos/guild-settings.js';
import { isSystemRole } from '../roles.js';
import { getTicketSettings, updateTicketSettings } from '../repos/ticket-settings.js';
import { CATEGORY_KINDS, channelsOfKind } from './discord.js';
import { notificationChannel, setNotificationChannel, shownNotificationSettings } from '../notification-channel.js';

/** The stored settings without the channel id, which only the bot needs. */
const publicSettings = ({
  setupCompleted,
  notificationRoles,
  notificationsEnabled,
}: NotificationSettings): NotificationSettings => ({ setupCompleted, notificationRoles, notificationsEnabled });

export const guildSettingsHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.guildSettings> => ({
  features: ({ guildId }) => listFeatures(ctx.db, guildId),
  setFeature: ({ guildId, params, body, actor }) =>
    setFeature(ctx.db, guildId, params.featureName, body.enabled, actor, ctx.now()),
  notifications: async ({ guildId }) => publicSettings(await shownNotificationSettings(ctx.db, guildId)),
  updateNotifications: async ({ guildId, body, access, actor }) => {
    for (const roleId of body.notificationRoles ?? []) {
      const role = access.guild.roles.find((entry) => entry.id === roleId);
      if (!role || isSystemRole(access.guild, role))
        throw badRequest(
          'notification_role_invalid',
          `Invalid body: notificationRoles: ${roleId} is not a selectable role`,
        );
    }
    return publicSettings(await updateNotificationSettings(ctx.db, guildId, body, actor, ctx.now()));
  },
  notificationChannel: ({ access, actor }) => notificationChannel(ctx, access, actor.id),
  setNotificationChannel: ({ access, actor, body }) => setNotificationChannel(ctx, access, actor, body.channelId),
  testNotification: async ({ guildId }) => {
    const settings = await getNotificationSettings(ctx.db, guildId);
    if (!settings.setupCompleted || !settings.channelId) {
      throw badRequest(
        'notification_setup_incomplete',
        'Notification setup is not completed: the server owner has to run the setup command in Discord first',
      );
    }
    const mentions = settings.notificationRoles.map((id) => `<@&${id}>`).join(' ');
    try {
      await ctx.discord.sendMessage(
        settings.channelId,
        `🔔 Test-Benachrichtigung aus dem Dashboard ${mentions}`.trim(),
        settings.notificationRoles,
      );
    } catch (error) {
      // Why Discord refused, as the settings page can say it: the channel is gone, or the bot may not write there.
      if (error instanceof DiscordAPIError && error.code === 10003)
        throw new ApiError(409, 'notification_channel_gone', 'The notification channel no longer exists');
      if (error instanceof DiscordAPIError && (error.code === 50001 || error.code === 50013))
        throw new ApiError(409, 'notification_channel_forbidden', 'The bot may not write in the notification channel');
      throw error;
    }
    return { sent: true };
  },
  preferences: ({ guildId }) => ctx.kept.preferences(guildId),
  updatePreferences: ({ guildId, body, actor }) => updatePreferences(ctx.db, guildId, body, actor, ctx.now()),
  ticketSettings: ({ guildId }) => getTicketSettings(ctx.db, guildId),
  updateTicketSettings: async ({ guildId, body, actor }) => {
    const chosen = body.categoryChannelId;
    if (chosen !== null && !(await channelsOfKind(ctx, guildId, CATEGORY_KINDS)).some((entry) => entry.id === chosen))
      throw badRequest(
        'ticket_category_unknown',
        `Invalid body: categoryChannelId: ${chosen} is not a category channel of this server`,
      );
    return updateTicketSettings(ctx.db, guildId, body, actor, ctx.now());
  },
});
