// What a user sees of their direct messages with the bot, and their choice to take them: GET
// /act/users/{userId}/dms (the DM channel's id, null before the bot opened one, and its messages, oldest
// first, as Discord's REST shows them) and PUT /act/users/{userId}/dms { open } (false: the bot's messages
// are refused with Discord's 50007, as for a user whose privacy settings allow none).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { World } from '../model.js';
import { messageResponse } from '../serialize-message.js';
import {
  directChannelOf,
  directMessagesWith,
  setTakesDirectMessages,
  takesDirectMessages,
} from '../state/direct-messages.js';
import { parseAct, Refused, refuseAct } from './common.js';

const UserParams = z.object({ userId: z.string() });
const DirectMessagesChoice = z.strictObject({ open: z.boolean() });

export function actDirectMessageRoutes(app: FastifyInstance, world: World): void {
  app.get('/users/:userId/dms', async (request, reply) => {
    const { userId } = UserParams.parse(request.params);
    if (!world.users.has(userId)) return refuseAct(reply, 404, `Unknown user ${userId}`).reply;
    return {
      channelId: directChannelOf(world, userId)?.id ?? null,
      open: takesDirectMessages(world, userId),
      messages: directMessagesWith(world, userId).map((message) => messageResponse(world, message)),
    };
  });
  app.put('/users/:userId/dms', async (request, reply) => {
    const { userId } = UserParams.parse(request.params);
    if (!world.users.has(userId)) return refuseAct(reply, 404, `Unknown user ${userId}`).reply;
    const body = parseAct(DirectMessagesChoice, request.body, reply);
    if (body instanceof Refused) return reply;
    setTakesDirectMessages(world, userId, body.open);
    return reply.code(204).send();
  });
}
