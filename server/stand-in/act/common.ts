// What the act API's routes (and the demo page, which plays members the same way) share: its error
// answers ({ error } with the reason), body validation, and the lookups that answer 404 for unknown ids
// and 403 when Discord would not let the user act.
import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { StandInChannel, StandInGuild, StandInMember, World } from '../model.js';
import { channelPermissions, holds } from '../permissions.js';
import { findMember } from '../state/members.js';

/** A refusal already sent; routes return it as their answer. */
export class Refused {
  constructor(readonly reply: FastifyReply) {}
}

/** The act API's refusals: bad input, not allowed, unknown, in conflict, too large, or past a cap (caps.ts). */
export type ActStatus = 400 | 403 | 404 | 409 | 413 | 507;

export function refuseAct(reply: FastifyReply, status: ActStatus, reason: string): Refused {
  void reply.code(status).send({ error: reason });
  return new Refused(reply);
}

export function parseAct<T extends z.ZodType>(schema: T, body: unknown, reply: FastifyReply): z.infer<T> | Refused {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  return refuseAct(
    reply,
    400,
    parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '),
  );
}

/** Why an act cannot happen: the status and the sentence the act API answers with. */
export interface Failure {
  status: ActStatus;
  reason: string;
}

export const isFailure = (value: object): value is Failure => 'reason' in value && 'status' in value;

/** Sends the failure as the act API's answer. */
export const refuseWith = (reply: FastifyReply, failure: Failure) => refuseAct(reply, failure.status, failure.reason);

export function actGuild(world: World, guildId: string, reply: FastifyReply): StandInGuild | Refused {
  return world.guilds.get(guildId) ?? refuseAct(reply, 404, `Unknown guild ${guildId}`);
}

function memberOf(world: World, guild: StandInGuild, userId: string): StandInMember | Failure {
  if (!world.users.has(userId)) return { status: 404, reason: `Unknown user ${userId}` };
  return (
    findMember(guild, userId) ?? {
      status: 404,
      reason: `${world.users.get(userId)!.username} is not a member of ${guild.name}`,
    }
  );
}

export function actMember(
  world: World,
  guild: StandInGuild,
  userId: string,
  reply: FastifyReply,
): StandInMember | Refused {
  const member = memberOf(world, guild, userId);
  return isFailure(member) ? refuseWith(reply, member) : member;
}

export interface Place {
  guild: StandInGuild;
  channel: StandInChannel;
  member: StandInMember;
}

/** Where a user acts: the guild, the channel in it, and the user's membership. */
export function placeOf(world: World, ids: { guildId: string; channelId: string; userId: string }): Place | Failure {
  const guild = world.guilds.get(ids.guildId);
  if (!guild) return { status: 404, reason: `Unknown guild ${ids.guildId}` };
  const channel = guild.channels.find((entry) => entry.id === ids.channelId);
  if (!channel) return { status: 404, reason: `Unknown channel ${ids.channelId} in ${guild.name}` };
  const member = memberOf(world, guild, ids.userId);
  return isFailure(member) ? member : { guild, channel, member };
}

/**
 * Why the member may not do `action` in the channel (they cannot see it, or lack `needed`), or null
 * when they may.
 */
export function permissionFailure(
  world: World,
  { guild, channel, member }: Place,
  needed: bigint,
  action: string,
): Failure | null {
  const bits = channelPermissions(guild, channel, member.userId);
  const name = world.users.get(member.userId)!.username;
  if (!holds(bits, P.ViewChannel)) return { status: 403, reason: `${name} cannot view #${channel.name}` };
  if (!holds(bits, needed)) return { status: 403, reason: `${name} cannot ${action} in #${channel.name}` };
  return null;
}
