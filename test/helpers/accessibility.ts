// The accessibility walk: axe-core on every route and state of the crowded demo, on
// one device in both themes; split by device into test files so each stays within tap's time limit.
// Only with JavaScript: with it switched off, axe's own timers never run. The markup is the same
// server-rendered HTML either way.
import type { BrowserContextOptions } from 'playwright-core';
import type { Test } from 'tap';
import { THEME_COOKIE } from '../../server/contract/facts.js';
import { axeViolations, browserAvailable, launchBrowser, openPage, startDemo } from './browser.js';
import { addLongCategory, addLongTicket, crowdedWorld, walkEveryRoute } from './route-walk.js';

export async function axeEveryRoute(t: Test, device: string, options: BrowserContextOptions): Promise<void> {
  if (!browserAvailable(t)) return;
  const { base, system } = await startDemo(t, {}, undefined, crowdedWorld());
  const browser = await launchBrowser(t);
  await addLongCategory(t, browser, base);
  await addLongTicket(system);
  for (const theme of ['dark', 'light'] as const) {
    t.test(`every route on a ${device}, ${theme} theme`, async (t) => {
      const { page } = await openPage(t, browser, { ...options, colorScheme: theme });
      // The theme a user picked is a cookie; without one, the page follows the system's scheme.
      await page.context().addCookies([{ name: THEME_COOKIE, value: theme, url: base }]);
      await walkEveryRoute(t, page, base, true, async (label) => {
        t.same(await axeViolations(page), [], `${label}: no serious or critical axe findings`);
      });
    });
  }
}
