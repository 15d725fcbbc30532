// Opening hours in one line of words, for the change history: switched on or off, each span by its day,
// what a ticket outside them meets, and the team's message. A value the history stored in another form
// reads as it was stored.
import type { OpeningHours } from '../../server/contract/opening-hours.js';
import type { Texts } from '../i18n/texts.js';

/** Whether a stored value has the parts the line reads (the history keeps what the contract accepted). */
function isOpeningHours(value: unknown): value is OpeningHours {
  if (typeof value !== 'object' || value === null) return false;
  const hours = value as Record<string, unknown>;
  return (
    typeof hours.enabled === 'boolean' &&
    Array.isArray(hours.schedule) &&
    (hours.outside === 'note' || hours.outside === 'refuse') &&
    typeof hours.message === 'string'
  );
}

export function openingHoursWords(value: unknown, texts: Texts): string {
  if (!isOpeningHours(value)) return JSON.stringify(value);
  const hours = value;
  const words = texts.settings.tickets.openingHours;
  if (!hours.enabled) return words.off;
  const spans = hours.schedule.map((span) => `${words.days[span.day - 1]} ${span.from}–${span.to}`).join(', ');
  return [spans || words.neverOpen, `${words.outside}: ${words[hours.outside]}`, `„${hours.message}“`].join(' · ');
}
