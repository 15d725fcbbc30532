// GET /dashboard/{guildId}/tickets/{ticketId}/export/{html|json|txt}: a transcript as a download, for
// users who may view the guild's tickets (the bot API decides, as for the page). JSON is the bot's
// original (its directional controls escaped) with the ticket's answers first; text and HTML are made
// from it, names isolated, the answers at the top.
import { z } from 'zod';
import { RowId, Snowflake, type TicketAnswer } from '../../../contract/index.js';
import { upstreamFailure, refusalOr } from '../../lib/http-error.js';
import { transcriptExportHtml } from '../../render/transcript-export.js';
import { signedIn } from '../guards.js';
import type { RegisteredRoute } from '../registered-route.js';
import { contentDeletedMessage } from './transcript-source.js';
import { guildDateFormat } from '../guild-preferences.js';
import { ticketFileHref } from './ticket-file-href.js';
import { refuseDownload } from './download-failure.js';
import { CATALOGUES } from '../../../../views/i18n/catalogues.js';
import { HTML_LANG } from '../../../contract/languages.js';
import { EXPORT_FORMATS, type ExportFormat } from '../../../../views/pages/TranscriptPage.js';
import { readTranscript } from '../../../contract/transcript.js';
import { transcriptPlainText } from '../../../../views/transcript/plain-text.js';
import { escapedControls } from '../../../../views/markdown/bidi.js';

const PATH = '/dashboard/:guildId/tickets/:ticketId/export/:format';
const ExportParams = z.object({ guildId: Snowflake, ticketId: RowId, format: z.enum(EXPORT_FORMATS) });
const TYPES: Record<ExportFormat, string> = {
  html: 'text/html; charset=utf-8',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};
const TEXT = 'text/plain; charset=utf-8';

/**
 * The bot's original JSON with the ticket's answers written in first ("answers", as the bot API keeps
 * them), the rest of it byte for byte; without answers, the original alone.
 */
export function withAnswers(original: string, answers: readonly TicketAnswer[]): string {
  const text = original.trimStart();
  if (answers.length === 0 || !text.startsWith('{')) return original;
  const rest = text.slice(1);
  return `{"answers":${JSON.stringify(answers)}${rest.trimStart().startsWith('}') ? '' : ','}${rest}`;
}

export const transcriptExportRoute: RegisteredRoute = {
  path: PATH,
  register(fastify, app) {
    fastify.get(PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const texts = CATALOGUES[request.language];
      const params = ExportParams.safeParse(request.params);
      if (!params.success) return reply.code(404).type(TEXT).send(texts.transcript.notFound);
      const { guildId, ticketId, format } = params.data;
      // Signed out: to the login (an ended session with its message), as every page does.
      const { api } = signedIn({ request, app });
      const dates = guildDateFormat(request, api, guildId);
      const refuse = (status: number, message: string) =>
        refuseDownload(app, request, reply, { guildId, ticketId }, status, message);
      let record: Awaited<ReturnType<typeof api.tickets.transcript>>;
      try {
        record = await api.tickets.transcript({ guildId, ticketId });
      } catch (error) {
        const failure = upstreamFailure(error);
        return refuse(failure.pageStatus, refusalOr(failure, texts, texts.transcript.exportFailed));
      }
      if (record.content_deleted_at)
        return refuse(410, contentDeletedMessage(record.content_deleted_at, await dates, texts));
      const transcript = await readTranscript(record.transcript);
      if (!transcript) return refuse(502, texts.transcript.invalidFormat);
      // Digits only: a file name no browser or shell can misread.
      reply.header('content-disposition', `attachment; filename="ticket-${ticketId}.${format}"`).type(TYPES[format]);
      // The bot's original, with directional controls written as escapes: a text editor shows them, a parser reads the same.
      if (format === 'json') return reply.send(escapedControls(withAnswers(record.transcript, record.answers)));
      if (format === 'txt') return reply.send(transcriptPlainText(record, transcript, await dates, texts));
      const css = app.stylesheet();
      const archive = {
        siteHref: (fileId: number) => `${app.config.publicUrl}${ticketFileHref(guildId, ticketId, fileId)}`,
        bytes: async (fileId: number) => {
          const file = await api.tickets.file({ guildId, ticketId, fileId });
          return { contentType: file.content_type, data: Buffer.from(file.data, 'base64') };
        },
      };
      return reply.send(
        await transcriptExportHtml({
          record,
          transcript,
          css,
          images: app.cdnImages,
          clock: { now: app.now(), dates: await dates, texts },
          lang: HTML_LANG[request.language],
          archive,
        }),
      );
    });
  },
};
