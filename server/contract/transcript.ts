// The bot's transcript JSON (a header and messages with author, text, attachments, embeds and reactions),
// read leniently: fields of the wrong type are dropped, not trusted. Both author shapes (the current one
// with a display name, the older one with id, avatar and discriminator) become one: a name, a bot flag
// and an avatar URL.
import { z } from 'zod';
import { TRANSCRIPT_LIMITS } from './facts.js';
import { attachmentAddress } from './media.js';

const text = z.string().max(20_000).catch('');
const optionalText = z.string().max(4_096).optional().catch(undefined);
const flag = z.boolean().catch(false);

const Author = z
  .object({
    id: z.string().max(32).optional().catch(undefined),
    displayName: optionalText,
    username: optionalText,
    discriminator: z.string().max(8).optional().catch(undefined),
    bot: flag.optional(),
    avatarURL: optionalText,
    avatarUrl: optionalText,
    avatar: optionalText,
  })
  .catch({});

const Attachment = z.object({
  name: z.string().max(512).catch('Datei'),
  url: optionalText,
  proxyUrl: optionalText,
  contentType: z.string().max(128).optional().catch(undefined),
  size: z.number().nonnegative().optional().catch(undefined),
});

const EmbedField = z.object({ name: text, value: text, inline: flag.optional() });
const Embed = z.object({
  color: z.number().int().min(0).max(0xffffff).optional().catch(undefined),
  author: z.object({ name: optionalText, iconURL: optionalText, url: optionalText }).optional().catch(undefined),
  title: optionalText,
  url: optionalText,
  description: optionalText,
  fields: z
    .array(EmbedField.catch({ name: '', value: '' }))
    .max(25)
    .optional()
    .catch(undefined),
  thumbnail: z.object({ url: optionalText }).optional().catch(undefined),
  image: z.object({ url: optionalText }).optional().catch(undefined),
  footer: z.object({ text: optionalText, iconURL: optionalText }).optional().catch(undefined),
  timestamp: optionalText,
});

const Reaction = z.object({
  emoji: z.object({ name: z.string().max(64).catch('?') }).catch({ name: '?' }),
  count: z.number().int().nonnegative().catch(0),
});

const Message = z.object({
  id: z.string().max(32).catch(''),
  timestamp: optionalText,
  content: text.optional(),
  edited: flag.optional(),
  pinned: flag.optional(),
  author: Author.optional(),
  attachments: z.array(Attachment.nullable().catch(null)).max(50).optional().catch(undefined),
  embeds: z.array(Embed.nullable().catch(null)).max(10).optional().catch(undefined),
  reactions: z.array(Reaction.nullable().catch(null)).max(50).optional().catch(undefined),
});

/** Names by id, as a transcript may carry them for its user, role and channel mentions: { "123…": "Support" }. */
const NameMap = z
  .record(z.string().regex(/^\d{1,20}$/), z.string().max(100))
  .optional()
  .catch(undefined);

