// Whether a page offers its changing actions: the server computed the user's rights for the screen;
// while they are unknown everything is offered (and the bot API still refuses what is not allowed).
import type { Screen } from '../../server/contract/index.js';
import type { PageShell } from '../shell.js';

export function mayManage(shell: PageShell, screen: Screen): boolean {
  return shell.access ? shell.access.screens[screen].manage : true;
}
