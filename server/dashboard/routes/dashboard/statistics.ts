// /dashboard/:guildId/statistics: the ticket figures of a period (a GET form: ?period=7|30|90, or
// ?from=…&to=… typed in the page's language). A bad period gets its message in the page (400) and
// nothing is computed; the bot API computes the figures in the server's time zone.
import { defineGuildRoute } from '../define-guild-route.js';
import { guildToday } from '../guild-preferences.js';
import { StatisticsPage, type StatisticsData } from '../../../../views/pages/StatisticsPage.js';
import { periodDays, PeriodQuery, periodValues } from './statistics-period.js';

export const statisticsRoute = defineGuildRoute({
  path: '/dashboard/:guildId/statistics',
  screen: 'statistics',
  query: PeriodQuery,
  title: 'statistics',
  loadErrorTitle: (texts) => texts.statistics.loadErrorTitle,
  loadError: (texts) => texts.statistics.loadError,
  retryLabel: (texts) => texts.statistics.retry,
  load: async ({ api, guildId, query, texts, reply, request, app }): Promise<StatisticsData> => {
    const values = periodValues(query);
    const period = periodDays(values, await guildToday(request, api, guildId, app.now()), texts);
    if ('error' in period) {
      // Refused input is the visitor's to fix, as with a form: 400, with the form and its message.
      reply.code(400);
      return { guildId, values, error: period.error, stats: null };
    }
    const stats = await api.ticketStats.get({ guildId, query: period });
    return { guildId, values, error: null, stats };
  },
  view: StatisticsPage,
});
