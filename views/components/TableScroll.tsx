// A wide table's own scroller: the table scrolls inside its card, never the page. Focusable and named,
// so keyboard users can scroll it too (axe: scrollable-region-focusable). With `cards`, its rows become
// cards below 640 px (table-cards.css): each cell is marked cell-title, cell-meta (with an optional
// data-label), cell-text or cell-action.
import type { ReactNode } from 'react';

export function TableScroll({
  label,
  card = false,
  cards = false,
  children,
}: {
  label: string;
  card?: boolean;
  cards?: boolean;
  children: ReactNode;
}) {
  const className = `${card ? 'card ' : ''}table-scroll${cards ? ' table-cards' : ''}`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to be scrolled
    <section className={className} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
