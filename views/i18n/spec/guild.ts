// The guild's settings, change history and changelog.
// The specified wording (the default catalogue), its German/English mix byte for byte.
import { FEATURE_TEXTS } from '../../../server/contract/features.js';

export const SPEC_GUILD = {
  /** Server settings ('Server Einstellungen'); the known features' names and descriptions (the bot API sends these too). */
  settings: {
    title: 'Server Einstellungen',
    features: 'Bot-Funktionen',
    featureTexts: FEATURE_TEXTS,
    /** The feature switch (an island: plain strings). */
    toggle: { on: 'An', off: 'Aus', failed: 'Fehler beim Aktualisieren der Einstellung' },
    notifications: 'Benachrichtigungen',
    notificationsEnabled: 'Benachrichtigungen aktiviert',
    notifiedRoles: 'Rollen, die benachrichtigt werden',
    noRoles: 'Keine Rollen verfügbar',
    sendTest: 'Test-Benachrichtigung senden',
    notSetUp: 'Die Benachrichtigungen sind noch nicht eingerichtet.',
    setupHint:
      'Führe dazu in Discord auf diesem Server den Befehl {command} aus. Nur der Serverbesitzer kann diesen Befehl ausführen.',
    timeZone: 'Zeitzone',
    timeZoneLabel: 'Zeitzone des Servers',
    timeZoneHint:
      'Alle Daten und Uhrzeiten dieses Servers, in Transcripts und ihren Exporten, stehen in dieser Zeitzone.',
    /** The Tickets section: how the bot runs the server's tickets. */
    tickets: {
      title: 'Tickets',
      maxOpen: 'Offene Tickets pro Mitglied',
      maxOpenHint: (max: number) =>
        `Wie viele Tickets ein Mitglied zugleich offen haben darf (1 bis ${max}); eines mehr lehnt der Bot ab.`,
      category: 'Ticket-Kategorie in Discord',
      automatic: 'Automatisch: „Tickets“',
      categoryHint:
        'Unter dieser Kategorie legt der Bot neue Ticket-Kanäle an. Ist sie voll (50 Kanäle) oder gelöscht, nimmt er eine Kategorie „Tickets“ und legt sie bei Bedarf an.',
      categoryGone: 'Die gewählte Kategorie gibt es nicht mehr; der Bot nimmt „Tickets“.',
      categoriesUnread: 'Die Kategorien des Servers konnten nicht gelesen werden.',
      /** A chosen category whose name could not be read. */
      categoryById: (id: string) => `Kategorie ${id}`,
      claimerOnly: 'Nur der Übernehmende schreibt',
      claimerOnlyHint:
        'Übernimmt jemand aus dem Team ein Ticket, lesen die anderen im Team weiter mit, schreiben dort aber nicht mehr. Der Ersteller des Tickets und hinzugefügte Mitglieder schreiben weiter.',
      unread: 'Die Ticket-Einstellungen konnten nicht geladen werden.',
    },
    notes: 'Hinweise',
    noteList: [
      'Ausgeschaltete Funktionen reagieren in Discord nicht mehr; ihre Einstellungen bleiben erhalten.',
      'Benachrichtigungen gehen in den Kanal, den der Serverbesitzer beim Einrichten gewählt hat, und erwähnen die gewählten Rollen.',
      'Verwaltete Rollen (von Integrationen) und @everyone können nicht benachrichtigt werden.',
    ],
    failed: {
      feature: 'Fehler beim Aktualisieren der Einstellung',
      notifications: 'Fehler beim Aktualisieren der Notification-Einstellungen',
      test: 'Fehler beim Senden der Test-Notification',
      timeZone: 'Fehler beim Speichern der Zeitzone',
      tickets: 'Fehler beim Speichern der Ticket-Einstellungen',
    },
    done: {
      feature: 'Einstellung gespeichert',
      notifications: 'Benachrichtigungen gespeichert',
      test: 'Test-Benachrichtigung gesendet',
      timeZone: 'Zeitzone gespeichert',
      tickets: 'Ticket-Einstellungen gespeichert',
    },
  },
};
