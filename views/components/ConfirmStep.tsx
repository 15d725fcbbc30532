// The confirmation step before a destructive action: a form shown in the page (so it works without
// JavaScript) with the question, Abbrechen (back to the list) and the confirming button.
import type { ReactNode } from 'react';
import { CsrfField } from './CsrfField.js';
import { useTexts } from '../i18n/texts-context.js';
import { FormActions } from './FormActions.js';

export function ConfirmStep({
  subject,
  question,
  csrf,
  fields,
  cancelHref,
  action,
  confirmLabel,
  tone = 'danger',
}: {
  subject: ReactNode;
  question: string;
  csrf: string | null;
  /** Hidden fields naming the intent and the target. */
  fields: Record<string, string | number>;
  cancelHref: string;
  action?: string;
  confirmLabel?: string;
  /** Destructive steps are red; restoring steps are not. */
  tone?: 'primary' | 'danger';
}) {
  const texts = useTexts().common;
  return (
    <form
      className={`card confirm confirm--${tone}`}
      method="post"
      action={action}
      role="alertdialog"
      aria-labelledby="confirm-question"
    >
      <CsrfField token={csrf} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p id="confirm-question">
        <strong>{subject}</strong>: {question}
      </p>
      <FormActions submitLabel={confirmLabel ?? texts.delete} cancelHref={cancelHref} tone={tone} />
    </form>
  );
}
