// The guild's settings, change history and changelog.
// The specified wording (the default catalogue), its German/English mix byte for byte.
import { FEATURE_TEXTS } from '../../../server/contract/features.js';
import { SPEC_OPENING_HOURS } from './ticket-gate.js';

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
    /** The notification channel: shown to everyone, chosen by those who may run the setup command. */
    channel: {
      label: 'Kanal für Benachrichtigungen',
      current: 'Benachrichtigungen gehen in {channel}.',
      gone: '#gelöschter-kanal',
      hint: 'Textkanäle, in denen der Bot lesen, schreiben und Links einbetten darf.',
      noChoices:
        'In keinem Textkanal dieses Servers darf der Bot lesen, schreiben und Links einbetten. Gib ihm diese Rechte in Discord in einem Kanal.',
      ownerOnly: 'Nur der Serverbesitzer wählt den Kanal, hier oder in Discord mit {command}.',
      save: 'Kanal speichern',
    },
    timeZone: 'Zeitzone',
    timeZoneSearchHint: 'Zeitzone suchen: tippe einen Ort, z. B. Berlin oder New_York, und wähle aus der Liste.',
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
      autoClose: 'Inaktive Tickets automatisch schließen',
      autoCloseHint:
        'Schreibt eine Weile niemand in ein Ticket, warnt der Bot in dessen Kanal und erwähnt den Ersteller; bleibt es danach still, schließt er das Ticket mit dem Grund „Automatisch geschlossen: keine Aktivität“.',
      warnAfter: 'Warnen nach Minuten ohne Nachricht',
      closeAfter: 'Schließen Minuten nach der Warnung',
      closeRequest: 'Wartezeit einer Schließanfrage in Minuten',
      closeRequestHint:
        'So lange wartet /ticket close-request auf die Antwort des Erstellers; ohne Antwort wird das Ticket geschlossen.',
      minutesHint: (max: number) => `Ganze Minuten von 1 bis ${max} (30 Tage); 1440 Minuten sind ein Tag.`,
      minutes: (count: number) => `${count} Minuten`,
      transcriptToOpener: 'Zusammenfassung an den Ersteller',
      transcriptToOpenerHint:
        'Nach dem Schließen erhält der Ersteller eine Direktnachricht mit der Zusammenfassung und dem Transkript als HTML-Datei.',
      feedback: 'Bewertung nach dem Schließen',
      feedbackHint: 'Die Direktnachricht bittet 7 Tage lang um eine Bewertung von 1 bis 5 und einen Kommentar.',
      unread: 'Die Ticket-Einstellungen konnten nicht geladen werden.',
      openingHours: SPEC_OPENING_HOURS,
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
      channel: 'Fehler beim Speichern des Benachrichtigungskanals',
      test: 'Fehler beim Senden der Test-Notification',
      timeZone: 'Fehler beim Speichern der Zeitzone',
      tickets: 'Fehler beim Speichern der Ticket-Einstellungen',
    },
    done: {
      feature: 'Einstellung gespeichert',
      notifications: 'Benachrichtigungen gespeichert',
      channel: 'Benachrichtigungskanal gespeichert',
      test: 'Test-Benachrichtigung gesendet',
      timeZone: 'Zeitzone gespeichert',
      tickets: 'Ticket-Einstellungen gespeichert',
    },
  },
};
