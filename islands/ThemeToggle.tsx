// Dark/light switch. Without JavaScript it is a form that sets the theme cookie and returns to the page;
// CSS shows only the button that leads away from the current theme (also for the system default).
// ThemeToggle.client.ts enhances it without React, so the page downloads no framework for it.
import { COOKIE_YEAR_SECONDS, THEME_COOKIE } from '../server/contract/facts.js';
import { Icon } from '../views/components/Icon.js';
import type { Texts } from '../views/i18n/texts.js';

type ThemeToggleProps = {
  /** The page to come back to after the no-JavaScript round trip. */
  back: string;
  texts: Texts['theme'];
};

export default function ThemeToggle({ back, texts }: ThemeToggleProps) {
  return (
    // The script writes the cookie as the server does; its name and lifetime come with the form, so the
    // script on every page loads no module for them.
    <form
      className="theme-toggle"
      method="post"
      action="/theme"
      data-cookie={THEME_COOKIE}
      data-max-age={COOKIE_YEAR_SECONDS}
    >
      <input type="hidden" name="back" value={back} />
      <button
        className="icon-button theme-toggle__to-light"
        type="submit"
        name="theme"
        value="light"
        title={texts.toLight}
      >
        <Icon name="sun" />
        <span className="visually-hidden">{texts.toLight}</span>
      </button>
      <button
        className="icon-button theme-toggle__to-dark"
        type="submit"
        name="theme"
        value="dark"
        title={texts.toDark}
      >
        <Icon name="moon" />
        <span className="visually-hidden">{texts.toDark}</span>
      </button>
    </form>
  );
}
