// /dashboard/{guildId}: the guild's statistics.
import { z } from 'zod';
import { defineGuildRoute } from '../define-guild-route.js';
import { OverviewPage } from '../../../views/pages/Overview.js';

export const overviewRoute = defineGuildRoute({
  path: '/dashboard/:guildId',
  screen: 'overview',
  query: z.object({}),
  title: (data) => `${data.guildName} · Übersicht`,
  loadErrorTitle: 'Error Loading Statistics',
  loadError: 'Failed to load server statistics',
  retryLabel: 'Try Again',
  guildName: (data) => data.guildName,
  load: (ctx) => ctx.api.stats.get({ guildId: ctx.guildId }),
  view: OverviewPage,
});
