// Tickets as members make them through the act API: an interaction in a channel, the bot's answer once it
// gave one, a ticket opened with /ticket open and its form, closed with /ticket close, a channel of Demo
// Guild by id, and a long history written into a channel at once.
import { nextId } from '../../server/stand-in/ids.js';
import type { World } from '../../server/stand-in/model.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { type Acting, type Answer, completeAnswer } from './bot.js';

export { type Answer, saidIn } from './bot.js';

const G = DEMO_IDS.demoGuild;
const WELCOME = '130000000000000002';

/** The times of the settings page's Tickets form as the page offers them to a server that kept the defaults. */
export const DEFAULT_TIMER_FIELDS = {
  warnAfterMinutes: '2880',
  closeAfterMinutes: '1440',
  closeRequestMinutes: '1440',
};

/** A member's interaction in a channel; resolves with its id. */
export async function interact(
  acting: Pick<Acting, 'act'>,
  userId: string,
  channelId: string,
  body: Record<string, unknown>,
) {
  const { id } = await acting.act<{ id: string }>('POST', '/interactions', {
    guildId: G,
    channelId,
    userId,
    ...body,
  });
  return id;
}

/** What the bot answered, once its answer is complete (a form, a message, or the words after "thinking…"). */
export const answerOf = (acting: Pick<Acting, 'act'>, id: string, deadlineMs?: number): Promise<Answer> =>
  completeAnswer(acting.act, id, deadlineMs);

/**
 * A close is the heaviest answer: the whole history read, the transcript built and stored (millions of
 * characters in the longest tests). Under a full suite's load, with coverage, it may take past the
 * usual deadline without anything being wrong.
 */
const CLOSE_ANSWER_DEADLINE_MS = 30_000;

export const channelOf = (acting: Pick<Acting, 'world'>, channelId: string) =>
  acting.world.guilds.get(G)!.channels.find((channel) => channel.id === channelId);

/** Opens a ticket the way a member does: /ticket open, then the form; resolves with the channel's id. */
export async function openTicket(acting: Pick<Acting, 'act'>, userId: string, reason: string) {
  const asked = await answerOf(
    acting,
    await interact(acting, userId, WELCOME, { type: 'command', name: 'ticket open' }),
  );
  const form = asked.response!.data.custom_id!;
  const submitted = await answerOf(
    acting,
    await interact(acting, userId, WELCOME, { type: 'modal', customId: form, fields: { reason } }),
  );
  return { form, submitted };
}

/** The ticket's number, from its channel's name (ticket-{id}). */
export const ticketIdOf = (acting: Pick<Acting, 'world'>, channelId: string) =>
  Number(channelOf(acting, channelId)!.name.slice('ticket-'.length));

/** /ticket close in the ticket's channel; resolves with the bot's answer. */
export const closeTicket = async (acting: Pick<Acting, 'act'>, userId: string, channelId: string, reason: string) =>
  answerOf(
    acting,
    await interact(acting, userId, channelId, { type: 'command', name: 'ticket close', options: { reason } }),
    CLOSE_ANSWER_DEADLINE_MS,
  );

/**
 * Writes a member's messages into a channel's history at once, straight into the stand-in's world, as
 * history from before the bot listened: no act calls and no gateway events for thousands of messages.
 */
export function seedHistory(
  world: World,
  channelId: string,
  authorId: string,
  count: number,
  text: (index: number) => string,
): void {
  const channel = world.guilds.get(G)!.channels.find((entry) => entry.id === channelId)!;
  const start = Date.now();
  for (let index = 0; index < count; index++) {
    const id = nextId(world);
    world.messages.push({
      id,
      guildId: G,
      channelId,
      authorId,
      type: 0,
      content: text(index),
      embeds: [],
      components: [],
      attachments: [],
      reference: null,
      flags: 0,
      timestamp: new Date(start + index).toISOString(),
      editedTimestamp: null,
      pinned: false,
      mentions: [],
      mentionRoles: [],
      mentionEveryone: false,
      allowedMentions: null,
      interaction: null,
    });
    channel.lastMessageId = id;
  }
}
