// HTML forms post application/x-www-form-urlencoded, which Fastify core does not parse. URLSearchParams
// keeps repeated keys (checkbox groups); the route's strict zod schema validates what arrives.
import type { FastifyInstance } from 'fastify';

const FORM_BODY_LIMIT = 64 * 1024;

export function setupFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, new URLSearchParams(body as string));
    },
  );
}
