// A user acts in their direct messages with the bot: clicks a button of the bot's message there, or
// submits the form the bot showed them. Discord's INTERACTION_CREATE then carries the user and the DM
// channel, and no guild or member; the answers go into the DM channel (state/interactions.ts).
import { ComponentType as C, InteractionType } from 'discord-api-types/v10';
import { snowflakeTime } from '../../contract/snowflake.js';
import { findComponent } from '../components.js';
import { nextId } from '../ids.js';
import type { JsonObject, World } from '../model.js';
import { messageResponse } from '../serialize-message.js';
import { userResponse } from '../serialize.js';
import { type DirectChannel, findDirectChannel } from '../state/direct-messages.js';
import { interactionToken, recordInteraction } from '../state/interactions.js';
import type { Failure } from './common.js';
import { type Built, modalData } from './component-data.js';

/** What the act API's body says of an interaction in a direct message. */
interface DirectAct {
  channelId: string;
  userId: string;
  type: 'command' | 'autocomplete' | 'component' | 'modal';
  messageId?: string | undefined;
  customId?: string | undefined;
  values?: string[] | undefined;
  fields: Record<string, string>;
  locale: string;
}

/** A click on a button of a message in the DM channel. */
function buttonData(world: World, channel: DirectChannel, messageId: string, customId: string): Built {
  const message = world.messages.find((entry) => entry.id === messageId && entry.channelId === channel.id);
  if (!message) return { status: 404, reason: `Unknown message ${messageId} in this direct message` };
  const component = findComponent(message.components, customId);
  if (!component) return { status: 404, reason: `Message ${message.id} has no component with custom_id "${customId}"` };
  if (component.disabled === true) return { status: 400, reason: `The component "${customId}" is disabled` };
  if (component.type !== C.Button) return { status: 400, reason: 'Only buttons are played in direct messages' };
  return { data: { custom_id: customId, component_type: C.Button }, messageId };
}

/** The fields every INTERACTION_CREATE in a direct message carries: the user, the DM channel, no guild. */
function envelope(world: World, channel: DirectChannel, locale: string) {
  const user = userResponse(world.users.get(channel.userId)!);
  return {
    application_id: world.application.id,
    version: 1,
    channel_id: channel.id,
    channel: { id: channel.id, type: 1, last_message_id: channel.lastMessageId, flags: 0, recipients: [user] },
    user,
    app_permissions: '0',
    locale,
    entitlements: [],
    authorizing_integration_owners: { 0: world.application.id },
    context: 1,
    attachment_size_limit: 10_485_760,
  };
}

export function actDirectInteraction(world: World, body: DirectAct): { id: string } | Failure {
  const channel = findDirectChannel(world, body.channelId);
  if (!channel || channel.userId !== body.userId)
    return { status: 404, reason: `Unknown direct message channel ${body.channelId} of this user` };
  if (body.type !== 'component' && body.type !== 'modal')
    return { status: 400, reason: 'Only buttons and forms are played in direct messages' };
  const built =
    body.type === 'component'
      ? buttonData(world, channel, body.messageId!, body.customId!)
      : modalData(world, '', body.userId, body.customId!, body.fields);
  if ('reason' in built) return built;
  const id = nextId(world);
  const token = interactionToken(id);
  const type = body.type === 'component' ? InteractionType.MessageComponent : InteractionType.ModalSubmit;
  const message = built.messageId ? world.messages.find((entry) => entry.id === built.messageId) : undefined;
  const payload: JsonObject = {
    id,
    type,
    token,
    ...envelope(world, channel, body.locale),
    data: built.data,
    ...(message ? { message: messageResponse(world, message) } : {}),
  };
  recordInteraction(world, {
    id,
    token,
    type,
    guildId: '',
    channelId: channel.id,
    userId: body.userId,
    name: null,
    messageId: built.messageId,
    createdAt: snowflakeTime(id),
    payload,
    response: null,
    originalId: null,
    followupIds: [],
  });
  return { id };
}
