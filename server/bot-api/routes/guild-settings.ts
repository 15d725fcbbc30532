// A guild's settings: feature switches and notification settings (roles, on/off, a test message).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FeatureName, FeatureUpdate, NotificationUpdate, Snowflake, type NotificationSettings } from '../../contract/index.js';
import type { BotApiContext } from '../context.js';
import { badRequest } from '../errors.js';
import { guildRoute } from '../http.js';
import { getNotificationSettings, listFeatures, setFeature, updateNotificationSettings } from '../repos/guild-settings.js';
import { isSystemRole } from '../roles.js';

export function guildSettingsRoutes(app: FastifyInstance, ctx: BotApiContext): void {
  app.get(
    '/api/guilds/:guildId/features',
    guildRoute(ctx, { permission: 'dashboard.admin' }, ({ guildId }) => listFeatures(ctx.db, guildId)),
  );
  app.put(
    '/api/guilds/:guildId/features/:featureName',
    guildRoute(ctx, { permission: 'dashboard.admin', params: z.object({ guildId: Snowflake, featureName: FeatureName }), body: FeatureUpdate }, ({ guildId, params, body, actor }) =>
      setFeature(ctx.db, guildId, params.featureName, body.enabled, actor, ctx.now()),
    ),
  );

  const publicSettings = ({ setupCompleted, notificationRoles, notificationsEnabled }: NotificationSettings): NotificationSettings => ({ setupCompleted, notificationRoles, notificationsEnabled });
  app.get(
    '/api/notifications/:guildId/settings',
    guildRoute(ctx, { permission: 'dashboard.admin' }, async ({ guildId }) => publicSettings(await getNotificationSettings(ctx.db, guildId))),
  );
  app.put(
    '/api/notifications/:guildId/settings',
    guildRoute(ctx, { permission: 'dashboard.admin', body: NotificationUpdate }, ({ guildId, body, access, actor }) => {
      for (const roleId of body.notificationRoles ?? []) {
        const role = access.guild.roles.find((entry) => entry.id === roleId);
        if (!role || isSystemRole(access.guild, role)) throw badRequest(`Invalid body: notificationRoles: ${roleId} is not a selectable role`);
      }
      return updateNotificationSettings(ctx.db, guildId, body, actor, ctx.now());
    }),
  );
  app.post(
    '/api/notifications/:guildId/test',
    guildRoute(ctx, { permission: 'dashboard.admin' }, async ({ guildId }) => {
      const settings = await getNotificationSettings(ctx.db, guildId);
      if (!settings.setupCompleted || !settings.channelId) throw badRequest('Notification setup is not completed: the server owner has to run the setup command in Discord first');
      const mentions = settings.notificationRoles.map((id) => `<@&${id}>`).join(' ');
      await ctx.discord.sendMessage(settings.channelId, `🔔 Test-Benachrichtigung aus dem Dashboard ${mentions}`.trim());
      return { sent: true };
    }),
  );
}
