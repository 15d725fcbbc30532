// H2 in Chromium: every hostile return target of the sign-in (`next`) and of the theme and language
// forms (`back`) lands on this site; the browser never asks another host for anything.
import t from 'tap';
import type { Page } from 'playwright-core';
import { browserAvailable, launchBrowser, openPage, signInAs, startDemo } from '../../helpers/browser.js';
import { HOSTILE_RETURN_PATHS, LOCAL_LOOKALIKE_PATHS } from '../../helpers/hostile-paths.js';

/** Posts a form the way a page's own form would (same origin), and waits for where it leads. */
async function postForm(page: Page, action: string, fields: Record<string, string>): Promise<void> {
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'load' }),
    page.evaluate(
      ({ action, fields }) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = action;
        for (const [name, value] of Object.entries(fields)) {
          const input = document.createElement('input');
          input.type = 'hidden';
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { action, fields },
    ),
  ]);
}

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);

  t.test('H2 no return target leads the browser off this site', async (t) => {
    const { page } = await openPage(t, browser);
    const offSite: string[] = [];
    await page.context().route(
      (url) => url.origin !== base,
      async (route) => {
        offSite.push(route.request().url());
        await route.abort();
      },
    );
    await signInAs(page, base, 'demo-owner');
    const targets = [...HOSTILE_RETURN_PATHS, ...LOCAL_LOOKALIKE_PATHS.map(([value]) => value)];
    for (const value of targets) {
      await page.goto(`${base}/login?next=${encodeURIComponent(value)}`);
      t.equal(new URL(page.url()).origin, base, `signed in, /login?next=${JSON.stringify(value)} stays here`);
      await postForm(page, '/theme', { theme: 'light', back: value });
      t.equal(new URL(page.url()).origin, base, `/theme back=${JSON.stringify(value)} stays here`);
      await postForm(page, '/language', { language: 'spec', back: value });
      t.equal(new URL(page.url()).origin, base, `/language back=${JSON.stringify(value)} stays here`);
    }
    t.same(offSite, [], 'no request ever went to another host');
  });
}
