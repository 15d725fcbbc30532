// Issue 32's story in Chromium, JavaScript off and on, 360 px wide, against the whole demo with its real
// bot: on the Demo-Discord page a member opens a ticket from the panel in #tickets (a category's button,
// then the bot's form with a reason), writes in its channel with a picture attached (the composer's file
// input), the owner adds another member with /ticket add from the command form, a moderator claims it
// (Übernehmen) and the opener closes it with a reason (Schließen, then the form); the channel is gone.
// The notification channel, read on the page as the moderator, shows the team's three notices, and the
// dashboard, signed in as the owner, shows the transcript with the message and the archived picture (from
// its own archive, not Discord's CDN) and finds a word of it. The member played is switched with the
// page's own chooser. The bot answers over the gateway, so each wait looks again until the answer is there.
import t from 'tap';
import { textsFor } from '../../server/bot/texts.js';
import { sees } from '../../server/stand-in/demo/channel-data.js';
import { UPLOAD_MEGABYTES } from '../../server/stand-in/demo/upload.js';
import { picturePng } from '../../server/stand-in/images.js';
import { STAND_IN_TEXTS } from '../../server/stand-in/texts.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { CATALOGUES } from '../../views/i18n/catalogues.js';
import { QUICK_CLOSES, startActing } from '../helpers/bot.js';
import { browserAvailable, launchBrowser, openPage, reloadUntil, shows } from '../helpers/browser.js';
import { MODERATOR, PINGS, play, says, sendTo, shownTexts } from '../helpers/demo-page.js';
import { until } from '../helpers/work.js';

const G = DEMO_IDS.demoGuild;
/** The bot's words (the members' Discord speaks German), the page's, and the dashboard's. */
const BOT = textsFor('de').tickets;
const PAGE = STAND_IN_TEXTS.spec.demo;
const DASHBOARD = CATALOGUES.spec;