const TranscriptJson = z.object({
  users: NameMap,
  roles: NameMap,
  channels: NameMap,
  header: z
    .object({
      channelName: optionalText,
      guildName: optionalText,
      totalMessages: z.number().int().nonnegative().optional().catch(undefined),
      generated: optionalText,
      // A ticket too long for one transcript: how many messages were left out, after how many kept ones.
      omittedMessages: z.number().int().nonnegative().optional().catch(undefined),
      omittedAfter: z.number().int().nonnegative().optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
  // Read whole: the messages are parsed one by one below, and only as many as the limit allows.
  messages: z.array(z.unknown()).optional().catch(undefined),
});
const MessageOrNull = Message.nullable().catch(null);

export type TranscriptAttachment = z.infer<typeof Attachment>;
export type TranscriptEmbed = z.infer<typeof Embed>;

export interface TranscriptMessage {
  id: string;
  timestamp: string | null;
  content: string;
  edited: boolean;
  pinned: boolean;
  author: { id: string | null; name: string; bot: boolean; avatarUrl: string };
  attachments: TranscriptAttachment[];
  embeds: TranscriptEmbed[];
  reactions: { emoji: string; count: number }[];
}

/** Names for role and channel mentions by id (and users mentioned who wrote nothing, when recorded). */
export interface MentionNames {
  users?: Record<string, string>;
  roles: Record<string, string>;
  channels: Record<string, string>;
}

export interface Transcript {
  header: {
    channelName: string;
    guildName: string;
    totalMessages: number;
    generated: string | null;
    /** Messages the bot left out of a ticket too long for one transcript, and how many kept ones come before them. */
    omitted?: { count: number; after: number };
  };
  messages: TranscriptMessage[];
  /** The names the transcript itself recorded (they win over today's names: they were true then). */
  mentions: MentionNames;
}

const CDN = 'https://cdn.discordapp.com';

/** The older author shape names an avatar hash; without one, Discord's default avatar by discriminator % 5. */
function avatarOf(author: z.infer<typeof Author>): string {
  const direct =
    author.avatarURL ??
    author.avatarUrl ??
    (author.avatar && /^https?:/i.test(author.avatar) ? author.avatar : undefined);
  if (direct) return direct;
  if (author.avatar && author.id && /^[\w]+$/.test(author.avatar))
    return `${CDN}/avatars/${author.id}/${author.avatar}.png?size=40`;
  const index = Number.parseInt(author.discriminator ?? '0', 10) % 5;
  return `${CDN}/embed/avatars/${Number.isFinite(index) ? index : 0}.png`;
}

/** How many messages are read in one turn of the event loop: a transcript of 10,000 never holds the process long. */
const MESSAGES_PER_TURN = 500;

/** The next turn of the event loop. The views bundle this module too, for browsers, which have no setImmediate. */
const nextTurn = () => new Promise<void>((resolve) => (globalThis.setImmediate ?? setTimeout)(() => resolve()));

/** One message as the views show it, or null when it is no message at all; `place` numbers it when it has no id. */
function messageOf(entry: unknown, place: number): TranscriptMessage | null {
  const message = MessageOrNull.parse(entry);
  if (!message) return null;
  const author = message.author ?? {};
  return {
    // The #m-{id} anchor of the message (search results link to it): its own id, else its place.
    id: message.id || String(place),
    timestamp: message.timestamp ?? null,
    content: message.content ?? '',
    edited: message.edited ?? false,
    pinned: message.pinned ?? false,
    author: {
      id: author.id ?? null,
      name: author.displayName ?? author.username ?? author.id ?? 'Unbekannt',
      bot: author.bot ?? false,
      avatarUrl: avatarOf(author),
    },
    attachments: (message.attachments ?? []).filter((entry): entry is TranscriptAttachment => entry !== null),
    embeds: (message.embeds ?? []).filter((entry): entry is TranscriptEmbed => entry !== null),
    reactions: (message.reactions ?? [])
      .filter((entry) => entry !== null)
      .map((entry) => ({ emoji: entry!.emoji.name, count: entry!.count })),
  };
}

/**
 * The stored text read as a transcript; null when it is not one at all (invalid JSON or not an object).
 * The messages are checked a slice at a time, each slice in its own turn of the event loop.
 */
export async function readTranscript(json: string): Promise<Transcript | null> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return transcriptOf(value);
}

/** A parsed JSON object read as a transcript, as readTranscript does. */
export async function transcriptOf(value: object): Promise<Transcript> {
  const parsed = TranscriptJson.parse(value);
  // The close refuses more messages than the limit; one stored otherwise shows its first ones, never none.
  const entries = (parsed.messages ?? []).slice(0, TRANSCRIPT_LIMITS.messages);
  const messages: TranscriptMessage[] = [];
  for (let start = 0; start < entries.length; start += MESSAGES_PER_TURN) {
    if (start > 0) await nextTurn();
    for (const entry of entries.slice(start, start + MESSAGES_PER_TURN)) {
      const message = messageOf(entry, messages.length + 1);
      if (message) messages.push(message);
    }
  }
  const header = parsed.header ?? {};
  return {
    header: {
      channelName: header.channelName ?? '',
      guildName: header.guildName ?? '',
      totalMessages: header.totalMessages ?? messages.length,
      generated: header.generated ?? null,
      ...(header.omittedMessages && header.omittedAfter !== undefined
        ? { omitted: { count: header.omittedMessages, after: Math.min(header.omittedAfter, messages.length) } }
        : {}),
    },
    messages,
    mentions: { users: parsed.users ?? {}, roles: parsed.roles ?? {}, channels: parsed.channels ?? {} },
  };
}

/** A file a transcript refers to: an attachment (its name and stated size) or an embed's image or thumbnail (no name). */
export interface FileReference {
  url: string;
  name: string | null;
  size: number;
}

/**
 * The transcript's files, each address once, in the order they appear: the ones the archive fetches
 * when the ticket closes, and the ones past TRANSCRIPT_LIMITS.files, which it never fetches and the
 * view shows as placeholders.
 */
export function fileReferences(transcript: Transcript): { fetched: FileReference[]; pastLimit: FileReference[] } {
  const refs = new Map<string, FileReference>();
  const add = (url: string | null | undefined, name: string | null, size: number) => {
    if (url && !refs.has(url)) refs.set(url, { url, name, size });
  };
  for (const message of transcript.messages) {
    for (const file of message.attachments) add(attachmentAddress(file), file.name, file.size ?? 0);
    for (const embed of message.embeds) for (const url of [embed.image?.url, embed.thumbnail?.url]) add(url, null, 0);
  }
  const all = [...refs.values()];
  return { fetched: all.slice(0, TRANSCRIPT_LIMITS.files), pastLimit: all.slice(TRANSCRIPT_LIMITS.files) };
}
