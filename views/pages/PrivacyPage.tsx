// /dataprivacy: privacy policy in German (spec sections 2 and 9).
import type { ViewProps } from '../view-props.js';
import { LegalPage } from './LegalPage.js';

/** The retention periods this instance applies (RETENTION_TICKET_DAYS, RETENTION_AUDIT_DAYS). */
export interface RetentionPeriods {
  ticketDays: number;
  auditDays: number;
}

export function PrivacyPage({ data }: ViewProps<RetentionPeriods>) {
  return (
    <LegalPage title="Datenschutzerklärung">
      <h2>1. Welche Daten wir verarbeiten</h2>
      <p>
        Bei der Anmeldung über Discord erhalten wir deine Discord-ID, deinen Benutzernamen, deinen Avatar und die Liste deiner Server. Für die Funktionen des Bots speichern wir die Einstellungen
        deiner Server sowie Tickets und deren Verläufe (Transcripte).
      </p>
      <h2>2. Zweck</h2>
      <p>Wir verarbeiten diese Daten ausschließlich, um den Bot und das Dashboard bereitzustellen. Wir verkaufen keine Daten und zeigen keine Werbung.</p>
      <h2>3. Speicherdauer</h2>
      <ul>
        <li>{`Ticket-Inhalte werden ${data.ticketDays} Tage nach dem Schließen des Tickets gelöscht.`}</li>
        <li>Fehler- und Debug-Logs werden nach 21 Tagen gelöscht.</li>
        <li>{`Audit-Logs werden nach ${data.auditDays} Tagen gelöscht.`}</li>
        <li>Moderationsdaten werden nur so lange gespeichert, wie die jeweilige Maßnahme aktiv ist.</li>
        <li>Statistiken werden nur anonymisiert gespeichert.</li>
        <li>Temporäre Zwischenspeicher (Caches) werden innerhalb weniger Stunden verworfen.</li>
      </ul>
      <h2>4. Anmeldung und Cookies</h2>
      <p>
        Nach der Anmeldung setzt das Dashboard ein technisch notwendiges Sitzungs-Cookie. Dein Discord-Zugangstoken bleibt auf dem Server und erreicht nie deinen Browser. Ein weiteres Cookie merkt
        sich nur, ob du das helle oder dunkle Design gewählt hast.
      </p>
      <h2>5. Kosten</h2>
      <p>Der Bot ist kostenlos; für die Nutzung werden keine Zahlungsdaten erhoben.</p>
      <h2>6. Deine Rechte</h2>
      <p>Du hast das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung deiner Daten. Wende dich dafür an die Betreiber dieser Instanz.</p>
      <h2>7. Änderungen und Einstellung des Dienstes</h2>
      <p>Änderungen dieser Datenschutzerklärung kündigen wir mindestens 7 Tage im Voraus an. Wird der Dienst eingestellt, kündigen wir dies mindestens 7 Tage vorher an.</p>
    </LegalPage>
  );
}
