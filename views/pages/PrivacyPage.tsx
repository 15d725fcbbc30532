// /dataprivacy: the privacy policy, in the reader's catalogue, with the
// retention periods this instance applies.
import { useTexts } from '../i18n/texts-context.js';
import type { ViewProps } from '../view-props.js';
import { LegalPage, LegalSection } from './LegalPage.js';

/** The retention periods this instance applies (RETENTION_TICKET_DAYS, RETENTION_AUDIT_DAYS). */
export interface RetentionPeriods {
  ticketDays: number;
  auditDays: number;
}

export function PrivacyPage({ data }: ViewProps<RetentionPeriods>) {
  const texts = useTexts().legal.privacy;
  return (
    <LegalPage title={texts.title}>
      <LegalSection heading={texts.dataHeading}>{texts.data}</LegalSection>
      <LegalSection heading={texts.purposeHeading}>{texts.purpose}</LegalSection>
      <h2>{texts.retentionHeading}</h2>
      <ul>
        <li>{texts.tickets(data.ticketDays)}</li>
        <li>{texts.logs}</li>
        <li>{texts.audit(data.auditDays)}</li>
        <li>{texts.moderation}</li>
        <li>{texts.statistics}</li>
        <li>{texts.caches}</li>
      </ul>
      <LegalSection heading={texts.cookiesHeading}>{texts.cookies}</LegalSection>
      <LegalSection heading={texts.costsHeading}>{texts.costs}</LegalSection>
      <LegalSection heading={texts.rightsHeading}>{texts.rights}</LegalSection>
      <LegalSection heading={texts.changesHeading}>{texts.changes}</LegalSection>
    </LegalPage>
  );
}
