// How a ticket panel lays out its categories in Discord, and its own words there: shared by the bot API
// (which sends the panel) and the page's preview (which shows it before it is sent).
import { LIMITS } from './facts.js';

/**
 * The ticket panel's own words in Discord, in the product's default language whatever the reader's (the
 * bot writes them; the page's preview shows them): its one button while no category is active, and the
 * placeholder of its menus, which name the categories each holds (by number) when there are several.
 */
export const TICKET_PANEL_WORDS = {
  open: 'Ticket öffnen',
  choose: (from: number, to: number, menus: number) =>
    menus > 1 ? `Worum geht es? (${from}–${to})` : 'Worum geht es?',
};

/** The categories a panel shows, in its order: the active ones it names (all active ones when it names none). */
export function panelCategories<T extends { id: number; is_active: boolean }>(ids: readonly number[], all: T[]): T[] {
  const active = all.filter((category) => category.is_active);
  return ids.length === 0 ? active : ids.flatMap((id) => active.filter((category) => category.id === id));
}

/** The active categories in the panel's menus, in order: `options` to a menu, at most `menus` menus. */
export function panelMenus<T>(active: readonly T[]): T[][] {
  const { options, menus } = LIMITS.ticketPanel;
  const chunks: T[][] = [];
  for (let start = 0; start < active.length && chunks.length < menus; start += options)
    chunks.push(active.slice(start, start + options));
  return chunks;
}
