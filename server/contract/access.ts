// Dashboard access entries, the changelog, the current user.
import { z } from 'zod';
import { CalendarDate, IsoDate, PermissionId, Snowflake, lineText } from './common.js';
import { LIMITS } from './facts.js';
import { rule } from './rules.js';

export const PermissionEntry = z.object({
  /** 0 for the server owner's automatic entry, which cannot be removed. */
  id: z.number().int(),
  type: z.enum(['user', 'role']),
  targetId: Snowflake,
  targetName: z.string(),
  permissions: z.array(PermissionId),
  isOwner: z.boolean(),
  avatar: z.string().nullable(),
  color: z.number().int().nullable(),
  discriminator: z.string().nullable(),
  position: z.number().int().nullable(),
  createdAt: IsoDate,
});
export type PermissionEntry = z.infer<typeof PermissionEntry>;

const PermissionList = z
  .array(PermissionId)
  .refine((list) => list.length > 0, rule('choosePermission'))
  .meta({ minItems: 1 })
  .transform((list) => [...new Set(list)]);

export const PermissionInput = z.strictObject({
  type: z.enum(['user', 'role']),
  targetId: Snowflake,
  targetName: lineText(LIMITS.name, 'fieldsRequired'),
  permissions: PermissionList,
});
export type PermissionInput = z.infer<typeof PermissionInput>;

/** The atomic edit: an entry's permissions change in one statement, so a failed edit loses nothing. */
export const PermissionUpdate = z.strictObject({ permissions: PermissionList });

export const ChangelogEntry = z.object({
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  date: CalendarDate,
  type: z.enum(['major', 'minor', 'patch']),
  changes: z.object({
    added: z.array(z.string()),
    changed: z.array(z.string()),
    fixed: z.array(z.string()),
    removed: z.array(z.string()),
  }),
});
export type ChangelogEntry = z.infer<typeof ChangelogEntry>;

export const GuildSummary = z.object({ id: Snowflake, name: z.string(), icon: z.string().nullable() });
export type GuildSummary = z.infer<typeof GuildSummary>;

/** GET /auth/me: the user and the guilds (with the bot present) this user may open. */
export const Me = z.object({
  id: Snowflake,
  username: z.string(),
  discriminator: z.string(),
  avatar: z.string().nullable(),
  guilds: z.array(GuildSummary),
});
export type Me = z.infer<typeof Me>;
