// Opening hours in one line of words, for the change history: switched on or off, each span by its day,
// what a ticket outside them meets, and the team's message. A value the history stored in another form
// reads as it was stored.
import { OpeningHours } from '../../server/contract/opening-hours.js';
import type { Texts } from '../i18n/texts.js';

export function openingHoursWords(value: unknown, texts: Texts): string {
  const parsed = OpeningHours.safeParse(value);
  if (!parsed.success) return JSON.stringify(value);
  const hours = parsed.data;
  const words = texts.settings.tickets.openingHours;
  if (!hours.enabled) return words.off;
  const spans = hours.schedule.map((span) => `${words.days[span.day - 1]} ${span.from}–${span.to}`).join(', ');
  return [spans || words.neverOpen, `${words.outside}: ${words[hours.outside]}`, `„${hours.message}“`].join(' · ');
}
