// Why Discord refused the ticket panel, in the reader's words: a category's emoji it does not take, a
// deleted message, a channel gone or closed to the bot, an outage; anything else as Discord said it
// (its English message, codes and the field it named), since that is the only reason there is.
import type { PanelRefusal } from '../../server/contract/index.js';
import type { Texts } from '../i18n/texts.js';

const UNKNOWN_CHANNEL = 10003;
const UNKNOWN_MESSAGE = 10008;
const NO_ACCESS = [50001, 50013];
const INVALID_EMOJI = 'BUTTON_COMPONENT_INVALID_EMOJI';

/** Discord's own words: its message and code, and the field it named with that field's error. */
export function discordSaid(refusal: PanelRefusal): string {
  const field = refusal.field;
  return `${refusal.message} (${refusal.code})${field ? ` – ${field.path}: ${field.message} (${field.code})` : ''}`;
}

export function panelRefusalText(texts: Texts, refusal: PanelRefusal): string {
  const reasons = texts.categories.panel.reasons;
  const { category, field } = refusal;
  if (category && field?.code === INVALID_EMOJI) return reasons.emoji(category.name);
  if (category) return reasons.category(category.name, discordSaid(refusal));
  if (refusal.status >= 500) return reasons.unreachable;
  if (refusal.code === UNKNOWN_MESSAGE) return reasons.messageGone;
  if (refusal.code === UNKNOWN_CHANNEL) return reasons.channelGone;
  if (NO_ACCESS.includes(refusal.code)) return reasons.forbidden;
  return reasons.other(discordSaid(refusal));
}

/** A stored value read as a refusal (the history keeps the panel's records as they were), or null. */
export function asPanelRefusal(value: unknown): PanelRefusal | null {
  if (typeof value !== 'object' || value === null) return null;
  const { status, code, message } = value as Record<string, unknown>;
  if (typeof status !== 'number' || typeof code !== 'number' || typeof message !== 'string') return null;
  const { field = null, category = null } = value as Partial<PanelRefusal>;
  return { status, code, message, field, category };
}
