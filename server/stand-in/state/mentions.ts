// Who a message pings, as Discord decides it: the mentions written in the content, narrowed by
// allowed_mentions, and only what the author may ping (@everyone, @here and roles nobody may mention
// need Mention Everyone in the channel).
import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import {
  type AllowedMentions,
  mentionable,
  type StandInChannel,
  type StandInGuild,
  type StandInMessage,
  type World,
} from '../model.js';
import { channelPermissions } from '../permissions.js';

interface Pings {
  mentions: string[];
  mentionRoles: string[];
  mentionEveryone: boolean;
}

const ids = (content: string, pattern: RegExp) => [
  ...new Set([...content.matchAll(pattern)].map((match) => match[1]!)),
];

export function pingsOf(
  world: World,
  guild: StandInGuild,
  channel: StandInChannel,
  authorId: string,
  content: string,
  allowed: AllowedMentions | null,
  repliedTo: StandInMessage | null,
): Pings {
  // Without allowed_mentions Discord parses everything (and pings the replied-to author).
  const parse = new Set(allowed ? (allowed.parse ?? []) : ['users', 'roles', 'everyone']);
  const mayPingAll = (channelPermissions(guild, channel, authorId) & P.MentionEveryone) !== 0n;
  const users = ids(content, /<@!?(\d+)>/g).filter(
    (id) => world.users.has(id) && (parse.has('users') || allowed?.users?.includes(id)),
  );
  const replied = repliedTo && (allowed ? allowed.replied_user === true : true) ? [repliedTo.authorId] : [];
  const roles = ids(content, /<@&(\d+)>/g).filter((id) => {
    const role = guild.roles.find((entry) => entry.id === id && entry.id !== guild.id);
    return role && (parse.has('roles') || allowed?.roles?.includes(id)) && (mentionable(role) || mayPingAll);
  });
  return {
    mentions: [...new Set([...users, ...replied])],
    mentionRoles: roles,
    mentionEveryone: /@(everyone|here)\b/.test(content) && parse.has('everyone') && mayPingAll,
  };
}
