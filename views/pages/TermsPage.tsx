// /tos: the terms of service (notice periods, retention, a free bot), in the reader's catalogue.
import { fillIn } from '../i18n/fill-in.js';
import { useTexts } from '../i18n/texts-context.js';
import type { ViewProps } from '../view-props.js';
import { LegalPage, LegalSection } from './LegalPage.js';
import type { RetentionPeriods } from './PrivacyPage.js';

export function TermsPage({ data }: ViewProps<RetentionPeriods>) {
  const texts = useTexts().legal.terms;
  return (
    <LegalPage title={texts.title}>
      <LegalSection heading={texts.scopeHeading}>{texts.scope}</LegalSection>
      <LegalSection heading={texts.costsHeading}>{texts.costs}</LegalSection>
      <LegalSection heading={texts.accessHeading}>{texts.access}</LegalSection>
      <LegalSection heading={texts.useHeading}>{texts.use}</LegalSection>
      <LegalSection heading={texts.availabilityHeading}>{texts.availability}</LegalSection>
      <LegalSection heading={texts.retentionHeading}>
        {texts.retention(data.ticketDays)}{' '}
        {fillIn(texts.retentionDetails, { link: <a href="/dataprivacy">{texts.privacyLink}</a> })}
      </LegalSection>
      <LegalSection heading={texts.liabilityHeading}>{texts.liability}</LegalSection>
      <LegalSection heading={texts.changesHeading}>{texts.changes}</LegalSection>
    </LegalPage>
  );
}
