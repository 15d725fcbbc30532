// Discord's permission computation: a member's guild permissions (roles, owner, Administrator) and their
// permissions in a channel (the overwrites of @everyone, of their roles and of themselves, in that order).
import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import type { StandInChannel, StandInGuild } from './model.js';

const ALL_PERMISSIONS = Object.values(P).reduce((all, bit) => all | bit, 0n);

/** Whether every bit of `needed` is set. */
export const holds = (bits: bigint, needed: bigint) => (bits & needed) === needed;

/** Guild permissions of a user (as /users/@me/guilds reports them). */
export function permissionsIn(guild: StandInGuild, userId: string): bigint {
  if (guild.ownerId === userId) return ALL_PERMISSIONS;
  const found = guild.members.find((entry) => entry.userId === userId);
  if (!found) return 0n;
  let bits = 0n;
  for (const role of guild.roles) if (role.id === guild.id || found.roles.includes(role.id)) bits |= role.permissions;
  return bits & P.Administrator ? ALL_PERMISSIONS : bits;
}

/** A user's permissions in a channel, as Discord computes them. */
export function channelPermissions(guild: StandInGuild, channel: StandInChannel, userId: string): bigint {
  const base = permissionsIn(guild, userId);
  if (base === ALL_PERMISSIONS || base === 0n) return base;
  const roles = guild.members.find((entry) => entry.userId === userId)?.roles ?? [];
  const apply = (bits: bigint, allow: bigint, deny: bigint) => (bits & ~deny) | allow;
  const everyone = channel.overwrites.find((entry) => entry.type === 0 && entry.id === guild.id);
  let bits = everyone ? apply(base, everyone.allow, everyone.deny) : base;
  let allow = 0n;
  let deny = 0n;
  for (const entry of channel.overwrites) {
    if (entry.type === 0 && roles.includes(entry.id)) {
      allow |= entry.allow;
      deny |= entry.deny;
    }
  }
  bits = apply(bits, allow, deny);
  const own = channel.overwrites.find((entry) => entry.type === 1 && entry.id === userId);
  if (own) bits = apply(bits, own.allow, own.deny);
  // Implicit rules: without View Channel nothing else counts; without Send Messages the permissions
  // that only make sense when sending are gone too.
  if (!(bits & P.ViewChannel)) return 0n;
  if (!(bits & P.SendMessages)) bits &= ~(P.MentionEveryone | P.SendTTSMessages | P.AttachFiles | P.EmbedLinks);
  return bits;
}

/** The position of a user's highest role (@everyone counts as 0); the owner outranks every role. */
export function highestRolePosition(guild: StandInGuild, userId: string): number {
  if (guild.ownerId === userId) return Number.POSITIVE_INFINITY;
  const roles = guild.members.find((entry) => entry.userId === userId)?.roles ?? [];
  return Math.max(0, ...guild.roles.filter((role) => roles.includes(role.id)).map((role) => role.position));
}
