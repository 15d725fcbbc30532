// The stand-in's user endpoints: the caller itself (bot or signed-in user), other users, and the
// caller's guilds.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { World } from '../model.js';
import { refuse } from '../replies.js';
import { currentUserResponse, myGuildResponse, userResponse } from '../serialize.js';
import { requireBot } from './gate.js';

const UserParams = z.object({ userId: z.string() });

// Clients may send "@me" percent-encoded (%40me), which the router does not decode for static
// segments, so "@me" is resolved inside the parametric routes.
export function userEndpoints(rest: FastifyInstance, world: World): void {
  rest.get('/users/:userId', async (request, reply) => {
    const caller = request.standInCaller!;
    const { userId } = UserParams.parse(request.params);
    if (userId === '@me')
      return currentUserResponse(
        world.users.get(caller.kind === 'user' ? caller.userId : world.application.botUserId)!,
      );
    if (requireBot(request, reply)) return reply;
    const found = world.users.get(userId);
    return found ? userResponse(found) : refuse(reply, 'unknownUser');
  });
  rest.get('/users/:userId/guilds', async (request, reply) => {
    const caller = request.standInCaller!;
    if (UserParams.parse(request.params).userId !== '@me') return refuse(reply, 'notFound');
    if (caller.kind === 'user' && !caller.scope.split(' ').includes('guilds')) return refuse(reply, 'missingAccess');
    const userId = caller.kind === 'user' ? caller.userId : world.application.botUserId;
    return [...world.guilds.values()]
      .filter((guild) =>
        caller.kind === 'user' ? guild.members.some((entry) => entry.userId === userId) : guild.botPresent,
      )
      .map((guild) => myGuildResponse(guild, userId));
  });
}
