// The auto response form's fields as a response's look and back: the names of the embed's fields, how
// long each may be, a saved response as the form's values, and the form as typed as what the preview
// shows. The form's rules (what saving refuses) are the route's; this reads leniently, as a preview does.
import type { AutoResponse } from '../../server/contract/index.js';
import type { EmbedExtras, EmbedField } from '../../server/contract/embed.js';
import { DEFAULT_COLOR, EMBED_LIMITS, HEX_COLOR, LIMITS } from '../../server/contract/facts.js';
import { safeHttpUrl } from '../../server/contract/safe-url.js';
import type { ResponseLook } from '../components/AutoResponseMessage.js';
import { hexColor } from './colors.js';
import type { FormValues } from './form-state.js';

/** The embed's parts beyond title, description and colour, by form field, with the characters each may have. */
export const EMBED_PART_LIMITS = {
  embedUrl: EMBED_LIMITS.url,
  embedTimestamp: 2,
  embedAuthorName: EMBED_LIMITS.authorName,
  embedAuthorUrl: EMBED_LIMITS.url,
  embedAuthorIcon: EMBED_LIMITS.url,
  embedFooterText: EMBED_LIMITS.footerText,
  embedFooterIcon: EMBED_LIMITS.url,
  embedImage: EMBED_LIMITS.url,
  embedThumbnail: EMBED_LIMITS.url,
} as const;
export type EmbedPartName = keyof typeof EMBED_PART_LIMITS;

/** The parts that are addresses (http or https only). */
export const isAddressPart = (name: string): boolean => /Url$|Icon$|^embedImage$|^embedThumbnail$/.test(name);

/** The form fields of the embed's field number `index` (from 0). */
export const fieldNames = (index: number) => ({
  name: `fieldName${index}`,
  value: `fieldValue${index}`,
  inline: `fieldInline${index}`,
});
const FIELD_INDEXES = Array.from({ length: EMBED_LIMITS.fields }, (_, index) => index);

/** Every field the message is made of, with the characters each may have ('on' for a switch). */
export const LOOK_FIELD_LIMITS: Record<string, number> = {
  response: LIMITS.autoResponse.response,
  isEmbed: 2,
  embedTitle: LIMITS.autoResponse.embedTitle,
  embedDescription: LIMITS.autoResponse.embedDescription,
  embedColor: 7,
  ...EMBED_PART_LIMITS,
  ...Object.fromEntries(
    FIELD_INDEXES.flatMap((index) => {
      const names = fieldNames(index);
      return [
        [names.name, EMBED_LIMITS.fieldName],
        [names.value, EMBED_LIMITS.fieldValue],
        [names.inline, 2],
      ];
    }),
  ),
};

type Value = (name: string) => string;

/** The embed's fields as typed: the rows with a name or a value, in order. */
export function typedFields(value: Value): EmbedField[] {
  return FIELD_INDEXES.flatMap((index) => {
    const names = fieldNames(index);
    const field = {
      name: value(names.name).trim(),
      value: value(names.value).trim(),
      inline: value(names.inline) === 'on',
    };
    return field.name || field.value ? [field] : [];
  });
}

/** The embed's parts as typed; an address that is not http(s) is left out (saving says so). */
export function typedExtras(value: Value): EmbedExtras {
  const url = (name: EmbedPartName) => (safeHttpUrl(value(name).trim()) ? value(name).trim() : null);
  const footer = value('embedFooterText').trim();
  const author = value('embedAuthorName').trim();
  return {
    url: url('embedUrl'),
    timestamp: value('embedTimestamp') === 'on',
    fields: typedFields(value),
    footer: footer ? { text: footer, iconUrl: url('embedFooterIcon') } : null,
    author: author ? { name: author, url: url('embedAuthorUrl'), iconUrl: url('embedAuthorIcon') } : null,
    imageUrl: url('embedImage'),
    thumbnailUrl: url('embedThumbnail'),
  };
}

/** The look of the form's fields as typed ('on': a switch; the colour as #rrggbb). */
export function lookOfForm(value: Value): ResponseLook {
  const color = value('embedColor');
  return {
    text: value('response'),
    isEmbed: value('isEmbed') === 'on',
    embedTitle: value('embedTitle'),
    embedDescription: value('embedDescription'),
    embedColor: HEX_COLOR.test(color) ? Number.parseInt(color.slice(1), 16) : null,
    extras: typedExtras(value),
  };
}

/** An embed's parts as the form's fields. */
function extrasValues(extras: EmbedExtras): FormValues {
  const values: FormValues = {
    embedUrl: extras.url ?? '',
    embedAuthorName: extras.author?.name ?? '',
    embedAuthorUrl: extras.author?.url ?? '',
    embedAuthorIcon: extras.author?.iconUrl ?? '',
    embedFooterText: extras.footer?.text ?? '',
    embedFooterIcon: extras.footer?.iconUrl ?? '',
    embedImage: extras.imageUrl ?? '',
    embedThumbnail: extras.thumbnailUrl ?? '',
    ...(extras.timestamp ? { embedTimestamp: 'on' } : {}),
  };
  for (const [index, field] of extras.fields.entries()) {
    const names = fieldNames(index);
    values[names.name] = field.name;
    values[names.value] = field.value;
    if (field.inline) values[names.inline] = 'on';
  }
  return values;
}

/** A saved response as the form's fields. */
export const savedValues = (response: AutoResponse): FormValues => ({
  trigger: response.trigger_word,
  response: response.response_text,
  ...(response.is_embed ? { isEmbed: 'on' } : {}),
  embedTitle: response.embed_title ?? '',
  embedDescription: response.embed_description ?? '',
  embedColor: hexColor(response.embed_color ?? Number.parseInt(DEFAULT_COLOR.slice(1), 16)),
  ...(response.embed_extras ? extrasValues(response.embed_extras) : {}),
});

/**
 * How many field rows the form shows: the ones typed, one empty to fill in, and as many more as asked
 * for (the form's *Feld hinzufügen*), up to Discord's 25.
 */
export function fieldRows(value: Value): number {
  const asked = Number.parseInt(value('fieldRows'), 10);
  const filled = FIELD_INDEXES.filter((index) => {
    const names = fieldNames(index);
    return value(names.name).trim() || value(names.value).trim();
  });
  const typed = (filled.at(-1) ?? -1) + 2;
  return Math.min(EMBED_LIMITS.fields, Math.max(typed, Number.isFinite(asked) ? asked : 0));
}
