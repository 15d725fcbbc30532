// GET /dashboard/{guildId}/tickets/{ticketId}/files/{fileId}: an attachment the bot API archived when the
// ticket closed, served from this origin to users who may view the guild's tickets (the bot API decides).
// Nothing in it can run here: nosniff, a CSP that sandboxes it, and every type but raster images is a
// download (SVG and HTML are never archived, let alone shown).
import { CATALOGUES } from '../../../../views/i18n/catalogues.js';
import { z } from 'zod';
import { RowId, Snowflake } from '../../../contract/index.js';
import { upstreamFailure, refusalOr } from '../../lib/http-error.js';
import { signedIn } from '../guards.js';
import type { RegisteredRoute } from '../registered-route.js';
import { INLINE_IMAGE_TYPES } from '../../../contract/media.js';
import { refuseDownload } from './download-failure.js';

const PATH = '/dashboard/:guildId/tickets/:ticketId/files/:fileId';
const FileParams = z.object({ guildId: Snowflake, ticketId: RowId, fileId: RowId });
const TEXT = 'text/plain; charset=utf-8';

/** `attachment` with the name twice: printable ASCII for old clients, UTF-8 (RFC 6266/5987) for the rest. */
function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_').slice(0, 150) || 'datei';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name.slice(0, 150))}`;
}

export const ticketFileRoute: RegisteredRoute = {
  path: PATH,
  register(fastify, app) {
    fastify.get(PATH, async (request, reply) => {
      const params = FileParams.safeParse(request.params);
      const catalogue = CATALOGUES[request.language];
      const texts = catalogue.transcript;
      if (!params.success) return reply.code(404).type(TEXT).send(texts.notFound);
      const { guildId, ticketId, fileId } = params.data;
      const { api } = signedIn({ request, app });
      let file: Awaited<ReturnType<typeof api.tickets.file>>;
      try {
        file = await api.tickets.file({ guildId, ticketId, fileId });
      } catch (error) {
        const failure = upstreamFailure(error);
        const message = refusalOr(failure, catalogue, texts.fileFailed);
        return refuseDownload(app, request, reply, { guildId, ticketId }, failure.pageStatus, message);
      }
      const inline = INLINE_IMAGE_TYPES.includes(file.content_type);
      return reply
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', inline ? 'inline' : attachmentDisposition(file.name))
        .header('cache-control', 'private, max-age=86400')
        .type(inline ? file.content_type : 'application/octet-stream')
        .send(Buffer.from(file.data, 'base64'));
    });
  },
};
