// /tos: terms of service in German (spec sections 2 and 9).
import type { ViewProps } from '../view-props.js';
import { LegalPage } from './LegalPage.js';
import type { RetentionPeriods } from './PrivacyPage.js';

export function TermsPage({ data }: ViewProps<RetentionPeriods>) {
  return (
    <LegalPage title="Nutzungsbedingungen">
      <h2>1. Geltungsbereich</h2>
      <p>
        Diese Bedingungen gelten für die Nutzung des Discord-Bots und dieses Dashboards (zusammen „der Dienst“). Mit dem Hinzufügen des Bots zu einem Server oder der Anmeldung im Dashboard erklärst du
        dich mit ihnen einverstanden.
      </p>
      <h2>2. Kosten</h2>
      <p>Der Bot und das Dashboard sind kostenlos. Es gibt keine kostenpflichtigen Funktionen und keine versteckten Gebühren.</p>
      <h2>3. Zugang und Berechtigungen</h2>
      <p>
        Ein Server-Dashboard können nur Personen öffnen, die auf dem Server die Berechtigung „Server verwalten“ (Manage Guild) haben oder denen der Server ausdrücklich Zugriff gewährt hat. Du bist
        dafür verantwortlich, wem du auf deinem Server Zugriff gibst.
      </p>
      <h2>4. Zulässige Nutzung</h2>
      <p>
        Der Dienst darf nicht für rechtswidrige Inhalte, Belästigung, Spam oder Verstöße gegen die Nutzungsbedingungen und Richtlinien von Discord verwendet werden. Bei Missbrauch können wir den
        Dienst für einen Server einschränken oder beenden.
      </p>
      <h2>5. Verfügbarkeit</h2>
      <p>Wir bemühen uns um einen zuverlässigen Betrieb, können aber keine ununterbrochene Verfügbarkeit zusagen. Soll der Dienst eingestellt werden, kündigen wir das mindestens 7 Tage vorher an.</p>
      <h2>6. Datenaufbewahrung</h2>
      <p>
        {`Ticket-Inhalte werden ${data.ticketDays} Tage nach dem Schließen des Tickets gelöscht.`} Einzelheiten zu allen Daten und Fristen stehen in der <a href="/dataprivacy">Datenschutzerklärung</a>
        .
      </p>
      <h2>7. Haftung</h2>
      <p>Der Dienst wird unentgeltlich und ohne Gewähr bereitgestellt. Wir haften nur für Vorsatz und grobe Fahrlässigkeit, soweit gesetzlich zulässig.</p>
      <h2>8. Änderungen</h2>
      <p>Änderungen dieser Bedingungen kündigen wir mindestens 7 Tage vor ihrem Inkrafttreten an.</p>
    </LegalPage>
  );
}
