// Berechtigungen in Chromium against demo mode: add a role and a user with the picker by keyboard only,
// edit one, remove one, see the owner's lock; users and roles with an entry marked in the picker and the
// select; add without JavaScript; the changelog (axe: the open
// picker here, every screen in the accessibility walk).
import t from 'tap';
import type { Page } from 'playwright-core';
import {
  axeViolations,
  browserAvailable,
  islandReady,
  launchBrowser,
  openPage,
  signInAs,
  startDemo,
} from '../../helpers/browser.js';

const PAGE = '/dashboard/100000000000000001/permissions';

const entry = (page: Page, name: string) => page.locator('.permission', { hasText: name });

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);

  t.test('add a role and a user through the picker with the keyboard only, edit one, remove one', async (t) => {
    const { page, problems } = await openPage(t, browser);
    await signInAs(page, base, 'demo-owner');
    for (const [mode, typed, expected] of [
      ['Rolle', 'vi', 'VIP'],
      ['Benutzer', 'ay', 'Aylin'],
    ] as const) {
      await page.goto(`${base}${PAGE}?form=add`);
      await islandReady(page, '.picker-field');
      await page.waitForSelector('[role=combobox]');
      await page.locator(`input[name=type][value=${mode === 'Rolle' ? 'role' : 'user'}]`).focus();
      await page.keyboard.press('Space');
      await page.locator('[role=combobox]').focus();
      await page.keyboard.type(typed);
      await page.waitForSelector(`[role=option]:has-text("${expected}")`);
      t.equal(await page.getAttribute('[role=combobox]', 'aria-expanded'), 'true');
      await page.keyboard.press('ArrowDown');
      t.ok(await page.getAttribute('[role=combobox]', 'aria-activedescendant'), 'the active option is announced');
      await page.keyboard.press('Enter');
      t.equal(await page.inputValue('input[name=targetName]'), expected);
      await page.locator('input[name=permissions][value="tickets.view"]').focus();
      await page.keyboard.press('Space');
      await page.locator('button:has-text("Hinzufügen")').focus();
      await Promise.all([page.waitForURL(`${base}${PAGE}`), page.keyboard.press('Enter')]);
      t.equal(await page.textContent('.alert--success'), 'Berechtigung hinzugefügt', expected);
      t.match(await entry(page, expected).textContent(), 'Tickets ansehen');
    }
    await entry(page, 'VIP').locator('text=Bearbeiten').click();
    await page.check('input[name=permissions][value="autoresponse.view"]');
    await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('button:has-text("Aktualisieren")')]);
    t.match(await entry(page, 'VIP').textContent(), 'Auto Responses ansehen');
    await entry(page, 'Aylin').locator('text=Entfernen').click();
    await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('.confirm button:has-text("Entfernen")')]);
    t.equal(await entry(page, 'Aylin').count(), 0);
    const lock = entry(page, 'Serverbesitzer').locator('button[disabled]');
    t.equal(await lock.getAttribute('title'), 'Serverbesitzer-Berechtigungen können nicht entfernt werden');
    t.same(problems, []);
  });

  t.test('the picker marks users and roles with an entry; choosing one opens it to edit', async (t) => {
    const { page, problems } = await openPage(t, browser);
    await signInAs(page, base, 'demo-owner');
    await page.goto(`${base}${PAGE}?form=add`);
    await islandReady(page, '.picker-field');
    await page.waitForSelector('[role=combobox]');
    await page.fill('[role=combobox]', 'demo');
    const owner = page.locator('[role=option]', { hasText: 'Demo Owner' });
    await owner.waitFor();
    t.equal(await owner.getAttribute('aria-disabled'), 'true', "the owner's entry cannot be chosen");
    t.equal(await owner.locator('.combobox__listed').textContent(), 'hat schon einen Eintrag');
    t.same(await axeViolations(page), [], 'the open list with marked options: no accessibility violations');
    await owner.click({ force: true });
    t.equal(page.url(), `${base}${PAGE}?form=add`, 'nothing happens');
    t.equal(await page.inputValue('[role=combobox]'), 'demo');
    await page.fill('[role=combobox]', 'max');
    const max = page.locator('[role=option]', { hasText: 'Max' });
    t.equal(await max.locator('.combobox__listed').textContent(), 'hat schon einen Eintrag · zum Bearbeiten wählen');
    t.equal(await page.locator('[role=option]:not(.combobox__option--listed)').count(), 0, 'only Max is found');

    await page.check('input[name=type][value=role]');
    await page.locator('[role=combobox]').fill('mod');
    await page.waitForSelector('[role=option]:has-text("Moderator")');
    await page.locator('[role=combobox]').focus();
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL(/\?edit=\d+$/), page.keyboard.press('Enter')]);
    t.match(await page.textContent('form:has(input[value=update])'), 'Rolle: Moderator', "that entry's edit form");

    await page.goto(`${base}${PAGE}?form=add`);
    await islandReady(page, '.picker-field');
    await page.click('summary:has-text("Per ID hinzufügen")');
    await page.fill('input[name=targetId]', '200000000000000012');
    t.equal(await page.textContent('.field__hint--listed'), 'Diese ID hat schon einen Eintrag. Eintrag bearbeiten');
    await Promise.all([page.waitForURL(/\?edit=\d+$/), page.click('.field__hint--listed a')]);
    t.match(await page.textContent('form:has(input[value=update])'), /Benutzer: (maxpower|Max)/);
    t.same(problems, []);
  });

  t.test('without JavaScript: a role with an entry is in the select, marked and not to be chosen', async (t) => {
    const { page } = await openPage(t, browser, { javaScriptEnabled: false });
    await signInAs(page, base, 'demo-owner');
    await page.goto(`${base}${PAGE}?form=add`);
    const moderator = page.locator('select[name=pickRole] option', { hasText: 'Moderator' });
    t.equal(await moderator.textContent(), 'Moderator (hat schon einen Eintrag)');
    t.ok(await moderator.isDisabled(), 'disabled');
    t.notOk(await page.locator('select[name=pickRole] option', { hasText: 'Admin' }).first().isDisabled());
  });

  t.test('the picker says so when a user search is too short or finds nothing', async (t) => {
    const { page } = await openPage(t, browser);
    await signInAs(page, base, 'demo-owner');
    await page.goto(`${base}${PAGE}?form=add`);
    await page.waitForSelector('[role=combobox]');
    await page.fill('[role=combobox]', 'x');
    t.equal(await page.textContent('.combobox__status'), 'Mindestens 2 Zeichen eingeben');
    await page.fill('[role=combobox]', 'zzz');
    await page.waitForSelector('.combobox__status:has-text("Keine Benutzer gefunden")');
    await page.route('**/api/discord/*/members*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"x"}' }),
    );
    await page.fill('[role=combobox]', 'so');
    await page.waitForSelector('.combobox__status:has-text("Discord Bot ist nicht bereit - warte einen Moment")');
    t.pass('loading, too short, empty and not-ready states');
  });

  t.test('without JavaScript: add a role from the select', async (t) => {
    const { page } = await openPage(t, browser, { javaScriptEnabled: false });
    await signInAs(page, base, 'demo-owner');
    await page.goto(`${base}${PAGE}?form=add`);
    await page.check('input[name=type][value=role]');
    await page.selectOption('select[name=pickRole]', { label: 'Support' });
    await Promise.all([page.waitForURL(`${base}${PAGE}`), page.click('button:has-text("Hinzufügen")')]);
    t.match(await entry(page, 'Support').textContent(), 'Dashboard ansehen');
    await page.goto(`${base}${PAGE}?form=add`);
    // The ID and name fields are the other way, behind their own disclosure.
    t.ok(await page.isHidden('input[name=targetName]'), 'closed at first');
    await page.click('summary:has-text("Per ID hinzufügen")');
    await page.fill('input[name=targetName]', 'Jemand');
    await page.click('button:has-text("Hinzufügen")');
    t.match(await page.textContent('.alert--error'), 'Bitte alle Felder ausfüllen');
    t.equal(await page.inputValue('input[name=targetName]'), 'Jemand', 'what was typed stays in view');
    t.ok(await page.isVisible('input[name=targetName]'));
  });
}
