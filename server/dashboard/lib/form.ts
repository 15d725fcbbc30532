// HTML form bodies: urlencoded pairs become an object (a repeated key becomes an array, as checkbox
// groups send), then a strict zod schema decides; unknown fields are refused.
import { z } from 'zod';
import type { FormState, FormValues } from '../../../views/lib/form-state.js';
import type { Texts } from '../../../views/i18n/texts.js';
import { formMessages } from './form-messages.js';

export function formValues(params: URLSearchParams): FormValues {
  const values: FormValues = {};
  for (const [key, value] of params) {
    const existing = values[key];
    if (existing === undefined) values[key] = value;
    else values[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return values;
}

/** A field sent once, several times or not at all (a group of checkboxes, a field of each row), as a list. */
export const listOf = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === undefined ? [] : [value].flat()), schema);

export type FormResult<T> = { ok: true; data: T } | { ok: false; state: FormState };

export function parseForm<T>(schema: z.ZodType<T>, values: FormValues, texts: Texts): FormResult<T> {
  const result = schema.safeParse(values, { error: formMessages(texts) });
  if (result.success) return { ok: true, data: result.data };
  const flat = z.flattenError(result.error);
  const fields: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(flat.fieldErrors as Record<string, string[] | undefined>)) {
    if (messages?.length) fields[key] = messages;
  }
  return { ok: false, state: { values, errors: { form: flat.formErrors, fields } } };
}

/** A form state for an error found after validation (e.g. the bot API refused a duplicate name). */
export function formError(values: FormValues, message: string, field?: string): FormState {
  return field
    ? { values, errors: { form: [], fields: { [field]: [message] } } }
    : { values, errors: { form: [message], fields: {} } };
}
