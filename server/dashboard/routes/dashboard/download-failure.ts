// A ticket's download (a transcript export, an archived file) that cannot be given. A browser gets the
// transcript page's own error state (the dashboard's layout, the ticket as its title, the way back to the
// tickets) with the status and the reason, as the page itself shows a ticket it cannot load. Anything
// else (a script, an image's request) gets the reason as plain text: no page rendered for a broken image.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { wantsHtml } from '../../setup/errors.js';
import { sendPageOf } from '../define-route.js';
import { transcriptRoute } from './tickets.js';

export async function refuseDownload(
  app: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  ticket: { guildId: string; ticketId: number },
  status: number,
  message: string,
) {
  reply.header('cache-control', 'no-store');
  if (!wantsHtml(request)) return reply.code(status).type('text/plain; charset=utf-8').send(message);
  const result = { ok: false, message, status } as const;
  return sendPageOf(transcriptRoute, app, request, reply, { ...ticket, result, now: app.now().toISOString() }, status);
}
