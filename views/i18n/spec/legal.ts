// The terms of service and the privacy policy. The product's legal text is static German, so the
// default is the operator's German wording; the retention periods are the ones this instance applies.
export const SPEC_LEGAL = {
  legal: {
    updated: (date: string) => `Zuletzt aktualisiert: ${date}`,
    /** /tos; {link} is the privacy policy's link, with the `privacyLink` text. */
    terms: {
      title: 'Nutzungsbedingungen',
      scopeHeading: '1. Geltungsbereich',
      scope:
        'Diese Bedingungen gelten für die Nutzung des Discord-Bots und dieses Dashboards (zusammen „der Dienst“). Mit dem Hinzufügen des Bots zu einem Server oder der Anmeldung im Dashboard erklärst du dich mit ihnen einverstanden.',
      costsHeading: '2. Kosten',
      costs:
        'Der Bot und das Dashboard sind kostenlos. Es gibt keine kostenpflichtigen Funktionen und keine versteckten Gebühren.',
      accessHeading: '3. Zugang und Berechtigungen',
      access:
        'Ein Server-Dashboard können nur Personen öffnen, die auf dem Server die Berechtigung „Server verwalten“ (Manage Guild) haben oder denen der Server ausdrücklich Zugriff gewährt hat. Du bist dafür verantwortlich, wem du auf deinem Server Zugriff gibst.',
      useHeading: '4. Zulässige Nutzung',
      use: 'Der Dienst darf nicht für rechtswidrige Inhalte, Belästigung, Spam oder Verstöße gegen die Nutzungsbedingungen und Richtlinien von Discord verwendet werden. Bei Missbrauch können wir den Dienst für einen Server einschränken oder beenden.',
      availabilityHeading: '5. Verfügbarkeit',
      availability:
        'Wir bemühen uns um einen zuverlässigen Betrieb, können aber keine ununterbrochene Verfügbarkeit zusagen. Soll der Dienst eingestellt werden, kündigen wir das mindestens 7 Tage vorher an.',
      retentionHeading: '6. Datenaufbewahrung',
      retention: (days: number) => `Ticket-Inhalte werden ${days} Tage nach dem Schließen des Tickets gelöscht.`,
      retentionDetails: 'Einzelheiten zu allen Daten und Fristen stehen in der {link}.',
      privacyLink: 'Datenschutzerklärung',
      liabilityHeading: '7. Haftung',
      liability:
        'Der Dienst wird unentgeltlich und ohne Gewähr bereitgestellt. Wir haften nur für Vorsatz und grobe Fahrlässigkeit, soweit gesetzlich zulässig.',
      changesHeading: '8. Änderungen',
      changes: 'Änderungen dieser Bedingungen kündigen wir mindestens 7 Tage vor ihrem Inkrafttreten an.',
    },
    /** /dataprivacy. */
    privacy: {
      title: 'Datenschutzerklärung',
      dataHeading: '1. Welche Daten wir verarbeiten',
      data: 'Bei der Anmeldung über Discord erhalten wir deine Discord-ID, deinen Benutzernamen, deinen Avatar und die Liste deiner Server. Für die Funktionen des Bots speichern wir die Einstellungen deiner Server sowie Tickets und deren Verläufe (Transcripte).',
      purposeHeading: '2. Zweck',
      purpose:
        'Wir verarbeiten diese Daten ausschließlich, um den Bot und das Dashboard bereitzustellen. Wir verkaufen keine Daten und zeigen keine Werbung.',
      retentionHeading: '3. Speicherdauer',
      tickets: (days: number) => `Ticket-Inhalte werden ${days} Tage nach dem Schließen des Tickets gelöscht.`,
      logs: 'Fehler- und Debug-Logs werden nach 21 Tagen gelöscht.',
      audit: (days: number) => `Audit-Logs werden nach ${days} Tagen gelöscht.`,
      moderation: 'Moderationsdaten werden nur so lange gespeichert, wie die jeweilige Maßnahme aktiv ist.',
      statistics: 'Statistiken werden nur anonymisiert gespeichert.',
      caches: 'Temporäre Zwischenspeicher (Caches) werden innerhalb weniger Stunden verworfen.',
      cookiesHeading: '4. Anmeldung und Cookies',
      cookies:
        'Nach der Anmeldung setzt das Dashboard ein technisch notwendiges Sitzungs-Cookie. Dein Discord-Zugangstoken bleibt auf dem Server und erreicht nie deinen Browser. Weitere Cookies merken sich nur, welches Design und welche Sprache du gewählt hast, in welcher Zeitzone dein Browser steht (damit Uhrzeiten einer anderen Zone ihre Zone nennen), welche Version des Stylesheets dein Browser schon hat und für kurze Zeit eine Meldung oder ein noch nicht gespeichertes Formular. Keines dient der Werbung oder dem Tracking.',
      costsHeading: '5. Kosten',
      costs: 'Der Bot ist kostenlos; für die Nutzung werden keine Zahlungsdaten erhoben.',
      rightsHeading: '6. Deine Rechte',
      rights:
        'Du hast das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung deiner Daten. Wende dich dafür an die Betreiber dieser Instanz.',
      changesHeading: '7. Änderungen und Einstellung des Dienstes',
      changes:
        'Änderungen dieser Datenschutzerklärung kündigen wir mindestens 7 Tage im Voraus an. Wird der Dienst eingestellt, kündigen wir dies mindestens 7 Tage vorher an.',
    },
  },
};
