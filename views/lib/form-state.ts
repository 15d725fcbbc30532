// What a refused form submission gives its view: the values as typed and the errors to show beside
// them. The server builds it (server/dashboard/lib/form.ts); views only read it.
export type FormValues = Record<string, string | string[]>;

interface FormErrors {
  form: string[];
  fields: Record<string, string[]>;
}

export interface FormState {
  values: FormValues;
  errors: FormErrors;
}

/** First value of a field, for views that redisplay what the user typed. */
export function fieldValue(values: FormValues | undefined, name: string): string | undefined {
  const value = values?.[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether the form was brought back after the session ended (its one message the draft's notice, `notice`)
 * rather than refused: it says so beside the form, not in a summary of what was not saved.
 */
export function isRestoredDraft(form: FormState, notice: string): boolean {
  return Object.keys(form.errors.fields).length === 0 && form.errors.form.every((message) => message === notice);
}

/** The page's form state when it was the form of this intent that was sent (a page may hold several forms). */
export function formOfIntent(form: FormState | null, intent: string): FormState | null {
  return fieldValue(form?.values, 'intent') === intent ? form : null;
}
