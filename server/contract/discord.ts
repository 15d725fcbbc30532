// The parts of Discord's responses we use, validated at the edge (passthrough keeps the rest).
import { z } from 'zod';

const Id = z.string().regex(/^\d{1,20}$/);

export const DiscordUser = z.object({
  id: Id,
  username: z.string(),
  discriminator: z.string(),
  global_name: z.string().nullable().optional(),
  avatar: z.string().nullable(),
  bot: z.boolean().optional(),
});
export type DiscordUser = z.infer<typeof DiscordUser>;

export const DiscordRole = z.object({
  id: Id,
  name: z.string(),
  color: z.number().int(),
  position: z.number().int(),
  permissions: z.string().regex(/^\d+$/),
  managed: z.boolean(),
});
export type DiscordRole = z.infer<typeof DiscordRole>;

export const DiscordGuild = z.object({
  id: Id,
  name: z.string(),
  icon: z.string().nullable(),
  owner_id: Id,
  verification_level: z.number().int(),
  premium_tier: z.number().int(),
  premium_subscription_count: z.number().int().nullable().optional(),
  approximate_member_count: z.number().int().optional(),
  approximate_presence_count: z.number().int().optional(),
  features: z.array(z.string()),
  roles: z.array(DiscordRole),
});
export type DiscordGuild = z.infer<typeof DiscordGuild>;

export const DiscordPartialGuild = z.object({ id: Id, name: z.string(), icon: z.string().nullable() });
export type DiscordPartialGuild = z.infer<typeof DiscordPartialGuild>;

export const DiscordMember = z.object({
  user: DiscordUser,
  nick: z.string().nullable().optional(),
  avatar: z.string().nullable().optional(),
  roles: z.array(Id),
  joined_at: z.string(),
});
export type DiscordMember = z.infer<typeof DiscordMember>;

/** An overwrite as Discord sends it: type 0 for a role, 1 for a member; the bits as decimal strings. */
const DiscordOverwrite = z.object({ id: Id, type: z.number().int(), allow: z.string(), deny: z.string() });

export const DiscordChannel = z.object({
  id: Id,
  type: z.number().int(),
  name: z.string().nullable().optional(),
  permission_overwrites: z.array(DiscordOverwrite).optional(),
});
export type DiscordChannel = z.infer<typeof DiscordChannel>;

export const DiscordMessage = z.object({ id: Id, channel_id: Id });

/** A server's custom emoji (GET /guilds/{id}/emojis); one a server lost with its boosts is not `available`. */
export const DiscordEmoji = z.object({
  id: Id,
  name: z.string(),
  animated: z.boolean().optional(),
  available: z.boolean().optional(),
});
export type DiscordEmoji = z.infer<typeof DiscordEmoji>;
