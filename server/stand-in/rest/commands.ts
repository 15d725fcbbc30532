// The application's commands: global ones (GET and bulk overwrite) and each guild's own (GET and bulk
// overwrite, effective at once, as Discord's guild commands are).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CommandList, overwriteCommands } from '../commands.js';
import type { World } from '../model.js';
import { parseBody, refuse } from '../replies.js';
import { commandResponse } from '../serialize.js';
import { botGuild, requireBot } from './gate.js';

const ApplicationParams = z.object({ applicationId: z.string() });

/** null when the bot calls for its own application; otherwise Discord's 403. */
function ownApplication(world: World, request: FastifyRequest, reply: FastifyReply) {
  if (requireBot(request, reply)) return reply;
  return ApplicationParams.parse(request.params).applicationId === world.application.id
    ? null
    : refuse(reply, 'missingAccess');
}

export function commandEndpoints(rest: FastifyInstance, world: World): void {
  rest.get('/applications/:applicationId/commands', async (request, reply) => {
    if (ownApplication(world, request, reply)) return reply;
    return world.commands.map((command) => commandResponse(world, command));
  });
  rest.put('/applications/:applicationId/commands', async (request, reply) => {
    if (ownApplication(world, request, reply)) return reply;
    const list = parseBody(CommandList, request.body, reply);
    if (!list) return reply;
    world.commands = overwriteCommands(world, world.commands, list);
    return world.commands.map((command) => commandResponse(world, command));
  });
  rest.get('/applications/:applicationId/guilds/:guildId/commands', async (request, reply) => {
    if (ownApplication(world, request, reply)) return reply;
    const guild = botGuild(world, request, reply);
    return guild
      ? (world.guildCommands.get(guild.id) ?? []).map((command) => commandResponse(world, command, guild.id))
      : reply;
  });
  rest.put('/applications/:applicationId/guilds/:guildId/commands', async (request, reply) => {
    if (ownApplication(world, request, reply)) return reply;
    const guild = botGuild(world, request, reply);
    const list = guild && parseBody(CommandList, request.body, reply);
    if (!guild || !list) return reply;
    const commands = overwriteCommands(world, world.guildCommands.get(guild.id) ?? [], list);
    world.guildCommands.set(guild.id, commands);
    return commands.map((command) => commandResponse(world, command, guild.id));
  });
}
