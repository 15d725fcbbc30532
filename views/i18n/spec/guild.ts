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
    },
    done: {
      feature: 'Einstellung gespeichert',
      notifications: 'Benachrichtigungen gespeichert',
      test: 'Test-Benachrichtigung gesendet',
      timeZone: 'Zeitzone gespeichert',
    },
  },
};
