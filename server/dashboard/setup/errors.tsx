// One error handler for the whole app. Pages get an HTML error page in the public layout, everything
// else a JSON body with an `error` field. 5xx bodies are generic: no stack, no internal message.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { HttpError, Redirect, sessionExpired } from '../lib/http-error.js';
import { CATALOGUES } from '../../../views/i18n/catalogues.js';
import { signInAgain } from '../../../views/lib/sign-in-again.js';
import { renderDocument } from '../render/render-document.js';
import { PublicLayout } from '../../../views/layouts/PublicLayout.js';
import { ErrorPage } from '../../../views/pages/ErrorPage.js';
import { UpstreamError } from '../../contract/client.js';
import { setFlash } from '../lib/flash.js';
import { isHandlerTimeout } from '../../platform/handler-timeout.js';

/** A request a browser makes for a page (not /api, not an image or a script's fetch): it gets an HTML answer. */
export function wantsHtml(request: FastifyRequest): boolean {
  return !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
}

function statusOf(error: FastifyError | Error): number {
  if (error instanceof HttpError) return error.statusCode;
  const status = (error as FastifyError).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

function sendError(app: AppContext, request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  reply.code(status).header('cache-control', 'no-store');
  if (!wantsHtml(request)) return reply.send({ error: message });
  const shell = app.shell(request, reply, null);
  const html = renderDocument({
    manifest: app.manifest,
    title: CATALOGUES[shell.language].titles.error(status),
    theme: shell.theme,
    timeZone: shell.timeZone,
    language: shell.language,
    inlineCss: app.inlineStylesheet(request, reply),
    body: (
      <PublicLayout shell={shell}>
        <ErrorPage status={status} message={message} />
      </PublicLayout>
    ),
  });
  return reply.type('text/html; charset=utf-8').send(html);
}

export function setupErrorHandling(fastify: FastifyInstance, app: AppContext): void {
  fastify.setErrorHandler(async (thrown: FastifyError | Error, request, reply) => {
    const texts = CATALOGUES[request.language];
    // A handler past its time-out is a server too busy to answer in time, worded as such (503).
    const error = isHandlerTimeout(thrown) ? new HttpError(503, texts.upstream.timeout) : thrown;
    if (error instanceof Redirect) return reply.redirect(error.location, error.statusCode);
    // The bot API or Discord no longer accepts this user: end the session, back to the login.
    if (error instanceof UpstreamError && error.status === 401) {
      await app.sessions.destroy(request, reply);
      if (request.url.startsWith('/api/'))
        return reply.code(401).header('cache-control', 'no-store').send(sessionExpired(texts));
      return reply.redirect(signInAgain(request.method === 'GET' ? request.url : null), 302);
    }
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: error, statusCode: status }, 'request refused');
    // HttpError messages are written to be shown; anything else on 5xx may carry internals.
    const message =
      error instanceof HttpError
        ? error.message
        : status >= 500
          ? texts.refusals.internal
          : (STATUS_CODES[status] ?? texts.requests.fallback);
    return sendError(app, request, reply, status, message);
  });

  // Any unknown page path redirects to /, which leads on to the picker or the login, where a one-line
  // notice says why. Assets and API paths answer a plain 404: a redirect would hide the mistake from a script.
  fastify.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(assets|api)\//.test(request.url);
    if (isPage) {
      setFlash(app.config, reply, { kind: 'error', text: CATALOGUES[request.language].errors.pageNotFound });
      return reply.redirect('/', 302);
    }
    return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not Found' });
  });
}
