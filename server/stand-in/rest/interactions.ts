// How the bot answers interactions: the callback (no Authorization header; ?with_response returns what
// it created; an autocomplete is answered with its choices only) within 3 s, else 10062 Unknown
// interaction as at Discord; then, with the interaction's token as a webhook, follow-ups and @original
// (or a follow-up) read, edited and deleted for 15 minutes, after which Discord answers 401 Invalid
// Webhook Token (a token that never answered anything is an Unknown Webhook).
import { InteractionResponseType as R, MessageFlags } from 'discord-api-types/v10';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { Choice } from '../commands.js';
import type { JsonObject, StandInGuild, StandInInteraction, StandInMessage, World } from '../model.js';
import { fieldInvalid, parseBody, refuse } from '../replies.js';
import { messageResponse } from '../serialize-message.js';
import { deleteMessage, type MessageBody } from '../state/messages.js';
import {
  answer,
  callbackProblem,
  editInteractionMessage,
  followUp,
  firstAnswerInTime,
  interactionByToken,
  interactionMessages,
  tokenLive,
} from '../state/interactions.js';
import { findChannel } from '../state/channels.js';
import { withoutAuthorization } from './gate.js';
import { MessageFields, messageChange, newMessageBody } from './message-body.js';
import { parseRequest } from './request-schema.js';

const CallbackParams = z.object({ interactionId: z.string(), token: z.string() });
const CallbackQuery = z.object({ with_response: z.enum(['true', 'false']).optional() }).catch({});
const Callback = z.object({
  type: z.union(
    [
      R.Pong,
      R.ChannelMessageWithSource,
      R.DeferredChannelMessageWithSource,
      R.DeferredMessageUpdate,
      R.UpdateMessage,
      R.Modal,
      R.ApplicationCommandAutocompleteResult,
    ].map((type) => z.literal(type)),
  ),
  data: z.looseObject({}).nullable().optional(),
});
/** A modal holds 1 to 5 rows (the OpenAPI description allows 40). */
const MODAL_ROWS = 5;
const Modal = z.object({
  custom_id: z.string().min(1).max(100),
  title: z.string().min(1).max(45),
  components: z.array(z.looseObject({ type: z.number().int() })).min(1),
});

function modalBody(data: JsonObject | null, reply: FastifyReply) {
  const modal = parseBody(Modal, data, reply, ['data']);
  if (!modal) return null;
  if (modal.components.length <= MODAL_ROWS) return {};
  void fieldInvalid(
    reply,
    ['data', 'components'],
    'BASE_TYPE_BAD_LENGTH',
    `Must be between 1 and ${MODAL_ROWS} in length.`,
  );
  return null;
}
/** What Discord shows a member typing an option: at most 25 choices. */
const AutocompleteResult = z.object({ choices: z.array(Choice).max(25) });
const WebhookParams = z.object({ applicationId: z.string(), token: z.string() });
const WebhookMessageParams = WebhookParams.extend({ messageId: z.string() });

/** The server an interaction's messages are in: whose custom emoji their components may use. */
const guildOf = (world: World, interaction: StandInInteraction | null) =>
  (interaction && world.guilds.get(interaction.guildId)) ?? null;

/** What a callback's data asks for, or null once Discord's 400 was sent (an update names only what changes). */
function callbackBody(
  type: number,
  data: JsonObject | null,
  reply: FastifyReply,
  guild: StandInGuild | null,
): Partial<MessageBody> | null {
  if (type === R.Modal) return modalBody(data, reply);
  if (type === R.ApplicationCommandAutocompleteResult)
    return parseBody(AutocompleteResult, data, reply, ['data']) && {};
  const fields = parseBody(MessageFields, data, reply, ['data']);
  if (!fields) return null;
  if (type === R.ChannelMessageWithSource) return newMessageBody(fields, reply, true, guild);
  if (type === R.UpdateMessage) return messageChange(fields, reply, true, guild);
  return { flags: (fields.flags ?? 0) & MessageFlags.Ephemeral };
}

function created(world: World, interaction: StandInInteraction) {
  const original = interactionMessages(world, interaction).original;
  const type = interaction.response!.type;
  const message =
    original &&
    (type === R.ChannelMessageWithSource || type === R.DeferredChannelMessageWithSource || type === R.UpdateMessage)
      ? original
      : null;
  return {
    interaction: {
      id: interaction.id,
      type: interaction.type,
      ...(message
        ? {
            response_message_id: message.id,
            response_message_loading: (message.flags & MessageFlags.Loading) !== 0,
            response_message_ephemeral: (message.flags & MessageFlags.Ephemeral) !== 0,
          }
        : {}),
    },
    resource: { type, ...(message ? { message: messageResponse(world, message) } : {}) },
  };
}

