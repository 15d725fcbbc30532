// Refusals and validation: each error code's sentence, a request's refusals, and the rules forms word.
// The specified wording (the default catalogue), its German/English mix byte for byte.
import type { ErrorCode } from '../../../server/contract/index.js';
import { RULE_TEXTS, VALIDATION_TEXTS } from '../../../server/contract/rule-texts.js';
import { SPEC_ENTRY } from './entry.js';
import { LIMITS, PANEL_CATEGORIES_MAX } from '../../../server/contract/facts.js';

/** The login's sentence for an ended session: /api's 401 says the same. */
const SESSION_ENDED = SPEC_ENTRY.login.errors.unauthorized;

export const SPEC_REFUSALS = {
  /** What the interface says for each error code of the bot API and the /api proxy (contract/errors.ts). */
  refusals: {
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
    role_above_bot:
      'Diese Rolle steht über der höchsten Rolle des Bots. Verschiebe die Rolle des Bots in den Servereinstellungen von Discord darüber.',
    commands_unknown: 'Darunter sind Befehle, die der Bot nicht kennt.',
    notification_role_invalid: 'Diese Rolle kann nicht benachrichtigt werden.',
    notification_setup_incomplete:
      'Die Benachrichtigungen sind noch nicht eingerichtet: Der Serverbesitzer muss dazu in Discord den Setup-Befehl ausführen.',
    notification_channel_gone:
      'Den Benachrichtigungskanal gibt es nicht mehr: Der Serverbesitzer muss die Benachrichtigungen neu einrichten.',
    notification_channel_forbidden: 'Der Bot darf im Benachrichtigungskanal nicht schreiben.',
    notification_channel_unwritable:
      'In diesem Kanal darf der Bot nicht schreiben: Er braucht dort Kanal ansehen, Nachrichten senden und Links einbetten.',
    owner_only:
      'Nur der Serverbesitzer (oder ein globaler Admin in einer Admin-Session) darf den Benachrichtigungskanal wählen.',
    not_revertible: 'Änderungen dieses Bereichs lassen sich nicht rückgängig machen.',
    revert_conflict: 'Der Eintrag wurde inzwischen erneut geändert.',
    ticket_closed: 'Dieses Ticket ist bereits geschlossen.',
    panel_channel_gone: 'Diesen Kanal gibt es nicht mehr. Wähle einen anderen.',
    panel_channel_forbidden:
      'Der Bot darf in diesem Kanal nicht schreiben: Er braucht dort „Kanal ansehen“, „Nachrichten senden“ und „Links einbetten“.',
    panel_refused: 'Discord hat das Ticket-Panel abgelehnt.',
    panel_full: `Auf das Ticket-Panel passen höchstens ${PANEL_CATEGORIES_MAX} aktive Kategorien. Deaktiviere oder lösche zuerst eine andere.`,
    ticket_limit: 'Dieses Mitglied hat bereits ein offenes Ticket.',
    ticket_open: 'Nur ein geschlossenes Ticket kann bewertet werden.',
    not_opener: 'Nur wer das Ticket eröffnet hat, kann es bewerten.',
    ticket_rated: 'Dieses Ticket wurde bereits bewertet.',
    blocklist_full: `Die Sperrliste ist voll: höchstens ${LIMITS.ticketBlock.entries} Einträge.`,
    rating_closed: 'Ein Ticket kann nur 7 Tage nach dem Schließen bewertet werden.',
    ticket_category_unknown: 'Diese Kategorie gibt es auf dem Server nicht (mehr). Wähle eine andere.',
    changed_since: 'Jemand hat den Eintrag inzwischen geändert; nichts wurde gespeichert.',
    discord_unavailable: 'Discord ist gerade nicht erreichbar. Bitte versuche es gleich erneut.',
    timeout: 'Die Anfrage hat zu lange gedauert. Bitte versuche es gleich erneut.',
    internal: 'Ein interner Fehler ist aufgetreten. Bitte versuche es später erneut.',
    session_expired: SESSION_ENDED,
    csrf_invalid: 'Das Formular ist abgelaufen. Bitte lade die Seite neu und versuche es erneut.',
    unsupported_media_type: 'Diese Anfrage muss JSON senden.',
    no_guild_access: 'Kein Zugriff auf diesen Server',
    upstream_unavailable: 'Der Dienst ist gerade nicht erreichbar. Bitte versuche es gleich erneut.',
  } satisfies Record<ErrorCode, string>,
  /** A missing permission, named as the Berechtigungen screen names it, and where it is granted. */
  permissionMissing: (needs: string) =>
    `Dafür fehlt die Berechtigung „${needs}“. Die Admins dieses Servers vergeben sie unter Berechtigungen.`,
  /** The /api proxy's answers when the bot API gave none of its own. */
  upstream: {
    invalidResponse: 'Der Server hat eine ungültige Antwort erhalten.',
    timeout: 'Die Anfrage hat zu lange gedauert.',
  },
  /** Refusals of a request before any screen sees it. */
  requests: {
    sessionsUnavailable: 'Die Anmeldung ist gerade nicht erreichbar. Bitte versuche es in einer Minute erneut.',
    formExpired: 'Das Formular ist abgelaufen oder ungültig. Bitte lade die Seite neu und versuche es erneut.',
    tooMany: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.',
    crossSite: 'Diese Anfrage kam nicht von dieser Seite und wurde abgelehnt.',
    fallback: 'Fehler',
  },
  /** A broken rule that a form's schema does not word itself, naming its limit. */
  validation: VALIDATION_TEXTS,

  /** The contract's own rules, each worded once (the bot API words them the same). */
  rules: RULE_TEXTS,
};
