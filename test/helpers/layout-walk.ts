// The layout walk of one screen width: every route in every state (helpers/route-walk.ts), with and
// without JavaScript and in both themes, each page checked against helpers/layout-checks.ts. One test
// file per width, so that each stays well inside the runner's time per file.
import t from 'tap';
import { browserAvailable, launchBrowser, openPage, startDemo } from './browser.js';
import { layoutProblems } from './layout-checks.js';
import { addLongCategory, addLongTicket, crowdedWorld, walkEveryRoute } from './route-walk.js';

export async function walkLayoutAt(width: number): Promise<void> {
  if (!browserAvailable(t)) return;
  const { base, system } = await startDemo(t, {}, undefined, crowdedWorld());
  const browser = await launchBrowser(t);
  await addLongCategory(t, browser, base);
  await addLongTicket(system);
  for (const javaScript of [true, false]) {
    // Both themes: light with JavaScript, dark without (themes change colours, not sizes).
    const colorScheme = javaScript ? 'light' : 'dark';
    t.test(`every route at ${width} px${javaScript ? '' : ', without JavaScript'}, ${colorScheme}`, async (t) => {
      const { page } = await openPage(t, browser, {
        viewport: { width, height: 800 },
        javaScriptEnabled: javaScript,
        colorScheme,
      });
      await walkEveryRoute(t, page, base, javaScript, async (label) => {
        t.same(await layoutProblems(page), [], `${label} at ${width} px${javaScript ? '' : ' (no JavaScript)'}`);
      });
    });
  }
}
