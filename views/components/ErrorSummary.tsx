// A refused form far down a long page (the settings page holds five) is told at the top, where the page
// comes back: what was not saved, each message linked to its field (or to the form), so the user sees it
// at once and gets there without JavaScript. The messages stay beside the fields too, as on every form.
import type { FormState } from '../lib/form-state.js';

export function ErrorSummary({
  title,
  form,
  labels,
  formHref,
}: {
  title: string;
  form: FormState;
  /** The label of each field the summary links to; the field's id is its name. */
  labels: Readonly<Record<string, string>>;
  /** Where a message of the whole form, or of a field without a label here, links to. */
  formHref: string;
}) {
  return (
    <div className="alert alert--error" role="alert">
      <h2 className="alert__title">{title}</h2>
      <ol>
        {form.errors.form.map((message) => (
          <li key={message}>
            <a href={formHref}>{message}</a>
          </li>
        ))}
        {Object.entries(form.errors.fields).map(([name, messages]) => {
          const label = labels[name];
          return (
            <li key={name}>
              {label ? (
                <>
                  <a href={`#${name}`}>{label}</a>: {messages.join(' ')}
                </>
              ) : (
                <a href={formHref}>{messages.join(' ')}</a>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
