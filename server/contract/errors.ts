// Error bodies of the bot API: a human sentence in `error` (what every client reads first) and a
// stable machine-readable `code`, so screens and islands choose their own message by code. Validation
// failures also list their issues, each with the field and the limit that was broken.
import { z } from 'zod';
import { PermissionId } from './common.js';
import { ruleOf } from './rules.js';
import { HistoryEntry } from './history.js';
import { PanelRefusal } from './ticket-panel.js';

export const ERROR_CODES = [
  // Who is asking
  'unauthenticated',
  'service_token_invalid',
  'not_admin',
  'admin_level_too_low',
  'permission_missing',
  'not_member',
  'bot_not_in_guild',
  'unknown_user',
  // What was asked
  'invalid_request',
  'not_found',
  'duplicate',
  'guild_mismatch',
  'admin_session_header_missing',
  'cannot_remove_self',
  'last_super_admin',
  'owner_full_access',
  'owner_locked',
  'role_unknown',
  'role_system',
  'bot_missing_manage_roles',
  'role_above_bot',
  'commands_unknown',
  'notification_role_invalid',
  'notification_setup_incomplete',
  'notification_channel_gone',
  'notification_channel_forbidden',
  'notification_channel_unwritable',
  'owner_only',
  'not_revertible',
  'revert_conflict',
  'ticket_closed',
  'ticket_limit',
  'ticket_open',
  'not_opener',
  'ticket_rated',
  'rating_closed',
  'panel_channel_gone',
  'panel_channel_forbidden',
  'panel_refused',
  'panel_full',
  'ticket_category_unknown',
  'changed_since',
  'blocklist_full',
  // Dependencies
  'discord_unavailable',
  'timeout',
  'internal',
  // The dashboard's /api proxy, in front of the bot API
  'session_expired',
  'csrf_invalid',
  'unsupported_media_type',
  'no_guild_access',
  'upstream_unavailable',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** One broken rule of a request: where (`body.name`), which rule (the contract rule's name, else zod's issue code) and its limit. */
export const ErrorIssue = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
  limit: z.number().optional(),
});
export type ErrorIssue = z.infer<typeof ErrorIssue>;

/** Each broken rule of a zod error, its path prefixed with where it was (`body`, `query`, `params`). */
export function issuesOf(error: z.ZodError, where: string): ErrorIssue[] {
  return error.issues.map((issue) => {
    const broken = ruleOf(issue);
    const bound = 'maximum' in issue ? issue.maximum : 'minimum' in issue ? issue.minimum : broken?.limit;
    const limit = Number(bound);
    return {
      path: [where, ...issue.path.map(String)].join('.'),
      code: broken?.name ?? issue.code,
      message: issue.message,
      ...(bound !== undefined && Number.isFinite(limit) ? { limit } : {}),
    };
  });
}

/** The body of a request that broke its schema: "Invalid body: name: Too big; …" with each issue listed. */
export function invalidRequest(error: z.ZodError, what: string, where: string): ErrorBody {
  const sentence = error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return { error: `Invalid ${what}: ${sentence}`, code: 'invalid_request', issues: issuesOf(error, where) };
}

/**
 * Every error body. `code` is optional on reading: a bot API of another make may send only `error`,
 * and the dashboard then falls back to the text or its own message.
 */
export const ErrorBody = z.object({
  error: z.string(),
  code: z.string().optional(),
  issues: z.array(ErrorIssue).optional(),
  /** permission_missing: the permission the call needs (anything else in it is ignored). */
  needs: PermissionId.optional().catch(undefined),
  /** panel_refused: what Discord said (anything else in it is ignored). */
  refusal: PanelRefusal.optional().catch(undefined),
  /** changed_since: the newest change of the record since the form was loaded (anything else in it is ignored). */
  newer: HistoryEntry.optional().catch(undefined),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
