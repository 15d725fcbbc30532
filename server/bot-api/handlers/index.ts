// Every endpoint's handler, by resource and name as in the endpoint table; the types make a missing or
// misnamed handler a compile error.
import type { Endpoints, Resource } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import type { Handlers, RunEndpoint } from '../invoke.js';
import { accountHandlers } from './account.js';
import { adminHandlers } from './admin.js';
import { autoResponseHandlers } from './autoresponses.js';
import { autoRoleHandlers } from './autoroles.js';
import { botHandlers } from './bot.js';
import { categoryHandlers } from './categories.js';
import { commandPermissionHandlers } from './command-permissions.js';
import { dashboardPermissionHandlers } from './dashboard-permissions.js';
import { discordHandlers } from './discord.js';
import { guildSettingsHandlers } from './guild-settings.js';
import { historyHandlers } from './history.js';
import { statsHandlers } from './stats.js';
import { ticketPanelHandlers, ticketPanelsHandlers } from './ticket-panel.js';
import { ticketHandlers } from './tickets.js';
import { ticketStatsHandlers } from './ticket-stats.js';
import { ticketJobHandlers } from './ticket-jobs.js';
import { ticketBlocklistHandlers } from './ticket-blocklist.js';

type AllHandlers = { [R in Resource]: Handlers<Endpoints[R]> };

/** `run` serves a call of the table: the history's undo makes its changes through the records' own endpoints. */
export function allHandlers(ctx: BotApiContext, run: RunEndpoint): AllHandlers {
  return {
    account: accountHandlers(ctx),
    stats: statsHandlers(ctx),
    tickets: ticketHandlers(ctx),
    ticketStats: ticketStatsHandlers(ctx),
    categories: categoryHandlers(ctx),
    ticketPanel: ticketPanelHandlers(ctx),
    ticketPanels: ticketPanelsHandlers(ctx),
    ticketBlocklist: ticketBlocklistHandlers(ctx),
    autoResponses: autoResponseHandlers(ctx),
    autoRoles: autoRoleHandlers(ctx),
    discord: discordHandlers(ctx),
    commandPermissions: commandPermissionHandlers(ctx),
    guildSettings: guildSettingsHandlers(ctx),
    dashboardPermissions: dashboardPermissionHandlers(ctx),
    history: historyHandlers(ctx, run),
    admin: adminHandlers(ctx),
    bot: botHandlers(ctx),
    ticketJobs: ticketJobHandlers(ctx),
  };
}
