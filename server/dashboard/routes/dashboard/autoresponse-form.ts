// The auto response form's fields and rules, what the bot API is sent for it, and the form sent back
// unsaved by a picker's *Einfügen* or *Feld hinzufügen* (the compose buttons): the mention added to
// the text or the embed's description, or one more field row, with everything typed kept.
import { z } from 'zod';
import {
  AutoResponseInput,
  DEFAULT_COLOR,
  EMBED_LIMITS,
  HexColor,
  LIMITS,
  NO_EXTRAS,
  embedTextLength,
  httpUrlText,
  isDiscordId,
  lineText,
  multilineText,
  rule,
} from '../../../contract/index.js';
import type { FormState, FormValues } from '../../../../views/lib/form-state.js';
import { fieldValue } from '../../../../views/lib/form-state.js';
import {
  EMBED_PART_LIMITS,
  fieldNames,
  fieldRows,
  isAddressPart,
  typedExtras,
} from '../../../../views/lib/embed-form.js';
import { MENTION_SELECTS, type MentionKind, mentionOf } from '../../../../views/components/MentionPicker.js';

export const Trigger = z.string().max(LIMITS.autoResponse.trigger);
const on = z.literal('on').optional();
const INDEXES = Array.from({ length: EMBED_LIMITS.fields }, (_, index) => index);

/** The embed's parts beyond title, description and colour, each its own form field (so refused on its own). */
const partFields = {
  ...Object.fromEntries(
    Object.entries(EMBED_PART_LIMITS).map(([name, limit]) => [
      name,
      isAddressPart(name) ? httpUrlText('empty').default('') : multilineText(limit).default(''),
    ]),
  ),
  embedTimestamp: on,
  ...Object.fromEntries(
    INDEXES.flatMap((index) => {
      const names = fieldNames(index);
      return [
        [names.name, lineText(EMBED_LIMITS.fieldName).default('')],
        [names.value, multilineText(EMBED_LIMITS.fieldValue).default('')],
        [names.inline, on],
      ];
    }),
  ),
  // The form's own bookkeeping and the picker's choices: not saved.
  fieldRows: z.string().optional(),
  ...Object.fromEntries(
    ['mentionTarget', ...Object.values(MENTION_SELECTS)].map((name) => [name, z.string().optional()]),
  ),
} as Record<string, z.ZodType<string | undefined>>;

const fields = {
  trigger: AutoResponseInput.shape.trigger,
  response: AutoResponseInput.shape.response,
  isEmbed: on,
  embedTitle: lineText(LIMITS.autoResponse.embedTitle).default(''),
  embedDescription: multilineText(LIMITS.autoResponse.embedDescription).default(''),
  embedColor: HexColor.default(DEFAULT_COLOR),
  ...partFields,
};
type Fields = z.output<z.ZodObject<typeof fields>>;

/** A field of the parsed form by name (the generated ones have no name in the type). */
const text = (input: Fields, name: string) => {
  const value = (input as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
};

/** A field row with a name and no value (or the other way round), refused where the part is missing. */
function halfFields(input: Fields, context: z.RefinementCtx): void {
  for (const index of INDEXES) {
    const names = fieldNames(index);
    const [name, value] = [text(input, names.name), text(input, names.value)];
    if (name && !value) context.addIssue({ code: 'custom', path: [names.value], ...rule('required') });
    if (value && !name) context.addIssue({ code: 'custom', path: [names.name], ...rule('required') });
  }
}

/** The create and the edit form: the same fields and rules, each with its intent (an edit names the trigger it is saved under). */
function checked<S extends z.ZodType<Fields>>(schema: S) {
  return schema
    .refine((input) => input.isEmbed || input.response.length > 0, rule('responseOrEmbed', { path: ['response'] }))
    .refine(
      (input) => !input.isEmbed || input.embedTitle.length > 0 || input.embedDescription.length > 0,
      rule('embedNeedsText', { path: ['embedTitle'] }),
    )
    .superRefine((input, context) => {
      if (input.isEmbed) halfFields(input, context);
    })
    .refine(
      (input) => {
        const extras = input.isEmbed ? typedExtras((name) => text(input, name)) : NO_EXTRAS;
        return embedTextLength(input.embedTitle, input.embedDescription, extras) <= EMBED_LIMITS.total;
      },
      rule('embedTooLong', { path: ['embed'], limit: EMBED_LIMITS.total }),
    );
}

const COMPOSE = ['channel', 'role', 'member', 'field'] as const;

/** A compose button's press, whatever else the form says: it is sent back, not saved. */
const markCompose = (values: unknown) =>
  typeof values === 'object' && values !== null && 'compose' in values ? { ...values, intent: 'compose' } : values;

export const AutoResponseForm = z.preprocess(
  markCompose,
  z.discriminatedUnion('intent', [
    checked(z.strictObject({ intent: z.literal('create'), ...fields })),
    checked(z.strictObject({ intent: z.literal('update'), key: Trigger.min(1), ...fields })),
    z.strictObject({ intent: z.literal('delete'), trigger: Trigger.min(1) }),
    z.looseObject({ intent: z.literal('compose'), compose: z.enum(COMPOSE) }),
  ]),
);
export type SavedForm = Extract<z.infer<typeof AutoResponseForm>, { intent: 'create' | 'update' }>;

/** What the bot API is sent for a form: the embed's parts only for an embed, the colour as an integer. */
export function body(guildId: string, input: SavedForm) {
  const embed = input.isEmbed === 'on';
  return {
    trigger: input.trigger,
    response: input.response,
    isEmbed: embed,
    embedTitle: embed ? input.embedTitle || null : null,
    embedDescription: embed ? input.embedDescription || null : null,
    ...(embed
      ? {
          embedColor: Number.parseInt(input.embedColor.slice(1), 16),
          embed: typedExtras((name) => text(input, name)),
        }
      : {}),
    guildId,
  };
}

/** The text a mention goes into, as the picker chose it. */
const targetOf = (values: FormValues) =>
  fieldValue(values, 'mentionTarget') === 'embedDescription' ? 'embedDescription' : 'response';

/** The form as sent, with the mention added (a space before it when the text does not end in one) or one more field row. */
export function composed(values: FormValues, compose: (typeof COMPOSE)[number]): FormState {
  const { compose: _pressed, ...kept } = values;
  const value = (name: string) => fieldValue(kept, name) ?? '';
  if (compose === 'field')
    return { values: { ...kept, fieldRows: String(fieldRows(value) + 1) }, errors: { form: [], fields: {} } };
  const id = value(MENTION_SELECTS[compose as MentionKind]);
  const target = targetOf(kept);
  const before = value(target);
  const added = isDiscordId(id)
    ? `${before}${before === '' || /\s$/.test(before) ? '' : ' '}${mentionOf(compose, id)}`
    : before;
  return { values: { ...kept, [target]: added }, errors: { form: [], fields: {} } };
}
