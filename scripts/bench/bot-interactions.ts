// What the bench's ticket section does as Discord's members, through the stand-in's act API: an interaction
// made, the bot's answer awaited, and a ticket's opening timed from its interaction to the welcome.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { World } from '../../server/stand-in/model.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';

export const GUILD = DEMO_IDS.demoGuild;
export const WELCOME = '130000000000000002';

/** An act API call that makes something (an interaction, a message); resolves with its id. */
export async function act(standIn: FastifyInstance, url: string, payload: object): Promise<string> {
  const res = await standIn.inject({ method: 'POST', url, payload });
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/**
 * How long a bench waits for the bot's answer to an interaction. Far beyond any answer worth timing, yet
 * bounded: on a loaded machine an answer can be lost, and a wait without end would hang the whole run.
 */
export const ANSWER_WAIT_MS = 30_000;

/** The bot's answer did not come within ANSWER_WAIT_MS: a bench counts it, rather than hanging on it. */
export class NoAnswer extends Error {}

/** The interaction's answer once its words are there (after the bot's "thinking"); NoAnswer past the bound. */
export async function answered(world: World, interactionId: string, words: string) {
  const giveUpAt = performance.now() + ANSWER_WAIT_MS;
  while (performance.now() < giveUpAt) {
    const original = world.messages.find((message) => message.interaction?.id === interactionId);
    if (original?.content.includes(words)) return original;
    await sleep(5);
  }
  throw new NoAnswer(`no answer saying "${words}" to interaction ${interactionId} within ${ANSWER_WAIT_MS} ms`);
}

/** From the interaction that opened a ticket to the welcome in its new channel, in ms; with the channel and ticket. */
export async function welcomed(world: World, interactionId: string) {
  const asked = world.interactions.get(interactionId)!.createdAt;
  const answer = await answered(world, interactionId, 'Dein Ticket ist offen');
  const channelId = /<#(\d+)>/.exec(answer.content)![1]!;
  const welcome = world.messages.find((message) => message.channelId === channelId && message.embeds.length > 0)!;
  const channel = world.guilds.get(GUILD)!.channels.find((entry) => entry.id === channelId)!;
  return {
    ms: Date.parse(welcome.timestamp) - asked,
    channelId,
    ticketId: Number(channel.name.slice('ticket-'.length)),
  };
}

/** Once the bot has registered its /ticket command in the guild, as it does when it connects. */
export async function ticketCommandReady(world: World) {
  while (!(world.guildCommands.get(GUILD) ?? []).some((command) => command.name === 'ticket')) await sleep(50);
}
