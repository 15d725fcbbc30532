// What the act API's routes share: its error answers ({ error } with the reason), body validation, and
// the lookups that answer 404 for unknown ids and 403 when Discord would not let the user act.
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

export function refuseAct(reply: FastifyReply, status: 400 | 403 | 404 | 409, reason: string): Refused {
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

export function actGuild(world: World, guildId: string, reply: FastifyReply): StandInGuild | Refused {
  return world.guilds.get(guildId) ?? refuseAct(reply, 404, `Unknown guild ${guildId}`);
}

function actChannel(guild: StandInGuild, channelId: string, reply: FastifyReply): StandInChannel | Refused {
  return (
    guild.channels.find((entry) => entry.id === channelId) ??
    refuseAct(reply, 404, `Unknown channel ${channelId} in ${guild.name}`)
  );
}

export function actMember(
  world: World,
  guild: StandInGuild,
  userId: string,
  reply: FastifyReply,
): StandInMember | Refused {
  if (!world.users.has(userId)) return refuseAct(reply, 404, `Unknown user ${userId}`);
  return (
    findMember(guild, userId) ??
    refuseAct(reply, 404, `${world.users.get(userId)!.username} is not a member of ${guild.name}`)
  );
}

/** Where a user acts: the guild, the channel in it, and the user's membership. */
export function actPlace(
  world: World,
  ids: { guildId: string; channelId: string; userId: string },
  reply: FastifyReply,
): { guild: StandInGuild; channel: StandInChannel; member: StandInMember } | Refused {
  const guild = actGuild(world, ids.guildId, reply);
  if (guild instanceof Refused) return guild;
  const channel = actChannel(guild, ids.channelId, reply);
  if (channel instanceof Refused) return channel;
  const member = actMember(world, guild, ids.userId, reply);
  return member instanceof Refused ? member : { guild, channel, member };
}

/**
 * The member's permissions in the channel when they can see it and hold `needed` (what `action`
 * needs); otherwise a 403 that says which.
 */
export function actPermissions(
  world: World,
  guild: StandInGuild,
  channel: StandInChannel,
  userId: string,
  needed: bigint,
  action: string,
  reply: FastifyReply,
): bigint | Refused {
  const bits = channelPermissions(guild, channel, userId);
  const name = world.users.get(userId)!.username;
  if (!holds(bits, P.ViewChannel)) return refuseAct(reply, 403, `${name} cannot view #${channel.name}`);
  if (!holds(bits, needed)) return refuseAct(reply, 403, `${name} cannot ${action} in #${channel.name}`);
  return bits;
}
