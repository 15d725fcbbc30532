// Server settings: feature switches (one form each without JavaScript), notification roles and switch,
// the test notification.
import { z } from 'zod';
import { Feature, FeatureName, NotificationSettings, ServerRole, Snowflake } from '../../contract/index.js';
import { UpstreamError } from '../../lib/http-error.js';
import { defineRoute, redirectTo } from '../define-route.js';
import { requireUser } from '../guards.js';
import { guildParams } from './overview.js';
import { SettingsPage, type SettingsData } from '../../../views/pages/SettingsPage.js';
import { FEATURE_UPDATE_FAILED } from '../../../islands/FeatureToggle.js';

const manyIds = z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(Snowflake).max(25));

const SettingsForm = z.discriminatedUnion('intent', [
  z.strictObject({ intent: z.literal('feature'), feature: FeatureName, enabled: z.enum(['true', 'false']) }),
  z.strictObject({ intent: z.literal('notifications'), notificationsEnabled: z.literal('on').optional(), notificationRoles: manyIds }),
  z.strictObject({ intent: z.literal('test') }),
]);

const FAILED = {
  feature: FEATURE_UPDATE_FAILED,
  notifications: 'Fehler beim Aktualisieren der Notification-Einstellungen',
  test: 'Fehler beim Senden der Test-Notification',
} as const;

const DONE = { feature: 'Einstellung gespeichert', notifications: 'Benachrichtigungen gespeichert', test: 'Test-Benachrichtigung gesendet' } as const;

export const settingsRoute = defineRoute({
  path: '/dashboard/:guildId/settings',
  params: guildParams,
  query: z.object({}),
  layout: 'dashboard',
  title: 'Server Einstellungen',
  loadError: 'Fehler beim Laden der Einstellungen',
  guard: (ctx) => void requireUser(ctx),
  load: async (ctx): Promise<SettingsData> => {
    const user = ctx.app.botApiUser(ctx.request)!;
    const { guildId } = ctx.params;
    const [features, notifications, roles] = await Promise.all([
      ctx.app.botApi.call(user, 'GET', `/api/guilds/${guildId}/features`, z.array(Feature)),
      ctx.app.botApi.call(user, 'GET', `/api/notifications/${guildId}/settings`, NotificationSettings),
      ctx.app.botApi.call(user, 'GET', `/api/guild/${guildId}/roles`, z.array(ServerRole)),
    ]);
    return { guildId, features, notifications, roles: roles.filter((role) => !role.managed && role.id !== guildId) };
  },
  view: SettingsPage,
  action: {
    schema: SettingsForm,
    run: async (ctx, input) => {
      const user = ctx.app.botApiUser(ctx.request)!;
      const { guildId } = ctx.params;
      const back = `/dashboard/${guildId}/settings`;
      try {
        if (input.intent === 'feature') await ctx.app.botApi.call(user, 'PUT', `/api/guilds/${guildId}/features/${input.feature}`, Feature, { enabled: input.enabled === 'true' });
        if (input.intent === 'notifications') {
          await ctx.app.botApi.call(user, 'PUT', `/api/notifications/${guildId}/settings`, NotificationSettings, {
            notificationRoles: input.notificationRoles,
            notificationsEnabled: input.notificationsEnabled === 'on',
          });
        }
        if (input.intent === 'test') await ctx.app.botApi.call(user, 'POST', `/api/notifications/${guildId}/test`, z.unknown());
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.status === 401) throw error;
        ctx.request.log.warn({ err: error, intent: input.intent }, 'settings change failed');
        return redirectTo(back, { kind: 'error', text: FAILED[input.intent] });
      }
      return redirectTo(back, { kind: 'success', text: DONE[input.intent] });
    },
  },
});
