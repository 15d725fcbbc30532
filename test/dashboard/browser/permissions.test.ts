// Berechtigungen in Chromium against demo mode: add a role and a user with the picker by keyboard only,
// edit one, remove one, see the owner's lock; add without JavaScript; the changelog; axe.
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

  for (const colorScheme of ['dark', 'light'] as const) {
    t.test(`axe: permissions (${colorScheme})`, async (t) => {
      const { page } = await openPage(t, browser, { colorScheme, bypassCSP: true });
      await signInAs(page, base, 'demo-owner');
      for (const path of [PAGE, `${PAGE}?form=add`, `${PAGE}?edit=1`, `${PAGE}?remove=1`]) {
        await page.goto(`${base}${path}`);
        t.same(await axeViolations(page), [], path);
      }
    });
  }
}
