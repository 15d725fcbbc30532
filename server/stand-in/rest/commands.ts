// The application's commands: global ones (GET and bulk overwrite) and each guild's own (GET and bulk
// overwrite, effective at once, as Discord's guild commands are). A list carries the localizations only
// when asked `with_localizations=true`; registering answers with them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CommandList, overwriteCommands, oversizedCommands } from '../commands.js';
import type { World } from '../model.js';
import { invalidForm, refuse } from '../replies.js';
import { commandResponse } from '../serialize.js';
import { botGuild, requireBot } from './gate.js';
import type { RequestOperation } from './request-operations.js';
import { parseRequest } from './request-schema.js';

const ApplicationParams = z.object({ applicationId: z.string() });
const ListQuery = z.object({ with_localizations: z.enum(['true', 'false']).optional() });
const withLocalizations = (request: FastifyRequest) =>
  ListQuery.safeParse(request.query).data?.with_localizations === 'true';

/** null when the bot calls for its own application; otherwise Discord's 403. */
function ownApplication(world: World, request: FastifyRequest, reply: FastifyReply) {
  if (requireBot(request, reply)) return reply;
  return ApplicationParams.parse(request.params).applicationId === world.application.id
    ? null
    : refuse(reply, 'missingAccess');
}

/** A bulk overwrite's commands, or null once Discord's 400 was sent (the schema's, or a command too large). */
async function commandList(operation: RequestOperation, body: unknown, reply: FastifyReply) {
  const list = await parseRequest(operation, CommandList, body, reply);
  const oversized = list ? oversizedCommands(body) : [];
  if (oversized.length > 0) void invalidForm(reply, oversized);
  return oversized.length > 0 ? null : list;
}

export function commandEndpoints(rest: FastifyInstance, world: World): void {
  rest.get('/applications/:applicationId/commands', async (request, reply) => {
    if (ownApplication(world, request, reply)) return reply;
    return world.commands.map((command) => commandResponse(world, command, undefined, withLocalizations(request)));
  });
  rest.put('/applications/:applicationId/commands', async (request, reply) => {
    if (ownApplication(world, request, reply)) return reply;
    const list = await commandList('bulk_set_application_commands', request.body, reply);
    if (!list) return reply;
    world.commands = overwriteCommands(world, world.commands, list);
    return world.commands.map((command) => commandResponse(world, command));
  });
  rest.get('/applications/:applicationId/guilds/:guildId/commands', async (request, reply) => {
    if (ownApplication(world, request, reply)) return reply;
    const guild = botGuild(world, request, reply);
    return guild
      ? (world.guildCommands.get(guild.id) ?? []).map((command) =>
          commandResponse(world, command, guild.id, withLocalizations(request)),
        )
      : reply;
  });
  rest.put('/applications/:applicationId/guilds/:guildId/commands', async (request, reply) => {
    if (ownApplication(world, request, reply)) return reply;
    const guild = botGuild(world, request, reply);
    const list = guild && (await commandList('bulk_set_guild_application_commands', request.body, reply));
    if (!guild || !list) return reply;
    const commands = overwriteCommands(world, world.guildCommands.get(guild.id) ?? [], list);
    world.guildCommands.set(guild.id, commands);
    return commands.map((command) => commandResponse(world, command, guild.id));
  });
}
