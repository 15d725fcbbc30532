// Chrome of the pages anyone may see (login, legal texts, errors): a centred column and the footer.
import type { ReactNode } from 'react';
import { CsrfField } from '../components/CsrfField.js';
import { Footer } from '../components/Footer.js';
import { UserCard } from '../components/UserCard.js';
import { FlashMessage } from '../components/FlashMessage.js';
import { useTexts } from '../i18n/texts-context.js';
import { ThemeToggleIsland } from '../islands.js';
import type { PageShell } from '../shell.js';

export function PublicLayout({ shell, children }: { shell: PageShell; children: ReactNode }) {
  const texts = useTexts();
  return (
    <div className="public">
      <header className="public__header">
        <a className="brand" href="/">
          {texts.brand}
        </a>
        <div className="public__actions">
          <ThemeToggleIsland back={shell.path} texts={texts.theme} />
          {shell.user ? (
            <>
              <UserCard user={shell.user} />
              <form method="post" action="/auth/logout">
                <CsrfField token={shell.csrfToken} />
                <button className="button button--ghost" type="submit">
                  {texts.layout.logout}
                </button>
              </form>
            </>
          ) : null}
        </div>
      </header>
      <main id="main" className="public__main">
        <FlashMessage flash={shell.flash} path={shell.path} />
        {children}
      </main>
      <Footer shell={shell} />
    </div>
  );
}
