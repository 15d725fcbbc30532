// What the interface says for each error code of the bot API and the /api proxy (contract/errors.ts):
// pages, flash messages and islands show these sentences, never the bot API's English `error` text.
// Typed over the codes: a new code without its sentence does not compile. A screen may word a code its
// own way where the general sentence says too little (a duplicate category, an admin who is one already).
import { ErrorBody, ErrorCode, type PermissionId } from '../contract/index.js';
import { SPEC_TEXTS } from '../../views/i18n/texts.js';

/** The spec's sentence for an ended session: the login's 'unauthorized', and the /api's 401. */
const SESSION_ENDED = SPEC_TEXTS.login.errors.unauthorized;

export const REFUSAL_MESSAGES: Record<ErrorCode, string> = {
  unauthenticated: SESSION_ENDED,
  service_token_invalid: 'Der Bot-Dienst hat sich nicht ausgewiesen.',
  not_admin: 'Sie haben keine Admin-Berechtigung für dieses Panel.',
  admin_level_too_low: 'Dafür ist ein höheres Admin-Level nötig.',
  permission_missing: 'Dir fehlt auf diesem Server die Berechtigung dafür.',
  not_member: 'Du bist kein Mitglied dieses Servers.',
  bot_not_in_guild: 'Der Bot ist nicht auf diesem Server.',
  unknown_user: 'Diesen Discord-Benutzer gibt es nicht.',
  invalid_request: 'Die Eingaben sind ungültig.',
  not_found: 'Der Eintrag existiert nicht mehr.',
  duplicate: 'Diesen Eintrag gibt es schon.',
  guild_mismatch: 'Die Anfrage gehört zu einem anderen Server.',
  admin_session_header_missing: 'Die Admin-Session fehlt. Bitte starte sie erneut.',
  cannot_remove_self: 'Du kannst dich nicht selbst entfernen.',
  last_super_admin: 'Der letzte Super Admin kann nicht entfernt werden.',
  owner_full_access: 'Der Serverbesitzer hat immer vollen Zugriff.',
  owner_locked: 'Die Berechtigungen des Serverbesitzers können nicht entfernt werden.',
  role_unknown: 'Diese Rolle gibt es auf dem Server nicht.',
  role_system: 'Verwaltete Rollen und @everyone können hier nicht verwendet werden.',
  bot_missing_manage_roles: 'Dem Bot fehlt die Berechtigung „Rollen verwalten“, daher kann er keine Rollen vergeben.',
  role_above_bot: 'Diese Rolle steht über der höchsten Rolle des Bots. Verschiebe die Rolle des Bots in den Servereinstellungen von Discord darüber.',
  commands_unknown: 'Darunter sind Befehle, die der Bot nicht kennt.',
  notification_role_invalid: 'Diese Rolle kann nicht benachrichtigt werden.',
  notification_setup_incomplete: 'Die Benachrichtigungen sind noch nicht eingerichtet: Der Serverbesitzer muss dazu in Discord den Setup-Befehl ausführen.',
  not_revertible: SPEC_TEXTS.history.blocked.not_revertible,
  revert_conflict: 'Der Eintrag wurde inzwischen erneut geändert.',
  discord_unavailable: 'Discord ist gerade nicht erreichbar. Bitte versuche es gleich erneut.',
  internal: 'Ein interner Fehler ist aufgetreten. Bitte versuche es später erneut.',
  session_expired: SESSION_ENDED,
  csrf_invalid: 'Das Formular ist abgelaufen. Bitte lade die Seite neu und versuche es erneut.',
  unsupported_media_type: 'Diese Anfrage muss JSON senden.',
  no_guild_access: 'Kein Zugriff auf diesen Server',
  upstream_unavailable: 'Der Dienst ist gerade nicht erreichbar. Bitte versuche es gleich erneut.',
};

/** A screen's own wording for some codes, where the general sentence says too little. */
export type OwnRefusals = Partial<Record<ErrorCode, string>>;

/** The sentence for a code; a missing permission names the one the call needs, as the refusal panel does. */
export function refusalText(code: ErrorCode, needs?: PermissionId): string {
  return code === 'permission_missing' && needs ? `Dafür fehlt die Berechtigung ${needs}.` : REFUSAL_MESSAGES[code];
}

/** An error body as read from upstream, with its code when it is one of ours (null: none, or unknown). */
export function readRefusal(body: unknown): { body: ErrorBody; code: ErrorCode | null } | null {
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success) return null;
  const code = ErrorCode.safeParse(parsed.data.code);
  return { body: parsed.data, code: code.success ? code.data : null };
}
