// Where the gateway is: GET /gateway and GET /gateway/bot, with the address as the asking process
// reaches this server, the recommended shard count and the session start limit.
import type { FastifyInstance } from 'fastify';
import { gatewayUrl } from '../gateway/server.js';
import type { World } from '../model.js';
import { requireBot, withoutAuthorization } from './gate.js';

export function gatewayEndpoints(rest: FastifyInstance, world: World, gatewayPath: string): void {
  rest.get('/gateway', withoutAuthorization, async (request) => ({ url: gatewayUrl(request, gatewayPath) }));
  rest.get('/gateway/bot', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    return {
      url: gatewayUrl(request, gatewayPath),
      shards: world.settings.shards,
      session_start_limit: {
        total: 1000,
        remaining: 1000,
        reset_after: 86_400_000,
        max_concurrency: world.settings.maxConcurrency,
      },
    };
  });
}
