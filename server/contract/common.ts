// Building blocks of the bot API contract (spec section 7).
import { z } from 'zod';
import { matching, rule, type RuleName } from './rules.js';

/** Discord ids: 17-20 digits, below 2^64. */
export const Snowflake = matching(/^\d{17,20}$/, 'discordId', (value) => BigInt(value) < 2n ** 64n);

export const IsoDate = z.string().min(10);

/** A row id in a URL path. */
export const RowId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

export const PERMISSION_IDS = ['dashboard.view', 'dashboard.admin', 'tickets.view', 'tickets.manage', 'tickets.add_users', 'tickets.remove_users', 'autoresponse.view', 'autoresponse.manage'] as const;
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
  return required === undefined ? text : text.refine((value) => value.length > 0, rule(required)).refine((value) => value.length === 0 || !INVISIBLE_ONLY.test(value), rule('invisible'));
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

// One emoji: a Unicode emoji sequence (flags, keycaps, skin tones and ZWJ families are one each) or a
// Discord custom emoji <:name:id> / <a:name:id>.
// The `v` flag (Node 20+) knows RGI_Emoji; built at run time because the compile target predates it.
// biome-ignore lint/complexity/useRegexLiterals: a `v` literal does not compile for this target
const UNICODE_EMOJI = new RegExp('^\\p{RGI_Emoji}$', 'v');
const CUSTOM_EMOJI = /^<a?:\w{2,32}:\d{17,20}>$/;
export const isOneEmoji = (value: string): boolean => UNICODE_EMOJI.test(value) || CUSTOM_EMOJI.test(value);
export const OneEmoji = z.string().trim().max(64).refine(isOneEmoji, rule('oneEmoji'));
