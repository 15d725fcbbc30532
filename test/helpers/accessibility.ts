// The accessibility walk: axe-core on every route and state of the crowded demo, on one device in both
// themes (each page checked dark, then switched to light in place); split by device into test files so
// each stays within tap's time limit.
// Only with JavaScript: with it switched off, axe's own timers never run. The markup is the same
// server-rendered HTML either way.
import type { BrowserContextOptions, Page } from 'playwright-core';
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
  t.test(`every route on a ${device}, dark theme, then light on the same page`, async (t) => {
    const { page } = await openPage(t, browser, { ...options, colorScheme: 'dark' });
    // The theme a user picked is a cookie; without one, the page follows the system's scheme.
    await page.context().addCookies([{ name: THEME_COOKIE, value: 'dark', url: base }]);
    await walkEveryRoute(t, page, base, true, async (label) => {
      t.same(await axeViolations(page), [], `${label}, dark: no serious or critical axe findings`);
      t.ok(await switchToLightTheme(page), `${label}: the light theme took effect`);
      t.same(await axeViolations(page), [], `${label}, light: no serious or critical axe findings`);
    });
  });
}

/**
 * Switches the page to light in place, as the theme toggle does (the theme is only the root's data-theme
 * and the color-scheme meta; the markup is the same), so one page load and one axe injection serve both
 * themes. Says whether the page's colours changed.
 */
async function switchToLightTheme(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const background = () => getComputedStyle(document.body).backgroundColor;
    const dark = background();
    document.documentElement.dataset.theme = 'light';
    document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', 'light');
    return background() !== dark;
  });
}
