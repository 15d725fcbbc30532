// The Demo-Discord page in Chromium as its story tests drive it: the texts of the messages shown, a form
// sent and landed back on, a slash command run from the page's command form, and another member played
// through the page's own chooser. The bot answers over the gateway, so a test waits for its words by
// reloading (reloadUntil with `says`).
import type { Page } from 'playwright-core';
import type { Test } from 'tap';
import { STAND_IN_TEXTS } from '../../server/stand-in/texts.js';

const PAGE = STAND_IN_TEXTS.spec.demo;

/** The demo's moderator (staff: the dashboard lets their role see and manage tickets), as the page names them. */
export const MODERATOR = 'Mia | Mod';
/** The notification roles of the demo's notices (its seed): pinged by name at the start of an opened notice. */
export const PINGS = '@Moderator @Support ';

/** The texts of the messages on the page, as shown (mentions named). */
export const shownTexts = (page: Page) => page.locator('.demo-messages .demo-text').allTextContents();

/** For reloadUntil: a message on the page shows this text. */
export const says = (text: string) => async (page: Page) => (await shownTexts(page)).includes(text);

/** Sends a form of the page and lands back on `url` (the answer is 303 to it). */
export const sendTo = (page: Page, url: string, button: string) =>
  Promise.all([page.waitForURL(url), page.click(button)]);

/**
 * Runs a command from the page's command form in the channel at `url`: the path first (Weiter), then
 * `fill` sets the path's option fields, then Ausführen.
 */
export async function runCommand(page: Page, url: string, path: string, fill: () => Promise<unknown>) {
  await page.selectOption('select[name=command]', path);
  await Promise.all([page.waitForURL(/\?command=/), page.click(`button:has-text("${PAGE.next}")`)]);
  await fill();
  await sendTo(page, url, `button:has-text("${PAGE.run}")`);
}

/**
 * Plays another member through the page's chooser ("Mitglied wechseln") of the Demo-Discord page at
 * `demo`, then opens the channel by its link in the channel list.
 */
export async function play(t: Test, page: Page, demo: string, name: string, channel: string): Promise<void> {
  await Promise.all([page.waitForURL(demo), page.click(`a:has-text("${PAGE.switchMember}")`)]);
  await Promise.all([page.waitForURL(/\/channels\/\d+$/), page.click(`button.demo-member:has-text("${name}")`)]);
  t.equal(await page.textContent('.demo-top span'), PAGE.playing(name), `${name} is played`);
  await Promise.all([page.waitForURL(/\/channels\/\d+$/), page.click(`.demo-nav a:text-is("${channel}")`)]);
}
