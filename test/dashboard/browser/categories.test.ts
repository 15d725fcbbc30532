// Ticket categories in Chromium against demo mode, JavaScript on and off: create (and the duplicate
// name), edit, deactivate and activate, delete after confirming; at 360 and 1,280 px, a custom emoji of
// another server (or none) refused beside the field and the server's own shown as its picture, the
// panel's preview with two menus past 25 active categories, and Discord's refusal of the panel said.
import t from 'tap';
import type { Page } from 'playwright-core';
import { browserAvailable, launchBrowser, openPage, signInAs, startDemo } from '../../helpers/browser.js';
import { layoutProblems } from '../../helpers/layout-checks.js';
import { createWorld, DEMO_IDS } from '../../../server/stand-in/world.js';

const PAGE = '/dashboard/100000000000000001/ticket-categories';

const row = (page: Page, name: string) => page.locator('tbody tr', { hasText: name });
/** The active categories' rows: the list is the page's first table (the Sperrliste's comes later). */
const activeRows = (page: Page) => page.locator('table').first().locator('tbody tr:not(.row--inactive)');

const SERVER_EMOJI_TEXT =
  'Dieses Server-Emoji gibt es auf diesem Server nicht (mehr). Discord zeigt nur Emojis dieses Servers oder normale Emojis.';

/** Creates categories through the page's own form (with its session and token) until `count` are active. */
async function fillTo(page: Page, base: string, count: number) {
  const csrf = await page.locator('input[name=_csrf]').first().inputValue();
  const active = await activeRows(page).count();
  for (let index = active; index < count; index += 1) {
    const res = await page.request.post(`${base}${PAGE}`, {
      form: {
        _csrf: csrf,
        intent: 'create',
        name: `Thema ${index}`,
        description: '',
        emoji: '💬',
        color: '#5865F2',
        sortOrder: '50',
      },
      headers: { origin: base },
      maxRedirects: 0,
    });
    if (res.status() !== 303) throw new Error(`creating "Thema ${index}" answered ${res.status()}`);
  }
  await page.reload();
}

