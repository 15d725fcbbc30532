// A guild's settings: feature switches, notifications, how its pages show things (time zone), and how
// the bot runs its tickets.
import { z } from 'zod';
import { FeatureName, Snowflake } from '../common.js';
import {
  Feature,
  FeatureUpdate,
  GuildPreferences,
  NotificationSettings,
  NotificationUpdate,
  TicketSettings,
} from '../config.js';
import { endpoint } from '../endpoint.js';
import { ISLAND_API } from '../facts.js';
import { GuildParams } from './params.js';

export const guildSettings = {
  features: endpoint({
    method: 'GET',
    path: '/api/guilds/:guildId/features',
    summary: 'The four feature switches',
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildParams,
    response: z.array(Feature),
    status: 200,
  }),
  setFeature: endpoint({
    method: 'PUT',
    path: ISLAND_API.feature,
    summary: 'Switch a feature on or off',
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: z.object({ guildId: Snowflake, featureName: FeatureName }),
    body: FeatureUpdate,
    response: Feature,
    status: 200,
    proxied: true,
  }),
  notifications: endpoint({
    method: 'GET',
    path: ISLAND_API.notifications,
    summary: 'Notification roles, on/off and whether the setup command has run',
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildParams,
    response: NotificationSettings,
    status: 200,
  }),
  updateNotifications: endpoint({
    method: 'PUT',
    path: ISLAND_API.notifications,
    summary: 'Change the notification roles and/or switch notifications on or off',
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildParams,
    body: NotificationUpdate,
    response: NotificationSettings,
    status: 200,
    proxied: true,
  }),
  testNotification: endpoint({
    method: 'POST',
    path: ISLAND_API.testNotification,
    summary: 'Send a test notification to the configured channel',
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildParams,
    response: z.object({ sent: z.boolean() }),
    status: 200,
    proxied: true,
  }),
  preferences: endpoint({
    method: 'GET',
    path: '/api/guilds/:guildId/preferences',
    summary: "How the guild's pages show things: its time zone (every page of the guild reads it)",
    auth: { kind: 'guild', permission: 'dashboard.view' },
    params: GuildParams,
    response: GuildPreferences,
    status: 200,
  }),
  updatePreferences: endpoint({
    method: 'PUT',
    path: '/api/guilds/:guildId/preferences',
    summary: "Change the guild's time zone",
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildParams,
    body: GuildPreferences,
    response: GuildPreferences,
    status: 200,
  }),
  ticketSettings: endpoint({
    method: 'GET',
    path: '/api/guilds/:guildId/ticket-settings',
    summary: 'How the bot runs tickets: open tickets per member, the category of ticket channels, claimer-only writing',
    auth: { kind: 'guild', permission: 'tickets.view' },
    params: GuildParams,
    response: TicketSettings,
    status: 200,
  }),
  updateTicketSettings: endpoint({
    method: 'PUT',
    path: '/api/guilds/:guildId/ticket-settings',
    summary: "Change the ticket settings; the category must be one of the guild's category channels (or null)",
    auth: { kind: 'guild', permission: 'tickets.manage' },
    params: GuildParams,
    body: TicketSettings,
    response: TicketSettings,
    status: 200,
  }),
};
