// /dashboard/{guildId}: the guild's statistics, with the tickets of the server's last 7 days (a figure
// the page can do without: when it fails, the rest is shown as ever).
import { z } from 'zod';
import { addDays } from '../../../contract/index.js';
import { defineGuildRoute } from '../define-guild-route.js';
import { OverviewPage, type OverviewData } from '../../../../views/pages/Overview.js';
import { guildToday } from '../guild-preferences.js';

export const overviewRoute = defineGuildRoute({
  path: '/dashboard/:guildId',
  screen: 'overview',
  query: z.object({}),
  title: (texts, data) => texts.titles.overview(data.guildName),
  loadErrorTitle: (texts) => texts.loadErrors.overviewTitle,
  loadError: (texts) => texts.loadErrors.overview,
  retryLabel: (texts) => texts.loadErrors.overviewRetry,
  guildName: (data) => data.guildName,
  load: async ({ api, guildId, request, app }): Promise<OverviewData> => {
    const lastWeek = guildToday(request, api, guildId, app.now())
      .then((today) => api.ticketStats.get({ guildId, query: { from: addDays(today, -6), to: today } }))
      .then(
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
