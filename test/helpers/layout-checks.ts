// What a page must hold to on a phone and a laptop, measured in the browser: nothing wider than the screen
// or sticking out of its card, each table row's first action on the screen, labels of buttons on one line, controls side by side of one
// height, targets of at least 24 × 24 px (44 px tall for primary buttons on a phone), and every control
// named. Returns each problem as a line that names the element, so a failure says where to look.
import type { Page } from 'playwright-core';

export interface LayoutLimits {
  /** The tallest difference between controls that sit side by side in one row. */
  rowHeightTolerancePx: number;
  minTargetPx: number;
  /** Primary buttons on a phone: a thumb's width. */
  minPrimaryTargetPx: number;
  phoneWidthPx: number;
}

export const LAYOUT_LIMITS: LayoutLimits = {
  rowHeightTolerancePx: 2,
  minTargetPx: 24,
  minPrimaryTargetPx: 44,
  phoneWidthPx: 640,
};

/** Every problem of the page as the browser lays it out now. */
export function layoutProblems(page: Page, limits: LayoutLimits = LAYOUT_LIMITS): Promise<string[]> {
  return page.evaluate((limits) => {
    const problems: string[] = [];
    const screen = document.documentElement.clientWidth;
    const name = (element: Element) => {
      const classes = [...element.classList].slice(0, 3).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${text ? ` "${text}"` : ''}`;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      // Visually hidden elements (1 × 1 px, clipped) are there for screen readers only.
      if (box.width <= 1 || box.height <= 1) return false;
      // The content of a closed <details> keeps its boxes but is not rendered.
      const details = element.closest('details:not([open])');
      if (details && !details.querySelector(':scope > summary')?.contains(element)) return false;
      return getComputedStyle(element).visibility !== 'hidden' && !element.closest('[aria-hidden="true"]');
    };
    const scrolls = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        if (/auto|scroll|hidden|clip/.test(getComputedStyle(node).overflowX)) return true;
      }
      return false;
    };

    // 1. The page is no wider than the screen; the outermost culprits are named.
    if (document.documentElement.scrollWidth > screen) {
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > screen + 1 && !scrolls(element.parentElement))
        .filter((element, _index, all) => !all.includes(element.parentElement!))
        .slice(0, 3)
        .map((element) => `${name(element)} (${Math.round(element.getBoundingClientRect().right)} px)`);
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide: ${culprits.join(', ')}`);
    }

    // 1b. Nothing sticks out of its card (unless a scroller inside the card holds it).
    for (const card of document.querySelectorAll('.card')) {
      if (!shown(card)) continue;
      const edge = card.getBoundingClientRect().right;
      const scrollsWithin = (element: Element) => {
        for (let node = element.parentElement; node && node !== card; node = node.parentElement) {
          if (/auto|scroll|hidden|clip/.test(getComputedStyle(node).overflowX)) return true;
        }
        return false;
      };
      const outside = [...card.querySelectorAll('*')].find(
        (element) => shown(element) && element.getBoundingClientRect().right > edge + 1 && !scrollsWithin(element),
      );
      if (outside)
        problems.push(
          `sticks out of its card by ${Math.round(outside.getBoundingClientRect().right - edge)} px: ${name(outside)}`,
        );
    }

    // 2. The first action of each table row is on the screen, not beside it in a scroller.
    for (const row of document.querySelectorAll('tbody tr')) {
      const action = [...row.querySelectorAll('a[href], button')].find(shown);
      if (!action) continue;
      const box = action.getBoundingClientRect();
      if (box.right > screen + 1 || box.left < -1)
        problems.push(`a row's first action is outside the screen (x = ${Math.round(box.left)}): ${name(action)}`);
    }

    const controls = [
      ...document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]',
      ),
    ].filter(shown);

    // 3. A button's label stays on one line.
    for (const control of controls) {
      if (!control.matches('button, a.button, summary, [role="button"]')) continue;
      const lines: DOMRect[] = [];
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        // Text for screen readers only (a 1 × 1 px clipped box) is not part of the visible label.
        if (node.parentElement && !shown(node.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
      }
      if (lines.length < 2) continue;
      const tops = lines.map((rect) => rect.top);
      const height = Math.min(...lines.map((rect) => rect.height));
      if (Math.max(...tops) - Math.min(...tops) > height / 2) problems.push(`a label wraps: ${name(control)}`);
    }

    // 4. Controls side by side in one form or action row have one height.
    const fields = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, button, a.button';
    for (const group of document.querySelectorAll('form, .row-actions, .list-controls, .form-actions')) {
      const members = [...group.querySelectorAll(fields)].filter(shown).map((element) => ({
        element,
        box: element.getBoundingClientRect(),
      }));
      for (const [index, a] of members.entries()) {
        for (const b of members.slice(index + 1)) {
          const sideBySide = a.box.top < b.box.bottom && b.box.top < a.box.bottom;
          if (sideBySide && Math.abs(a.box.height - b.box.height) > limits.rowHeightTolerancePx)
            problems.push(
              `controls side by side differ in height (${Math.round(a.box.height)} and ${Math.round(b.box.height)} px): ${name(a.element)} and ${name(b.element)}`,
            );
        }
      }
    }

    // 5. Targets are large enough. Links inside running text are exempt, as WCAG's target-size rule has it.
    for (const control of controls) {
      const style = getComputedStyle(control);
      const inText =
        control.tagName === 'A' &&
        style.display === 'inline' &&
        !control.classList.contains('button') &&
        (control.parentElement?.textContent ?? '').trim() !== (control.textContent ?? '').trim();
      if (inText) continue;
      const box = control.getBoundingClientRect();
      if (box.width < limits.minTargetPx - 0.5 || box.height < limits.minTargetPx - 0.5)
        problems.push(
          `a target under ${limits.minTargetPx} px (${Math.round(box.width)} × ${Math.round(box.height)}): ${name(control)}`,
        );
      if (
        screen < limits.phoneWidthPx &&
        control.matches('.button--primary') &&
        box.height < limits.minPrimaryTargetPx - 0.5
      )
        problems.push(`a primary button under ${limits.minPrimaryTargetPx} px tall on a phone: ${name(control)}`);
    }

    // 6. Every control has a name.
    for (const control of controls) {
      const labelled =
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, on purpose: text hidden by CSS names nothing
        (control as HTMLElement).innerText?.trim() ||
        control.getAttribute('aria-label')?.trim() ||
        control.getAttribute('aria-labelledby') ||
        control.getAttribute('title')?.trim() ||
        ((control as HTMLInputElement).labels?.length ?? 0) > 0 ||
        control.querySelector('img[alt]:not([alt=""])');
      if (!labelled) problems.push(`a control without a name: ${control.outerHTML.slice(0, 80)}`);
    }
    return problems;
  }, limits);
}

/**
 * On a laptop every action of every table row is in view: on the screen and inside the visible part of
 * whatever scroller holds it, so nobody scrolls sideways to reach one. Returns each hidden action.
 */
export function hiddenRowActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const hidden: string[] = [];
    for (const row of document.querySelectorAll('tbody tr')) {
      for (const action of row.querySelectorAll('a[href], button, select, input:not([type="hidden"])')) {
        const box = action.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || action.closest('details:not([open]) > :not(summary)')) continue;
        let right = screen;
        let left = 0;
        for (let node = action.parentElement; node && node !== document.body; node = node.parentElement) {
          if (!/auto|scroll|hidden|clip/.test(getComputedStyle(node).overflowX)) continue;
          const frame = node.getBoundingClientRect();
          right = Math.min(right, frame.right);
          left = Math.max(left, frame.left);
        }
        if (box.right > right + 1 || box.left < left - 1) {
          const label = (action.textContent ?? action.getAttribute('aria-label') ?? '').trim().replace(/\s+/g, ' ');
          const rowName = (row.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
          hidden.push(`"${label.slice(0, 30)}" in the row "${rowName}" (${Math.round(box.right - right)} px out)`);
        }
      }
    }
    return hidden;
  });
}
