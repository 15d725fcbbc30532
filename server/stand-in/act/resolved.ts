// The `resolved` part of an interaction: the users, members, roles and channels its options or select
// values name, in the shapes Discord sends (members and channels with the invoking user's permissions).
import type { JsonObject, StandInChannel, StandInGuild, World } from '../model.js';
import { channelPermissions } from '../permissions.js';
import { channelResponse, memberResponse, roleResponse, userResponse } from '../serialize.js';
import { findMember } from '../state/members.js';

export type MentionKind = 'user' | 'role' | 'channel' | 'mentionable';

export class Resolved {
  readonly users: Record<string, JsonObject> = {};
  readonly members: Record<string, JsonObject> = {};
  readonly roles: Record<string, JsonObject> = {};
  readonly channels: Record<string, JsonObject> = {};

  constructor(
    private readonly world: World,
    private readonly guild: StandInGuild,
    /** Where the interaction happens: resolved members carry their permissions there. */
    private readonly channel: StandInChannel,
    /** Who interacts: resolved channels carry their permissions. */
    private readonly userId: string,
  ) {}

  /** Adds what the id names; false when it names nothing of that kind in the guild. */
  add(kind: MentionKind, id: string, channelTypes?: number[]): boolean {
    const { world, guild } = this;
    const user = kind === 'user' || kind === 'mentionable' ? world.users.get(id) : undefined;
    if (user) {
      this.users[id] = userResponse(user);
      const member = findMember(guild, id);
      if (member) {
        const { user: _user, ...rest } = memberResponse(world, member);
        this.members[id] = { ...rest, permissions: String(channelPermissions(guild, this.channel, id)) };
      }
      return true;
    }
    const role = kind === 'role' || kind === 'mentionable' ? guild.roles.find((entry) => entry.id === id) : undefined;
    if (role) this.roles[id] = roleResponse(role);
    const channel =
      kind === 'channel'
        ? guild.channels.find((entry) => entry.id === id && (!channelTypes || channelTypes.includes(entry.type)))
        : undefined;
    if (channel)
      this.channels[id] = {
        ...channelResponse(guild, channel),
        permissions: String(channelPermissions(guild, channel, this.userId)),
      };
    return Boolean(role || channel);
  }

  /** The non-empty parts, or nothing when no option named anything. */
  toJSON(): JsonObject | undefined {
    const parts = Object.entries({
      users: this.users,
      members: this.members,
      roles: this.roles,
      channels: this.channels,
    }).filter(([, entries]) => Object.keys(entries).length > 0);
    return parts.length > 0 ? Object.fromEntries(parts) : undefined;
  }
}
