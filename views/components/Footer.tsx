// The product footer: links to the terms and the privacy policy, app version, year and product name,
// and on public pages the language choice (guild pages have it in the user menu).
import { useTexts } from '../i18n/texts-context.js';
import { LanguageControl } from './LanguageControl.js';
import type { PageShell } from '../shell.js';

export function Footer({ shell, language = true }: { shell: PageShell; language?: boolean }) {
  const texts = useTexts().footer;
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label={texts.legal}>
        <a href="/tos">{texts.terms}</a>
        <a href="/dataprivacy">{texts.privacy}</a>
      </nav>
      {language ? <LanguageControl current={shell.language} back={shell.path} /> : null}
      <p className="footer__meta">
        <span>{texts.version(shell.version)}</span> <span>{texts.copyright(shell.year)}</span>
      </p>
    </footer>
  );
}
