// Discord's documented limits of a message body that its OpenAPI description does not carry (those it
// carries, such as a button's 80-character label, are checked by the generated request schemas): the
// texts of a message's embeds together, an embed with nothing in it, and the layout of classic
// components (rows of five units, a select filling its row, a button showing a label or an emoji).
import { MessageFlags } from 'discord-api-types/v10';
import { EMBED_LIMITS } from '../../contract/facts.js';
import type { JsonObject } from '../model.js';
import type { FieldProblem } from '../replies.js';

/** Action rows of a message without the components-v2 flag. */
export const ROWS_MAX = 5;
/** The width of a row, in units: a button takes one, a select (or a text input) all five. */
export const ROW_WIDTH = 5;

const ACTION_ROW = 1;
const BUTTON = 2;
const PREMIUM_BUTTON_STYLE = 6;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.length : 0);
const child = (value: unknown, key: string) => (isObject(value) ? value[key] : undefined);
const list = (value: unknown) => (Array.isArray(value) ? value : []);

function embedLength(embed: unknown): number {
  const fields = list(child(embed, 'fields')).reduce<number>(
    (sum, field) => sum + text(child(field, 'name')) + text(child(field, 'value')),
    0,
  );
  return (
    text(child(embed, 'title')) +
    text(child(embed, 'description')) +
    fields +
    text(child(child(embed, 'footer'), 'text')) +
    text(child(child(embed, 'author'), 'name'))
  );
}

/** An embed that shows nothing: no text, no field, no picture. */
const isEmptyEmbed = (embed: unknown) =>
  embedLength(embed) === 0 && !['image', 'thumbnail', 'video'].some((key) => text(child(child(embed, key), 'url')) > 0);

/** The row problems of classic components: too many rows, a row wider than five units. */
function layoutProblems(components: unknown[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (components.length > ROWS_MAX)
    problems.push({
      path: ['components'],
      error: { code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${ROWS_MAX} or fewer in length.` },
    });
  for (const [row, entry] of components.entries()) {
    if (child(entry, 'type') !== ACTION_ROW) continue;
    let width = 0;
    for (const [index, component] of list(child(entry, 'components')).entries()) {
      width += child(component, 'type') === BUTTON ? 1 : ROW_WIDTH;
      if (width > ROW_WIDTH)
        problems.push({
          path: ['components', String(row), 'components', String(index)],
          error: {
            code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
            message: 'The specified component exceeds the maximum width',
          },
        });
    }
  }
  return problems;
}

/** Buttons in this component's tree (rows, sections' accessories) that would show nothing: no label, no emoji. */
function blankButtons(component: unknown, path: string[]): FieldProblem[] {
  if (!isObject(component)) return [];
  const blank =
    component.type === BUTTON &&
    component.style !== PREMIUM_BUTTON_STYLE &&
    text(component.label) === 0 &&
    !isObject(component.emoji);
  return [
    ...(blank
      ? [{ path: [...path, 'label'], error: { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' } }]
      : []),
    ...list(component.components).flatMap((entry, index) =>
      blankButtons(entry, [...path, 'components', String(index)]),
    ),
    ...blankButtons(component.accessory, [...path, 'accessory']),
  ];
}

/** What Discord refuses in these fields beyond the schema: 'empty' (50006), the form's failures, or none. */
export function messageRuleProblems(fields: {
  embeds?: unknown[] | null;
  components?: unknown[] | null;
  flags?: number | null;
}): 'empty' | FieldProblem[] {
  const embeds = fields.embeds ?? [];
  if (embeds.some(isEmptyEmbed)) return 'empty';
  const problems: FieldProblem[] = [];
  if (embeds.reduce<number>((sum, embed) => sum + embedLength(embed), 0) > EMBED_LIMITS.total)
    problems.push({
      path: ['embeds'],
      error: { code: 'MAX_EMBED_SIZE_EXCEEDED', message: `Embed size exceeds maximum size of ${EMBED_LIMITS.total}` },
    });
  const components = fields.components ?? [];
  if (((fields.flags ?? 0) & MessageFlags.IsComponentsV2) === 0) problems.push(...layoutProblems(components));
  problems.push(...components.flatMap((component, index) => blankButtons(component, ['components', String(index)])));
  return problems;
}
