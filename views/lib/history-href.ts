// The change history's addresses. Its filters and page travel with the undo (the link to the confirm
// step, the step's form and its way back, the page after it), so the user comes back to the history as
// they left it, not to all of it.
import type { HistoryArea } from '../../server/contract/index.js';

/** What the history page shows: its filters, and the page (`before`: the cursor it starts below). */
export interface HistoryView {
  area?: HistoryArea | null;
  user?: string | null;
  before?: number | null;
}

/** The history as `view` shows it; with `revert`, the confirm step of undoing that entry, over it. */
export function historyHref(guildId: string, view: HistoryView = {}, revert?: number): string {
  const query = new URLSearchParams();
  if (view.area) query.set('area', view.area);
  if (view.user) query.set('user', view.user);
  if (view.before) query.set('before', String(view.before));
  if (revert) query.set('revert', String(revert));
  const text = query.toString();
  return `/dashboard/${guildId}/history${text ? `?${text}` : ''}`;
}