if (browserAvailable(t)) {
  // A closed ticket's channel goes a second after its notice (the page that sent the close has loaded).
  const acting = await startActing(t, { closingPace: { ...QUICK_CLOSES, noticeMs: 1_000 } });
  const browser = await launchBrowser(t);
  const demo = `${acting.base}/_discord/demo`;
  const guild = acting.world.guilds.get(G)!;
  const png = picturePng('drucker.png');

  const runs = [
    {
      javaScriptEnabled: false,
      opener: 'demo-newcomer',
      added: { id: '200000000000000014', name: 'Tim' },
      word: 'qualmt',
    },
    { javaScriptEnabled: true, opener: 'Aylin', added: { id: '200000000000000013', name: 'Sophie' }, word: 'raucht' },
  ];
  for (const { javaScriptEnabled, opener, added, word } of runs)
    t.test(
      `a ticket from the panel to its transcript, JavaScript ${javaScriptEnabled ? 'on' : 'off'} at 360 px`,
      async (t) => {
        const { page, problems } = await openPage(t, browser, {
          viewport: { width: 360, height: 740 },
          javaScriptEnabled,
        });
        const tickets = `${demo}/channels/${DEMO_IDS.ticketChannel}`;
        await page.goto(tickets);
        t.equal(await page.textContent('h1'), PAGE.chooseHeading, 'nobody played yet: choose first');
        await Promise.all([page.waitForURL(tickets), page.click(`button.demo-member:has-text("${opener}")`)]);

        // The panel the bot posted at start: a button per category, then the bot's form.
        await sendTo(page, tickets, '.demo-messages button:text-is("🛠️ Technik")');
        await reloadUntil(page, tickets, shows('#demo-modal-title'), 'the bot’s form');
        t.equal(await page.textContent('#demo-modal-title'), BOT.openTitle, 'the bot’s form to open a ticket');
        t.equal(await page.textContent('label[for="demo-field-reason"]'), BOT.reasonLabel);
        await page.fill('textarea[name="field.reason"]', 'Mein Drucker brennt');
        await sendTo(page, tickets, `button:has-text("${PAGE.submit}")`);
        await reloadUntil(page, tickets, shows('.demo-message--own'), 'the private answer');
        const ticketLink = page.locator('.demo-nav a', { hasText: '#ticket-' });
        const channelName = (await ticketLink.textContent())!;
        const ticketId = Number(channelName.slice('#ticket-'.length));
        t.equal(await page.textContent('.demo-message--own .demo-text'), BOT.opened(channelName), 'told privately');
        t.equal(await page.textContent('.demo-message--own .demo-message__small'), PAGE.onlyYou);

        // The ticket's channel: the welcome, then a message with a picture.
        const ticketUrl = new URL((await ticketLink.getAttribute('href'))!, acting.base).toString();
        const channelId = /\/channels\/(\d+)$/.exec(ticketUrl)![1]!;
        await Promise.all([page.waitForURL(ticketUrl), ticketLink.click()]);
        const welcome = await page.textContent('.demo-embed');
        t.match(welcome, BOT.welcomeTitle(ticketId), 'the bot’s welcome');
        t.match(welcome, 'Mein Drucker brennt', 'the welcome names the reason');
        t.match(welcome, '🛠️ Technik', 'and the category of the panel’s button');
        t.equal(
          await page.getAttribute('.demo-composer', 'enctype'),
          'multipart/form-data',
          'a form that carries a file',
        );
        t.equal(await page.textContent('.demo-attach span'), PAGE.attachLabel(UPLOAD_MEGABYTES));
        t.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= 360),
          'the composer with its file input fits the screen',
        );
        await page.fill('textarea[name=content]', `Hallo Team, es ${word}. Hier ein Foto:`);
        await page.setInputFiles('input[type=file]', { name: 'drucker.png', mimeType: 'image/png', buffer: png });
        await sendTo(page, ticketUrl, `button:has-text("${PAGE.send}")`);
        const mine = page.locator('.demo-message').last();
        t.equal(await mine.locator('.demo-message__head').textContent(), opener, 'the message is there');
        t.equal(await mine.locator('.demo-text').textContent(), `Hallo Team, es ${word}. Hier ein Foto:`);
        const picture = mine.locator('.demo-files img');
        t.equal(await picture.getAttribute('alt'), 'drucker.png', 'with the picture');
        t.match(
          await picture.getAttribute('src'),
          new RegExp(`^/_discord/cdn/attachments/${channelId}/\\d+/drucker\\.png\\?ex=`),
          'from the stand-in’s CDN',
        );
        await until(() => picture.evaluate((image: HTMLImageElement) => image.complete), {
          what: 'the picture loaded',
        });
        t.equal(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth), 320, 'the browser shows it');

        // The owner lets another member in with /ticket add from the command form.
        await play(t, page, demo, 'Demo Owner', channelName);
        t.equal(page.url(), ticketUrl, 'the owner sees the ticket’s channel');
        await page.selectOption('select[name=command]', 'ticket add');
        await Promise.all([page.waitForURL(/\?command=ticket/), page.click(`button:has-text("${PAGE.next}")`)]);
        await page.selectOption('select[name="option.user"]', { label: `@${added.name}` });
        await sendTo(page, ticketUrl, `button:has-text("${PAGE.run}")`);
        const addedText = BOT.added(`@${added.name}`);
        await reloadUntil(page, ticketUrl, says(addedText), 'the bot’s word that they were added');
        t.ok(
          sees(guild, guild.channels.find((channel) => channel.id === channelId)!, added.id),
          `${added.name} sees it now`,
        );

        // A moderator (staff: the dashboard lets their role see and manage tickets) claims it.
        await play(t, page, demo, MODERATOR, channelName);
        await sendTo(page, ticketUrl, `button:text-is("${BOT.claimButton}")`);
        const claimedText = BOT.claimed(`@${MODERATOR}`);
        await reloadUntil(page, ticketUrl, says(claimedText), 'the claim said in the channel');

        // The opener closes it with a reason; the channel goes.
        await play(t, page, demo, opener, channelName);
        t.same(
          (await shownTexts(page)).filter((text) => text === addedText || text === claimedText),
          [addedText, claimedText],
          'the opener reads who was added and who claimed it',
        );
        await sendTo(page, ticketUrl, `button:text-is("${BOT.closeButton}")`);
        await reloadUntil(page, ticketUrl, shows('#demo-modal-title'), 'the close form');
        t.equal(await page.textContent('#demo-modal-title'), BOT.closeTitle, 'the bot’s form to close it');
        await page.fill('textarea[name="field.reason"]', 'Gelöscht, danke');
        await sendTo(page, ticketUrl, `button:has-text("${PAGE.submit}")`);
        await until(() => !guild.channels.some((channel) => channel.id === channelId), {
          what: 'the ticket channel deleted',
          deadlineMs: 30_000,
        });
        // The channel is gone: the member lands in the server's first channel, told why.
        const gone = await page.goto(ticketUrl);
        t.equal(gone?.status(), 200);
        t.equal(page.url(), `${demo}/channels/130000000000000002?gone=1`);
        t.equal(await page.textContent('.demo-notice'), PAGE.channelGone);

        // The team’s notices, read where the team reads them: the channel the demo’s notification settings name.
        await page.goto(`${demo}/channels/${DEMO_IDS.ticketChannel}`);
        const notices = guild.channels.find((channel) => channel.id === DEMO_IDS.notificationChannel)!;
        await play(t, page, demo, MODERATOR, `#${notices.name}`);
        const about = '🛠️ Technik · Mein Drucker brennt';
        const transcriptPath = `/dashboard/${G}/tickets/${ticketId}/transcript`;
        t.same(
          (await shownTexts(page)).filter((text) => text.includes(`Ticket #${ticketId} `)),
          [
            // The channel is gone, so its mention reads as Discord shows such a mention.
            PINGS + BOT.noticeOpened(ticketId, `@${opener}`, '#deleted-channel', about),
            BOT.noticeClaimed(ticketId, `@${MODERATOR}`),
            BOT.noticeClosed(ticketId, `@${opener}`, 'Gelöscht, danke', `${acting.base}${transcriptPath}`),
          ],
          'opened, claimed and closed, in that order',
        );
        t.same(problems, [], 'no console errors or CSP violations on the Demo-Discord page');

        // The dashboard, signed in as the owner: the transcript with the picture from the archive, and the search.
        const owner = await acting.signIn(DEMO_IDS.owner);
        await page.context().addCookies(owner.entries().map(([name, value]) => ({ name, value, url: acting.base })));
        const transcript = await page.goto(`${acting.base}${transcriptPath}`);
        t.equal(transcript?.status(), 200, 'the transcript page');
        const written = page.locator('.message', { hasText: `Hallo Team, es ${word}.` });
        t.equal(await written.locator('.message__author').textContent(), opener, 'the member’s message');
        t.equal(await written.locator('.message__content').textContent(), `Hallo Team, es ${word}. Hier ein Foto:`);
        t.same(
          await page.locator('.message__author').allTextContents(),
          ['Guildhall Bot', opener, 'Guildhall Bot', 'Guildhall Bot'],
          'the welcome, the member’s message, who was added and who claimed it (the pin notice is left out)',
        );
        t.same(
          (await page.locator('.message__content').allTextContents()).slice(2),
          [addedText, claimedText],
          'the bot’s words with the names of who was added and who claimed it (mentioned without a ping)',
        );
        const archived = written.locator('img.attachment--image[alt="drucker.png"]');
        const src = (await archived.getAttribute('src')) ?? '';
        t.match(src, new RegExp(`^/dashboard/${G}/tickets/${ticketId}/files/\\d+$`), 'from the dashboard’s archive');
        const copy = await page.request.get(`${acting.base}${src}`);
        t.equal(copy.status(), 200, 'the archived copy answers');
        t.equal(copy.headers()['content-type'], 'image/png');
        t.same(Buffer.from(await copy.body()), png, 'the picture that was sent');
        await until(() => archived.evaluate((image: HTMLImageElement) => image.complete), { what: 'the copy loaded' });
        t.equal(
          await archived.evaluate((image: HTMLImageElement) => image.naturalWidth),
          320,
          'and the browser shows it',
        );

        const search = await page.goto(`${acting.base}/dashboard/${G}/tickets/search?q=${word}`);
        t.equal(search?.status(), 200, 'the search page');
        const hits = page.locator('.search-hit__title');
        t.equal(await hits.count(), 1, 'one ticket has the word');
        t.equal(await hits.textContent(), DASHBOARD.ticketSearch.hitTitle(ticketId, opener), 'this ticket');
        t.match(await hits.getAttribute('href'), new RegExp(`^${transcriptPath}#m-\\d+$`), 'leading to the message');
        t.same(problems, [], 'no console errors or CSP violations on the dashboard');
      },
    );
}
