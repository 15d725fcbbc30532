// The signed-in user's menu: their avatar and name open the theme and the language choice, one tap away
// at every width (in the sidebar on a laptop, in the top bar on a phone). A <details>, so it needs no
// JavaScript.
import { useTexts } from '../i18n/texts-context.js';
import { ThemeToggleIsland } from '../islands.js';
import { UserCard } from './UserCard.js';
import type { PageShell, ShellUser } from '../shell.js';
import { LanguageControl } from './LanguageControl.js';

export function UserMenu({ user, shell }: { user: ShellUser; shell: PageShell }) {
  const texts = useTexts();
  return (
    <details className="user-menu">
      {/* Named by what it shows plus what it holds (a label of its own would hide the visible name). */}
      <summary className="user-menu__summary">
        <UserCard user={user} />
        <span className="visually-hidden">{texts.layout.userMenu}</span>
      </summary>
      <div className="user-menu__panel">
        <ThemeToggleIsland back={shell.path} texts={texts.theme} />
        <LanguageControl current={shell.language} back={shell.path} />
      </div>
    </details>
  );
}
