// A busy Demo Guild for the pages that grow with it, shared by their byte budgets (test) and the bench's
// busy section: a channel of 100 messages, 100 auto responses with full embeds, 50 ticket categories with
// 5 questions each. The texts vary from entry to entry, as people's do, so the compression earns no more
// than it would on a real guild.
import { brotliDecompressSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { createAutoResponse } from '../../server/bot-api/repos/autoresponses.js';
import { createCategory } from '../../server/bot-api/repos/categories.js';
import type { Database } from '../../server/bot-api/store/schema.js';
import { AutoResponseInput, CategoryInput } from '../../server/contract/index.js';
import { CATEGORY_EMOJIS, LIMITS } from '../../server/contract/facts.js';
import type { World } from '../../server/stand-in/model.js';
import { channelHistory, emptyBody, postMessage } from '../../server/stand-in/state/messages.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { type CookieJar, fetchRaw } from './http-client.js';

/** What each page may weigh over the wire (brotli): issue 52's two pages and issue 49's categories page. */
export const BUDGET = { demoChannel: 20 * 1024, autoResponses: 16 * 1024, categories: 12 * 1024 } as const;
/** Messages in the channel, and auto responses. */
export const COUNT = 100;
/** Ticket categories, each with as many questions as one Discord form holds. */
export const CATEGORY_COUNT = 50;
export const G = DEMO_IDS.demoGuild;
export const CHAT = '130000000000000002';
const PEOPLE = [DEMO_IDS.owner, DEMO_IDS.moderator, DEMO_IDS.newcomer, DEMO_IDS.operator];
const OWNER = { id: DEMO_IDS.owner, name: 'demo-owner' };
const WORDS =
  'hallo wer kann mir helfen meine rolle fehlt seit dem update der bot antwortet nicht mehr danke für die schnelle hilfe ich habe das ticket geöffnet wann ist das nächste event heute abend um acht schaut in die regeln bevor ihr fragt'.split(
    ' ',
  );

/** `count` words of the list, the same for the same seed, different from one seed to the next. */
export function words(seed: number, count: number): string {
  let state = seed * 7_919 + 17;
  return Array.from({ length: count }, () => {
    state = (state * 48_271) % 2_147_483_647;
    return WORDS[state % WORDS.length]!;
  }).join(' ');
}

const picture = (kind: string, index: number) => `https://cdn.example.org/${kind}/${index}.png`;

/** An embed with every part: link, time, fields, footer, author, image and thumbnail. */
export function fullEmbed(index: number) {
  return {
    url: `https://example.org/regeln/${index}`,
    timestamp: true,
    fields: [0, 1, 2].map((field) => ({
      name: words(index * 10 + field, 2),
      value: words(index * 20 + field, 8),
      inline: field > 0,
    })),
    footer: { text: words(index * 30, 4), iconUrl: picture('footer', index) },
    author: { name: words(index * 40, 2), url: `https://example.org/team/${index}`, iconUrl: picture('author', index) },
    imageUrl: picture('image', index),
    thumbnailUrl: picture('thumbnail', index),
  };
}

/** Members chatting with Markdown and mentions; every fifth message the bot's answer with an embed. */
export function chatMessage(index: number) {
  if (index % 5 === 4) {
    const embed = fullEmbed(index);
    return {
      ...emptyBody(),
      authorId: DEMO_IDS.bot,
      embeds: [
        {
          title: words(index, 3),
          description: `**${words(index + 1, 4)}** ${words(index + 2, 16)}`,
          url: embed.url,
          color: 0x5865f2,
          fields: embed.fields,
          footer: { text: embed.footer.text },
          author: { name: embed.author.name },
          thumbnail: { url: embed.thumbnailUrl },
        },
      ],
    };
  }
  const mention =
    index % 3 === 0 ? ` <@${DEMO_IDS.moderator}>` : index % 3 === 1 ? ` <#${DEMO_IDS.ticketChannel}>` : '';
  return {
    ...emptyBody(),
    authorId: PEOPLE[index % PEOPLE.length]!,
    content: `${words(index, 6)} **${words(index + 3, 2)}** ${words(index + 5, 8)}${mention}`,
  };
}

/** Fills the chat channel of the world's Demo Guild up to COUNT messages. */
export function fillChat(world: World): void {
  const guild = world.guilds.get(G)!;
  const chat = guild.channels.find((entry) => entry.id === CHAT)!;
  for (let index = channelHistory(world, CHAT).length; index < COUNT; index++)
    postMessage(world, guild, chat, chatMessage(index));
}

/** COUNT auto responses in Demo Guild, each with text and a full embed. */
export async function addAutoResponses(db: Kysely<Database>): Promise<void> {
  for (let index = 0; index < COUNT; index++) {
    const input = AutoResponseInput.parse({
      guildId: G,
      trigger: `frage-${index + 1}`,
      response: words(index + 500, 10),
      isEmbed: true,
      embedTitle: words(index + 600, 4),
      embedDescription: `${words(index + 700, 20)} <#${CHAT}>`,
      embedColor: (index * 40_503) % 0xffffff,
      embed: fullEmbed(index),
    });
    await createAutoResponse(db, G, input, OWNER, new Date());
  }
}

/** A category with a description, a full form (every question with a placeholder, every second one long), a team and a welcome. */
export function busyCategory(index: number): CategoryInput {
  return CategoryInput.parse({
    name: `${words(index + 800, 2)} ${index + 1}`,
    description: words(index + 900, 12),
    emoji: CATEGORY_EMOJIS[index % CATEGORY_EMOJIS.length],
    color: `#${((index * 40_503) % 0xffffff).toString(16).padStart(6, '0')}`,
    questions: Array.from({ length: LIMITS.ticketQuestions.count }, (_, question) => ({
      label: `${words(index * 10 + question + 1_000, 3)}?`,
      style: question % 2 === 0 ? 'short' : 'paragraph',
      required: question < 2,
      placeholder: words(index * 10 + question + 2_000, 6),
      ...(question % 2 === 0 ? {} : { minLength: 10, maxLength: 1_000 }),
    })),
    staffRoleIds: [DEMO_IDS.supportRole],
    welcomeMessage: `Hallo {user}, ${words(index + 3_000, 12)}`,
  });
}

/** CATEGORY_COUNT ticket categories in Demo Guild, besides the demo's own; the last one's id. */
export async function addCategories(db: Kysely<Database>): Promise<number> {
  let last = 0;
  for (let index = 0; index < CATEGORY_COUNT; index++)
    last = (await createCategory(db, G, busyCategory(index), OWNER, new Date())).id;
  return last;
}

/** A page as it comes over the wire when brotli is asked for: its status, encoding, size and text. */
export async function wireBytes(url: string, jar: CookieJar) {
  const res = await fetchRaw(url, { jar, headers: { 'accept-encoding': 'br' } });
  return {
    status: res.status,
    encoding: res.headers['content-encoding'],
    bytes: res.body.length,
    html: brotliDecompressSync(res.body).toString(),
  };
}
