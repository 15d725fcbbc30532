// Chrome of the pages anyone may see (login, legal texts, errors): a centred column and the footer.
import type { ReactNode } from 'react';
import { Footer } from '../components/Footer.js';
import { FlashMessage } from '../components/FlashMessage.js';
import { ThemeToggleIsland } from '../islands.js';
import type { PageShell } from '../shell.js';

export function PublicLayout({ shell, children }: { shell: PageShell; children: ReactNode }) {
  return (
    <div className="public">
      <header className="public__header">
        <a className="brand" href="/">
          Guildhall
        </a>
        <ThemeToggleIsland back={shell.path} />
      </header>
      <main id="main" className="public__main">
        <FlashMessage flash={shell.flash} />
        {children}
      </main>
      <Footer version={shell.version} year={shell.year} />
    </div>
  );
}
