// Building blocks of the bot API contract: ids, dates, pages and the text rules every field follows.
import { z } from 'zod';
import { isDiscordId, LIMITS } from './facts.js';
import { matching, rule, type RuleName } from './rules.js';

const { min: ID_MIN, max: ID_MAX } = LIMITS.discordId;
const DISCORD_ID = new RegExp(`^\\d{${ID_MIN},${ID_MAX}}$`);
/** Discord ids: 17-20 digits, below 2^64. */
export const Snowflake = matching(DISCORD_ID, 'discordId', isDiscordId).meta({
  minLength: ID_MIN,
  maxLength: ID_MAX,
});

export const IsoDate = z.string().min(10);

/** Row ids are 32-bit integer columns on PostgreSQL (serial): a larger number is no row and breaks the query. */
export const ROW_ID_MAX = 2 ** 31 - 1;

/** A row id in a URL path, a query or a cursor. */
export const RowId = z.coerce.number().int().positive().max(ROW_ID_MAX);

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** YYYY-MM-DD naming a day the calendar has (no 2026-99-99, no 30 February). */
export function isCalendarDate(value: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!);
}

/** A day, wherever one is accepted: a real calendar date as YYYY-MM-DD. */
export const CalendarDate = matching(/^\d{4}-\d{2}-\d{2}$/, 'calendarDate', isCalendarDate);

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

// Text that people type: no control characters (NUL breaks PostgreSQL's text type, the others hide
// what a name says), except tab and line breaks where a text may span lines; a required name needs at
// least one visible character (U+200B or U+202E alone pass trim()). One rule for both stores.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const INVISIBLE_ONLY = /^[\s\p{Cf}\p{Zs}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

/** A one-line name or label, trimmed; `required` is the rule an empty one breaks. */
export function lineText(max: number, required?: RuleName) {
  const text = z
    .string()
    .trim()
    .max(max)
    .refine((value) => !CONTROL.test(value), rule('control'));
  return required === undefined
    ? text
    : text
        .refine((value) => value.length > 0, rule(required))
        .refine((value) => value.length === 0 || !INVISIBLE_ONLY.test(value), rule('invisible'));
}

/** A text that may span lines (descriptions, responses), trimmed. */
export function multilineText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((value) => !CONTROL_EXCEPT_LINES.test(value), rule('control'));
}

/** A value kept exactly as typed (a setting's value may be JSON or begin with a space): lines allowed. */
export function exactText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !CONTROL_EXCEPT_LINES.test(value), rule('control'));
}
