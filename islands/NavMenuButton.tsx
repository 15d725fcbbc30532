// The hamburger of the phone layout: a label of the #nav-open checkbox, so the navigation opens without
// JavaScript. NavMenuButton.client.ts adds what only a script can: Escape closes the open navigation.
import { Icon } from '../views/components/Icon.js';

type NavMenuButtonProps = Record<string, never>;

export default function NavMenuButton(_props: NavMenuButtonProps) {
  return (
    <label className="icon-button sidebar__hamburger" htmlFor="nav-open" aria-hidden="true">
      <Icon name="menu" />
    </label>
  );
}
