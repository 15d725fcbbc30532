// How the bot answers an interaction, once and in time. Discord takes exactly one first answer, within
// 3 s of the interaction: a message, "thinking…" (a deferral) or a form. After that only the token works:
// the answer edited or deleted, follow-ups sent, for 15 minutes; a second first answer is refused (40060)
// and the member's "thinking…" would never end. So what was sent so far is remembered per interaction,
// and every answer takes the one form Discord allows at that point.
import type { API } from '@discordjs/core';
import { type APIEmbed, type APIModalInteractionResponseCallbackData, MessageFlags } from 'discord-api-types/v10';

/** The interaction being answered: its id and token, and the application whose webhook the token is. */
export interface Asked {
  id: string;
  token: string;
  application_id: string;
}

/** What an answer says: words, embeds or both. Mentions in it never ping. */
export interface Words {
  content?: string;
  embeds?: APIEmbed[];
}

type Progress = 'thinking-privately' | 'thinking-publicly' | 'answered';

/** How far each interaction's answer has got (nothing yet: no entry). Gone with the interaction. */
const progress = new WeakMap<Asked, Progress>();

const NOBODY = { parse: [] };
const wordsOf = (answer: string | Words): Words => (typeof answer === 'string' ? { content: answer } : answer);

/** The first answer has been given (a message, a form, or "thinking…" that was then replaced). */
export const answeredFully = (asked: Asked): boolean => progress.get(asked) === 'answered';

/**
 * "Thinking…" while the bot works, privately or for everyone in the channel; the answer that replaces it
 * keeps that choice. Nothing happens when the interaction was acknowledged already.
 */
export async function deferAnswer(discord: API, asked: Asked, privately: boolean): Promise<void> {
  if (progress.has(asked)) return;
  await discord.interactions.defer(asked.id, asked.token, privately ? { flags: MessageFlags.Ephemeral } : {});
  progress.set(asked, privately ? 'thinking-privately' : 'thinking-publicly');
}

/**
 * An answer only the member sees: the first answer, or in place of a private "thinking…". A public
 * "thinking…" cannot turn private: it goes, and a private follow-up says it. After the answer, a private
 * follow-up.
 */
export async function answerPrivately(discord: API, asked: Asked, answer: string | Words): Promise<void> {
  const words = { ...wordsOf(answer), allowed_mentions: NOBODY };
  const state = progress.get(asked);
  if (state === undefined)
    await discord.interactions.reply(asked.id, asked.token, { ...words, flags: MessageFlags.Ephemeral });
  else if (state === 'thinking-privately')
    await discord.interactions.editReply(asked.application_id, asked.token, words);
  else {
    if (state === 'thinking-publicly') await discord.interactions.deleteReply(asked.application_id, asked.token);
    await discord.interactions.followUp(asked.application_id, asked.token, { ...words, flags: MessageFlags.Ephemeral });
  }
  progress.set(asked, 'answered');
}

/**
 * The answer in place of "thinking…", seen by whoever the deferral chose; without a deferral, a message
 * everyone in the channel sees. After the answer, a follow-up.
 */
export async function answerInPlace(discord: API, asked: Asked, answer: string | Words): Promise<void> {
  const words = { ...wordsOf(answer), allowed_mentions: NOBODY };
  const state = progress.get(asked);
  if (state === undefined) await discord.interactions.reply(asked.id, asked.token, words);
  else if (state === 'answered') await discord.interactions.followUp(asked.application_id, asked.token, words);
  else await discord.interactions.editReply(asked.application_id, asked.token, words);
  progress.set(asked, 'answered');
}

/** A form as the first answer (Discord shows a form only as the first answer, never after "thinking…"). */
export async function showForm(discord: API, asked: Asked, form: APIModalInteractionResponseCallbackData) {
  await discord.interactions.createModal(asked.id, asked.token, form);
  progress.set(asked, 'answered');
}

/**
 * What the member hears when the work failed: privately, in place of "thinking…" if there is one, never
 * as a second first answer; nothing once the answer was given (the failure came after it).
 */
export async function answerFailure(discord: API, asked: Asked, text: string): Promise<void> {
  if (!answeredFully(asked)) await answerPrivately(discord, asked, text);
}
