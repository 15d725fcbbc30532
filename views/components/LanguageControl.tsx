// The language choice: a plain form with one submit button per language, so it needs no JavaScript.
import { LANGUAGES, type Language } from '../../server/contract/languages.js';
import { useTexts } from '../i18n/texts-context.js';

export function LanguageControl({ current, back }: { current: Language; back: string }) {
  const texts = useTexts().language;
  return (
    <form className="language-control" method="post" action="/language" aria-label={texts.label}>
      <input type="hidden" name="back" value={back} />
      {LANGUAGES.map((language) => (
        <button
          key={language}
          className="language-control__option"
          type="submit"
          name="language"
          value={language}
          aria-pressed={language === current}
        >
          {texts.names[language]}
        </button>
      ))}
    </form>
  );
}
