// A ticket channel's whole history as the transcript the dashboard renders (contract/transcript.ts):
// read newest first, 100 messages a request until the beginning (the REST client waits out rate limits),
// written oldest first with each author's display name, avatar and bot flag, the content, edits, pins,
// attachments, embeds and reactions, and the names of the users, roles and channels it mentions, as
// they were when the ticket closed. A history too long for one transcript keeps its beginning and its
// most recent messages (transcript-fit.ts).
import type { API } from '@discordjs/core';
import { type APIEmbed, type APIMessage, MessageFlags, MessageType } from 'discord-api-types/v10';
import { userAvatarUrl } from '../../../contract/discord-cdn.js';
import { USER_MENTION } from './mentioned-users.js';
import { fittingEnds } from './transcript-fit.js';

const PAGE = 100;
const CDN = 'https://cdn.discordapp.com';

export async function channelHistory(discord: API, channelId: string): Promise<APIMessage[]> {
  const all: APIMessage[] = [];
  for (;;) {
    const before = all.at(-1)?.id;
    const page = await discord.channels.getMessages(channelId, { limit: PAGE, ...(before ? { before } : {}) });
    all.push(...page);
    if (page.length < PAGE) return all.reverse();
  }
}

// A channel's history carries users, not members: the name shown is the user's display name.
const displayName = (message: APIMessage) => message.author.global_name ?? message.author.username;

function embedOf(embed: APIEmbed) {
  return {
    color: embed.color,
    author: embed.author && { name: embed.author.name, iconURL: embed.author.icon_url, url: embed.author.url },
    title: embed.title,
    url: embed.url,
    description: embed.description,
    fields: embed.fields,
    thumbnail: embed.thumbnail && { url: embed.thumbnail.url },
    image: embed.image && { url: embed.image.url },
    footer: embed.footer && { text: embed.footer.text, iconURL: embed.footer.icon_url },
    timestamp: embed.timestamp,
  };
}

function messageOf(message: APIMessage) {
  return {
    id: message.id,
    timestamp: message.timestamp,
    content: message.content,
    edited: message.edited_timestamp !== null,
    pinned: message.pinned,
    author: {
      id: message.author.id,
      displayName: displayName(message),
      bot: message.author.bot === true,
      avatarURL: userAvatarUrl(CDN, message.author),
    },
    attachments: message.attachments.map((file) => ({
      name: file.filename,
      url: file.url,
      proxyUrl: file.proxy_url,
      contentType: file.content_type,
      size: file.size,
    })),
    embeds: message.embeds.map(embedOf),
    reactions: (message.reactions ?? []).map((reaction) => ({
      emoji: { name: reaction.emoji.name ?? '?' },
      count: reaction.count,
    })),
  };
}

const CHANNEL_MENTION = /<#(\d{17,20})>/g;

export interface TranscriptPlace {
  channelName: string;
  guildName: string;
  /** Names of the guild's roles and channels by id, for the mentions. */
  roleNames: ReadonlyMap<string, string>;
  /** Names of the users mentioned without a ping (mentioned-users.ts), whom no message's `mentions` names. */
  userNames: ReadonlyMap<string, string>;
  channelNames: ReadonlyMap<string, string>;
}

/**
 * What a reader of the ticket saw: Discord's "pinned a message" notices and the bot's own answer still
 * "thinking" (the close being written) say nothing and stay out.
 */
const worthKeeping = (message: APIMessage) =>
  message.type !== MessageType.ChannelPinnedMessage && ((message.flags ?? 0) & MessageFlags.Loading) === 0;

type Names = Record<string, string>;

/** The names of the users, roles and channels the messages mention, as the ticket's guild had them. */
function mentionNames(messages: readonly APIMessage[], place: TranscriptPlace) {
  const users: Names = {};
  const roles: Names = {};
  const channels: Names = {};
  for (const message of messages) {
    for (const user of message.mentions) users[user.id] = user.global_name ?? user.username;
    for (const [, userId] of message.content.matchAll(USER_MENTION)) {
      const name = users[userId!] ?? place.userNames.get(userId!);
      if (name) users[userId!] = name;
    }
    for (const roleId of message.mention_roles) {
      const name = place.roleNames.get(roleId);
      if (name) roles[roleId] = name;
    }
    for (const [, channelId] of message.content.matchAll(CHANNEL_MENTION)) {
      const name = place.channelNames.get(channelId!);
      if (name) channels[channelId!] = name;
    }
  }
  return { users, roles, channels };
}

/** The names of `some`'s ids as `all` has them: the kept messages' names, in no more room than was measured. */
const namedAs = (all: Names, some: Names): Names => Object.fromEntries(Object.keys(some).map((id) => [id, all[id]!]));

/**
 * The transcript, within TRANSCRIPT_LIMITS (transcript-fit.ts): the header counts every message of the
 * history (totalMessages) and says how many were left out (omittedMessages, 0 when none) and, when some
 * were, after how many of the kept ones (omittedAfter).
 */
export function buildTranscript(history: APIMessage[], place: TranscriptPlace, generated: Date) {
  const all = history.filter(worthKeeping);
  const entries = all.map(messageOf);
  const names = mentionNames(all, place);
  const header = {
    channelName: place.channelName,
    guildName: place.guildName,
    totalMessages: all.length,
    generated: generated.toISOString(),
  };
  // Measured with the names of the whole history and the largest numbers the header may carry.
  const most = { omittedMessages: all.length, omittedAfter: all.length };
  const { head, tail } = fittingEnds({ header: { ...header, ...most }, ...names, messages: [] }, entries);
  const kept = <T>(list: T[]) => [...list.slice(0, head), ...list.slice(list.length - tail)];
  const omitted = all.length - head - tail;
  const keptNames = mentionNames(kept(all), place);
  return {
    header: { ...header, omittedMessages: omitted, ...(omitted > 0 ? { omittedAfter: head } : {}) },
    users: namedAs(names.users, keptNames.users),
    roles: namedAs(names.roles, keptNames.roles),
    channels: namedAs(names.channels, keptNames.channels),
    messages: kept(entries),
  };
}
