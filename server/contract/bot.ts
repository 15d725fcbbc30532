// Endpoints for the bot itself (beyond the spec), authenticated by BOT_SERVICE_TOKEN.
import { z } from 'zod';
import { ROW_ID_MAX, Snowflake, lineText, multilineText } from './common.js';
import { AutoResponse, AutoRole, CommandPermission, Feature, NotificationSettings, TicketCategory } from './config.js';

export const OpenTicketInput = z.strictObject({
  userId: Snowflake,
  username: lineText(100, 'required'),
  reason: multilineText(1000).default(''),
  channelId: Snowflake.nullable().optional(),
  categoryId: z.number().int().positive().max(ROW_ID_MAX).nullable().optional(),
});

export const CloseTicketInput = z.strictObject({
  /** The transcript as produced by the bot: an object, or its JSON text. */
  transcript: z.union([z.string().max(5_000_000), z.record(z.string(), z.unknown())]),
});

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
