// Global administration: status, settings, admins, activity, guilds and admin sessions.
import { z } from 'zod';
import { IsoDate, Snowflake, exactText, lineText, multilineText } from './common.js';
import { LIMITS } from './facts.js';
import { matching, rule, type RuleName } from './rules.js';

const AdminLevel = z.number().int().min(1).max(3);

export const AdminStatus = z.object({ isAdmin: z.boolean(), level: AdminLevel.nullable() });
export type AdminStatus = z.infer<typeof AdminStatus>;

const SETTING_TYPES = ['string', 'boolean', 'number', 'json'] as const;
export const SettingType = z.enum(SETTING_TYPES);

export const GlobalSetting = z.object({
  id: z.number().int(),
  setting_key: z.string(),
  setting_value: z.string(),
  setting_type: SettingType,
  description: z.string().nullable(),
  updated_at: IsoDate,
});
export type GlobalSetting = z.infer<typeof GlobalSetting>;

export const SettingKey = matching(new RegExp(`^[A-Za-z0-9_.-]{1,${LIMITS.setting.key}}$`), 'settingKey').meta({
  minLength: 1,
  maxLength: LIMITS.setting.key,
});

/** The rule a setting's text value breaks when it does not parse as its declared type; null when it does. */
export function settingValueProblem(value: string, type: z.infer<typeof SettingType>): RuleName | null {
  if (type === 'boolean') return value === 'true' || value === 'false' ? null : 'settingBoolean';
  if (type === 'number') return value.trim() !== '' && Number.isFinite(Number(value)) ? null : 'settingNumber';
  if (type === 'json') {
    try {
      JSON.parse(value);
      return null;
    } catch {
      return 'settingJson';
    }
  }
  return null;
}

export const SettingInput = z
  .strictObject({
    value: exactText(LIMITS.setting.value),
    type: SettingType,
    description: multilineText(LIMITS.setting.description).nullable().optional(),
  })
  .superRefine((input, ctx) => {
    const problem = settingValueProblem(input.value, input.type);
    if (problem) ctx.addIssue({ code: 'custom', ...rule(problem, { path: ['value'] }) });
  });

export const GlobalAdmin = z.object({
  id: z.number().int(),
  user_id: Snowflake,
  username: z.string(),
  level: AdminLevel,
  granted_by: z.string().nullable(),
  granted_at: IsoDate,
});
export type GlobalAdmin = z.infer<typeof GlobalAdmin>;

export const AdminInput = z.strictObject({
  userId: Snowflake,
  username: lineText(LIMITS.name, 'required'),
  level: AdminLevel,
});

export const Activity = z.object({
  id: z.number().int(),
  admin_username: z.string().nullable(),
  admin_user_id: Snowflake,
  action: z.string(),
  details: z.string(),
  created_at: IsoDate,
  target_type: z.string(),
  guild_id: Snowflake.nullable(),
});
export type Activity = z.infer<typeof Activity>;

export const ActivityQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export const AdminGuild = z.object({
  id: Snowflake,
  name: z.string(),
  icon: z.string().nullable(),
  memberCount: z.number().int(),
  features: z.array(z.string()),
  joinedAt: IsoDate.nullable(),
  createdAt: IsoDate,
});
export type AdminGuild = z.infer<typeof AdminGuild>;

export const AdminSessionCreated = z.object({
  sessionToken: z.string().min(40),
  guildId: Snowflake,
  adminLevel: AdminLevel,
  /** Epoch milliseconds. */
  expiresAt: z.number().int(),
});
export type AdminSessionCreated = z.infer<typeof AdminSessionCreated>;

export const AdminSessionValidation = z.object({
  valid: z.boolean(),
  adminLevel: AdminLevel.optional(),
  expiresAt: z.number().int().optional(),
});
export type AdminSessionValidation = z.infer<typeof AdminSessionValidation>;
