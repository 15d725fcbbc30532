// The rules the contract checks beyond zod's own (too long, required, pick one…), each by name and
// never by sentence: a schema says which rule broke, and the reader's catalogue words it
// (`rules` in views/i18n/*/refusals.ts, typed over these names). Forms, the /api proxy and the bot API
// word one rule the same way, in the reader's language; an issue's `code` is the rule's name.
import { z } from 'zod';

export const RULE_NAMES = [
  'required',
  'discordId',
  'control',
  'invisible',
  'oneEmoji',
  'serverEmoji',
  'colour',
  'pickColour',
  'sortOrderWhole',
  'sortOrderNegative',
  'sortOrderTooBig',
  'nameRequired',
  'triggerRequired',
  'responseRequired',
  'responseOrEmbed',
  'embedNeedsText',
  'embedColourOnlyForEmbeds',
  'lengthRange',
  'embedTooLong',
  'httpUrl',
  'fieldsRequired',
  'choosePermission',
  'chooseRole',
  'unknownField',
  'commandName',
  'allowedAndDenied',
  'notificationsEmpty',
  'oneDirection',
  'transcriptCursor',
  'ticketCursor',
  'transferTarget',
  'panelCategory',
  'panelPlace',
  'transcriptJson',
  'transcriptDepth',
  'transcriptMessages',
  'calendarDate',
  'searchWord',
  'timeZone',
  'openTicketsRange',
  'periodReversed',
  'periodTooLong',
  'minutesRange',
  'clockTime',
  'openingSpan',
  'openingMessage',
  'settingKey',
  'settingBoolean',
  'settingNumber',
  'settingJson',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];
const KNOWN = new Set<unknown>(RULE_NAMES);
export const isRuleName = (value: unknown): value is RuleName => KNOWN.has(value);

/** A refine's options naming its rule (zod hands `params` to the error map); `limit` for a rule with one. */
export function rule(name: RuleName, options: { path?: string[]; limit?: number } = {}) {
  return {
    params: { rule: name, ...(options.limit === undefined ? {} : { limit: options.limit }) },
    ...(options.path ? { path: options.path } : {}),
  };
}

/** The rule a broken check names, with its limit; null for zod's own checks. */
export function ruleOf(issue: { code: string; params?: unknown }): { name: RuleName; limit?: number } | null {
  if (issue.code !== 'custom' || typeof issue.params !== 'object' || issue.params === null) return null;
  const { rule: name, limit } = issue.params as { rule?: unknown; limit?: unknown };
  if (!isRuleName(name)) return null;
  return { name, ...(typeof limit === 'number' ? { limit } : {}) };
}

/** A string matching `pattern`, refused under `name`; JSON Schema (the OpenAPI document) keeps the pattern. */
export function matching(pattern: RegExp, name: RuleName, also: (value: string) => boolean = () => true): z.ZodString {
  return z
    .string()
    .refine((value) => pattern.test(value) && also(value), rule(name))
    .meta({ pattern: pattern.source });
}
