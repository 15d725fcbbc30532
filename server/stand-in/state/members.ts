// Members and roles: joining, leaving, screening, role changes, and the roles themselves, each
// announced as Discord's GUILD_MEMBER_* or GUILD_ROLE_* dispatch. A member who is in (joined, or through
// screening) gets Discord's join line in the system channel (a message of type 7, with its MESSAGE_CREATE).
import { GatewayDispatchEvents as E, MessageType } from 'discord-api-types/v10';
import { nextId } from '../ids.js';
import {
  emit,
  type StandInGuild,
  type StandInMember,
  type StandInRole,
  systemChannelOf,
  type World,
} from '../model.js';
import { memberResponse, roleResponse, userResponse } from '../serialize.js';
import { emptyBody, postMessage } from './messages.js';

export const findMember = (guild: StandInGuild, userId: string) =>
  guild.members.find((entry) => entry.userId === userId) ?? null;

const memberUpdated = (world: World, guild: StandInGuild, member: StandInMember) =>
  emit(world, E.GuildMemberUpdate, guild.id, { guild_id: guild.id, ...memberResponse(world, member) });

/** A new user joins: pending while membership screening is not completed. */
export function joinGuild(world: World, guild: StandInGuild, username: string, pending: boolean): StandInMember {
  const userId = nextId(world);
  world.users.set(userId, { id: userId, username, globalName: null, discriminator: '0', avatar: null, bot: false });
  const member: StandInMember = { userId, nick: null, roles: [], joinedAt: new Date().toISOString(), pending };
  guild.members.push(member);
  emit(world, E.GuildMemberAdd, guild.id, { guild_id: guild.id, ...memberResponse(world, member) });
  if (!pending) postJoinLine(world, guild, member);
  return member;
}

/** Discord's "member joined" line, by the member, in the system channel (none when the guild has none). */
function postJoinLine(world: World, guild: StandInGuild, member: StandInMember): void {
  const channel = systemChannelOf(guild);
  if (channel)
    postMessage(world, guild, channel, { ...emptyBody(), authorId: member.userId, type: MessageType.UserJoin });
}

export function leaveGuild(world: World, guild: StandInGuild, member: StandInMember): void {
  guild.members.splice(guild.members.indexOf(member), 1);
  emit(world, E.GuildMemberRemove, guild.id, {
    guild_id: guild.id,
    user: userResponse(world.users.get(member.userId)!),
  });
}

export function completeScreening(world: World, guild: StandInGuild, member: StandInMember): void {
  const wasPending = member.pending;
  member.pending = false;
  memberUpdated(world, guild, member);
  if (wasPending) postJoinLine(world, guild, member);
}

/** Adds or removes one role; nothing happens (and nothing is announced) when it is already so. */
export function setMemberRole(
  world: World,
  guild: StandInGuild,
  member: StandInMember,
  roleId: string,
  present: boolean,
): void {
  if (member.roles.includes(roleId) === present) return;
  member.roles = present ? [...member.roles, roleId] : member.roles.filter((entry) => entry !== roleId);
  memberUpdated(world, guild, member);
}

interface RoleChange {
  name?: string;
  color?: number;
  permissions?: bigint;
  position?: number;
}

export function createRole(world: World, guild: StandInGuild, change: RoleChange): StandInRole {
  // New roles start right above @everyone, as in Discord.
  for (const role of guild.roles) if (role.position > 0) role.position += 1;
  const role: StandInRole = {
    id: nextId(world),
    name: change.name ?? 'new role',
    color: change.color ?? 0,
    position: 1,
    permissions: change.permissions ?? 0n,
    managed: false,
  };
  guild.roles.push(role);
  emit(world, E.GuildRoleCreate, guild.id, { guild_id: guild.id, role: roleResponse(role) });
  return role;
}

export function updateRole(world: World, guild: StandInGuild, role: StandInRole, change: RoleChange): void {
  Object.assign(role, Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)));
  emit(world, E.GuildRoleUpdate, guild.id, { guild_id: guild.id, role: roleResponse(role) });
}

/** Deletes a role; members lose it and channels lose its overwrites without further dispatches, as in Discord. */
export function deleteRole(world: World, guild: StandInGuild, role: StandInRole): void {
  guild.roles.splice(guild.roles.indexOf(role), 1);
  for (const member of guild.members) member.roles = member.roles.filter((entry) => entry !== role.id);
  for (const channel of guild.channels) channel.overwrites = channel.overwrites.filter((entry) => entry.id !== role.id);
  emit(world, E.GuildRoleDelete, guild.id, { guild_id: guild.id, role_id: role.id });
}
