// Stats, tickets and transcripts.
import { z } from 'zod';
import { IsoDate, Snowflake } from './common.js';

export const DashboardStats = z.object({
  guildId: Snowflake,
  guildName: z.string(),
  guildIcon: z.string().nullable(),
  totalMembers: z.number().int(),
  onlineMembers: z.number().int(),
  humanMembers: z.number().int(),
  botMembers: z.number().int(),
  totalChannels: z.number().int(),
  textChannels: z.number().int(),
  voiceChannels: z.number().int(),
  categories: z.number().int(),
  totalRoles: z.number().int(),
  verificationLevel: z.number().int(),
  premiumTier: z.number().int(),
  premiumSubscriptionCount: z.number().int(),
  createdAt: IsoDate,
  botJoinedAt: IsoDate.nullable().optional(),
  ticketCount: z.number().int(),
  openTickets: z.number().int(),
  autoResponseCount: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

export const TicketStatus = z.enum(['open', 'closed']);

export const Ticket = z.object({
  id: z.number().int(),
  user_id: Snowflake,
  username: z.string(),
  reason: z.string(),
  status: TicketStatus,
  category_id: z.number().int().nullable(),
  channel_id: Snowflake.nullable(),
  created_at: IsoDate,
  closed_at: IsoDate.nullable(),
});
export type Ticket = z.infer<typeof Ticket>;

export const TicketListQuery = z.strictObject({ status: TicketStatus.optional() });

export const TranscriptRow = z.object({
  id: z.number().int(),
  username: z.string(),
  reason: z.string(),
  created_at: IsoDate,
  closed_at: IsoDate.nullable(),
});
export type TranscriptRow = z.infer<typeof TranscriptRow>;

export const TranscriptRecord = TranscriptRow.extend({
  /** The transcript as JSON text; '{}' when none was stored (spec section 3). */
  transcript: z.string(),
});
export type TranscriptRecord = z.infer<typeof TranscriptRecord>;
