// The explicit route table: every page and form route of the dashboard in one list (no autoloading).
// Sign-in (setup/auth.ts), /api (routes/api/proxy.ts) and health (setup/health.ts) register themselves.
import { transcriptExportRoute } from './dashboard/transcript-export.js';
import type { DashboardConfig } from '../config.js';
import type { FastifyRequest } from 'fastify';
import type { ShellUser } from '../../../views/shell.js';
import type { RegisteredRoute } from './registered-route.js';
import { publicRoutes } from './public/pages.js';
import { languageRoute } from './public/language.js';
import { themeRoute } from './public/theme.js';
import { guildsRoute } from './guilds.js';
import { overviewRoute } from './dashboard/overview.js';
import { ticketsRoute, transcriptFragmentRoute, transcriptRoute } from './dashboard/tickets.js';
import { ticketSearchRoute } from './dashboard/ticket-search.js';
import { ticketCloseRoute } from './dashboard/ticket-close.js';
import { ticketFileRoute } from './dashboard/ticket-files.js';
import { categoriesRoute } from './dashboard/categories.js';
import { autoResponsesRoute } from './dashboard/autoresponses.js';
import { autoResponsePreviewRoute } from './dashboard/autoresponse-preview.js';
import { changelogRoute } from './dashboard/info.js';
import { statisticsRoute } from './dashboard/statistics.js';
import { statisticsCsvRoute } from './dashboard/statistics-csv.js';
import { categoryPreviewRoute } from './dashboard/category-preview.js';
import { settingsRoute } from './dashboard/settings.js';
import { autoRolesRoute } from './dashboard/autoroles.js';
import { commandPermissionEditRoute, commandPermissionsRoute } from './dashboard/command-permissions.js';
import { permissionsRoute } from './dashboard/permissions.js';
import { historyRoute } from './dashboard/history.js';
import { adminRoute } from './admin.js';
import { endAdminSessionRoute } from './admin-sessions.js';

interface RouteOptions {
  demo: boolean;
  /** Demo mode listening beyond loopback: the login page warns. */
  demoExposed: boolean;
  userOf: (request: FastifyRequest) => ShellUser | null;
  /** The retention periods the privacy policy states. */
  retention: DashboardConfig['retention'];
}

export function pageRoutes(options: RouteOptions): RegisteredRoute[] {
  return [
    ...publicRoutes(options),
    themeRoute,
    languageRoute,
    guildsRoute,
    overviewRoute,
    ticketsRoute,
    ticketSearchRoute,
    transcriptRoute,
    ticketCloseRoute,
    transcriptFragmentRoute,
    transcriptExportRoute,
    ticketFileRoute,
    categoriesRoute,
    autoResponsesRoute,
    autoResponsePreviewRoute,
    categoryPreviewRoute,
    statisticsRoute,
    statisticsCsvRoute,
    changelogRoute,
    settingsRoute,
    autoRolesRoute,
    commandPermissionsRoute,
    commandPermissionEditRoute,
    permissionsRoute,
    historyRoute,
    adminRoute,
    endAdminSessionRoute,
  ];
}
