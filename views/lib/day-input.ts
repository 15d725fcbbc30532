// A calendar day typed into a text field, in the page's language: the order and separator the catalogue's
// locale writes a day in (as its tables show dates: 24.11.2026, 24/11/2026), with the placeholder in its
// words (TT.MM.JJJJ, DD/MM/YYYY). The locale is the one definition of each format; the browser's own
// date field would follow the browser's language instead of the page's. A day as YYYY-MM-DD (links, the
// bot API's form) is read in every language.
import type { Texts } from '../i18n/texts.js';

type DayPart = 'day' | 'month' | 'year';

export interface DayInput {
  /** 'TT.MM.JJJJ': how to type a day. */
  placeholder: string;
  /** The day typed (the locale's order, or YYYY-MM-DD) as YYYY-MM-DD; null for anything else. Whether that day exists is the caller's check. */
  parse(typed: string): string | null;
  /** A YYYY-MM-DD day as the field shows it; anything else as it was typed. */
  show(value: string): string;
}

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const WIDTH: Record<DayPart, number> = { day: 2, month: 2, year: 4 };

function createDayInput(words: Texts['dates']): DayInput {
  // The locale's own way of writing one day, taken apart: its parts in order and what stands between them.
  const parts = new Intl.DateTimeFormat(words.locale, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(Date.UTC(2026, 10, 24, 12)))
    .filter((part) => part.type === 'day' || part.type === 'month' || part.type === 'year' || part.type === 'literal');
  const order = parts.filter((part) => part.type !== 'literal').map((part) => part.type as DayPart);
  const separator = parts.find((part) => part.type === 'literal')?.value ?? '.';
  // Typed days are read leniently: one or two digits for day and month, any of the usual separators.
  const typedDay = new RegExp(
    `^${order.map((part) => (part === 'year' ? '(\\d{4})' : '(\\d{1,2})')).join('\\s*[./-]\\s*')}$`,
  );
  const iso = (values: Record<DayPart, string>) =>
    `${values.year}-${values.month.padStart(2, '0')}-${values.day.padStart(2, '0')}`;
  return {
    placeholder: order.map((part) => words.dayLetters[part]).join(separator),
    parse(typed) {
      const text = typed.trim();
      const isoMatch = ISO_DAY.exec(text);
      if (isoMatch) return iso({ year: isoMatch[1]!, month: isoMatch[2]!, day: isoMatch[3]! });
      const match = typedDay.exec(text);
      if (!match) return null;
      const values = Object.fromEntries(order.map((part, index) => [part, match[index + 1]!]));
      return iso(values as Record<DayPart, string>);
    },
    show(value) {
      const isoMatch = ISO_DAY.exec(value.trim());
      if (!isoMatch) return value;
      const values: Record<DayPart, string> = { year: isoMatch[1]!, month: isoMatch[2]!, day: isoMatch[3]! };
      return order.map((part) => values[part].padStart(WIDTH[part], '0')).join(separator);
    },
  };
}

const inputs = new WeakMap<Texts['dates'], DayInput>();

/** The day field's format in one catalogue's words (made once per catalogue: Intl is slow to set up). */
export function dayInput(words: Texts['dates']): DayInput {
  let input = inputs.get(words);
  if (!input) {
    input = createDayInput(words);
    inputs.set(words, input);
  }
  return input;
}
