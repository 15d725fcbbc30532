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

/** The page's form state when it was the form of this intent that was sent (a page may hold several forms). */
export function formOfIntent(form: FormState | null, intent: string): FormState | null {
  return fieldValue(form?.values, 'intent') === intent ? form : null;
}
