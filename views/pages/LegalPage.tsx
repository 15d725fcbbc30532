// Frame shared by the terms and the privacy policy: title, date of the version, sections.
import type { ReactNode } from 'react';

export const LEGAL_LAST_UPDATED = '18.09.2025';

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="card legal">
      <h1>{title}</h1>
      <p className="legal__updated">Zuletzt aktualisiert: {LEGAL_LAST_UPDATED}</p>
      {children}
    </article>
  );
}
