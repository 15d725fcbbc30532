// /tos: the terms of service (spec sections 2 and 9), in the reader's catalogue.
import { fillIn } from '../i18n/fill-in.js';
import { useTexts } from '../i18n/texts-context.js';
import type { ViewProps } from '../view-props.js';
import { LegalPage } from './LegalPage.js';
import type { RetentionPeriods } from './PrivacyPage.js';

export function TermsPage({ data }: ViewProps<RetentionPeriods>) {
  const texts = useTexts().legal.terms;
  return (
    <LegalPage title={texts.title}>
      <h2>{texts.scopeHeading}</h2>
      <p>{texts.scope}</p>
      <h2>{texts.costsHeading}</h2>
      <p>{texts.costs}</p>
      <h2>{texts.accessHeading}</h2>
      <p>{texts.access}</p>
      <h2>{texts.useHeading}</h2>
      <p>{texts.use}</p>
      <h2>{texts.availabilityHeading}</h2>
      <p>{texts.availability}</p>
      <h2>{texts.retentionHeading}</h2>
      <p>
        {texts.retention(data.ticketDays)} {fillIn(texts.retentionDetails, { link: <a href="/dataprivacy">{texts.privacyLink}</a> })}
      </p>
      <h2>{texts.liabilityHeading}</h2>
      <p>{texts.liability}</p>
      <h2>{texts.changesHeading}</h2>
      <p>{texts.changes}</p>
    </LegalPage>
  );
}
