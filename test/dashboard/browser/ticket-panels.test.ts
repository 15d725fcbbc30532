// Several ticket panels in Chromium against demo mode, at 360 and 1,280 px, JavaScript on and off: a
// second panel made on its own step in another channel with two categories of its own, ordered by their
// places (its message in Discord shows them so; the list shows it in brief, previews it and fits), then
// deleted with its message from its step.
import t from 'tap';
import { browserAvailable, launchBrowser, openPage, signInAs, startDemo } from '../../helpers/browser.js';
import { layoutProblems } from '../../helpers/layout-checks.js';
import { createWorld } from '../../../server/stand-in/world.js';

const PAGE = '/dashboard/100000000000000001/ticket-categories';
const RULES = '130000000000000003';

if (browserAvailable(t)) {
  const world = createWorld();
  const { base } = await startDemo(t, {}, undefined, world);
  const browser = await launchBrowser(t);
  const panelMessages = (title: string) =>
    world.messages.filter(
      (message) =>
        message.channelId === RULES && (message.embeds as { title?: string }[] | undefined)?.[0]?.title === title,
    );

  for (const javaScriptEnabled of [true, false])
    for (const width of [360, 1280]) {
      const mode = `${javaScriptEnabled ? 'with' : 'without'} JavaScript at ${width} px`;
      t.test(`a second panel with two categories of its own: made, previewed, deleted (${mode})`, async (t) => {
        const { page, problems } = await openPage(t, browser, { javaScriptEnabled, viewport: { width, height: 800 } });
        await signInAs(page, base, 'demo-owner');
        await page.goto(`${base}${PAGE}`);
        const title = `Bewerbungen ${width} ${javaScriptEnabled ? 'an' : 'aus'}`;
        const panels = page.locator('article.ticket-panel__entry');
        const before = await panels.count();
        await Promise.all([page.waitForURL(`${base}${PAGE}?panel=new`), page.click('a:has-text("Neues Panel")')]);
        t.equal(await page.locator('#category-form, #blocklist-form, table').count(), 0, 'the step is its form');
        const added = page.locator('#ticket-panel-new');
        await added.locator('select[name=channelId]').selectOption(RULES);
        await added.locator('input[name=title]').fill(title);
        await added.locator('select[name=color]').selectOption('#ED4245');
        // Two categories, Bewerbungen first although the page lists Technik first: by their places.
        for (const [name, place] of [
          ['Bewerbungen', '1'],
          ['Technik', '2'],
        ]) {
          const row = added.locator('.panel-category', { hasText: name });
          await row.locator('input[type=checkbox]').check();
          await row.locator('input[name=place]').fill(place!);
        }
        t.same(await layoutProblems(page), [], 'the form fits');
        await Promise.all([page.waitForURL(`${base}${PAGE}`), added.locator('button[type=submit]').click()]);
        t.equal(await page.textContent('.alert--success'), 'Das Ticket-Panel wurde gesendet.');

        const entry = page.locator('article.ticket-panel__entry', {
          has: page.locator('.ticket-panel__name', { hasText: `Titel: ${title}` }),
        });
        t.match(await entry.locator('.ticket-panel__status').textContent(), 'Gesendet in #regeln am');
        t.same(
          (await entry.locator('.panel-button').allTextContents()).map((text) => text.trim()),
          ['📝 Bewerbungen', '🛠️ Technik'],
          'its preview shows its categories in their places',
        );
        const [message] = panelMessages(title);
        t.same(
          (message?.components as { components: { label: string }[] }[] | undefined)?.[0]?.components.map(
            (button) => button.label,
          ),
          ['Bewerbungen', 'Technik'],
          'its message in Discord offers them so',
        );
        t.same(await layoutProblems(page), [], 'the list of panels fits');

        await Promise.all([page.waitForURL(/\?panel=\d+$/), entry.locator('a:has-text("Bearbeiten")').click()]);
        t.equal(await page.inputValue('input[name=title]'), title, 'its step holds its form');
        t.same(await layoutProblems(page), [], 'the step fits');
        await Promise.all([
          page.waitForURL(`${base}${PAGE}`),
          page.locator('button:has-text("Panel löschen")').click(),
        ]);
        t.equal(await page.textContent('.alert--success'), 'Das Ticket-Panel wurde gelöscht.');
        t.equal(await entry.count(), 0, 'gone from the page');
        t.same(panelMessages(title), [], 'and its message from Discord');
        t.equal(await panels.count(), before, 'the other panels stay');
        t.same(problems, []);
      });
    }
}
