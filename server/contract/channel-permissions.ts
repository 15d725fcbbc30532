// Discord's permission computation, written once for every program: a member's guild permissions (the
// owner holds all, Administrator grants all, otherwise @everyone's bits and each role's) and their
// permissions in a channel (the overwrites of @everyone, of their roles and of themselves, in that order).
import { PermissionFlagsBits as P } from 'discord-api-types/v10';

/** Every bit: what an owner or an administrator holds. */
export const ALL_PERMISSIONS = Object.values(P).reduce((all, bit) => all | bit, 0n);

/** Whether every bit of `needed` is set. */
export const holds = (bits: bigint, needed: bigint) => (bits & needed) === needed;

export interface PermissionGuild {
  id: string;
  ownerId: string | null;
  roles: readonly { id: string; permissions: bigint }[];
}

export interface PermissionMember {
  userId: string;
  roleIds: readonly string[];
}

/** One overwrite of a channel: type 0 for a role, 1 for a member. */
export interface ChannelOverwrite {
  id: string;
  type: number;
  allow: bigint;
  deny: bigint;
}

/** A member's permissions in the guild as a whole; null for a user who is not a member (and not the owner). */
export function guildPermissions(guild: PermissionGuild, member: PermissionMember | null, userId: string): bigint {
  if (guild.ownerId === userId) return ALL_PERMISSIONS;
  if (!member) return 0n;
  let bits = 0n;
  for (const role of guild.roles)
    if (role.id === guild.id || member.roleIds.includes(role.id)) bits |= role.permissions;
  return bits & P.Administrator ? ALL_PERMISSIONS : bits;
}

/** A member's permissions in a channel, as Discord computes them. */
export function channelPermissions(
  guild: PermissionGuild,
  member: PermissionMember | null,
  userId: string,
  overwrites: readonly ChannelOverwrite[],
): bigint {
  const base = guildPermissions(guild, member, userId);
  if (base === ALL_PERMISSIONS || base === 0n) return base;
  const roleIds = member?.roleIds ?? [];
  const apply = (bits: bigint, allow: bigint, deny: bigint) => (bits & ~deny) | allow;
  const everyone = overwrites.find((entry) => entry.type === 0 && entry.id === guild.id);
  let bits = everyone ? apply(base, everyone.allow, everyone.deny) : base;
  let allow = 0n;
  let deny = 0n;
  for (const entry of overwrites) {
    if (entry.type === 0 && roleIds.includes(entry.id)) {
      allow |= entry.allow;
      deny |= entry.deny;
    }
  }
  bits = apply(bits, allow, deny);
  const own = overwrites.find((entry) => entry.type === 1 && entry.id === userId);
  if (own) bits = apply(bits, own.allow, own.deny);
  // Implicit rules: without View Channel nothing else counts; without Send Messages the permissions
  // that only make sense when sending are gone too.
  if (!(bits & P.ViewChannel)) return 0n;
  if (!(bits & P.SendMessages)) bits &= ~(P.MentionEveryone | P.SendTTSMessages | P.AttachFiles | P.EmbedLinks);
  return bits;
}
