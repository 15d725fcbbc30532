// /dashboard/{guildId}: the guild's statistics.
import { z } from 'zod';
import { defineGuildRoute } from '../define-guild-route.js';
import { OverviewPage } from '../../../../views/pages/Overview.js';

export const overviewRoute = defineGuildRoute({
  path: '/dashboard/:guildId',
  screen: 'overview',
  query: z.object({}),
  title: (texts, data) => texts.titles.overview(data.guildName),
  loadErrorTitle: (texts) => texts.loadErrors.overviewTitle,
  loadError: (texts) => texts.loadErrors.overview,
  retryLabel: (texts) => texts.loadErrors.overviewRetry,
  guildName: (data) => data.guildName,
  load: (ctx) => ctx.api.stats.get({ guildId: ctx.guildId }),
  view: OverviewPage,
});