if (browserAvailable(t)) {
  const world = createWorld();
  const { base } = await startDemo(t, {}, undefined, world);
  const browser = await launchBrowser(t);

  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';
    const name = `Event-Fragen ${javaScriptEnabled ? 'A' : 'B'}`;

    t.test(`create, refuse a duplicate, edit, toggle and delete a category (${mode})`, async (t) => {
      const { page, problems } = await openPage(t, browser, { javaScriptEnabled });
      await signInAs(page, base, 'demo-owner');
      await page.goto(`${base}${PAGE}`);
      await page.click('text=Neue Kategorie');
      await page.fill('input[name=name]', name);
      await page.fill('textarea[name=description]', 'Alles rund um Events');
      await page.check('input[name=emoji][value="🎉"]');
      await page.check('input[name=color][value="#EB459E"]');
      await page.fill('input[name=sortOrder]', '7');
      await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('button:has-text("Erstellen")')]);
      t.equal(await page.textContent('.alert--success'), 'Kategorie erstellt');
      t.match(await row(page, name).textContent(), 'Alles rund um Events');
      t.same(
        await row(page, name)
          .locator('td.cell-title')
          .evaluate((cell) => [cell.closest('[lang]')?.getAttribute('lang'), getComputedStyle(cell).hyphens]),
        ['de', 'auto'],
        "a long name breaks between syllables, by the rules of the page's language",
      );

      await page.click('text=Neue Kategorie');
      await page.fill('input[name=name]', name.toUpperCase());
      await page.click('button:has-text("Erstellen")');
      t.equal(await page.textContent('#name-error'), 'Eine Kategorie mit diesem Namen existiert bereits!');
      t.equal(await page.inputValue('input[name=name]'), name.toUpperCase(), 'the typed value stays');

      await page.goto(`${base}${PAGE}`);
      await row(page, name).locator('text=Bearbeiten').click();
      await page.fill('textarea[name=description]', 'Geändert');
      await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('button:has-text("Speichern")')]);
      t.match(await row(page, name).textContent(), 'Geändert');

      await row(page, name).locator('button:has-text("Deaktivieren")').click();
      await page.waitForSelector(`tr.row--inactive:has-text("${name}")`);
      t.match(await row(page, name).textContent(), 'Inaktiv');
      await row(page, name).locator('button:has-text("Aktivieren")').click();
      await page.waitForSelector(`tr:not(.row--inactive):has-text("${name}")`);

      await row(page, name).locator('text=Löschen').click();
      t.match(
        await page.textContent('#confirm-question'),
        'Möchtest du diese Kategorie wirklich löschen? Alle Tickets werden von dieser Kategorie getrennt.',
      );
      await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('.confirm button:has-text("Löschen")')]);
      t.equal(await row(page, name).count(), 0, 'deleted');
      t.same(problems, []);
    });
  }

  for (const javaScriptEnabled of [true, false])
    for (const width of [360, 1280]) {
      const mode = `${javaScriptEnabled ? 'with' : 'without'} JavaScript at ${width} px`;
      t.test(
        `a server emoji: others' refused beside the field, its own shown; the panel's menus (${mode})`,
        async (t) => {
          const { page, problems } = await openPage(t, browser, {
            javaScriptEnabled,
            viewport: { width, height: 800 },
          });
          await signInAs(page, base, 'demo-owner');
          await page.goto(`${base}${PAGE}?form=new`);
          const name = `Emoji ${width} ${javaScriptEnabled ? 'an' : 'aus'}`;
          await page.fill('input[name=name]', name);
          await page.check('input[name=emoji][value=custom]');
          for (const emoji of ['<:nope:123456789012345678>', `<:second_wave:${DEMO_IDS.foreignEmoji}>`]) {
            await page.fill('input[name=customEmoji]', emoji);
            await Promise.all([page.waitForLoadState('load'), page.click('button:has-text("Erstellen")')]);
            await page.waitForSelector('#customEmoji-error');
            t.equal(await page.textContent('#customEmoji-error'), SERVER_EMOJI_TEXT, emoji);
            t.equal(await page.inputValue('input[name=customEmoji]'), emoji, 'what was typed stays');
            t.equal(await page.inputValue('input[name=name]'), name);
            t.same(await layoutProblems(page), [], 'the refused form fits');
          }
          await page.fill('input[name=customEmoji]', `<:guildhall_ticket:${DEMO_IDS.ticketEmoji}>`);
          await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('button:has-text("Erstellen")')]);
          t.equal(await page.textContent('.alert--success'), 'Kategorie erstellt');
          const picture = row(page, name).locator('img.category-emoji');
          t.same(
            [
              await picture.getAttribute('alt'),
              await picture.evaluate((image: HTMLImageElement) => image.naturalWidth > 0),
            ],
            [':guildhall_ticket:', true],
            "the server's emoji as its picture",
          );
          t.ok(
            (await page.locator('.ticket-panel__preview img[alt=":guildhall_ticket:"]').count()) > 0,
            'and so in the preview',
          );

          await fillTo(page, base, 30);
          const active = await activeRows(page).count();
          const menus = page.locator('.ticket-panel__preview details.panel-menu');
          t.same(await menus.locator('summary').allTextContents(), [
            'Worum geht es? (1–25)',
            `Worum geht es? (26–${active})`,
          ]);
          t.equal(await page.locator('.panel-option').count(), active, 'every active category is in a menu');
          await menus.nth(1).locator('summary').click();
          t.ok(await menus.nth(1).locator('.panel-option').first().isVisible(), 'a menu opens without a script');
          t.same(await layoutProblems(page), [], 'the open menu fits');
          t.same(problems, []);
        },
      );
    }

  t.test("a panel that cannot follow says Discord's reason on the page", async (t) => {
    const { page, problems } = await openPage(t, browser, { viewport: { width: 1280, height: 800 } });
    await signInAs(page, base, 'demo-owner');
    await page.goto(`${base}${PAGE}`);
    // Sent now (or again), so that it shows the categories as they are: from the first panel's step (the
    // new one's while there is none).
    const step = page.locator('.ticket-panel .ticket-panel__change a').first();
    const send = page.locator('.ticket-panel form:has(input[name=intent][value=panel]) button[type=submit]');
    await Promise.all([page.waitForURL(/\?panel=/), step.click()]);
    await Promise.all([page.waitForURL(`${base}${PAGE}`), send.click()]);
    t.equal(await page.textContent('.alert--success'), 'Das Ticket-Panel wurde gesendet.');
    const guild = world.guilds.get(DEMO_IDS.demoGuild)!;
    const emojis = guild.emojis;
    guild.emojis = emojis.filter((emoji) => emoji.id !== DEMO_IDS.ticketEmoji);
    t.teardown(() => {
      guild.emojis = emojis;
    });
    await row(page, 'Thema 10').locator('button:has-text("Deaktivieren")').click();
    await page.waitForSelector('#ticket-panel-1-refused');
    t.match(
      await page.textContent('#ticket-panel-1-refused'),
      /^Das gesendete Panel zeigt nicht die aktuellen Kategorien: Discord hat die Änderung am .* abgelehnt\. Discord nimmt das Emoji der Kategorie „Emoji 1280 an“ nicht an: Wähle dort ein anderes\.$/,
    );
    await page.click('text=Das Ticket-Panel in Discord zeigt nicht die aktuellen Kategorien.');
    t.match(page.url(), /#ticket-panel-1-refused$/, 'the link above the list leads to the reason');
    await Promise.all([page.waitForURL(/\?panel=1$/), step.click()]);
    await send.click();
    await page.waitForSelector('.ticket-panel p[role=alert]');
    t.equal(
      await page.textContent('.ticket-panel p[role=alert]'),
      'Discord hat das Ticket-Panel abgelehnt. Discord nimmt das Emoji der Kategorie „Emoji 1280 an“ nicht an: Wähle dort ein anderes.',
      'a send Discord refuses says why',
    );
    t.same(problems, []);
  });
}
