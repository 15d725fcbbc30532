// Tickets of a category whose form asks five questions (Discord's most for one form): the category made
// through the bot API as an admin would, then each member's /ticket open answered with the form, and the
// form sent with five answers; timed from the sent form to the welcome with the answers in it.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { signBotApiToken } from '../../server/platform/bot-api-token.js';
import type { World } from '../../server/stand-in/model.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { act, GUILD, WELCOME, welcomed } from './bot-interactions.js';
import { BOT_API_SECRET } from './product.js';

export const QUESTION_CATEGORY = 'Bewerbung fürs Team';
const QUESTIONS = [
  { label: 'Wie alt bist du?', style: 'short', required: true },
  { label: 'Seit wann bist du auf dem Server?', style: 'short', required: true },
  { label: 'Warum willst du ins Team?', style: 'paragraph', required: true },
  { label: 'Wann hast du Zeit?', style: 'short', required: false },
  { label: 'Sonst noch etwas?', style: 'paragraph', required: false },
] as const;
const ANSWERS = {
  'question-0': '19',
  'question-1': 'Seit dem Frühjahr 2025',
  'question-2': 'Ich helfe gern Neuen, die sich nicht zurechtfinden, und kenne die Regeln gut.',
  'question-3': 'Abends und am Wochenende',
  'question-4': 'Danke!',
};

/** Makes the category with its five questions, as the server's owner on the dashboard would. */
export async function makeQuestionCategory(botApi: string): Promise<void> {
  const token = await signBotApiToken(BOT_API_SECRET, { id: DEMO_IDS.owner, name: 'demo-owner' }, new Date());
  const res = await request(`${botApi}/api/ticket-categories/${GUILD}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: QUESTION_CATEGORY, emoji: '📝', questions: QUESTIONS }),
  });
  if (res.statusCode !== 201) throw new Error(`the question category: ${res.statusCode} ${await res.body.text()}`);
  await res.body.dump();
}

/** The form the bot answered an interaction with, once it answered. */
async function formOf(world: World, interactionId: string): Promise<string> {
  for (;;) {
    const response = world.interactions.get(interactionId)?.response;
    if (response?.type === 9) return String(response.data!.custom_id);
    if (response) throw new Error(`/ticket open answered with ${response.type}, not the form`);
    await sleep(5);
  }
}

/** A member opens a ticket of the question category; from the sent form to the welcome, in ms. */
export async function openWithQuestions(standIn: FastifyInstance, world: World, userId: string): Promise<number> {
  const where = { guildId: GUILD, channelId: WELCOME, userId };
  const command = { ...where, type: 'command', name: 'ticket open', options: { category: QUESTION_CATEGORY } };
  const form = await formOf(world, await act(standIn, '/act/interactions', command));
  const sent = await act(standIn, '/act/interactions', { ...where, type: 'modal', customId: form, fields: ANSWERS });
  return (await welcomed(world, sent)).ms;
}
