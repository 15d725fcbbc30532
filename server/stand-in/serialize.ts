// The stand-in's objects in Discord's API shapes (API v10), complete with every field Discord's OpenAPI
// document requires, so the same code reads the stand-in and the real Discord.
import type { APIApplicationCommand } from 'discord-api-types/v10';
import {
  type CommandOption,
  mentionable,
  type StandInChannel,
  type StandInCommand,
  type StandInEmoji,
  type StandInGuild,
  type StandInMember,
  type StandInOverwrite,
  type StandInRole,
  type StandInUser,
  systemChannelOf,
  type World,
} from './model.js';
import { permissionsIn } from './permissions.js';

export function userResponse(user: StandInUser) {
  return {
    id: user.id,
    username: user.username,
    avatar: user.avatar,
    discriminator: user.discriminator,
    public_flags: 0,
    flags: 0,
    global_name: user.globalName,
    primary_guild: null,
    ...(user.bot ? { bot: true } : {}),
  };
}

export function currentUserResponse(user: StandInUser) {
  const { primary_guild: _none, ...rest } = userResponse(user);
  return { ...rest, mfa_enabled: false, locale: 'de', verified: true };
}

export function roleResponse(role: StandInRole) {
  return {
    id: role.id,
    name: role.name,
    permissions: role.permissions.toString(),
    position: role.position,
    color: role.color,
    colors: { primary_color: role.color, secondary_color: null, tertiary_color: null },
    hoist: role.position > 2,
    managed: role.managed,
    mentionable: mentionable(role),
    icon: null,
    unicode_emoji: null,
    flags: 0,
  };
}

export function emojiResponse(emoji: StandInEmoji) {
  return {
    id: emoji.id,
    name: emoji.name,
    roles: [],
    require_colons: true,
    managed: false,
    animated: emoji.animated,
    available: true,
  };
}

export function memberResponse(world: World, member: StandInMember) {
  return {
    avatar: null,
    banner: null,
    communication_disabled_until: null,
    flags: 0,
    joined_at: member.joinedAt,
    nick: member.nick,
    pending: member.pending,
    premium_since: null,
    roles: member.roles,
    user: userResponse(world.users.get(member.userId)!),
    mute: false,
    deaf: false,
  };
}

export function guildResponse(guild: StandInGuild, withCounts: boolean) {
  return {
    id: guild.id,
    name: guild.name,
    icon: guild.icon,
    description: null,
    home_header: null,
    splash: null,
    discovery_splash: null,
    features: guild.features,
    banner: null,
    owner_id: guild.ownerId,
    application_id: null,
    region: 'deprecated',
    afk_channel_id: null,
    afk_timeout: 300,
    system_channel_id: systemChannelOf(guild)?.id ?? null,
    system_channel_flags: 0,
    widget_enabled: false,
    widget_channel_id: null,
    verification_level: guild.verificationLevel,
    roles: guild.roles.map(roleResponse),
    default_message_notifications: 1,
    mfa_level: 0,
    explicit_content_filter: 2,
    max_presences: null,
    max_members: 500000,
    max_stage_video_channel_users: 50,
    max_video_channel_users: 25,
    vanity_url_code: null,
    premium_tier: guild.premiumTier,
    premium_subscription_count: guild.premiumSubscriptionCount,
    preferred_locale: guild.preferredLocale ?? 'de',
    rules_channel_id: null,
    safety_alerts_channel_id: null,
    public_updates_channel_id: null,
    premium_progress_bar_enabled: false,
    nsfw: false,
    nsfw_level: 0,
    emojis: guild.emojis.map(emojiResponse),
    stickers: [],
    incidents_data: null,
    ...(withCounts
      ? { approximate_member_count: guild.members.length, approximate_presence_count: guild.onlineCount }
      : {}),
  };
}

export function myGuildResponse(guild: StandInGuild, userId: string) {
  return {
    id: guild.id,
    name: guild.name,
    icon: guild.icon,
    banner: null,
    owner: guild.ownerId === userId,
    permissions: permissionsIn(guild, userId).toString(),
    features: guild.features,
  };
}

const overwriteResponse = (overwrite: StandInOverwrite) => ({
  id: overwrite.id,
  type: overwrite.type,
  allow: overwrite.allow.toString(),
  deny: overwrite.deny.toString(),
});

export function channelResponse(guild: StandInGuild, channel: StandInChannel) {
  return {
    id: channel.id,
    type: channel.type,
    flags: 0,
    guild_id: guild.id,
    name: channel.name,
    position: channel.position,
    parent_id: channel.parentId,
    permission_overwrites: channel.overwrites.map(overwriteResponse),
    nsfw: channel.nsfw,
    ...(channel.type === 0 || channel.type === 5
      ? {
          topic: channel.topic,
          last_message_id: channel.lastMessageId,
          last_pin_timestamp: channel.lastPinAt,
          rate_limit_per_user: channel.rateLimitPerUser,
        }
      : {}),
    ...(channel.type === 2 || channel.type === 13 ? { bitrate: 64000, user_limit: 0, rtc_region: null } : {}),
  };
}

/** An option without its localizations, nested ones too (Discord's list unless asked for them). */
function withoutLocalizations({
  name_localizations,
  description_localizations,
  ...option
}: CommandOption): CommandOption {
  return option.options ? { ...option, options: option.options.map(withoutLocalizations) } : option;
}

/**
 * A command as Discord returns it: with its localizations (as registering answers, and a list asked
 * `with_localizations`), or without them (a list by default).
 */
export function commandResponse(
  world: World,
  command: StandInCommand,
  guildId?: string,
  withLocalizations = true,
): APIApplicationCommand {
  const options = withLocalizations ? command.options : command.options.map(withoutLocalizations);
  return {
    id: command.id,
    application_id: world.application.id,
    version: command.id,
    default_member_permissions: command.defaultMemberPermissions,
    type: command.type,
    name: command.name,
    description: command.description,
    ...(withLocalizations
      ? { name_localizations: command.nameLocalizations, description_localizations: command.descriptionLocalizations }
      : {}),
    ...(options.length > 0 ? { options } : {}),
    ...(guildId ? { guild_id: guildId } : {}),
    dm_permission: false,
    contexts: command.contexts,
    integration_types: [0],
    nsfw: command.nsfw,
  };
}
