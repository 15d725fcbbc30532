// The button row under a form: an optional "Abbrechen" link back and the submit button.
import { useTexts } from '../i18n/texts-context.js';

export function FormActions({
  submitLabel,
  cancelHref,
  tone = 'primary',
  busyLabel,
}: {
  submitLabel: string;
  cancelHref?: string;
  tone?: 'primary' | 'danger';
  /** Shown by the form-busy script while the request runs. */
  busyLabel?: string;
}) {
  const texts = useTexts().common;
  return (
    <div className="form__actions">
      {cancelHref === undefined ? null : (
        <a className="button button--ghost" href={cancelHref}>
          {texts.cancel}
        </a>
      )}
      <button className={`button button--${tone}`} type="submit" data-busy-label={busyLabel}>
        {submitLabel}
      </button>
    </div>
  );
}
