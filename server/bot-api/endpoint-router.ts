// The endpoint table joined to its handlers: `run` serves one call by its table entry (the dashboard's
// in-process transport), and `registerEndpoints` gives every entry its HTTP route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_SESSION_HEADER, type Endpoint } from '../contract/index.js';
import { allEndpoints } from '../contract/endpoints/index.js';
import type { BotApiContext } from './context.js';
import { allHandlers } from './handlers/index.js';
import { invoke, type Handler, type RawCall, type RunEndpoint } from './invoke.js';

export interface EndpointRouter {
  /** Authenticates, validates, authorizes and runs one call; refusals throw ApiError. */
  run(endpoint: Endpoint, call: RawCall): Promise<unknown>;
  endpoints: Endpoint[];
}

export function createEndpointRouter(ctx: BotApiContext): EndpointRouter {
  const byEndpoint = new Map<Endpoint, Handler<Endpoint>>();
  const run: RunEndpoint = (endpoint, call) => {
    const handler = byEndpoint.get(endpoint);
    if (!handler) throw new Error(`No handler for ${endpoint.method} ${endpoint.path}`);
    return invoke(ctx, endpoint, handler, call);
  };
  const handlers = allHandlers(ctx, run) as unknown as Record<string, Record<string, Handler<Endpoint>>>;
  for (const { resource, name, endpoint } of allEndpoints()) byEndpoint.set(endpoint, handlers[resource]![name]!);
  return { endpoints: [...byEndpoint.keys()], run };
}

function adminTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[ADMIN_SESSION_HEADER];
  return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : undefined;
}

export function registerEndpoints(app: FastifyInstance, router: EndpointRouter): void {
  for (const endpoint of router.endpoints) {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      handler: async (request, reply) => {
        const result = await router.run(endpoint, {
          params: request.params,
          query: request.query,
          body: request.body,
          authorization: request.headers.authorization,
          adminToken: adminTokenOf(request),
        });
        reply.code(endpoint.status);
        return endpoint.status === 204 ? reply.send() : reply.send(result);
      },
    });
  }
}
