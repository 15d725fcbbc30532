// Byte budgets of the pages that grow with a busy guild, as the production build sends them in demo
// mode (brotli, as asked for): the Demo-Discord page of a channel with 100 messages at most 20 KB, the
// auto responses page with 100 responses, each with a full embed (every part Discord allows), at most
// 16 KB, and the Ticket Kategorien page with 50 categories of 5 questions each (besides the demo's own),
// its list, a panel's form and a category's form, at most 12 KB. The texts vary from message to message,
// as people's do, so the compression earns no more than it would on a real guild.
import t from 'tap';
import { savePanel } from '../../server/bot-api/repos/ticket-panels.js';
import { assetsDir } from '../../server/platform/paths.js';
import { STAND_IN_PREFIX } from '../../server/stand-in/mount.js';
import { channelHistory } from '../../server/stand-in/state/messages.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { startDemo } from '../helpers/browser.js';
import {
  addAutoResponses,
  addCategories,
  BUDGET,
  CATEGORY_COUNT,
  CHAT,
  COUNT,
  fillChat,
  G,
  wireBytes,
  words,
} from '../helpers/busy-guild.js';
import { CookieJar, signInOverHttp } from '../helpers/http-client.js';

t.test('a channel of 100 messages and 100 auto responses with full embeds, in the production build', async (t) => {
  const world = createWorld();
  fillChat(world);
  t.equal(channelHistory(world, CHAT).length, COUNT, 'the channel holds 100 messages');
  const { base, system } = await startDemo(t, {}, assetsDir, world);
  await addAutoResponses(system.botApi!.store.db);

  t.test('the auto responses page', async (t) => {
    const jar = await signInOverHttp(base, DEMO_IDS.owner);
    const page = await wireBytes(`${base}/dashboard/${G}/autoresponses`, jar);
    t.equal(page.status, 200);
    t.equal(page.encoding, 'br');
    t.match(page.html, '>frage-1<', 'the first response is on the page');
    t.match(page.html, '>frage-100<', 'and the last');
    t.ok(page.bytes <= BUDGET.autoResponses, `${page.bytes} B brotli (budget ${BUDGET.autoResponses} B)`);
  });

  t.test('the Ticket Kategorien page with 50 categories of 5 questions', async (t) => {
    const last = await addCategories(system.botApi!.store.db);
    // The guild's first panel, showing every active category: its preview and its form list them all.
    const panel = await savePanel(
      system.botApi!.store.db,
      G,
      null,
      {
        channelId: DEMO_IDS.ticketChannel,
        title: 'Support-Tickets',
        text: words(4_000, 12),
        color: null,
        categoryIds: [],
      },
      '190000000000000001',
      { id: DEMO_IDS.owner, name: 'demo-owner' },
      new Date(),
    );
    // Each a first visit, whose page carries the stylesheet.
    const list = await wireBytes(
      `${base}/dashboard/${G}/ticket-categories`,
      await signInOverHttp(base, DEMO_IDS.owner),
    );
    t.equal(list.status, 200);
    t.equal(list.encoding, 'br');
    t.match(list.html, `${words(CATEGORY_COUNT - 1 + 800, 2)} ${CATEGORY_COUNT}<`, 'the last category is on the page');
    // The panels show in brief: their forms (every category again, with its box and its place) are steps of their own.
    t.notMatch(list.html, 'name="intent" value="panel"', "no panel's form on the list");
    t.ok(list.bytes <= BUDGET.categories, `the list: ${list.bytes} B brotli (budget ${BUDGET.categories} B)`);
    const panelForm = await wireBytes(
      `${base}/dashboard/${G}/ticket-categories?panel=${panel.id}`,
      await signInOverHttp(base, DEMO_IDS.owner),
    );
    t.equal(panelForm.status, 200);
    t.match(
      panelForm.html,
      `aria-label="Platz von ${words(CATEGORY_COUNT - 1 + 800, 2)} ${CATEGORY_COUNT}"`,
      'its last place',
    );
    t.notMatch(panelForm.html, 'name="intent" value="update"', 'no category form beside it');
    t.ok(
      panelForm.bytes <= BUDGET.categories,
      `a panel's form: ${panelForm.bytes} B brotli (budget ${BUDGET.categories} B)`,
    );
    const form = await wireBytes(
      `${base}/dashboard/${G}/ticket-categories?edit=${last}`,
      await signInOverHttp(base, DEMO_IDS.owner),
    );
    t.equal(form.status, 200);
    t.match(form.html, `value="${words((CATEGORY_COUNT - 1) * 10 + 4 + 1_000, 3)}?"`, 'its fifth question in the form');
    t.notMatch(form.html, 'name="intent" value="panel', "the panels' forms wait until the category form is done");
    t.ok(form.bytes <= BUDGET.categories, `a category's form: ${form.bytes} B brotli (budget ${BUDGET.categories} B)`);
  });

  t.test('the Demo-Discord page of the channel', async (t) => {
    // The owner played: the cookie the page's member choice sets.
    const jar = new CookieJar();
    jar.store(`demo_member=${DEMO_IDS.owner}`);
    const page = await wireBytes(`${base}${STAND_IN_PREFIX}/demo/channels/${CHAT}`, jar);
    t.equal(page.status, 200);
    t.equal(page.encoding, 'br');
    t.match(page.html, words(COUNT - 2, 6), 'the newest messages are on the page');
    t.ok(page.bytes <= BUDGET.demoChannel, `${page.bytes} B brotli (budget ${BUDGET.demoChannel} B)`);
  });
});
