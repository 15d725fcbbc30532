// How the Demo-Discord page names what ids stand for: mentions in text (<@user>, <#channel>, <@&role>)
// as @name, #channel and @role, and the choices of user, role, channel and mentionable selects and
// command options, from the guild the stand-in knows.
import type { StandInGuild, World } from '../model.js';
import type { MentionKind } from '../act/resolved.js';
import { displayName } from './channel-data.js';

export interface Names {
  user(id: string): string;
  channel(id: string): string;
  role(id: string): string;
  /** The page of a channel the guild still has, for a channel mention's link; null for a gone one. */
  channelHref(id: string): string | null;
}

/** What Discord's client shows for a mention of a channel, role or user it does not know (any more). */
export const GONE = { channel: 'deleted-channel', role: 'deleted-role', user: 'unknown-user' } as const;

export interface Choice {
  value: string;
  label: string;
}

/** Names in `guild`; `channelsBase` is the page's path of the guild's channels (…/channels). */
export function namesIn(world: World, guild: StandInGuild, channelsBase: string): Names {
  const channel = (id: string) => guild.channels.find((entry) => entry.id === id);
  return {
    user: (id) => (world.users.has(id) ? displayName(world, guild, id) : GONE.user),
    channel: (id) => channel(id)?.name ?? GONE.channel,
    role: (id) => guild.roles.find((entry) => entry.id === id)?.name ?? GONE.role,
    channelHref: (id) => (channel(id) ? `${channelsBase}/${id}` : null),
  };
}

/** What a select of that kind (or an option of that type) offers: the guild's members, roles or channels. */
export function choicesOf(world: World, guild: StandInGuild, kind: MentionKind, channelTypes?: number[]): Choice[] {
  const members = guild.members.map((member) => ({
    value: member.userId,
    label: `@${displayName(world, guild, member.userId)}`,
  }));
  const roles = guild.roles
    .filter((role) => role.id !== guild.id)
    .map((role) => ({ value: role.id, label: `@${role.name}` }));
  if (kind === 'user') return members;
  if (kind === 'role') return roles;
  if (kind === 'mentionable') return [...members, ...roles];
  return guild.channels
    .filter((channel) => (channelTypes ? channelTypes.includes(channel.type) : channel.type !== 4))
    .map((channel) => ({ value: channel.id, label: `#${channel.name}` }));
}
