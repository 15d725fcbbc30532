// A message as Discord's channel history gives it, for tests of what the bot builds from a history.
import type { APIMessage, APIUser } from 'discord-api-types/v10';

const MEMBER: APIUser = {
  id: '200000000000000013',
  username: 'member',
  global_name: null,
  discriminator: '0',
  avatar: null,
};

/** The index-th message of a history (its id and second count from it), by `author`, pinging `mentions`. */
export const historyMessage = (
  index: number,
  content: string,
  { author = MEMBER, mentions = [] }: { author?: APIUser; mentions?: APIUser[] } = {},
): APIMessage =>
  ({
    id: String(100_000_000_000_000_000n + BigInt(index)),
    type: 0,
    channel_id: '1',
    timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
    edited_timestamp: null,
    content,
    author,
    mentions,
    mention_roles: [],
    mention_everyone: false,
    attachments: [],
    embeds: [],
    pinned: false,
    tts: false,
  }) as unknown as APIMessage;
