// The demo's cast, and how a demo transcript is written in the bot's transcript format
// (server/contract/transcript.ts): both author shapes, message ids of their times, attachments on Discord's CDN.
import { snowflakeAt } from '../contract/snowflake.js';
import { DEMO_IDS } from './world.js';

export const CDN = 'https://cdn.discordapp.com';
export const MEDIA = 'https://media.discordapp.net';

interface Person {
  id: string;
  name: string;
  avatar: string | null;
  discriminator: string;
  bot?: boolean;
}

export const people = {
  bot: {
    id: DEMO_IDS.bot,
    name: 'Guildhall Bot',
    avatar: 'c1b2c3d4e5f60718293a4b5c6d7e8f92',
    discriminator: '7731',
    bot: true,
  },
  lena: { id: '200000000000000011', name: 'Lena', avatar: 'd1b2c3d4e5f60718293a4b5c6d7e8f93', discriminator: '0' },
  max: { id: '200000000000000012', name: 'Max', avatar: null, discriminator: '0' },
  sophie: { id: '200000000000000013', name: 'Sophie', avatar: 'e1b2c3d4e5f60718293a4b5c6d7e8f94', discriminator: '0' },
  tim: { id: '200000000000000014', name: 'Tim', avatar: null, discriminator: '0' },
  jonas: { id: '200000000000000015', name: 'jonas', avatar: null, discriminator: '1312' },
  aylin: { id: '200000000000000016', name: 'Aylin', avatar: 'f1b2c3d4e5f60718293a4b5c6d7e8f95', discriminator: '0' },
  mia: { id: DEMO_IDS.moderator, name: 'Mia | Mod', avatar: 'b1b2c3d4e5f60718293a4b5c6d7e8f91', discriminator: '0' },
} satisfies Record<string, Person>;

type Shape = 'current' | 'legacy';

function author(person: Person, shape: Shape) {
  if (shape === 'legacy')
    return {
      id: person.id,
      username: person.name,
      discriminator: person.discriminator,
      avatar: person.avatar,
      bot: person.bot ?? false,
    };
  return {
    id: person.id,
    displayName: person.name,
    bot: person.bot ?? false,
    avatarURL: person.avatar ? `${CDN}/avatars/${person.id}/${person.avatar}.png?size=40` : null,
  };
}

interface MessageSpec {
  by: Person;
  at: string;
  content?: string;
  edited?: boolean;
  pinned?: boolean;
  attachments?: { name: string; contentType: string; size: number }[];
  embeds?: unknown[];
  reactions?: { emoji: string; count: number }[];
}

export function transcript(channelName: string, generated: string, shape: Shape, specs: MessageSpec[]) {
  // Ids carry the time of their message, as Discord's do; the transcript's ids count up in their low
  // bits, so two made at one moment still differ.
  let made = 0;
  const idAt = (at: string) => snowflakeAt(Date.parse(at), made++);
  const messages = specs.map((spec) => {
    const id = idAt(spec.at);
    return {
      id,
      timestamp: spec.at,
      content: spec.content ?? '',
      edited: spec.edited ?? false,
      pinned: spec.pinned ?? false,
      author: author(spec.by, shape),
      attachments: (spec.attachments ?? []).map((file) => {
        const fileId = idAt(spec.at);
        return {
          id: fileId,
          name: file.name,
          url: `${CDN}/attachments/${DEMO_IDS.ticketChannel}/${fileId}/${encodeURIComponent(file.name)}`,
          proxyUrl: `${MEDIA}/attachments/${DEMO_IDS.ticketChannel}/${fileId}/${encodeURIComponent(file.name)}`,
          contentType: file.contentType,
          size: file.size,
        };
      }),
      embeds: spec.embeds ?? [],
      reactions: (spec.reactions ?? []).map((reaction) => ({ emoji: { name: reaction.emoji }, count: reaction.count })),
    };
  });
  return JSON.stringify({
    header: { channelName, guildName: 'Demo Guild', totalMessages: messages.length, generated },
    messages,
  });
}
