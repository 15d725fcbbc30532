// The guild's change history and the undo of a change.
// The specified wording (the default catalogue), its German/English mix byte for byte.
import type { RevertibleAction } from '../../../server/contract/index.js';

export const SPEC_HISTORY = {
  /** The change history ('Änderungsverlauf') and its undo; {id} and {link} are filled in by the view. */
  history: {
    title: 'Änderungsverlauf',
    area: 'Bereich',
    allAreas: 'Alle Bereiche',
    user: 'Benutzer',
    allUsers: 'Alle Benutzer',
    notFound: 'Diese Änderung wurde nicht gefunden.',
    empty: 'Keine Änderungen gefunden.',
    pages: 'Seiten',
    newest: 'Neueste',
    older: 'Ältere →',
    adminLevel: (level: number) => ` (Admin-Session Level ${level})`,
    reverts: 'Macht {link} rückgängig',
    /** On a change that a later one undid (it offers no undo then). */
    undoneBy: 'Rückgängig gemacht durch {link}',
    change: (id: number) => `Änderung #${id}`,
    field: 'Feld',
    before: 'Vorher',
    after: 'Nachher',
    value: 'Wert',
    /** A switch's two states (a feature, the notifications); every other yes-or-no field reads yes/no. */
    on: 'an',
    off: 'aus',
    yes: 'ja',
    no: 'nein',
    /** Areas with a screen of their own go by its navigation label; these are the settings screen's parts. */
    areas: {
      features: 'Funktionen',
      notifications: 'Benachrichtigungen',
      preferences: 'Zeitzone',
      ticketSettings: 'Ticket-Einstellungen',
      ticketPanel: 'Ticket-Panel',
      adminSessions: 'Admin-Sessions',
    },
    /** The fields a change shows, by the name the record gives them (others: as recorded). */
    fields: {
      name: 'Name',
      description: 'Beschreibung',
      emoji: 'Emoji',
      color: 'Farbe',
      sort_order: 'Reihenfolge',
      is_active: 'Aktiv',
      trigger_word: 'Trigger',
      response_text: 'Antwort',
      is_embed: 'Als Embed',
      embed_title: 'Embed-Titel',
      embed_description: 'Embed-Beschreibung',
      embed_color: 'Embed-Farbe',
      role_id: 'Rollen-ID',
      role_name: 'Rolle',
      allowed_commands: 'Erlaubte Befehle',
      denied_commands: 'Verbotene Befehle',
      type: 'Typ',
      targetId: 'ID',
      targetName: 'Benutzer oder Rolle',
      permissions: 'Berechtigungen',
      isOwner: 'Serverbesitzer',
      avatar: 'Avatar',
      discriminator: 'Discriminator',
      setupCompleted: 'Eingerichtet',
      notificationRoles: 'Benachrichtigungsrollen',
      notificationsEnabled: 'Benachrichtigungen aktiv',
      timeZone: 'Zeitzone',
      maxOpenTickets: 'Offene Tickets pro Mitglied',
      categoryChannelId: 'Ticket-Kategorie in Discord',
      claimerOnly: 'Nur der Übernehmende schreibt',
      user_id: 'Benutzer-ID',
      username: 'Benutzername',
      reason: 'Grund',
      status: 'Status',
      category_id: 'Kategorie',
      channel_id: 'Kanal',
      channelId: 'Kanal',
      closed_at: 'Geschlossen am',
      claimed_by: 'Übernommen von',
      claimed_by_name: 'Übernommen von (Name)',
      first_response_at: 'Erste Antwort am',
      closed_by: 'Geschlossen von',
    },
    actions: {
      'category.create': 'Kategorie erstellt',
      'category.update': 'Kategorie bearbeitet',
      'category.toggle': 'Kategorie aktiviert/deaktiviert',
      'category.delete': 'Kategorie gelöscht',
      'ticket_panel.send': 'Ticket-Panel gesendet',
      'autoresponse.create': 'Auto Response erstellt',
      'autoresponse.update': 'Auto Response bearbeitet',
      'autoresponse.delete': 'Auto Response gelöscht',
      'autorole.add': 'Auto-Role hinzugefügt',
      'autorole.toggle': 'Auto-Role aktiviert/deaktiviert',
      'autorole.remove': 'Auto-Role entfernt',
      'command_permissions.put': 'Command Permissions gespeichert',
      'command_permissions.delete': 'Command Permissions gelöscht',
      'permission.add': 'Berechtigung hinzugefügt',
      'permission.update': 'Berechtigung bearbeitet',
      'permission.remove': 'Berechtigung entfernt',
      'feature.set': 'Funktion umgeschaltet',
      'notifications.update': 'Benachrichtigungen geändert',
      'preferences.update': 'Zeitzone geändert',
      'ticket_settings.update': 'Ticket-Einstellungen geändert',
      'ticket.open': 'Ticket eröffnet',
      'ticket.claim': 'Ticket übernommen',
      'ticket.close_request': 'Schließen angefordert',
      'ticket.close': 'Ticket geschlossen',
      'admin_session.create': 'Admin-Session begonnen',
      'admin_session.end': 'Admin-Session beendet',
    },
    revert: 'Rückgängig machen',
    revertTitle: 'Änderung rückgängig machen',
    revertNewer: 'Diese Änderung rückgängig machen',
    backToHistory: 'Zurück zum Änderungsverlauf',
    mayNotRevert: 'Du darfst diesen Bereich nicht ändern; die Änderung kann daher nicht rückgängig gemacht werden.',
    revertQuestion: (consequence: string) =>
      `${consequence} Das Rückgängigmachen erscheint selbst im Änderungsverlauf.`,
    blocked: {
      not_revertible: 'Änderungen dieses Bereichs lassen sich nicht rückgängig machen.',
      changed_since:
        'Der Eintrag wurde seitdem erneut geändert. Damit nichts unbemerkt überschrieben wird, lässt sich diese Änderung nicht mehr rückgängig machen. Die neuere Änderung:',
      already_reverted: 'Diese Änderung wurde bereits rückgängig gemacht:',
    },
    /** What undoing each change will do; `on`: whether the record is switched on again. */
    consequences: {
      'category.create': (name: string) =>
        `Die Kategorie „${name}“ wird gelöscht; Tickets, die ihr inzwischen zugeordnet wurden, bleiben ohne Kategorie.`,
      'category.update': (name: string) => `Die Kategorie „${name}“ bekommt ihre vorherigen Werte zurück.`,
      'category.toggle': (name: string, on: boolean) =>
        `Die Kategorie „${name}“ wird ${on ? 'wieder aktiviert' : 'wieder deaktiviert'}.`,
      'category.delete': (name: string) =>
        `Die Kategorie „${name}“ wird mit ihren alten Werten wiederhergestellt. Tickets, die ihr zugeordnet waren, werden nicht wieder zugeordnet.`,
      'autoresponse.create': (name: string) => `Die Auto Response „${name}“ wird gelöscht.`,
      'autoresponse.update': (name: string) => `Die Auto Response „${name}“ bekommt ihre vorherigen Werte zurück.`,
      'autoresponse.delete': (name: string) =>
        `Die Auto Response „${name}“ wird mit ihren alten Werten wiederhergestellt.`,
      'autorole.add': (name: string) => `Die Rolle „${name}“ wird aus den Auto-Roles entfernt.`,
      'autorole.toggle': (name: string, on: boolean) =>
        `Die Auto-Role „${name}“ wird ${on ? 'wieder aktiviert' : 'wieder deaktiviert'}.`,
      'autorole.remove': (name: string) => `Die Rolle „${name}“ wird wieder als Auto-Role hinzugefügt.`,
      'command_permissions.put': (name: string, hadEntry: boolean) =>
        hadEntry
          ? `Die Command Permissions der Rolle „${name}“ bekommen ihre vorherigen Werte zurück.`
          : `Die Command Permissions der Rolle „${name}“ werden gelöscht.`,
      'command_permissions.delete': (name: string) =>
        `Die Command Permissions der Rolle „${name}“ werden wiederhergestellt.`,
      'permission.add': (name: string) => `Der Berechtigungseintrag für „${name}“ wird entfernt.`,
      'permission.update': (name: string) =>
        `Der Berechtigungseintrag für „${name}“ bekommt seine vorherigen Berechtigungen zurück.`,
      'permission.remove': (name: string) =>
        `Der Berechtigungseintrag für „${name}“ wird mit seinen alten Berechtigungen wiederhergestellt.`,
      'feature.set': (name: string, on: boolean) =>
        `Die Funktion „${name}“ wird ${on ? 'wieder aktiviert' : 'wieder deaktiviert'}.`,
      'notifications.update': () => 'Die Benachrichtigungseinstellungen bekommen ihre vorherigen Werte zurück.',
      'preferences.update': (zone: string) => `Die Zeitzone wird wieder „${zone}“.`,
      'ticket_settings.update': () => 'Die Ticket-Einstellungen bekommen ihre vorherigen Werte zurück.',
    } satisfies Record<RevertibleAction, (name: string, state: boolean) => string>,
  },
  /** The undo's results; `why` is the refusal's sentence. `offer`: the button a deletion's notice shows. */
  undo: {
    offer: 'Rückgängig',
    done: 'Änderung rückgängig gemacht',
    failed: 'Die Änderung konnte nicht rückgängig gemacht werden. Bitte versuche es erneut.',
    refused: (why: string) => `Nicht rückgängig gemacht: ${why}`,
    duplicate: 'Ein Eintrag mit diesem Namen existiert inzwischen wieder.',
    permissionMissing: 'Dir fehlt die Berechtigung, diesen Bereich zu ändern.',
  },
  /** The changelog page. */
  changelog: {
    title: 'Changelog',
    current: (version: string) => `Aktuelle Version ${version}`,
    fallback: 'Der Changelog konnte nicht geladen werden; hier ist der eingebaute Eintrag.',
    empty: 'Kein Changelog verfügbar',
    version: (version: string) => `Version ${version}`,
    sections: { added: 'Hinzugefügt', changed: 'Geändert', fixed: 'Behoben', removed: 'Entfernt' },
    semver: 'Semantic Versioning',
    major: 'Breaking Changes und große neue Features',
    minor: 'Neue Features, abwärtskompatibel',
    patch: 'Fehlerbehebungen (Bug Fixes)',
  },
};
