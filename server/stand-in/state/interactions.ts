// Interactions and the bot's answers: the one initial callback (a message, a deferral, an update of the
// component's message, a modal, or an autocomplete's choices) within 3 s of the interaction, the
// messages @original names, and follow-ups, for as long as the interaction's token lives (15 minutes),
// each deadline by the world's clock.
import {
  GatewayDispatchEvents as E,
  InteractionResponseType as R,
  InteractionType,
  MessageFlags,
  MessageType,
} from 'discord-api-types/v10';
import { emit, type JsonObject, type StandInInteraction, type StandInMessage, type World } from '../model.js';
import { findChannel } from './channels.js';
import { editDirectMessage, findDirectChannel, postDirectMessage } from './direct-messages.js';
import { editMessage, emptyBody, type MessageBody, postMessage } from './messages.js';

export function recordInteraction(world: World, interaction: StandInInteraction): void {
  world.interactions.set(interaction.id, interaction);
  emit(world, E.InteractionCreate, interaction.guildId, interaction.payload);
}

/** A token Discord would hand out: unique per interaction, useless for anything else. */
export const interactionToken = (id: string) => Buffer.from(`interaction:${id}:stand-in`).toString('base64url');

/** Whether the first answer may still come: Discord waits initialResponseMs (3 s) for it, then gives up. */
export const firstAnswerInTime = (world: World, interaction: StandInInteraction) =>
  world.clock.now() <= interaction.createdAt + world.settings.initialResponseMs;

/** Whether the token still takes follow-ups and edits of the answers (15 minutes at Discord). */
export const tokenLive = (world: World, interaction: StandInInteraction) =>
  world.clock.now() < interaction.createdAt + world.settings.interactionTtlMs;

/** Discord gave up on the bot: no first answer in time, and the member reads "The application did not respond". */
export const notAnswered = (world: World, interaction: StandInInteraction) =>
  interaction.response === null && !firstAnswerInTime(world, interaction);

export function interactionByToken(world: World, token: string): StandInInteraction | null {
  for (const interaction of world.interactions.values()) if (interaction.token === token) return interaction;
  return null;
}

/** Why Discord refuses this callback type for this interaction, or null. */
export function callbackProblem(interaction: StandInInteraction, type: number): string | null {
  const fromComponent =
    interaction.type === InteractionType.MessageComponent ||
    (interaction.type === InteractionType.ModalSubmit && interaction.messageId !== null);
  if (type === R.Pong) return 'PONG answers PING interactions only';
  const choosing = interaction.type === InteractionType.ApplicationCommandAutocomplete;
  if (choosing !== (type === R.ApplicationCommandAutocompleteResult))
    return choosing
      ? 'an autocomplete interaction is answered with choices'
      : 'only autocomplete is answered with choices';
  if ((type === R.DeferredMessageUpdate || type === R.UpdateMessage) && !fromComponent)
    return 'only interactions on a message can update it';
  if (type === R.Modal && interaction.type === InteractionType.ModalSubmit) return 'a modal cannot answer a modal';
  return null;
}

function interactionMessage(world: World, interaction: StandInInteraction, body: MessageBody): StandInMessage {
  const origin = { id: interaction.id, type: interaction.type, name: interaction.name, userId: interaction.userId };
  const place = findChannel(world, interaction.channelId);
  // An interaction in a direct message is answered there.
  if (!place)
    return postDirectMessage(world, findDirectChannel(world, interaction.channelId)!, {
      ...body,
      authorId: world.application.botUserId,
      interaction: origin,
    });
  const { guild, channel } = place;
  const type =
    interaction.type === InteractionType.ApplicationCommand ? MessageType.ChatInputCommand : MessageType.Default;
  return postMessage(world, guild, channel, {
    ...body,
    authorId: world.application.botUserId,
    type,
    interaction: origin,
  });
}

/** Plays the initial callback (the caller checked callbackProblem and that none was sent before). */
export function answer(
  world: World,
  interaction: StandInInteraction,
  type: number,
  data: JsonObject | null,
  body: Partial<MessageBody>,
): void {
  interaction.response = { type, data };
  if (type === R.ChannelMessageWithSource)
    interaction.originalId = interactionMessage(world, interaction, { ...emptyBody(), ...body }).id;
  if (type === R.DeferredChannelMessageWithSource) {
    interaction.originalId = interactionMessage(world, interaction, {
      ...emptyBody(),
      flags: MessageFlags.Loading | (body.flags ?? 0),
    }).id;
  }
  if (type === R.DeferredMessageUpdate || type === R.UpdateMessage) interaction.originalId = interaction.messageId;
  if (type === R.UpdateMessage)
    editInteractionMessage(world, world.messages.find((message) => message.id === interaction.messageId)!, body);
}

/** Edits @original or a follow-up; the ephemeral choice stays, and a deferred answer stops loading. */
export function editInteractionMessage(world: World, message: StandInMessage, change: Partial<MessageBody>): void {
  const flags = (change.flags ?? message.flags) & ~(MessageFlags.Loading | MessageFlags.Ephemeral);
  const edited = { ...change, flags: flags | (message.flags & MessageFlags.Ephemeral) };
  const place = findChannel(world, message.channelId);
  if (place) editMessage(world, place.guild, place.channel, message, edited);
  else editDirectMessage(world, message, edited);
}

/** A follow-up; the first one after a deferral fills in the loading answer instead, as Discord does. */
export function followUp(world: World, interaction: StandInInteraction, body: MessageBody): StandInMessage {
  const original = interactionMessages(world, interaction).original;
  if (original && original.flags & MessageFlags.Loading) {
    editInteractionMessage(world, original, body);
    return original;
  }
  const message = interactionMessage(world, interaction, body);
  interaction.followupIds.push(message.id);
  return message;
}

/** The messages that answered an interaction, ephemeral ones included. */
export function interactionMessages(
  world: World,
  interaction: StandInInteraction,
): { original: StandInMessage | null; followups: StandInMessage[] } {
  const byId = (id: string) => world.messages.find((message) => message.id === id) ?? null;
  return {
    original: interaction.originalId ? byId(interaction.originalId) : null,
    followups: interaction.followupIds.map(byId).filter((message): message is StandInMessage => message !== null),
  };
}
