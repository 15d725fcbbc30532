// What Discord said when it refused the panel's message, kept in the contract's words (PanelRefusal):
// its status and code, its message, the first field of an Invalid Form Body (where and which error, such
// as a button's emoji with BUTTON_COMPONENT_INVALID_EMOJI) and the category that field shows. When
// Discord did not answer (an outage, a rate limit), 503 and code 0 with the bot API's sentence.
import { DiscordAPIError } from '@discordjs/rest';
import { z } from 'zod';
import type { TicketCategory } from '../../contract/config.js';
import type { PanelRefusal } from '../../contract/ticket-panel.js';
import { ApiError } from '../errors.js';
import { categoryAt } from './message.js';

const FieldErrors = z.array(z.object({ code: z.string(), message: z.string() })).min(1);
const RawError = z.object({ message: z.string().optional(), errors: z.unknown().optional() });

type Field = NonNullable<PanelRefusal['field']>;

/** The first field Discord's nested `errors` names (`{ components: { 0: { _errors: [...] } } }`), depth first. */
function firstField(errors: unknown, path: string[] = []): Field | null {
  if (typeof errors !== 'object' || errors === null) return null;
  const own = FieldErrors.safeParse((errors as { _errors?: unknown })._errors);
  if (own.success) return { path: path.join('.'), ...own.data[0]! };
  for (const [key, nested] of Object.entries(errors)) {
    const found = key === '_errors' ? null : firstField(nested, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Discord's refusal of the message showing these categories, or null for an error that is none. */
export function panelRefusal(error: unknown, categories: TicketCategory[]): PanelRefusal | null {
  if (error instanceof ApiError && error.statusCode === 503)
    return { status: 503, code: 0, message: error.message, field: null, category: null };
  if (!(error instanceof DiscordAPIError)) return null;
  const raw = RawError.safeParse(error.rawError);
  const field = raw.success ? firstField(raw.data.errors) : null;
  const category = field ? categoryAt(categories, field.path) : null;
  return {
    status: error.status,
    code: Number(error.code) || 0,
    message: (raw.success && raw.data.message) || error.message,
    field,
    category: category && { id: category.id, name: category.name, emoji: category.emoji },
  };
}

/** A refusal in one line, for the bot API's `error` sentence and the logs. */
export const refusalLine = (refusal: PanelRefusal): string =>
  [
    `${refusal.message} (${refusal.code})`,
    refusal.field && `${refusal.field.path}: ${refusal.field.message} (${refusal.field.code})`,
    refusal.category && `category ${refusal.category.id} "${refusal.category.name}"`,
  ]
    .filter(Boolean)
    .join('; ');
