// The act API: JSON routes that play Discord's users for tests, the demo and anyone checking the
// stand-in (join, write, run commands, click, submit modals, leave), each producing the gateway event
// Discord would send, and routes that show what the bot did. Unknown ids answer 404, bad bodies 400 and
// what Discord would not allow 403, each with { error } saying why.
import type { FastifyInstance } from 'fastify';
import type { World } from '../model.js';
import { serverToServerScope } from '../replies.js';
import { actInteractionRoutes } from './interactions.js';
import { actMemberRoutes } from './members.js';
import { actMessageRoutes } from './messages.js';

export function registerAct(app: FastifyInstance, world: World): void {
  app.register(
    async (act) => {
      serverToServerScope(act);
      actMemberRoutes(act, world);
      actMessageRoutes(act, world);
      actInteractionRoutes(act, world);
    },
    { prefix: '/act' },
  );
}
