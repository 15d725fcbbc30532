// The interface's languages. 'spec' is the specified wording, a German/English mix quoted byte for byte,
// and the default for everyone; 'de' and 'en' are whole translations a user chooses (kept in a cookie and
// the session).
export const LANGUAGES = ['spec', 'de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'spec';

/** `lang` of the document and Content-Language: the specified mix is mostly German. */
export const HTML_LANG: Record<Language, 'de' | 'en'> = { spec: 'de', de: 'de', en: 'en' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
