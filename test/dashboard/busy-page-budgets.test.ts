// Byte budgets of the two pages that grow with a busy guild, as the production build sends them in demo
// mode (brotli, as asked for): the Demo-Discord page of a channel with 100 messages at most 20 KB, and
// the auto responses page with 100 responses, each with a full embed (every part Discord allows), at
// most 16 KB. The texts vary from message to message, as people's do, so the compression earns no more
// than it would on a real guild.
import t from 'tap';
import { assetsDir } from '../../server/platform/paths.js';
import { STAND_IN_PREFIX } from '../../server/stand-in/mount.js';
import { channelHistory } from '../../server/stand-in/state/messages.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { startDemo } from '../helpers/browser.js';
import { addAutoResponses, BUDGET, CHAT, COUNT, fillChat, G, wireBytes, words } from '../helpers/busy-guild.js';
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
    // Not met yet (26 KB on 2 December 2026; docs/performance.md): a todo until the page is made smaller.
    t.ok(page.bytes <= BUDGET.autoResponses, `${page.bytes} B brotli (budget ${BUDGET.autoResponses} B)`, {
      todo: 'issue 52: the auto responses page with 100 full embeds is over its budget',
    });
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
