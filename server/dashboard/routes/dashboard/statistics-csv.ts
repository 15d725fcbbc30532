// GET /dashboard/{guildId}/statistics/export/{days|categories|staff}?from=…&to=…: one of the statistics
// page's tables as CSV, for the period the page showed. The bot API decides who may see what, as for the
// page: a table the reader may not see comes without rows; a bad period is refused with its message.
import { z } from 'zod';
import { Snowflake } from '../../../contract/index.js';
import { CATALOGUES } from '../../../../views/i18n/catalogues.js';
import { statsCsv } from '../../../../views/statistics/csv.js';
import { refusalOr, upstreamFailure } from '../../lib/http-error.js';
import { signedIn } from '../guards.js';
import type { RegisteredRoute } from '../registered-route.js';
import { guildToday } from '../guild-preferences.js';
import { periodDays, PeriodQuery, periodValues } from './statistics-period.js';

const PATH = '/dashboard/:guildId/statistics/export/:table';
const CsvParams = z.object({ guildId: Snowflake, table: z.enum(['days', 'categories', 'staff']) });
const TEXT = 'text/plain; charset=utf-8';

export const statisticsCsvRoute: RegisteredRoute = {
  path: PATH,
  register(fastify, app) {
    fastify.get(PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const texts = CATALOGUES[request.language];
      const params = CsvParams.safeParse(request.params);
      if (!params.success) return reply.code(404).type(TEXT).send(texts.errors.pageNotFound);
      const { guildId, table } = params.data;
      const { api } = signedIn({ request, app });
      const values = periodValues(PeriodQuery.parse(request.query ?? {}));
      const period = periodDays(values, await guildToday(request, api, guildId, app.now()), texts);
      if ('error' in period) return reply.code(400).type(TEXT).send(period.error);
      try {
        const stats = await api.ticketStats.get({ guildId, query: period });
        // Digits, letters and dashes only: a file name no browser or shell can misread.
        return reply
          .header('content-disposition', `attachment; filename="tickets-${table}-${period.from}-${period.to}.csv"`)
          .type('text/csv; charset=utf-8')
          .send(statsCsv(table, stats, texts.statistics));
      } catch (error) {
        const failure = upstreamFailure(error);
        return reply
          .code(failure.status && failure.status < 500 ? failure.status : 502)
          .type(TEXT)
          .send(refusalOr(failure, texts, texts.statistics.loadError));
      }
    });
  },
};
