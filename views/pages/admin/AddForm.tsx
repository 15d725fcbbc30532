// An add (or edit) form of one admin tab: after a failed POST it is re-rendered with its own errors only.
import type { ReactNode } from 'react';
import { CsrfField } from '../../components/CsrfField.js';
import { FormActions } from '../../components/FormActions.js';
import { FormErrors } from '../../components/FormErrors.js';
import type { AdminTab } from './admin-data.js';
import { useTexts } from '../../i18n/texts-context.js';

export function AddForm({
  title,
  tab,
  intent,
  csrf,
  errors,
  children,
  submitLabel,
  cancelHref,
}: {
  title: string;
  tab: AdminTab;
  intent: string;
  csrf: string | null;
  errors: readonly string[];
  children: ReactNode;
  /** 'Hinzufügen' unless the form says otherwise (an edit saves). */
  submitLabel?: string;
  /** An edit form's way back without saving. */
  cancelHref?: string;
}) {
  const texts = useTexts().common;
  return (
    <form className="card form" method="post" action={`/admin?tab=${tab}`}>
      <h2>{title}</h2>
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <FormErrors messages={errors} />
      {children}
      <FormActions submitLabel={submitLabel ?? texts.add} {...(cancelHref ? { cancelHref } : {})} />
    </form>
  );
}
