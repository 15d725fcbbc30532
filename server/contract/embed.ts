// An auto response's embed beyond its title, description and colour: a link on the title, the time it
// is sent, fields, a footer, an author, an image and a thumbnail, within Discord's limits (EMBED_LIMITS).
// The bot API stores it as it comes, the bot sends it, the dashboard's form and preview show it.
import { z } from 'zod';
import { lineText, multilineText } from './common.js';
import { EMBED_LIMITS } from './facts.js';
import { rule } from './rules.js';
import { safeHttpUrl } from './safe-url.js';

/** An address Discord opens or loads: http(s) only, as Discord takes no other for an embed; `empty`: or none. */
export const httpUrlText = (empty: 'none' | 'empty') =>
  z
    .string()
    .trim()
    .max(EMBED_LIMITS.url)
    .refine((value) => (empty === 'empty' && value === '') || safeHttpUrl(value) !== null, rule('httpUrl'));
export const HttpUrl = httpUrlText('none');

const OptionalUrl = HttpUrl.nullable().default(null);

/** Text of lines that Discord refuses empty. */
const requiredText = (max: number) => multilineText(max).refine((value) => value.length > 0, rule('required'));

export const EmbedField = z.strictObject({
  name: lineText(EMBED_LIMITS.fieldName, 'required'),
  value: requiredText(EMBED_LIMITS.fieldValue),
  inline: z.boolean().default(false),
});
export type EmbedField = z.infer<typeof EmbedField>;

export const EmbedExtras = z.strictObject({
  /** The title's link. */
  url: OptionalUrl,
  /** Whether the embed carries the time the bot sends it. */
  timestamp: z.boolean().default(false),
  fields: z.array(EmbedField).max(EMBED_LIMITS.fields).default([]),
  footer: z
    .strictObject({ text: requiredText(EMBED_LIMITS.footerText), iconUrl: OptionalUrl })
    .nullable()
    .default(null),
  author: z
    .strictObject({ name: lineText(EMBED_LIMITS.authorName, 'required'), url: OptionalUrl, iconUrl: OptionalUrl })
    .nullable()
    .default(null),
  imageUrl: OptionalUrl,
  thumbnailUrl: OptionalUrl,
});
export type EmbedExtras = z.infer<typeof EmbedExtras>;

/** An embed without any of these: what a response saved with only title, description and colour has. */
export const NO_EXTRAS: EmbedExtras = {
  url: null,
  timestamp: false,
  fields: [],
  footer: null,
  author: null,
  imageUrl: null,
  thumbnailUrl: null,
};

/** The characters Discord counts against EMBED_LIMITS.total: title, description, fields, footer, author. */
export function embedTextLength(
  title: string | null | undefined,
  description: string | null | undefined,
  extras: EmbedExtras,
): number {
  return (
    (title?.length ?? 0) +
    (description?.length ?? 0) +
    extras.fields.reduce((sum, field) => sum + field.name.length + field.value.length, 0) +
    (extras.footer?.text.length ?? 0) +
    (extras.author?.name.length ?? 0)
  );
}
