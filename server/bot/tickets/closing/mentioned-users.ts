// Users a ticket's messages name without pinging them: the bot's own notices (added, claimed) write
// <@id> with pings switched off, and Discord lists in a message's `mentions` only the users it pinged.
// The transcript still names them as the guild knew them at the close: from their own messages where
// they wrote, otherwise asked of Discord, a bounded number of them per close.
import type { API } from '@discordjs/core';
import type { APIMessage } from 'discord-api-types/v10';

export const USER_MENTION = /<@!?(\d{17,20})>/g;
/** At most this many members are asked for per close; any further stay unnamed. */
const MOST_ASKED = 25;

/** The ids mentioned in the messages' text that no message's `mentions` names. */
function unpingedIds(messages: readonly APIMessage[]): Set<string> {
  const pinged = new Set(messages.flatMap((message) => message.mentions.map((user) => user.id)));
  const ids = new Set<string>();
  for (const message of messages)
    for (const [, id] of message.content.matchAll(USER_MENTION)) if (!pinged.has(id!)) ids.add(id!);
  return ids;
}

/** The display names of the users the messages mention without a ping, where they can be learned. */
export async function unpingedUserNames(
  discord: API,
  guildId: string,
  messages: readonly APIMessage[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const ids = unpingedIds(messages);
  for (const { author } of messages)
    if (ids.has(author.id)) names.set(author.id, author.global_name ?? author.username);
  const asked = [...ids].filter((id) => !names.has(id)).slice(0, MOST_ASKED);
  const members = await Promise.all(
    // A member who left the guild cannot be asked for and stays unnamed.
    asked.map((id) => discord.guilds.getMember(guildId, id).catch(() => undefined)),
  );
  for (const member of members)
    if (member?.user) names.set(member.user.id, member.nick ?? member.user.global_name ?? member.user.username);
  return names;
}
