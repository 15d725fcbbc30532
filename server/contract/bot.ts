// Endpoints for the bot itself (beyond the spec), authenticated by BOT_SERVICE_TOKEN.
import { z } from 'zod';
import { ROW_ID_MAX, Snowflake, lineText, multilineText } from './common.js';
import { rule, type RuleName } from './rules.js';
import { LIMITS, nestedWithin, TRANSCRIPT_LIMITS } from './facts.js';
import { AutoResponse, AutoRole, CommandPermission, Feature, NotificationSettings, TicketCategory } from './config.js';

export const OpenTicketInput = z.strictObject({
  userId: Snowflake,
  username: lineText(LIMITS.name, 'required'),
  reason: multilineText(1000).default(''),
  channelId: Snowflake.nullable().optional(),
  categoryId: z.number().int().positive().max(ROW_ID_MAX).nullable().optional(),
});

/**
 * A transcript as the bot sends it (an object, or its JSON text), checked whole before the close writes
 * anything: a JSON object within TRANSCRIPT_LIMITS, each broken limit a rule naming it. Read as the
 * text to store: the bot's own text, or the object written as JSON.
 */
const TranscriptText = z.union([z.string().max(TRANSCRIPT_LIMITS.chars), z.record(z.string(), z.unknown())]).transform((sent, ctx) => {
  const refuse = (name: RuleName, limit?: number) => {
    ctx.issues.push({ code: 'custom', input: sent, ...rule(name, limit === undefined ? {} : { limit }) });
    return z.NEVER;
  };
  let value: unknown = sent;
  if (typeof sent === 'string') {
    try {
      value = JSON.parse(sent);
    } catch {
      return refuse('transcriptJson');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse('transcriptJson');
  }
  if (!nestedWithin(value, TRANSCRIPT_LIMITS.depth)) return refuse('transcriptDepth', TRANSCRIPT_LIMITS.depth);
  const { messages } = value as { messages?: unknown };
  if (Array.isArray(messages) && messages.length > TRANSCRIPT_LIMITS.messages) return refuse('transcriptMessages', TRANSCRIPT_LIMITS.messages);
  if (typeof sent === 'string') return sent;
  const text = JSON.stringify(sent);
  if (text.length > TRANSCRIPT_LIMITS.chars) {
    ctx.issues.push({ code: 'too_big', origin: 'string', maximum: TRANSCRIPT_LIMITS.chars, inclusive: true, input: text });
    return z.NEVER;
  }
  return text;
});

export const CloseTicketInput = z.strictObject({ transcript: TranscriptText });

export const GuildConfiguration = z.object({
  guildId: Snowflake,
  features: z.array(Feature),
  categories: z.array(TicketCategory),
  autoResponses: z.array(AutoResponse),
  autoRoles: z.array(AutoRole),
  commandPermissions: z.array(CommandPermission),
  notificationSettings: NotificationSettings,
});
export type GuildConfiguration = z.infer<typeof GuildConfiguration>;
