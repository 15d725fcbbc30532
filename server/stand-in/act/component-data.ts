// A click on a button or a choice in a select, and a submitted modal, as Discord reports them: the
// component must exist on a message the user can see (with values the select offers), and a modal
// must be one the bot showed this user, filled in as its text inputs allow.
import { ComponentType as C, InteractionResponseType as R } from 'discord-api-types/v10';
import { eachComponent, findComponent } from '../components.js';
import type { JsonObject, StandInChannel, StandInGuild, StandInInteraction, StandInMessage, World } from '../model.js';
import { isEphemeral } from '../state/messages.js';
import { type MentionKind, Resolved } from './resolved.js';

export type Built = { data: JsonObject; messageId: string | null } | { status: 400 | 404; reason: string };

export const SELECT_KINDS: Partial<Record<number, MentionKind>> = {
  [C.UserSelect]: 'user',
  [C.RoleSelect]: 'role',
  [C.MentionableSelect]: 'mentionable',
  [C.ChannelSelect]: 'channel',
};

/** A message the user sees in the channel: a shared one, or an ephemeral answer to them. */
export function messageSeenBy(
  world: World,
  channel: StandInChannel,
  messageId: string,
  userId: string,
): StandInMessage | null {
  const message = world.messages.find((entry) => entry.id === messageId && entry.channelId === channel.id);
  return message && (!isEphemeral(message) || message.interaction?.userId === userId) ? message : null;
}

function selectValues(select: JsonObject, values: string[], resolved: Resolved): string | null {
  const min = typeof select.min_values === 'number' ? select.min_values : 1;
  const max = typeof select.max_values === 'number' ? select.max_values : 1;
  if (values.length < min || values.length > max) return `The select takes ${min} to ${max} values`;
  const kind = SELECT_KINDS[select.type as number];
  if (kind)
    return values.every((value) => resolved.add(kind, value, select.channel_types as number[] | undefined))
      ? null
      : `A value names no ${kind} of this guild`;
  const offered = ((select.options as JsonObject[] | undefined) ?? []).map((option) => option.value);
  const stray = values.find((value) => !offered.includes(value));
  return stray === undefined ? null : `The select offers no value "${stray}"`;
}

export function componentData(
  world: World,
  guild: StandInGuild,
  channel: StandInChannel,
  userId: string,
  input: { messageId: string; customId: string; values?: string[] | undefined },
): Built {
  const message = messageSeenBy(world, channel, input.messageId, userId);
  if (!message) return { status: 404, reason: `Unknown message ${input.messageId} in #${channel.name}` };
  const component = findComponent(message.components, input.customId);
  if (!component)
    return { status: 404, reason: `Message ${message.id} has no component with custom_id "${input.customId}"` };
  if (component.disabled === true) return { status: 400, reason: `The component "${input.customId}" is disabled` };
  const type = component.type as number;
  if (type === C.Button) {
    return input.values
      ? { status: 400, reason: 'A button takes no values' }
      : { data: { custom_id: input.customId, component_type: type }, messageId: message.id };
  }
  if (type !== C.StringSelect && !SELECT_KINDS[type])
    return { status: 400, reason: `A component of type ${type} cannot be used` };
  const resolved = new Resolved(world, guild, channel, userId);
  const problem = selectValues(component, input.values ?? [], resolved);
  if (problem) return { status: 400, reason: problem };
  const extra = resolved.toJSON();
  return {
    data: {
      custom_id: input.customId,
      component_type: type,
      values: input.values ?? [],
      ...(extra ? { resolved: extra } : {}),
    },
    messageId: message.id,
  };
}

/** The latest modal the bot showed this user with that custom_id. */
function shownModal(world: World, guildId: string, userId: string, customId: string): StandInInteraction | null {
  const shown = [...world.interactions.values()].filter(
    (entry) =>
      entry.guildId === guildId &&
      entry.userId === userId &&
      entry.response?.type === R.Modal &&
      entry.response.data?.custom_id === customId,
  );
  return shown.at(-1) ?? null;
}

/** One text input as submitted, or why its value does not fit. */
function submitted(input: JsonObject, value: string | undefined): JsonObject | string {
  const id = String(input.custom_id);
  if (value === undefined || value === '')
    return input.required === false ? { type: C.TextInput, custom_id: id, value: '' } : `The field ${id} is required`;
  const min = typeof input.min_length === 'number' ? input.min_length : 0;
  const max = typeof input.max_length === 'number' ? input.max_length : 4000;
  return value.length < min || value.length > max
    ? `The field ${id} takes ${min} to ${max} characters`
    : { type: C.TextInput, custom_id: id, value };
}

/** A submitted modal; `guildId` is '' for one the bot showed in a direct message. */
export function modalData(
  world: World,
  guildId: string,
  userId: string,
  customId: string,
  fields: Record<string, string>,
): Built {
  const origin = shownModal(world, guildId, userId, customId);
  if (!origin)
    return { status: 404, reason: `The bot showed ${world.users.get(userId)!.username} no modal "${customId}"` };
  const shown = (origin.response!.data!.components as JsonObject[] | undefined) ?? [];
  const inputs = [...eachComponent(shown)].filter((component) => component.type === C.TextInput);
  const stray = Object.keys(fields).find((key) => !inputs.some((input) => input.custom_id === key));
  if (stray) return { status: 400, reason: `The modal has no field ${stray}` };
  const components: JsonObject[] = [];
  for (const top of shown) {
    // Discord answers rows with rows and labels with labels, each holding the input's value.
    const input =
      top.type === C.ActionRow
        ? ((top.components as JsonObject[] | undefined) ?? [])[0]
        : top.type === C.Label
          ? (top.component as JsonObject | undefined)
          : undefined;
    if (input?.type !== C.TextInput) continue;
    const entry = submitted(input, fields[String(input.custom_id)]);
    if (typeof entry === 'string') return { status: 400, reason: entry };
    components.push(
      top.type === C.ActionRow ? { type: C.ActionRow, components: [entry] } : { type: C.Label, component: entry },
    );
  }
  return { data: { custom_id: customId, components }, messageId: origin.messageId };
}
