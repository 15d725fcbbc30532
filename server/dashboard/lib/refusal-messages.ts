// What the interface says for each error code of the bot API and the /api proxy (contract/errors.ts):
// pages, flash messages and islands show the catalogue's sentences (texts.refusals, typed over the codes:
// a new code without its sentence does not compile), never the bot API's English `error` text. A screen
// may word a code its own way where the general sentence says too little (a duplicate category).
import { ErrorBody, ErrorCode, isRuleName, type PermissionId, type RuleName } from '../../contract/index.js';
import type { Texts } from '../../../views/i18n/texts.js';

/** A screen's own wording for some codes, where the general sentence says too little. */
export type OwnRefusals = Partial<Record<ErrorCode, string>>;

/** The sentence for a code; a missing permission names the one the call needs in words, as the refusal panel does. */
export function refusalText(texts: Texts, code: ErrorCode, needs?: PermissionId): string {
  return code === 'permission_missing' && needs
    ? texts.permissionMissing(texts.permissions.labels[needs])
    : texts.refusals[code];
}

/** An error body as read from upstream, with its code when it is one of ours (null: none, or unknown). */
export function readRefusal(body: unknown): { body: ErrorBody; code: ErrorCode | null } | null {
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success) return null;
  const code = ErrorCode.safeParse(parsed.data.code);
  return { body: parsed.data, code: code.success ? code.data : null };
}

/** The contract rule the bot API says one field broke (its issue at `path`, such as `body.emoji`), or null. */
export function brokenRule(body: unknown, path: string): { name: RuleName; limit?: number } | null {
  const issue = readRefusal(body)?.body.issues?.find((entry) => entry.path === path);
  if (!issue || !isRuleName(issue.code)) return null;
  return { name: issue.code, ...(issue.limit === undefined ? {} : { limit: issue.limit }) };
}
