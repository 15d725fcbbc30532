// Frame shared by the terms and the privacy policy: title, date of the version, sections.
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/texts-context.js';

const LEGAL_LAST_UPDATED = '18.09.2025';

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const texts = useTexts().legal;
  return (
    <article className="card legal">
      <h1>{title}</h1>
      <p className="legal__updated">{texts.updated(LEGAL_LAST_UPDATED)}</p>
      {children}
    </article>
  );
}

/** A section of one paragraph under its numbered heading. */
export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <>
      <h2>{heading}</h2>
      <p>{children}</p>
    </>
  );
}