function callbackEndpoint(rest: FastifyInstance, world: World): void {
  rest.post('/interactions/:interactionId/:token/callback', withoutAuthorization, async (request, reply) => {
    const { interactionId, token } = CallbackParams.parse(request.params);
    const interaction = world.interactions.get(interactionId);
    if (!interaction || interaction.token !== token || !tokenLive(world, interaction))
      return refuse(reply, 'unknownInteraction');
    const callback = await parseRequest('create_interaction_response', Callback, request.body, reply);
    if (!callback) return reply;
    if (interaction.response) return refuse(reply, 'alreadyAcknowledged');
    // Past its deadline Discord has told the member the application did not respond, and forgets the interaction.
    if (!firstAnswerInTime(world, interaction)) return refuse(reply, 'unknownInteraction');
    const problem = callbackProblem(interaction, callback.type);
    if (problem) return fieldInvalid(reply, ['type'], 'INTERACTION_RESPONSE_TYPE_INVALID', problem);
    const data = callback.data ?? null;
    const body = callbackBody(callback.type, data, reply, guildOf(world, interaction));
    if (!body) return reply;
    answer(world, interaction, callback.type, data, body);
    return CallbackQuery.parse(request.query).with_response === 'true'
      ? created(world, interaction)
      : reply.code(204).send();
  });
}

/**
 * The answered interaction a live webhook token names; else Discord's 404 Unknown Webhook (no such token,
 * or one whose interaction was never answered), or 401 Invalid Webhook Token once its 15 minutes are over.
 */
function tokenInteraction(world: World, params: unknown, reply: FastifyReply): StandInInteraction | null {
  const { applicationId, token } = WebhookParams.parse(params);
  const interaction = applicationId === world.application.id ? interactionByToken(world, token) : null;
  if (!interaction?.response) void refuse(reply, 'unknownWebhook');
  else if (!tokenLive(world, interaction)) void refuse(reply, 'invalidWebhookToken');
  else return interaction;
  return null;
}

/** @original (sent percent-encoded by some clients) or one of the follow-ups. */
function answerMessage(
  world: World,
  params: unknown,
  reply: FastifyReply,
): { interaction: StandInInteraction; message: StandInMessage } | null {
  const interaction = tokenInteraction(world, params, reply);
  if (!interaction) return null;
  const messageId = decodeURIComponent(WebhookMessageParams.parse(params).messageId);
  const { original, followups } = interactionMessages(world, interaction);
  const message =
    messageId === '@original' ? original : ([original, ...followups].find((entry) => entry?.id === messageId) ?? null);
  if (!message) void refuse(reply, 'unknownMessage');
  return message ? { interaction, message } : null;
}

function webhookEndpoints(rest: FastifyInstance, world: World): void {
  rest.post('/webhooks/:applicationId/:token', withoutAuthorization, async (request, reply) => {
    const interaction = tokenInteraction(world, request.params, reply);
    const fields = interaction && (await parseRequest('execute_webhook', MessageFields, request.body, reply));
    const body = fields && newMessageBody(fields, reply, true, guildOf(world, interaction));
    return interaction && body ? messageResponse(world, followUp(world, interaction, body)) : reply;
  });
  rest.get('/webhooks/:applicationId/:token/messages/:messageId', withoutAuthorization, async (request, reply) => {
    const found = answerMessage(world, request.params, reply);
    return found ? messageResponse(world, found.message) : reply;
  });
  rest.patch('/webhooks/:applicationId/:token/messages/:messageId', withoutAuthorization, async (request, reply) => {
    const found = answerMessage(world, request.params, reply);
    const fields = found && (await parseRequest('update_webhook_message', MessageFields, request.body, reply));
    const change = fields && messageChange(fields, reply, true, guildOf(world, found.interaction));
    if (!found || !change) return reply;
    editInteractionMessage(world, found.message, change);
    return messageResponse(world, found.message);
  });
  rest.delete('/webhooks/:applicationId/:token/messages/:messageId', withoutAuthorization, async (request, reply) => {
    const found = answerMessage(world, request.params, reply);
    if (!found) return reply;
    const place = findChannel(world, found.message.channelId);
    if (place) deleteMessage(world, place.guild, found.message);
    else world.messages.splice(world.messages.indexOf(found.message), 1);
    return reply.code(204).send();
  });
}

export function interactionEndpoints(rest: FastifyInstance, world: World): void {
  callbackEndpoint(rest, world);
  webhookEndpoints(rest, world);
}
