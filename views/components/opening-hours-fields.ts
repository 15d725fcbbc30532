// The names of the opening hours' form fields, shared by the form (OpeningHoursFields.tsx) and the route
// that reads it: for each weekday (Monday = 1) `perDay` spans, each a from and a to.
import { LIMITS, WEEKDAYS } from '../../server/contract/facts.js';

export const OPENING_SLOTS = Array.from({ length: LIMITS.openingHours.perDay }, (_, index) => index + 1);

export const openingFieldName = (day: number, slot: number, part: 'from' | 'to'): string =>
  `hours${day}s${slot}${part === 'from' ? 'From' : 'To'}`;

/** Every day's every slot, in the week's order. */
export const OPENING_CELLS = WEEKDAYS.flatMap((day) => OPENING_SLOTS.map((slot) => ({ day, slot })));

export const OPENING_FIELDS = {
  enabled: 'openingEnabled',
  outside: 'openingOutside',
  message: 'openingMessage',
} as const;
