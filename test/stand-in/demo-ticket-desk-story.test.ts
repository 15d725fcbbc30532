// A ticket's life between its opening and its rating, in Chromium against the whole demo with its real
// bot, at 360 and at 1,280 px: on the Demo-Discord page a member opens a ticket from the panel in
// #tickets; the moderator claims it (Übernehmen, which turns into Freigeben), renames it, sets its
// priority to high (named in the channel's topic) and moves it to another category, each from the page's
// command form, then asks to close it (/ticket close-request); the member answers the question's
// Schließen and the channel goes. In the member's direct messages (the page's Direktnachrichten) the
// bot's summary waits with the transcript as an HTML file and the stars; the member rates 4 with a
// comment. The team's channel, read as the moderator, tells each step; the dashboard, signed in as the
// owner, shows the stars on the closed ticket and the comment on its transcript. A second ticket nobody
// writes in is warned and closed by the demo's auto-close (warned after 3 minutes, closed 2 later): the
// test moves the world's clock, which the bot reads, instead of waiting. Every step is played on the
// page; only the clock is the test's.
import type { Locator, Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { textsFor } from '../../server/bot/texts.js';
import { openerTextsFor } from '../../server/bot/texts-opener.js';
import { STAND_IN_TEXTS } from '../../server/stand-in/texts.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { CATALOGUES } from '../../views/i18n/catalogues.js';
import { QUICK_CLOSES, startActing } from '../helpers/bot.js';
import { browserAvailable, launchBrowser, openPage, reloadUntil, shows } from '../helpers/browser.js';
import { MODERATOR, PINGS, play, runCommand, says, sendTo, shownTexts } from '../helpers/demo-page.js';
import { until } from '../helpers/work.js';

const G = DEMO_IDS.demoGuild;
const WELCOME = '130000000000000002';
/** The bot's words (the members' Discord speaks German), the page's, and the dashboard's. */
const { tickets: BOT, jobs: JOBS } = textsFor('de');
const COPY = openerTextsFor('de');
const PAGE = STAND_IN_TEXTS.spec.demo;
const DASHBOARD = CATALOGUES.spec;
const MINUTE = 60_000;
/** The demo's auto-close (its seed): a warning after three minutes without a word, the close two later. */
const WARN_AFTER = 3 * MINUTE;
const CLOSE_AFTER = 2 * MINUTE;

/** A Discord timestamp's time as the page's <time> carries it: whole seconds. */
const stamped = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

/** The last message on the page whose text holds `mark` (the bot's question ❓, its warning ⏰). */
const messageMarked = (page: Page, mark: string) =>
  page.locator('.demo-message', { has: page.locator('.demo-text', { hasText: mark }) }).last();

/** The times a message shows (<t:…> timestamps), as their machine-readable values. */
const timesIn = (message: Locator) =>
  message.locator('.demo-text time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));

/** Nothing on the page is wider than the screen. */
const fitsScreen = (page: Page, width: number) =>
  page.evaluate((screen) => document.documentElement.scrollWidth <= screen, width);

/** The text of a message with each of its times written as the page shows it. */
async function textWithTimes(message: Locator): Promise<{ text: string; shown: string[] }> {
  const text = (await message.locator('.demo-text').textContent()) ?? '';
  const shown = await message.locator('.demo-text time').allTextContents();
  return { text, shown };
}

/** The demo's members who have no open ticket yet (one each is what the demo allows). */
const OPENER = 'demo-newcomer';
const IDLE = 'Aylin';

if (browserAvailable(t)) {
  const browser = await launchBrowser(t);

  for (const width of [360, 1280])
    t.test(`the staff's tools, the close request, the copy and the rating, auto-close: ${width} px`, async (t) => {
      // A demo of its own for each width: its members' tickets and its clock are this run's.
      // The bot looks for due work (close requests, auto-close) often, so a moved clock is acted on at once;
      // a closed ticket's channel goes a second after its notice (the page that sent the close has loaded).
      const acting = await startActing(t, {
        jobsEveryMs: 50,
        closingPace: { ...QUICK_CLOSES, noticeMs: 1_000 },
      });
      const demo = `${acting.base}/_discord/demo`;
      const guild = acting.world.guilds.get(G)!;
      const panelChannel = `#${guild.channels.find((channel) => channel.id === DEMO_IDS.ticketChannel)!.name}`;
      const ticketsUrl = `${demo}/channels/${DEMO_IDS.ticketChannel}`;
      const dms = `${demo}/dms`;
      const { db } = acting.system.botApi!.store;
      const stored = (ticketId: number) =>
        db
          .selectFrom('tickets')
          .select(['status', 'created_at', 'closed_at', 'priority', 'rating', 'feedback', 'close_kind'])
          .where('id', '=', ticketId)
          .executeTakeFirstOrThrow();
      const channelGone = (channelId: string) =>
        until(() => !guild.channels.some((channel) => channel.id === channelId), {
          what: 'the ticket channel deleted',
          deadlineMs: 30_000,
        });

      /** The played member opens a ticket from the panel's Technik button; resolves with its channel. */
      async function openFromPanel(t: Test, page: Page, reason: string) {
        await sendTo(page, ticketsUrl, '.demo-messages button:text-is("🛠️ Technik")');
        await reloadUntil(page, ticketsUrl, shows('#demo-modal-title'), 'the bot’s form');
        t.equal(await page.textContent('#demo-modal-title'), BOT.openTitle, 'the bot’s form to open a ticket');
        await page.fill('textarea[name="field.reason"]', reason);
        await sendTo(page, ticketsUrl, `button:has-text("${PAGE.submit}")`);
        await reloadUntil(page, ticketsUrl, shows('.demo-message--own'), 'the private answer');
        const link = page.locator('.demo-nav a', { hasText: '#ticket-' });
        const name = (await link.textContent())!;
        t.equal(await page.locator('.demo-message--own .demo-text').last().textContent(), BOT.opened(name));
        const url = new URL((await link.getAttribute('href'))!, acting.base).toString();
        return {
          name,
          url,
          channelId: /\/channels\/(\d+)$/.exec(url)![1]!,
          ticketId: Number(name.slice('#ticket-'.length)),
        };
      }

      /** The played member's direct messages, once the summary of this ticket is there: that message. */
      async function summaryOf(page: Page, ticketId: number) {
        await page.goto(`${demo}/channels/${WELCOME}`);
        await Promise.all([page.waitForURL(dms), page.click(`.demo-nav a:has-text("${PAGE.directMessages}")`)]);
        const title = COPY.summary(ticketId, guild.name).replaceAll('**', '');
        await reloadUntil(page, dms, shows(`.demo-text strong:text-is("${title}")`), `the summary of #${ticketId}`);
        return page.locator('.demo-message', { has: page.locator(`.demo-text strong:text-is("${title}")`) });
      }

      const { page, problems } = await openPage(t, browser, { viewport: { width, height: 800 } });
      await page.goto(ticketsUrl);
      await Promise.all([page.waitForURL(ticketsUrl), page.click(`button.demo-member:has-text("${OPENER}")`)]);
      const story = await openFromPanel(t, page, 'Mein Drucker brennt');
      await play(t, page, demo, IDLE, panelChannel);
      const left = await openFromPanel(t, page, 'Nur eine Frage');

      // The moderator claims it: the welcome's Übernehmen turns into Freigeben.
      await play(t, page, demo, MODERATOR, story.name);
      await sendTo(page, story.url, `.demo-messages button:text-is("${BOT.claimButton}")`);
      await reloadUntil(page, story.url, says(BOT.claimed(`@${MODERATOR}`)), 'the claim said in the channel');
      await reloadUntil(
        page,
        story.url,
        shows(`.demo-messages button:text-is("${BOT.unclaimButton}")`),
        'the welcome’s Freigeben',
      );
      t.equal(await page.locator(`.demo-messages button:text-is("${BOT.claimButton}")`).count(), 0, 'no Übernehmen');

      // Renamed (normalised as Discord does), priority high, moved to another category: from the command form.
      await runCommand(page, story.url, 'ticket rename', () =>
        page.fill('input[name="option.name"]', 'Drucker Brennt!'),
      );
      await reloadUntil(page, story.url, says(BOT.renamed(`@${MODERATOR}`, 'drucker-brennt')), 'the rename');
      t.equal(await page.textContent('h1'), '#drucker-brennt', 'the channel has its new name');
      t.equal(page.url(), story.url, 'and stays the same channel');
      await runCommand(page, story.url, 'ticket priority', () =>
        page.selectOption('select[name="option.level"]', { label: BOT.priorities.high }),
      );
      await reloadUntil(
        page,
        story.url,
        says(BOT.prioritySet(`@${MODERATOR}`, BOT.priorities.high)),
        'the priority set',
      );
      t.equal((await stored(story.ticketId)).priority, 2, 'stored as high');
      await reloadUntil(page, story.url, shows('.demo-channel-head + p'), 'the channel’s topic');
      t.equal(
        await page.textContent('.demo-channel-head + p'),
        BOT.priorityTopic(BOT.priorities.high),
        'and named in the channel’s topic',
      );
      await runCommand(page, story.url, 'ticket transfer', () =>
        page.selectOption('select[name="option.category"]', { label: 'Allgemeiner Support' }),
      );
      await reloadUntil(
        page,
        story.url,
        says(BOT.movedTo(`@${MODERATOR}`, '🎫 Allgemeiner Support')),
        'the move to another category',
      );

      // The close request: said privately to the moderator, asked of the member in the channel.
      const reason = 'Der Drucker läuft wieder';
      const askedAt = acting.world.clock.now();
      await runCommand(page, story.url, 'ticket close-request', () => page.fill('input[name="option.reason"]', reason));
      await reloadUntil(page, story.url, says(JOBS.questionAsked), 'the private answer to the moderator');
      const question = messageMarked(page, '❓');
      t.same(await timesIn(question), [stamped(askedAt + 24 * 60 * MINUTE)], 'unanswered, it closes in a day');
      const asked = await textWithTimes(question);
      t.equal(asked.text, JOBS.closeQuestion(`@${OPENER}`, `@${MODERATOR}`, reason, asked.shown[0]!));

      // The member accepts: the ticket closes as a normal close, the channel goes.
      await play(t, page, demo, OPENER, '#drucker-brennt');
      const answer = messageMarked(page, '❓');
      t.ok(await fitsScreen(page, width), 'the question and its buttons fit the screen');
      t.same(
        await answer.locator('button').allTextContents(),
        [BOT.closeButton, JOBS.keepOpenButton],
        'Schließen or Offen lassen',
      );
      await sendTo(page, story.url, `.demo-message:has-text("${reason}") button:text-is("${BOT.closeButton}")`);
      await channelGone(story.channelId);
      const closed = await stored(story.ticketId);
      t.same(
        [closed.status, closed.close_kind],
        ['closed', null],
        'closed by the member, as a normal close (with the request’s reason)',
      );

      // The member's direct messages: the summary, the transcript as an HTML file, the stars.
      const summary = await summaryOf(page, story.ticketId);
      t.same(
        await timesIn(summary),
        [stamped(Date.parse(closed.created_at)), stamped(Date.parse(closed.closed_at!))],
        'opened and closed',
      );
      const copy = await textWithTimes(summary);
      t.equal(
        copy.text,
        [
          COPY.summary(story.ticketId, guild.name).replaceAll('**', ''),
          `${COPY.category}: 🎫 Allgemeiner Support`,
          `${COPY.opened}: ${copy.shown[0]}`,
          `${COPY.closed}: ${copy.shown[1]}`,
          `${COPY.closedBy}: @${OPENER}`,
          `${COPY.reason}: ${reason}`,
          COPY.transcriptAttached,
          COPY.ratingAsk,
        ].join('\n'),
        'the server, the ticket, its category, times, who closed it and why',
      );
      t.ok(await fitsScreen(page, width), 'the summary with its file and stars fits the screen');
      const file = summary.locator('.demo-file a');
      t.equal(await file.textContent(), `ticket-${story.ticketId}.html`, 'the transcript file');
      const html = await page.request.get(new URL((await file.getAttribute('href'))!, acting.base).toString());
      t.equal(html.status(), 200, 'it downloads');
      const transcript = await html.text();
      t.match(transcript, /^<!doctype html>/, 'a whole HTML document');
      t.match(transcript, `<h1>Ticket #${story.ticketId}</h1>`);
      t.match(transcript, 'drucker-brennt', 'with the staff’s work in the channel');

      // The member rates 4 with a comment.
      await sendTo(page, dms, `.demo-messages button:has-text("⭐ 4")`);
      await reloadUntil(page, dms, shows('#demo-modal-title'), 'the rating form');
      t.equal(await page.textContent('#demo-modal-title'), COPY.formTitle(story.ticketId));
      t.equal(await page.textContent('label[for="demo-field-reason"]'), COPY.feedbackLabel);
      const comment = 'Schnell und freundlich, danke!';
      await page.fill('[name="field.reason"]', comment);
      await sendTo(page, dms, `button:has-text("${PAGE.submit}")`);
      await reloadUntil(page, dms, says(COPY.thanks(4)), 'the thanks');
      t.match(await stored(story.ticketId), { rating: 4, feedback: comment }, 'stored on the ticket');

      // The team read each step where the demo's notification settings send them, as the moderator.
      const notices = `#${guild.channels.find((channel) => channel.id === DEMO_IDS.notificationChannel)!.name}`;
      await play(t, page, demo, MODERATOR, notices);
      const rated = COPY.noticeRated(story.ticketId, `@${OPENER}`, 4, comment);
      await reloadUntil(page, `${demo}/channels/${DEMO_IDS.notificationChannel}`, says(rated), 'the rating told');
      const about = new RegExp(`Ticket #${story.ticketId}\\b`);
      t.same(
        (await shownTexts(page)).filter((text) => about.test(text)),
        [
          PINGS + BOT.noticeOpened(story.ticketId, `@${OPENER}`, '#deleted-channel', '🛠️ Technik · Mein Drucker brennt'),
          BOT.noticeClaimed(story.ticketId, `@${MODERATOR}`),
          BOT.noticeRenamed(story.ticketId, `@${MODERATOR}`, 'drucker-brennt'),
          BOT.noticePriority(story.ticketId, `@${MODERATOR}`, BOT.priorities.high),
          BOT.noticeMoved(story.ticketId, `@${MODERATOR}`, '🎫 Allgemeiner Support'),
          JOBS.noticeCloseAsked(story.ticketId, `@${MODERATOR}`),
          BOT.noticeClosed(
            story.ticketId,
            `@${OPENER}`,
            reason,
            `${acting.base}/dashboard/${G}/tickets/${story.ticketId}/transcript`,
          ),
          rated,
        ],
        'each step told to the team, in order',
      );

      // The second ticket, left alone: warned after the demo's three minutes, closed two later.
      await play(t, page, demo, IDLE, left.name);
      // The bot API dates the opening by this machine's clock, which ran on since the world's clock stopped.
      const openedAt = Date.parse((await stored(left.ticketId)).created_at);
      acting.world.clock.advance(openedAt + WARN_AFTER + 1_000 - acting.world.clock.now());
      const warnedAt = acting.world.clock.now();
      await reloadUntil(page, left.url, shows('.demo-text:has-text("⏰")'), 'the warning');
      const warning = messageMarked(page, '⏰');
      t.same(await timesIn(warning), [stamped(warnedAt + CLOSE_AFTER)], 'closing two minutes later');
      const warned = await textWithTimes(warning);
      t.equal(warned.text, JOBS.inactivityWarning(`@${IDLE}`, warned.shown[0]!), 'mentioning the opener');
      acting.world.clock.advance(CLOSE_AFTER + 1_000);
      await channelGone(left.channelId);
      const autoClosed = await summaryOf(page, left.ticketId);
      const lines = ((await autoClosed.locator('.demo-text').textContent()) ?? '').split('\n');
      t.same(
        lines.slice(4, 6),
        [`${COPY.closedBy}: ${COPY.closedByKind.auto_close}`, `${COPY.reason}: ${JOBS.inactive}`],
        'closed by auto-close, for its reason',
      );
      t.same(problems, [], 'no console errors or CSP violations on the Demo-Discord page');

      // The dashboard, signed in as the owner: the stars on the closed ticket, the comment on its transcript.
      const owner = await acting.signIn(DEMO_IDS.owner);
      await page.context().addCookies(owner.entries().map(([name, value]) => ({ name, value, url: acting.base })));
      const list = await page.goto(`${acting.base}/dashboard/${G}/tickets?status=closed`);
      t.equal(list?.status(), 200, 'the closed tickets');
      const row = (ticketId: number) =>
        page.locator('tr', { has: page.locator(`td:text-is("${DASHBOARD.tickets.number(ticketId)}")`) });
      const outcome = DASHBOARD.ticketOutcome;
      t.same(await row(story.ticketId).locator('.ticket-outcome-line').allTextContents(), [outcome.stars(4)]);
      t.same(await row(left.ticketId).locator('.ticket-outcome-line').allTextContents(), [
        outcome.closedByKind.auto_close,
      ]);
      const transcriptPage = await page.goto(`${acting.base}/dashboard/${G}/tickets/${story.ticketId}/transcript`);
      t.equal(transcriptPage?.status(), 200, 'the transcript page');
      t.same(
        await page
          .locator('.ticket-outcome div')
          .evaluateAll((rows) =>
            rows.map((entry) => [entry.querySelector('dt')!.textContent, entry.querySelector('dd')!.textContent]),
          ),
        [
          [outcome.category, 'Allgemeiner Support'],
          [outcome.closedBy, OPENER],
          [outcome.closeReason, reason],
          [outcome.rating, outcome.stars(4)],
          [outcome.feedback, comment],
        ],
        'the rating and the comment on the ticket',
      );
      t.same(problems, [], 'no console errors or CSP violations on the dashboard');
    });
}
