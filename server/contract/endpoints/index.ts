// The endpoint table: every call the dashboard and its islands make, and every bot-facing endpoint, by resource.
import type { Endpoint } from '../endpoint.js';
import { account } from './account.js';
import { admin } from './admin.js';
import { autoResponses } from './autoresponses.js';
import { autoRoles } from './autoroles.js';
import { bot } from './bot.js';
import { categories } from './categories.js';
import { commandPermissions } from './command-permissions.js';
import { dashboardPermissions } from './dashboard-permissions.js';
import { discord } from './discord.js';
import { guildSettings } from './guild-settings.js';
import { history } from './history.js';
import { stats } from './stats.js';
import { ticketPanel, ticketPanels } from './ticket-panel.js';
import { ticketStats } from './ticket-stats.js';
import { tickets } from './tickets.js';
import { ticketJobs } from './ticket-jobs.js';
import { ticketBlocklist } from './ticket-blocklist.js';

export const endpoints = {
  account,
  stats,
  tickets,
  ticketStats,
  categories,
  ticketPanel,
  ticketPanels,
  ticketBlocklist,
  autoResponses,
  autoRoles,
  discord,
  commandPermissions,
  guildSettings,
  dashboardPermissions,
  history,
  admin,
  bot,
  ticketJobs,
};
export type Endpoints = typeof endpoints;
export type Resource = keyof Endpoints;

/** Every entry with its resource and name, in table order. */
export function allEndpoints(): { resource: Resource; name: string; endpoint: Endpoint }[] {
  return Object.entries(endpoints).flatMap(([resource, group]) =>
    Object.entries(group).map(([name, endpoint]) => ({
      resource: resource as Resource,
      name,
      endpoint: endpoint as Endpoint,
    })),
  );
}
