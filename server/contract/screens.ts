// Which permission each guild screen needs to be opened (view) and to change anything on it (manage),
// read off the endpoints it calls, so the table cannot drift from what the bot API enforces. The
// navigation and the views' buttons follow it; the README prints it.
import type { PermissionId } from './common.js';
import type { EndpointAuth } from './endpoint.js';
import { endpoints } from './endpoints/index.js';
import type { RevertibleArea } from './history.js';

function needs(endpoint: { auth: EndpointAuth }): PermissionId {
  if (endpoint.auth.kind !== 'guild') throw new Error('a screen endpoint must be a guild endpoint');
  return endpoint.auth.permission;
}

export interface ScreenRights {
  view: PermissionId;
  /** Absent: the screen only shows. */
  manage?: PermissionId;
}

export const SCREENS = {
  overview: { view: needs(endpoints.stats.get) },
  tickets: { view: needs(endpoints.tickets.list), manage: needs(endpoints.tickets.requestClose) },
  ticketCategories: { view: needs(endpoints.categories.list), manage: needs(endpoints.categories.create) },
  autoResponses: { view: needs(endpoints.autoResponses.list), manage: needs(endpoints.autoResponses.create) },
  autoRoles: { view: needs(endpoints.autoRoles.list), manage: needs(endpoints.autoRoles.create) },
  commandPermissions: {
    view: needs(endpoints.commandPermissions.list),
    manage: needs(endpoints.commandPermissions.put),
  },
  // A placeholder page; and the changelog is the bot's own: opening the dashboard is enough.
  statistics: { view: 'dashboard.view' },
  permissions: { view: needs(endpoints.dashboardPermissions.list), manage: needs(endpoints.dashboardPermissions.add) },
  changelog: { view: 'dashboard.view' },
  settings: { view: needs(endpoints.guildSettings.features), manage: needs(endpoints.guildSettings.setFeature) },
  history: { view: needs(endpoints.history.list) },
} as const satisfies Record<string, ScreenRights>;
export type Screen = keyof typeof SCREENS;

/** The screen whose change right an undo in each history area needs (the bot API checks the record's own endpoint). */
export const REVERT_SCREENS = {
  categories: 'ticketCategories',
  ticketBlocklist: 'ticketCategories',
  autoResponses: 'autoResponses',
  autoRoles: 'autoRoles',
  commandPermissions: 'commandPermissions',
  dashboardPermissions: 'permissions',
  features: 'settings',
  notifications: 'settings',
  preferences: 'settings',
  ticketSettings: 'settings',
} as const satisfies Record<RevertibleArea, Screen>;
