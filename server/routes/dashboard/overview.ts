// /dashboard/{guildId}: the guild's statistics.
import { z } from 'zod';
import { DashboardStats, Snowflake } from '../../contract/index.js';
import { defineRoute } from '../define-route.js';
import { requireUser } from '../guards.js';
import { OverviewPage } from '../../../views/pages/Overview.js';

export const guildParams = z.object({ guildId: Snowflake });

export const overviewRoute = defineRoute({
  path: '/dashboard/:guildId',
  params: guildParams,
  query: z.object({}),
  layout: 'dashboard',
  title: (data) => `${data.guildName} · Übersicht`,
  loadErrorTitle: 'Error Loading Statistics',
  loadError: 'Failed to load server statistics',
  retryLabel: 'Try Again',
  guildName: (data) => data.guildName,
  guard: (ctx) => void requireUser(ctx),
  load: (ctx) => ctx.app.botApi.call(ctx.app.botApiUser(ctx.request)!, 'GET', `/api/dashboard/${ctx.params.guildId}/stats`, DashboardStats),
  view: OverviewPage,
});
