// The stand-in's REST API (v10): the endpoints the bot API (as the bot), the dashboard (with a user's
// token) and the companion bot call, answering from the world in Discord's shapes; every write changes
// the world and announces the dispatch Discord would send.
import type { FastifyInstance } from 'fastify';
import type { TokenStore } from '../oauth.js';
import type { StandInOptions } from '../options.js';
import { BODY_LIMITS, isBodyTooLarge, limitBodies } from '../caps.js';
import { refuse, serverToServerScope } from '../replies.js';
import { channelEndpoints } from './channels.js';
import { commandEndpoints } from './commands.js';
import { type Faults, gate } from './gate.js';
import { gatewayEndpoints } from './gateway.js';
import { guildEndpoints } from './guilds.js';
import { interactionEndpoints } from './interactions.js';
import { memberEndpoints } from './members.js';
import { messageEndpoints } from './messages.js';
import type { RateLimiter } from './rate-limits.js';
import { loadRequestSchemas } from './request-schema.js';
import { userEndpoints } from './users.js';
import { directChannelEndpoints } from './direct-messages.js';
import { readMessageParts } from './multipart.js';

export function registerRest(
  app: FastifyInstance,
  options: StandInOptions,
  tokens: TokenStore,
  faults: Faults,
  limiter: RateLimiter,
  gatewayPath: string,
): void {
  const { world } = options;
  loadRequestSchemas();
  app.register(
    async (rest) => {
      serverToServerScope(rest);
      limitBodies(rest, BODY_LIMITS.rest);
      // A body past the limit gets Discord's answer (40005), as a client of Discord expects it.
      rest.setErrorHandler((error, _request, reply) => {
        if (isBodyTooLarge(error)) return refuse(reply, 'tooLarge');
        throw error;
      });
      // Discord's time a call takes before it is handled (none unless a test makes Discord slow).
      rest.addHook('onRequest', async () => world.clock.advance(world.settings.restLatencyMs));
      rest.addHook('onRequest', gate(options, tokens, faults, limiter));
      // Counted as the answer leaves, so the next call already meets the count (and a ban).
      rest.addHook('onSend', async (request, reply, payload) => {
        limiter.answered(request, reply);
        return payload;
      });
      readMessageParts(rest);
      userEndpoints(rest, world);
      directChannelEndpoints(rest, world);
      guildEndpoints(rest, world);
      memberEndpoints(rest, world);
      channelEndpoints(rest, world);
      messageEndpoints(rest, world);
      commandEndpoints(rest, world);
      interactionEndpoints(rest, world);
      gatewayEndpoints(rest, world, gatewayPath);
    },
    { prefix: '/api/v10' },
  );
}
