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
