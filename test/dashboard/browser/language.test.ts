// In Chromium without JavaScript: the language is chosen once, with the plain
// form in the footer, and every route then reads it: the walk of every page and state (the picker, every
// guild page, the transcript, the admin panel, the error page) finds no text of the other languages'
// catalogues. Switched back, every page reads in the specified wording, byte for byte.
import t from 'tap';
import type { Page } from 'playwright-core';
import { CATALOGUES } from '../../../views/i18n/catalogues.js';
import { HTML_LANG, type Language } from '../../../server/contract/languages.js';
import { browserAvailable, launchBrowser, openPage, signInAs, startDemo } from '../../helpers/browser.js';
import { addLongCategory, GUILD, walkEveryRoute } from '../../helpers/route-walk.js';
import { STAND_IN_TEXTS } from '../../../server/stand-in/texts.js';
import { createWorld } from '../../../server/stand-in/world.js';

/** Every plain text of a catalogue (functions make theirs from data and are checked by the view tests). */
function textsOf(texts: object): string[] {
  return Object.values(texts).flatMap((value): string[] =>
    typeof value === 'string' ? [value] : typeof value === 'function' ? [] : textsOf(value as object),
  );
}

/** What people named in the demo's Discord (a role called "Mitglied"): their words, not a catalogue's. */
const DEMO_NAMES = new Set(
  [...createWorld().guilds.values()].flatMap((guild) => [
    ...guild.roles.map((role) => role.name),
    ...guild.channels.map((channel) => channel.name),
  ]),
);

/** The texts another language would show that this one never does: a label left over from it. */
function foreignTo(language: Exclude<Language, 'spec'>): Set<string> {
  const own = new Set([...textsOf(CATALOGUES[language]), ...DEMO_NAMES]);
  const others = (['spec', 'de', 'en'] as const)
    .filter((other) => other !== language)
    .flatMap((other) => textsOf(CATALOGUES[other]));
  return new Set(others.filter((text) => !own.has(text) && text.trim().length > 1));
}

/** What the page shows and reads out: each text node, and the labels, titles and placeholders. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style')) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title.replace(/ · Guildhall$/, ''));
    return texts;
  });
}

if (browserAvailable(t)) {
  const { base } = await startDemo(t);
  const browser = await launchBrowser(t);
  // A change in the history, so the walk has an undo step to visit.
  await addLongCategory(t, browser, base);

  for (const language of ['en', 'de'] as const) {
    t.test(`${language}: chosen on the login page, every route speaks it`, async (t) => {
      const { page } = await openPage(t, browser, { javaScriptEnabled: false });
      await page.goto(`${base}/login`);
      await Promise.all([
        page.waitForURL(`${base}/login`),
        page.click(`.language-control button[value="${language}"]`),
      ]);
      t.equal(await page.getAttribute('html', 'lang'), HTML_LANG[language]);
      t.equal(await page.getAttribute(`.language-control button[value="${language}"]`, 'aria-pressed'), 'true');
      const foreign = foreignTo(language);
      // The stand-in Discord's sign-in page (demo mode) follows too.
      await page.goto(`${base}/auth/discord`);
      t.equal(await page.textContent('.login__lead'), STAND_IN_TEXTS[language].lead('Guildhall'));
      t.equal(await page.getAttribute('html', 'lang'), HTML_LANG[language]);
      t.same(
        (await shownTexts(page)).filter((text) => foreign.has(text)),
        [],
        'the stand-in’s sign-in page: nothing of another language',
      );
      let pages = 0;
      await walkEveryRoute(t, page, base, false, async (label) => {
        pages++;
        t.equal(await page.getAttribute('html', 'lang'), HTML_LANG[language], `${label}: lang`);
        const left = (await shownTexts(page)).filter((text) => foreign.has(text));
        t.same([...new Set(left)], [], `${label}: nothing of another language`);
      });
      t.ok(pages > 35, `${pages} pages and states walked`);
      // The error page: a form the server refuses (an unknown language), shown as the browser would.
      const refused = await page.request.post(`${base}/language`, {
        form: { language: 'xx' },
        headers: { accept: 'text/html', origin: base },
        maxRedirects: 0,
      });
      t.equal(refused.status(), 400);
      await page.setContent(await refused.text());
      t.equal(await page.textContent('h1'), CATALOGUES[language].errorPage.heading(400));
      t.equal(await page.textContent('main p'), CATALOGUES[language].errors.badLanguage);
      t.same(
        (await shownTexts(page)).filter((text) => foreign.has(text)),
        [],
        'the error page: nothing of another language',
      );
    });
  }

  t.test('switched back, the pages read in the specified wording, byte for byte', async (t) => {
    const { page } = await openPage(t, browser, { javaScriptEnabled: false });
    const { page: fresh } = await openPage(t, browser, { javaScriptEnabled: false });
    await page.goto(`${base}/login`);
    await Promise.all([page.waitForURL(`${base}/login`), page.click('.language-control button[value="en"]')]);
    t.equal(await page.textContent('.login__lead'), CATALOGUES.en.login.lead);
    await Promise.all([page.waitForURL(`${base}/login`), page.click('.language-control button[value="spec"]')]);
    t.equal(await page.textContent('a.button--primary'), 'Sign in with Discord');
    for (const path of ['/login?error=failed', '/tos']) {
      await page.goto(`${base}${path}`);
      await fresh.goto(`${base}${path}`);
      t.equal(await page.innerHTML('main'), await fresh.innerHTML('main'), `${path}: as for a visitor who never chose`);
    }
    await signInAs(page, base, 'demo-owner');
    await signInAs(fresh, base, 'demo-owner');
    for (const path of ['', '/tickets', '/ticket-categories', '/settings', '/history']) {
      await page.goto(`${base}${GUILD}${path}`);
      await fresh.goto(`${base}${GUILD}${path}`);
      t.same(await shownTexts(page), await shownTexts(fresh), `${GUILD}${path}: the same texts`);
    }
    t.equal(await page.getAttribute('html', 'lang'), 'de');
  });
}
