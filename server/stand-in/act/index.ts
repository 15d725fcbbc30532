// The act API: JSON routes that play Discord's users for tests, the demo and anyone checking the
// stand-in (join, write, run commands, click, submit modals, leave), each producing the gateway event
// Discord would send, and routes that show what the bot did. Unknown ids answer 404, bad bodies 400 and
// what Discord would not allow 403, a body past its limit 413 and an act past the stand-in's caps 507
// (caps.ts), each with { error } saying why.
import type { FastifyInstance } from 'fastify';
import type { World } from '../model.js';
import { BODY_LIMITS, isBodyTooLarge, limitBodies } from '../caps.js';
import { serverToServerScope } from '../replies.js';
import { refuseAct } from './common.js';
import { actDirectMessageRoutes } from './direct-messages.js';
import { actInteractionRoutes } from './interactions.js';
import { actMemberRoutes } from './members.js';
import { actMessageRoutes } from './messages.js';

export function registerAct(app: FastifyInstance, world: World): void {
  app.register(
    async (act) => {
      serverToServerScope(act);
      limitBodies(act, BODY_LIMITS.act);
      act.setErrorHandler((error, request, reply) => {
        if (!isBodyTooLarge(error)) throw error;
        const limit = request.routeOptions.bodyLimit;
        return refuseAct(reply, 413, `The body is larger than the ${limit} bytes this route takes`).reply;
      });
      actMemberRoutes(act, world);
      actMessageRoutes(act, world);
      actInteractionRoutes(act, world);
      actDirectMessageRoutes(act, world);
    },
    { prefix: '/act' },
  );
}
