// The Demo-Discord page in Chromium with JavaScript off and on, 360 px wide, against the whole demo with its
// real bot: a member runs /ticket open from the command form (choosing one of the categories the bot
// offers), fills the bot's form, is told privately that the ticket is open, writes in its channel, presses
// Schließen, fills the close form, and the channel is gone; in their direct messages the bot's summary
// waits (bold, with the transcript file), and a star opens the rating form; the dashboard's search then
// finds what they wrote. With JavaScript the page follows new messages by itself (the follow island);
// without, the bot's answers are waited for by reloading, as the page's meta refresh does.
import t from 'tap';
import { DEMO_DISCORD_PAGE, THEME_COOKIE } from '../../server/contract/facts.js';
import { MEMBER_COOKIE } from '../../server/stand-in/demo/cookies.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { startActing } from '../helpers/bot.js';
import { fetchRaw } from '../helpers/http-client.js';
import { browserAvailable, islandReady, launchBrowser, openPage, reloadUntil, shows } from '../helpers/browser.js';
import { until } from '../helpers/work.js';

const WELCOME = '130000000000000002';

if (browserAvailable(t)) {
  const acting = await startActing(t);
  const browser = await launchBrowser(t);
  const demo = `${acting.base}${DEMO_DISCORD_PAGE}`;

  // As the dashboard's pages (test/dashboard/browser/stylesheet.test.ts): nothing may wait for a stylesheet file.
  for (const theme of ['dark', 'light'] as const)
    t.test(`a first visit of a channel is styled whole by its inline styles, JavaScript off, ${theme}`, async (t) => {
      const { page, problems } = await openPage(t, browser, {
        viewport: { width: 1280, height: 800 },
        javaScriptEnabled: false,
      });
      await page.context().addCookies(
        [
          [MEMBER_COOKIE, DEMO_IDS.owner],
          [THEME_COOKIE, theme],
        ].map(([name, value]) => ({ name: name!, value: value!, url: acting.base })),
      );
      await page.goto(`${demo}/channels/${WELCOME}`);
      t.same(
        await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href)),
        [null, null],
        'the inline styles apply, the head’s and the rest after the top bar: no file',
      );
      const style = (selector: string, property: string) =>
        page.evaluate(
          ([selector, property]) => getComputedStyle(document.querySelector(selector!)!).getPropertyValue(property!),
          [selector, property],
        );
      t.equal(await style('.demo-app', 'display'), 'grid', 'the page’s own rules apply: three columns');
      t.equal(await style('.demo-top .button', 'cursor'), 'pointer', 'so do the dashboard’s: the theme switch');
      t.equal(
        await style('body', 'background-color'),
        theme === 'dark' ? 'rgb(49, 51, 56)' : 'rgb(255, 255, 255)',
        `on the dashboard’s ${theme} colours`,
      );
      t.same(problems, [], 'no CSP violation: the inline copy matches its hash');
    });

  const runs = [
    { javaScriptEnabled: false, member: 'demo-newcomer', word: 'qualmt' },
    { javaScriptEnabled: true, member: 'Aylin', word: 'raucht' },
  ];
  for (const { javaScriptEnabled, member, word } of runs)
    t.test(
      `a ticket from the command form to its closing, JavaScript ${javaScriptEnabled ? 'on' : 'off'} at 360 px`,
      async (t) => {
        const { page, problems } = await openPage(t, browser, {
          viewport: { width: 360, height: 740 },
          javaScriptEnabled,
        });
        await page.goto(demo);
        t.equal(await page.textContent('h1'), 'Wen spielst du?');
        await Promise.all([
          page.waitForURL(`${demo}/channels/${WELCOME}`),
          page.click(`button.demo-member:has-text("${member}")`),
        ]);
        t.equal(await page.textContent('.demo-top span'), `Du spielst ${member}.`);
        t.equal(await page.getAttribute('html', 'data-theme'), 'dark', 'dark, as Discord starts');
        await Promise.all([
          page.waitForURL(`${demo}/channels/${WELCOME}`),
          page.click('.demo-top button:has-text("Helles Design")'),
        ]);
        t.equal(await page.getAttribute('html', 'data-theme'), 'light', 'the dashboard keeps the design chosen here');
        await Promise.all([
          page.waitForURL(`${demo}/channels/${WELCOME}`),
          page.click('.demo-top button:has-text("Dunkles Design")'),
        ]);
        t.equal(await page.getAttribute('html', 'data-theme'), 'dark');
        t.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= 360),
          'nothing is wider than the screen',
        );
        t.equal(
          await page.evaluate(() => getComputedStyle(document.querySelector('.demo-nav')!).display),
          'flex',
          'the page’s own stylesheet applies (the CSP lets it in): at 360 px the channels wrap above the messages',
        );

        // /help's title is bold on Discord: through the transcripts' Markdown renderer, not as **…**.
        await page.selectOption('select[name=command]', 'help');
        await Promise.all([page.waitForURL(/\?command=help/), page.click('button:has-text("Weiter")')]);
        await Promise.all([page.waitForURL(`${demo}/channels/${WELCOME}`), page.click('button:has-text("Ausführen")')]);
        const helpTitle = '.demo-messages strong:has-text("Befehle, die du hier verwenden darfst")';
        await reloadUntil(page, `${demo}/channels/${WELCOME}`, shows(helpTitle), 'the answer to /help');
        t.notMatch(await page.textContent('.demo-messages'), '**', 'no asterisks');

        await page.selectOption('select[name=command]', 'ticket open');
        await Promise.all([page.waitForURL(/\?command=ticket/), page.click('button:has-text("Weiter")')]);
        t.equal(await page.textContent('.demo-fields h3'), '/ticket open');
        // The bot's choices for the category it suggests as a member types.
        await page.selectOption('select[name="option.category"]', { label: 'Technik' });
        await Promise.all([page.waitForURL(`${demo}/channels/${WELCOME}`), page.click('button:has-text("Ausführen")')]);
        const here = `${demo}/channels/${WELCOME}`;
        await reloadUntil(page, here, shows('#demo-modal-title'), 'the bot’s form');
        t.equal(await page.textContent('#demo-modal-title'), 'Ticket öffnen');
        await page.fill('textarea[name="field.reason"]', 'Mein Drucker brennt');
        await Promise.all([page.waitForURL(here), page.click('button:has-text("Absenden")')]);
        await reloadUntil(
          page,
          here,
          shows('.demo-message--own:has-text("Dein Ticket ist offen")'),
          'the private answer',
        );
        const answer = page.locator('.demo-message--own', { hasText: 'Dein Ticket ist offen' });
        const answered = (await answer.textContent()) ?? '';
        t.match(answered, /Nur für dich sichtbar.*Dein Ticket ist offen: #ticket-\d+/);
        const ticketNumber = /#ticket-(\d+)/.exec(answered)?.[1];

        const ticketLink = page.locator('.demo-nav a', { hasText: '#ticket-' });
        const ticketUrl = new URL((await ticketLink.getAttribute('href'))!, acting.base).toString();
        const channelId = /\/channels\/(\d+)$/.exec(ticketUrl)![1]!;
        await Promise.all([page.waitForURL(ticketUrl), ticketLink.click()]);
        const shown = await page.textContent('.demo-messages');
        t.match(shown, 'Mein Drucker brennt', 'the bot’s welcome names the reason');
        t.match(shown, '🛠️ Technik', 'and the category chosen in the command form');
        t.match(shown, 'Guildhall BotBOThat eine Nachricht angeheftet.', 'and is pinned');
        await page.fill('textarea[name=content]', `Hallo Team, es ${word}.`);
        await Promise.all([page.waitForURL(ticketUrl), page.click('button:has-text("Senden")')]);
        t.match(await page.locator('.demo-message').last().textContent(), `${member}Hallo Team, es ${word}.`);
        if (javaScriptEnabled) await islandReady(page, '.demo-follow');
        t.equal(await page.isVisible('.demo-follow'), javaScriptEnabled, 'the follow line shows only where it works');
        t.match(
          await page.textContent('.demo-side'),
          'Mia | ModModeratorMitglied',
          'the member list names each member’s roles',
        );
        if (javaScriptEnabled) {
          await acting.say(DEMO_IDS.owner, channelId, `**Wir schauen** es uns an, ${member}.`);
          await until(() => shows(`.demo-messages strong:has-text("Wir schauen")`)(page), {
            what: 'the owner’s answer, shown without a reload',
          });
          t.equal(page.url(), ticketUrl, 'the page was not left');
        }

        await Promise.all([page.waitForURL(ticketUrl), page.click('button:has-text("Schließen")')]);
        await reloadUntil(page, ticketUrl, shows('#demo-modal-title'), 'the close form');
        t.equal(await page.textContent('#demo-modal-title'), 'Ticket schließen');
        await page.fill('textarea[name="field.reason"]', 'Gelöscht, danke');
        await Promise.all([page.waitForURL(ticketUrl), page.click('button:has-text("Absenden")')]);
        const guild = acting.world.guilds.get(DEMO_IDS.demoGuild)!;
        await until(() => !guild.channels.some((channel) => channel.id === channelId), {
          what: 'the ticket channel deleted',
          deadlineMs: 30_000,
        });
        // As Discord's client does when the open channel is deleted: the member lands in the first channel.
        const gone = await page.goto(ticketUrl);
        t.equal(gone?.status(), 200);
        t.match(page.url(), /\/channels\/\d+\?gone=1$/, 'moved to the server’s first channel');
        t.notOk(page.url().includes(channelId), 'not the deleted ticket’s');
        t.equal(
          await page.textContent('.demo-notice'),
          'Den Kanal, den du öffnen wolltest, gibt es nicht mehr (oder du siehst ihn nicht): Hier ist der erste Kanal des Servers.',
        );
        // The bot's summary of the close in the member's direct messages: bold, with the transcript file and the stars.
        const dms = `${demo}/dms`;
        await Promise.all([page.waitForURL(dms), page.click('.demo-nav a:has-text("Direktnachrichten")')]);
        await reloadUntil(
          page,
          dms,
          shows(`.demo-text strong:has-text("Dein Ticket #${ticketNumber}")`),
          'the summary',
        );
        t.equal(
          await page.textContent('.demo-messages .demo-text strong'),
          `Dein Ticket #${ticketNumber} auf Demo Guild wurde geschlossen.`,
          'bold, not asterisks',
        );
        t.ok(await page.isVisible(`.demo-file a:has-text("ticket-${ticketNumber}.html")`), 'the transcript file');
        await Promise.all([page.waitForURL(dms), page.click('.demo-messages button:has-text("⭐ 5")')]);
        await reloadUntil(page, dms, shows('#demo-modal-title'), 'the rating form');
        t.equal(await page.textContent('#demo-modal-title'), `Ticket #${ticketNumber} bewerten`);
        await Promise.all([page.waitForURL(dms), page.click('button:has-text("Absenden")')]);
        await reloadUntil(page, dms, shows('.demo-message--own:has-text("Danke für deine Bewertung")'), 'the thanks');
        t.match(await page.textContent('.demo-message--own'), 'Danke für deine Bewertung: ⭐⭐⭐⭐⭐ (5 von 5).');
        t.same(problems, []);
        const owner = await acting.signIn(DEMO_IDS.owner);
        const found = await fetchRaw(`${acting.base}/dashboard/${DEMO_IDS.demoGuild}/tickets/search?q=${word}`, {
          jar: owner,
        });
        t.match(found.body.toString(), `#${ticketNumber}`, 'the dashboard’s search finds what was written');
      },
    );
}
