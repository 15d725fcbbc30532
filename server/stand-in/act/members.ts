// The act API's people and roles: a user joins (maybe pending membership screening; not past the
// stand-in's cap on people), completes the screening, leaves; an administrator creates, changes and
// deletes roles (up to Discord's 250). Each is the dispatch Discord would send.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mayJoin } from '../caps.js';
import type { World } from '../model.js';
import { memberResponse, roleResponse } from '../serialize.js';
import { completeScreening, createRole, deleteRole, joinGuild, leaveGuild, updateRole } from '../state/members.js';
import { actGuild, actMember, parseAct, Refused, refuseAct } from './common.js';

/** A new user's name as Discord allows it. */
export const Username = z
  .string()
  .regex(/^[a-z0-9_.]{2,32}$/, 'Discord usernames are 2-32 characters: a-z, 0-9, _ and .');
const Join = z.object({
  guildId: z.string(),
  username: Username,
  pending: z.boolean().default(false),
});
const MemberParams = z.object({ guildId: z.string(), userId: z.string() });
const GuildParams = z.object({ guildId: z.string() });
const RoleParams = z.object({ guildId: z.string(), roleId: z.string() });
const roleFields = {
  color: z.number().int().min(0).max(0xffffff).optional(),
  /** Where the role stands in the guild's list, as an admin drags it (a higher one can manage the lower). */
  position: z.number().int().min(1).max(250).optional(),
  permissions: z
    .string()
    .regex(/^\d{1,20}$/)
    .transform((bits) => BigInt(bits))
    .optional(),
};
/** Discord's most roles a guild may have (@everyone counted). */
const MAX_ROLES = 250;
const NewRole = z.object({ name: z.string().min(1).max(100), ...roleFields });
const RoleChange = z.object({ name: z.string().min(1).max(100).optional(), ...roleFields });

/** The refusal of a join past the stand-in's cap on the people it knows (caps.ts). */
const membersFull = (world: World) =>
  `The stand-in knows ${world.settings.caps.members} people, as many as it keeps: restart it to let more join`;

function memberRoutes(app: FastifyInstance, world: World): void {
  app.post('/members', async (request, reply) => {
    const body = parseAct(Join, request.body, reply);
    const guild = body instanceof Refused ? body : actGuild(world, body.guildId, reply);
    if (body instanceof Refused || guild instanceof Refused) return reply;
    if (!mayJoin(world)) return refuseAct(reply, 507, membersFull(world)).reply;
    return reply.code(201).send({ userId: joinGuild(world, guild, body.username, body.pending).userId });
  });
  app.get('/guilds/:guildId/members/:userId', async (request, reply) => {
    const { guildId, userId } = MemberParams.parse(request.params);
    const guild = actGuild(world, guildId, reply);
    const member = guild instanceof Refused ? guild : actMember(world, guild, userId, reply);
    return member instanceof Refused ? reply : memberResponse(world, member);
  });
  app.delete('/guilds/:guildId/members/:userId', async (request, reply) => {
    const { guildId, userId } = MemberParams.parse(request.params);
    const guild = actGuild(world, guildId, reply);
    const member = guild instanceof Refused ? guild : actMember(world, guild, userId, reply);
    if (guild instanceof Refused || member instanceof Refused) return reply;
    if (guild.ownerId === userId) return refuseAct(reply, 400, `The owner cannot leave ${guild.name}`).reply;
    if (userId === world.application.botUserId)
      return refuseAct(reply, 400, 'The bot is not played by the act API').reply;
    leaveGuild(world, guild, member);
    return reply.code(204).send();
  });
  app.post('/guilds/:guildId/members/:userId/screening', async (request, reply) => {
    const { guildId, userId } = MemberParams.parse(request.params);
    const guild = actGuild(world, guildId, reply);
    const member = guild instanceof Refused ? guild : actMember(world, guild, userId, reply);
    if (guild instanceof Refused || member instanceof Refused) return reply;
    if (!member.pending) return refuseAct(reply, 409, 'Membership screening is already completed').reply;
    completeScreening(world, guild, member);
    return memberResponse(world, member);
  });
}

function roleRoutes(app: FastifyInstance, world: World): void {
  app.post('/guilds/:guildId/roles', async (request, reply) => {
    const guild = actGuild(world, GuildParams.parse(request.params).guildId, reply);
    const body = guild instanceof Refused ? guild : parseAct(NewRole, request.body, reply);
    if (guild instanceof Refused || body instanceof Refused) return reply;
    if (guild.roles.length >= MAX_ROLES)
      return refuseAct(reply, 400, `Maximum number of guild roles reached (${MAX_ROLES})`).reply;
    return reply.code(201).send({ id: createRole(world, guild, body).id });
  });
  app.route({
    method: ['PATCH', 'DELETE'],
    url: '/guilds/:guildId/roles/:roleId',
    handler: async (request, reply) => {
      const { guildId, roleId } = RoleParams.parse(request.params);
      const guild = actGuild(world, guildId, reply);
      if (guild instanceof Refused) return reply;
      const role = guild.roles.find((entry) => entry.id === roleId);
      if (!role) return refuseAct(reply, 404, `Unknown role ${roleId} in ${guild.name}`).reply;
      if (role.id === guild.id || role.managed)
        return refuseAct(reply, 400, `${role.name} cannot be changed by hand`).reply;
      if (request.method === 'DELETE') {
        deleteRole(world, guild, role);
        return reply.code(204).send();
      }
      const change = parseAct(RoleChange, request.body, reply);
      if (change instanceof Refused) return reply;
      updateRole(world, guild, role, change);
      return roleResponse(role);
    },
  });
}

export function actMemberRoutes(app: FastifyInstance, world: World): void {
  memberRoutes(app, world);
  roleRoutes(app, world);
}
