// The undo a deletion's notice offers is the history's own: the confirm step of that entry (a link, so it
// works without JavaScript; its form carries the form token, and the bot API checks the rights and refuses
// a record that changed since). Offered only to a user who may open the history and change this screen.
import type { PageShell } from '../shell.js';
import { historyHref } from './history-href.js';
import { mayManage } from './may-manage.js';

/** The history's confirm step for undoing one of its entries (over the whole history: no filter). */
export const revertHref = (guildId: string, entryId: number): string => historyHref(guildId, {}, entryId);

/** Whether this page may offer undoing its own changes (unread rights offer it; the history decides). */
export function mayUndoHere(shell: PageShell): boolean {
  if (!shell.guild || !shell.screen || !mayManage(shell, shell.screen)) return false;
  return shell.access ? shell.access.screens.history.view : true;
}

/** The undo of the deletion the notice reports, where this user may use it; else null. */
export function flashUndoHref(shell: PageShell): string | null {
  const entryId = shell.flash?.undoEntryId;
  return entryId && shell.guild && mayUndoHere(shell) ? revertHref(shell.guild.id, entryId) : null;
}
