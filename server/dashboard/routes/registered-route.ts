// What every route module hands the app: a path and how to register it. Its own module, so routes that
// are not pages (the proxy, the theme form, admin sessions) need nothing of the page machinery.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';

export interface RegisteredRoute {
  path: string;
  register(fastify: FastifyInstance, app: AppContext): void;
}
