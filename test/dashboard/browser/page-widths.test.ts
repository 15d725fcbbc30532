// No page is wider than the screen, at 360 px (a phone) and 1,280 px (a laptop), on
// every route and in its busy states: forms open, edit modes, error states, the longest names Discord
// allows, 100 roles and 30 commands. Wide tables scroll inside their own card, never the page.
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { browserAvailable, launchBrowser, openPage, startDemo } from '../../helpers/browser.js';
import { addLongCategory, crowdedWorld, walkEveryRoute } from '../../helpers/route-walk.js';

const WIDTHS = [360, 1280] as const;

interface Overflow {
  width: number;
  culprits: string[];
}

/** The page's width, and the outermost elements that stick out of the screen without a scroller of their own. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const scrolls = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        if (/auto|scroll|hidden|clip/.test(getComputedStyle(node).overflowX)) return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > screen + 1 && !scrolls(element.parentElement))
      .filter((element, _index, all) => !all.includes(element.parentElement!))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`,
      );
    return { width: document.documentElement.scrollWidth, culprits };
  });
}

async function checkWidth(t: Test, page: Page, label: string, width: number) {
  const { width: actual, culprits } = await measure(page);
  t.ok(
    actual <= width,
    `${label} at ${width} px: the page is ${actual} px wide${culprits.length ? `; sticking out: ${culprits.join(', ')}` : ''}`,
  );
}

if (browserAvailable(t)) {
  const { base } = await startDemo(t, {}, undefined, crowdedWorld());
  const browser = await launchBrowser(t);
  await addLongCategory(t, browser, base);
  for (const width of WIDTHS) {
    for (const javaScript of [true, false]) {
      t.test(`every route at ${width} px${javaScript ? '' : ', without JavaScript'}`, async (t) => {
        const { page } = await openPage(t, browser, {
          viewport: { width, height: 800 },
          javaScriptEnabled: javaScript,
        });
        await walkEveryRoute(t, page, base, javaScript, (label) =>
          checkWidth(t, page, `${label}${javaScript ? '' : ' (no JavaScript)'}`, width),
        );
      });
    }
  }
}
