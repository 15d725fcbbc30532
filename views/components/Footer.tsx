// The product footer: links to the terms and the privacy policy, app version, year and product name,
// and the language control (a plain form: one submit button per language, so it needs no JavaScript).
import { LANGUAGES, type Language } from '../../server/contract/languages.js';
import { useTexts } from '../i18n/texts-context.js';
import type { PageShell } from '../shell.js';

function LanguageControl({ current, back }: { current: Language; back: string }) {
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

export function Footer({ shell }: { shell: PageShell }) {
  const texts = useTexts().footer;
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label={texts.legal}>
        <a href="/tos">{texts.terms}</a>
        <a href="/dataprivacy">{texts.privacy}</a>
      </nav>
      <LanguageControl current={shell.language} back={shell.path} />
      <p className="footer__meta">
        <span>{texts.version(shell.version)}</span> <span>{texts.copyright(shell.year)}</span>
      </p>
    </footer>
  );
}
