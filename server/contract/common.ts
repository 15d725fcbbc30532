// Building blocks of the bot API contract (spec section 7).
import { z } from 'zod';

/** Discord ids: 17-20 digits, below 2^64. */
export const Snowflake = z
  .string()
  .regex(/^\d{17,20}$/, 'must be a Discord ID (17-20 digits)')
  // zod keeps checking after a failed regex, so guard the BigInt conversion.
  .refine((value) => /^\d+$/.test(value) && BigInt(value) < 2n ** 64n, 'must be a Discord ID (17-20 digits)');

export const IsoDate = z.string().min(10);

/** A row id in a URL path. */
export const RowId = z.coerce.number().int().positive().max(2 ** 31 - 1);

/** Every error body has an `error` field; the dashboard shows it (spec section 7: response.data.error). */
export const ErrorBody = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const PERMISSION_IDS = [
  'dashboard.view',
  'dashboard.admin',
  'tickets.view',
  'tickets.manage',
  'tickets.add_users',
  'tickets.remove_users',
  'autoresponse.view',
  'autoresponse.manage',
] as const;
export const PermissionId = z.enum(PERMISSION_IDS);
export type PermissionId = z.infer<typeof PermissionId>;

export const FEATURE_NAMES = ['tickets', 'autoresponses', 'statistics', 'autoroles'] as const;
export const FeatureName = z.enum(FEATURE_NAMES);
export type FeatureName = z.infer<typeof FeatureName>;

/** 'true'/'false' in a query string. */
export const QueryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');
