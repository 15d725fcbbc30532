// A wide table's own scroller: the table scrolls inside its card, never the page. Focusable and named,
// so keyboard users can scroll it too (axe: scrollable-region-focusable).
import type { ReactNode } from 'react';

export function TableScroll({ label, card = false, children }: { label: string; card?: boolean; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to be scrolled
    <section className={card ? 'card table-scroll' : 'table-scroll'} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
