// The guild's settings, change history and changelog.
// In German.
import type { CatalogueOf } from '../catalogue-of.js';
import type { SPEC_GUILD } from '../spec/guild.js';

export const DE_GUILD: CatalogueOf<typeof SPEC_GUILD> = {
  settings: {
    title: 'Server-Einstellungen',
    features: 'Bot-Funktionen',
    featureTexts: {
      tickets: { name: 'Ticket-System', description: 'Mitglieder können Tickets öffnen; das Team bearbeitet sie in eigenen Kanälen.' },
      autoresponses: { name: 'Automatische Antworten', description: 'Der Bot antwortet automatisch auf festgelegte Schlüsselwörter.' },
      statistics: { name: 'Statistiken', description: 'Der Bot sammelt anonymisierte Statistiken über die Server-Aktivität.' },
      autoroles: { name: 'Automatische Rollen', description: 'Neue Mitglieder erhalten beim Beitritt automatisch festgelegte Rollen.' },
    },
    toggle: { on: 'An', off: 'Aus', failed: 'Fehler beim Aktualisieren der Einstellung' },
    notifications: 'Benachrichtigungen',
    notificationsEnabled: 'Benachrichtigungen aktiviert',
    notifiedRoles: 'Rollen, die benachrichtigt werden',
    noRoles: 'Keine Rollen verfügbar',
    sendTest: 'Test-Benachrichtigung senden',
    notSetUp: 'Die Benachrichtigungen sind noch nicht eingerichtet.',
    setupHint: 'Führe dazu in Discord auf diesem Server den Befehl {command} aus. Nur der Serverbesitzer kann diesen Befehl ausführen.',
    timeZone: 'Zeitzone',
    timeZoneLabel: 'Zeitzone des Servers',
    timeZoneHint: 'Alle Daten und Uhrzeiten dieses Servers, in Transkripten und ihren Exporten, stehen in dieser Zeitzone.',
    notes: 'Hinweise',
    noteList: [
      'Ausgeschaltete Funktionen reagieren in Discord nicht mehr; ihre Einstellungen bleiben erhalten.',
      'Benachrichtigungen gehen in den Kanal, den der Serverbesitzer beim Einrichten gewählt hat, und erwähnen die gewählten Rollen.',
      'Verwaltete Rollen (von Integrationen) und @everyone können nicht benachrichtigt werden.',
    ],
    failed: {
      feature: 'Fehler beim Aktualisieren der Einstellung',
      notifications: 'Fehler beim Aktualisieren der Benachrichtigungseinstellungen',
      test: 'Fehler beim Senden der Test-Benachrichtigung',
      timeZone: 'Fehler beim Speichern der Zeitzone',
    },
    done: { feature: 'Einstellung gespeichert', notifications: 'Benachrichtigungen gespeichert', test: 'Test-Benachrichtigung gesendet', timeZone: 'Zeitzone gespeichert' },
  },
};
