// The product footer (spec section 2): legal links, app version, year and product name.
import { useTexts } from '../i18n/texts-context.js';

export function Footer({ version, year }: { version: string; year: number }) {
  const texts = useTexts().footer;
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label={texts.legal}>
        <a href="/tos">{texts.terms}</a>
        <a href="/dataprivacy">{texts.privacy}</a>
      </nav>
      <p className="footer__meta">
        <span>{texts.version(version)}</span> <span>{texts.copyright(year)}</span>
      </p>
    </footer>
  );
}
