// Server settings: feature switches (one form each without JavaScript), the notification channel, notification
// roles and switch, the test notification, the ticket settings (ticket-settings.ts), the guild's time zone.
import { z } from 'zod';
import { listOf } from '../../lib/form.js';
import {
  FeatureName,
  NotificationChannelUpdate,
  NotificationUpdate,
  TIME_ZONES,
  TimeZone,
} from '../../../contract/index.js';
import { refusalOr, upstreamFailure } from '../../lib/http-error.js';
import { defineGuildRoute } from '../define-guild-route.js';
import { guildPreferences } from '../guild-preferences.js';
import { redirectTo } from '../define-route.js';
import { channelHref } from '../channel-href.js';
import { DEFAULT_LANGUAGE } from '../../../contract/languages.js';
import { SettingsPage, type SettingsData } from '../../../../views/pages/SettingsPage.js';
import { loadTicketSettings, saveTicketSettings, TicketSettingsForm } from './ticket-settings.js';

const manyIds = listOf(NotificationUpdate.shape.notificationRoles.unwrap());

const SettingsForm = z.discriminatedUnion('intent', [
  z.strictObject({ intent: z.literal('feature'), feature: FeatureName, enabled: z.enum(['true', 'false']) }),
  z.strictObject({
    intent: z.literal('notifications'),
    notificationsEnabled: z.literal('on').optional(),
    notificationRoles: manyIds,
  }),
  z.strictObject({ intent: z.literal('channel'), channelId: NotificationChannelUpdate.shape.channelId }),
  z.strictObject({ intent: z.literal('test') }),
  z.strictObject({ intent: z.literal('timeZone'), timeZone: TimeZone }),
  TicketSettingsForm,
]);

export const settingsRoute = defineGuildRoute({
  path: '/dashboard/:guildId/settings',
  screen: 'settings',
  query: z.object({}),
  title: 'settings',
  loadError: (texts) => texts.loadErrors.settings,
  load: async (ctx): Promise<SettingsData> => {
    const { api, app, guildId, request, shell, texts } = ctx;
    const [features, notifications, channel, roles, preferences, tickets] = await Promise.all([
      api.guildSettings.features({ guildId }),
      api.guildSettings.notifications({ guildId }),
      api.guildSettings.notificationChannel({ guildId }),
      api.discord.guildRoles({ guildId }),
      // The same read as the sidebar's time zone (one call per page).
      guildPreferences(request, api, guildId),
      loadTicketSettings(ctx),
    ]);
    // The bot's own names and descriptions are the default interface's; a chosen language names the known features in its own.
    const named =
      shell.language === DEFAULT_LANGUAGE
        ? features
        : features.map((feature) => ({
            ...feature,
            displayName: texts.settings.featureTexts[feature.name].name,
            description: texts.settings.featureTexts[feature.name].description,
          }));
    return {
      guildId,
      features: named,
      notifications,
      channel: {
        ...channel,
        href: channel.channel ? channelHref(app.config.demo, guildId, channel.channel.id) : null,
      },
      roles: roles.filter((role) => !role.managed && role.id !== guildId),
      preferences,
      timeZones: TIME_ZONES,
      tickets,
    };
  },
  view: SettingsPage,
  action: {
    schema: SettingsForm,
    run: async (ctx, input, values) => {
      if (input.intent === 'tickets') return saveTicketSettings(ctx, input, values);
      const { api, guildId, request, texts: catalogue } = ctx;
      const texts = catalogue.settings;
      const back = `/dashboard/${guildId}/settings`;
      try {
        if (input.intent === 'feature')
          await api.guildSettings.setFeature({
            guildId,
            featureName: input.feature,
            body: { enabled: input.enabled === 'true' },
          });
        if (input.intent === 'notifications') {
          const body = {
            notificationRoles: input.notificationRoles,
            notificationsEnabled: input.notificationsEnabled === 'on',
          };
          await api.guildSettings.updateNotifications({ guildId, body });
        }
        if (input.intent === 'channel')
          await api.guildSettings.setNotificationChannel({ guildId, body: { channelId: input.channelId } });
        if (input.intent === 'test') await api.guildSettings.testNotification({ guildId });
        if (input.intent === 'timeZone')
          await api.guildSettings.updatePreferences({ guildId, body: { timeZone: input.timeZone } });
      } catch (caught) {
        const error = upstreamFailure(caught);
        request.log.warn({ err: error, intent: input.intent }, 'settings change failed');
        // A failed test notification or channel choice says why (the channel is gone, the bot may not write
        // there, only the owner chooses) after its own words.
        const explained = input.intent === 'test' || input.intent === 'channel';
        const reason = explained && error.code ? refusalOr(error, catalogue, '') : '';
        return redirectTo(back, {
          kind: 'error',
          text: reason ? `${texts.failed[input.intent]}: ${reason}` : texts.failed[input.intent],
        });
      }
      return redirectTo(back, { kind: 'success', text: texts.done[input.intent] });
    },
  },
});
