// How a re-rendered form (400) shows what was wrong: the form-level messages above the fields, and
// each field's messages under it, linked by id for aria-describedby.
import type { FormState } from '../lib/form-state.js';

export function FormErrors({ messages }: { messages: readonly string[] }) {
  return (
    <>
      {messages.map((message) => (
        <p key={message} className="alert alert--error" role="alert">
          {message}
        </p>
      ))}
    </>
  );
}

const fieldErrorId = (name: string) => `${name}-error`;

/** The attributes that tie an input to its FieldError when it has one. */
export function invalidFieldProps(form: FormState | null, name: string) {
  return form?.errors.fields[name]?.length ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(name) } : {};
}

export function FieldError({ form, name }: { form: FormState | null; name: string }) {
  const messages = form?.errors.fields[name];
  return messages?.length ? (
    <p className="field__error" id={fieldErrorId(name)}>
      {messages.join(' ')}
    </p>
  ) : null;
}
