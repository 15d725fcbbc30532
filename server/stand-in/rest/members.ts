// Member roles as an auto-role or ticket bot changes them, under Discord's rules: the bot needs Manage
// Roles, the role must sit below the bot's highest role, and integration (managed) roles are off limits.
import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { World } from '../model.js';
import { highestRolePosition, holds, permissionsIn } from '../permissions.js';
import { refuse } from '../replies.js';
import { findMember, setMemberRole } from '../state/members.js';
import { botGuild, requireBot } from './gate.js';

const RoleParams = z.object({ guildId: z.string(), userId: z.string(), roleId: z.string() });

export function memberEndpoints(rest: FastifyInstance, world: World): void {
  for (const present of [true, false]) {
    rest.route({
      method: present ? 'PUT' : 'DELETE',
      url: '/guilds/:guildId/members/:userId/roles/:roleId',
      handler: async (request, reply) => {
        if (requireBot(request, reply)) return reply;
        const guild = botGuild(world, request, reply);
        if (!guild) return reply;
        const { userId, roleId } = RoleParams.parse(request.params);
        const member = findMember(guild, userId);
        if (!member) return refuse(reply, 'unknownMember');
        const role = guild.roles.find((entry) => entry.id === roleId && entry.id !== guild.id);
        if (!role) return refuse(reply, 'unknownRole');
        const bot = world.application.botUserId;
        if (
          !holds(permissionsIn(guild, bot), P.ManageRoles) ||
          role.managed ||
          role.position >= highestRolePosition(guild, bot)
        )
          return refuse(reply, 'missingPermissions');
        setMemberRole(world, guild, member, role.id, present);
        return reply.code(204).send();
      },
    });
  }
}
