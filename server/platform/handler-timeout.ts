// Fastify's own error for a handler that outlived the instance's (or the route's) handlerTimeout.
// Both servers answer it as a server too busy to answer in time (503), not as an internal error.
import type { FastifyError } from 'fastify';

export const isHandlerTimeout = (error: FastifyError | Error): boolean =>
  (error as FastifyError).code === 'FST_ERR_HANDLER_TIMEOUT';
