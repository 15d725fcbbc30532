// Discord's permission computation (the contract's) over the stand-in's model, and the rank of a user's
// highest role.
import {
  ALL_PERMISSIONS,
  channelPermissions as inChannel,
  guildPermissions,
  holds,
  type PermissionGuild,
} from '../contract/channel-permissions.js';
import type { StandInChannel, StandInGuild } from './model.js';

export { ALL_PERMISSIONS, holds };

const permissionGuild = (guild: StandInGuild): PermissionGuild => ({
  id: guild.id,
  ownerId: guild.ownerId,
  roles: guild.roles,
});

const memberOf = (guild: StandInGuild, userId: string) => {
  const found = guild.members.find((entry) => entry.userId === userId);
  return found ? { userId, roleIds: found.roles } : null;
};

/** Guild permissions of a user (as /users/@me/guilds reports them). */
export const permissionsIn = (guild: StandInGuild, userId: string): bigint =>
  guildPermissions(permissionGuild(guild), memberOf(guild, userId), userId);

/** A user's permissions in a channel, as Discord computes them. */
export const channelPermissions = (guild: StandInGuild, channel: StandInChannel, userId: string): bigint =>
  inChannel(permissionGuild(guild), memberOf(guild, userId), userId, channel.overwrites);

/** The position of a user's highest role (@everyone counts as 0); the owner outranks every role. */
export function highestRolePosition(guild: StandInGuild, userId: string): number {
  if (guild.ownerId === userId) return Number.POSITIVE_INFINITY;
  const roles = guild.members.find((entry) => entry.userId === userId)?.roles ?? [];
  return Math.max(0, ...guild.roles.filter((role) => roles.includes(role.id)).map((role) => role.position));
}
