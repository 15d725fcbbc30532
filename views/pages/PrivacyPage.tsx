// /dataprivacy: the privacy policy (spec sections 2 and 9), in the reader's catalogue, with the
// retention periods this instance applies.
import { useTexts } from '../i18n/texts-context.js';
import type { ViewProps } from '../view-props.js';
import { LegalPage } from './LegalPage.js';

/** The retention periods this instance applies (RETENTION_TICKET_DAYS, RETENTION_AUDIT_DAYS). */
export interface RetentionPeriods {
  ticketDays: number;
  auditDays: number;
}

export function PrivacyPage({ data }: ViewProps<RetentionPeriods>) {
  const texts = useTexts().legal.privacy;
  return (
    <LegalPage title={texts.title}>
      <h2>{texts.dataHeading}</h2>
      <p>{texts.data}</p>
      <h2>{texts.purposeHeading}</h2>
      <p>{texts.purpose}</p>
      <h2>{texts.retentionHeading}</h2>
      <ul>
        <li>{texts.tickets(data.ticketDays)}</li>
        <li>{texts.logs}</li>
        <li>{texts.audit(data.auditDays)}</li>
        <li>{texts.moderation}</li>
        <li>{texts.statistics}</li>
        <li>{texts.caches}</li>
      </ul>
      <h2>{texts.cookiesHeading}</h2>
      <p>{texts.cookies}</p>
      <h2>{texts.costsHeading}</h2>
      <p>{texts.costs}</p>
      <h2>{texts.rightsHeading}</h2>
      <p>{texts.rights}</p>
      <h2>{texts.changesHeading}</h2>
      <p>{texts.changes}</p>
    </LegalPage>
  );
}
