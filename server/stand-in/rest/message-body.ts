// The message fields the bot sends (to a channel, as an interaction answer, as a follow-up), validated
// at the edge as Discord validates them, and turned into the world's message body.
import { MessageFlags } from 'discord-api-types/v10';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { customIdProblem } from '../components.js';
import type { JsonObject, StandInGuild } from '../model.js';
import { fieldInvalid, invalidForm, refuse } from '../replies.js';
import { emptyBody, type MessageBody } from '../state/messages.js';
import { refusedComponentEmoji } from './component-emoji.js';
import { messageRuleProblems } from './message-rules.js';

export const Snowflake = z.string().regex(/^\d{1,20}$/, 'Value is not snowflake.');

const AllowedMentions = z
  .object({
    parse: z.array(z.enum(['users', 'roles', 'everyone'])).optional(),
    users: z.array(Snowflake).max(100).optional(),
    roles: z.array(Snowflake).max(100).optional(),
    replied_user: z.boolean().optional(),
  })
  .refine(
    (value) =>
      !(value.parse?.includes('users') && value.users?.length) &&
      !(value.parse?.includes('roles') && value.roles?.length),
    {
      message: 'parse cannot name a mention type that is also listed by id',
    },
  );

const EmbedField = z.looseObject({
  name: z.string().min(1).max(256),
  value: z.string().min(1).max(1024),
  inline: z.boolean().optional(),
});
const Embed = z.looseObject({
  title: z.string().max(256).optional(),
  description: z.string().max(4096).optional(),
  url: z.string().optional(),
  color: z.number().int().min(0).max(0xffffff).optional(),
  fields: z.array(EmbedField).max(25).optional(),
});
const Component = z.looseObject({ type: z.number().int().min(1) });

/** Fields every kind of message body shares; editing allows null to clear. */
export const messageFields = {
  content: z.string().max(2000).nullable().optional(),
  embeds: z.array(Embed).max(10).nullable().optional(),
  components: z.array(Component).max(40).nullable().optional(),
  allowed_mentions: AllowedMentions.nullable().optional(),
  flags: z.number().int().min(0).nullable().optional(),
  tts: z.boolean().optional(),
  nonce: z.union([z.string().max(25), z.number().int()]).optional(),
};
export const MessageFields = z.object(messageFields);
export type MessageFields = z.infer<typeof MessageFields>;

/** Flags an author may set: suppress embeds, silent, components v2; interaction answers may be ephemeral too. */
const SETTABLE = MessageFlags.SuppressEmbeds | MessageFlags.SuppressNotifications | MessageFlags.IsComponentsV2;
const settableFlags = (ephemeralAllowed: boolean) => SETTABLE | (ephemeralAllowed ? MessageFlags.Ephemeral : 0);

/**
 * The world's body for a new message in `guild`, or null once Discord's 400 was sent: unknown flags, bad
 * custom_ids or component emoji, a documented limit (message-rules.ts), or nothing to show.
 */
export function newMessageBody(
  fields: MessageFields,
  reply: FastifyReply,
  ephemeralAllowed: boolean,
  guild: StandInGuild | null,
): MessageBody | null {
  const change = messageChange(fields, reply, ephemeralAllowed, guild);
  if (!change) return null;
  const body: MessageBody = { ...emptyBody(), ...change };
  if (!body.content && body.embeds.length === 0 && body.components.length === 0) {
    void refuse(reply, 'emptyMessage');
    return null;
  }
  return body;
}

/** The fields an edit of a message in `guild` changes (absent ones stay), or null once Discord's 400 was sent. */
export function messageChange(
  fields: MessageFields,
  reply: FastifyReply,
  ephemeralAllowed: boolean,
  guild: StandInGuild | null,
): Partial<MessageBody> | null {
  const flags = fields.flags ?? 0;
  if ((flags & ~settableFlags(ephemeralAllowed)) !== 0) {
    void fieldInvalid(reply, ['flags'], 'MESSAGE_FLAGS_INVALID', 'Invalid flags');
    return null;
  }
  const ruled = messageRuleProblems(fields);
  if (ruled === 'empty' || ruled.length > 0) {
    void (ruled === 'empty' ? refuse(reply, 'emptyMessage') : invalidForm(reply, ruled));
    return null;
  }
  const problem = customIdProblem(fields.components ?? []);
  if (problem) {
    void fieldInvalid(reply, ['components'], 'COMPONENT_CUSTOM_ID_INVALID', problem);
    return null;
  }
  if (refusedComponentEmoji(fields.components ?? [], guild, reply)) return null;
  const change: Partial<MessageBody> = {};
  if (fields.content !== undefined) change.content = fields.content ?? '';
  if (fields.embeds !== undefined) change.embeds = (fields.embeds ?? []) as JsonObject[];
  if (fields.components !== undefined) change.components = (fields.components ?? []) as JsonObject[];
  if (fields.allowed_mentions !== undefined) change.allowedMentions = fields.allowed_mentions;
  if (fields.flags !== undefined) change.flags = flags;
  return change;
}

/** A new message's body as the route reads it, once Discord's request schema passed it. */
export const CreateMessage = z.object({
  ...messageFields,
  message_reference: z
    .object({
      message_id: Snowflake,
      channel_id: Snowflake.optional(),
      guild_id: Snowflake.optional(),
      fail_if_not_exists: z.boolean().optional(),
    })
    .optional(),
});
