// The opening hours as the settings page sends them (a week: each day's spans as from/to fields, empty
// pairs are no span), checked by the contract's rules and refused beside the field that broke them.
import { z } from 'zod';
import { ClockTime, OpeningHours, rule, type OpeningSpan } from '../../../contract/index.js';
import { OPENING_CELLS, OPENING_FIELDS, openingFieldName } from '../../../../views/components/opening-hours-fields.js';

const { shape: HOURS } = OpeningHours;

export const openingFields = {
  ...(Object.fromEntries(
    OPENING_CELLS.flatMap(({ day, slot }) => [
      [openingFieldName(day, slot, 'from'), z.string().trim().default('')],
      [openingFieldName(day, slot, 'to'), z.string().trim().default('')],
    ]),
  ) as Record<string, z.ZodDefault<z.ZodString>>),
  [OPENING_FIELDS.enabled]: z.literal('on').optional(),
  // Radio buttons and an empty text area may send nothing: the defaults then.
  [OPENING_FIELDS.outside]: HOURS.outside.default('note'),
  [OPENING_FIELDS.message]: z.string().default('').pipe(HOURS.message),
};

type Values = Record<string, unknown>;

/** The spans the week's fields hold, in order (a pair left empty is none). */
function spansOf(values: Values): OpeningSpan[] {
  return OPENING_CELLS.flatMap(({ day, slot }) => {
    const from = values[openingFieldName(day, slot, 'from')] as string;
    const to = values[openingFieldName(day, slot, 'to')] as string;
    return from || to ? [{ day, from, to }] : [];
  });
}

/** The form's opening hours, as the contract takes them. */
export function openingHoursOf(values: Values): OpeningHours {
  return {
    enabled: values[OPENING_FIELDS.enabled] === 'on',
    schedule: spansOf(values),
    outside: values[OPENING_FIELDS.outside] as OpeningHours['outside'],
    message: values[OPENING_FIELDS.message] as string,
  };
}

/** Each broken time beside its field; a span whose end is not after its start beside its end; the message when it is needed. */
export function checkOpeningHours(values: Values, context: z.RefinementCtx): void {
  for (const { day, slot } of OPENING_CELLS) {
    const names = { from: openingFieldName(day, slot, 'from'), to: openingFieldName(day, slot, 'to') };
    const from = values[names.from] as string;
    const to = values[names.to] as string;
    if (!from && !to) continue;
    const broken = (['from', 'to'] as const).filter(
      (part) => !ClockTime.safeParse(part === 'from' ? from : to).success,
    );
    for (const part of broken)
      context.addIssue({ code: 'custom', input: values[names[part]], ...rule('clockTime', { path: [names[part]] }) });
    if (broken.length === 0 && from >= to)
      context.addIssue({ code: 'custom', input: to, ...rule('openingSpan', { path: [names.to] }) });
  }
  const message = values[OPENING_FIELDS.message];
  if (values[OPENING_FIELDS.enabled] === 'on' && !message)
    context.addIssue({ code: 'custom', input: message, ...rule('openingMessage', { path: [OPENING_FIELDS.message] }) });
}
