// /dashboard/{guildId}: the guild's statistics, with the tickets of the server's last 7 days (a figure
// the page can do without: when it fails, the rest is shown as ever). Those two counts come from their own
// small call, not from the statistics page's whole answer, whose figures per person and open tickets' ages
// this page never shows.
import { z } from 'zod';
import { defineGuildRoute } from '../define-guild-route.js';
import { OverviewPage, type OverviewData } from '../../../../views/pages/Overview.js';

export const overviewRoute = defineGuildRoute({
  path: '/dashboard/:guildId',
  screen: 'overview',
  query: z.object({}),
  title: (texts, data) => texts.titles.overview(data.guildName),
  loadErrorTitle: (texts) => texts.loadErrors.overviewTitle,
  loadError: (texts) => texts.loadErrors.overview,
  retryLabel: (texts) => texts.loadErrors.overviewRetry,
  guildName: (data) => data.guildName,
  load: async ({ api, guildId, request }): Promise<OverviewData> => {
    const lastWeek = api.stats.lastWeek({ guildId }).then(
      ({ opened, closed }) => ({ opened, closed }),
      (error: unknown) => {
        request.log.warn({ err: error }, "the last 7 days' ticket figures failed to load");
        return null;
      },
    );
    const [stats, week] = await Promise.all([api.stats.get({ guildId }), lastWeek]);
    return { ...stats, lastWeek: week };
  },
  view: OverviewPage,
});
