// The statistics follow the demo's tickets as they happen: a ticket a member opens on the Demo-Discord and
// the moderator claims, answers and closes moves the statistics' opened and closed of today and the
// moderator's row, read from the page's own tables as its CSV downloads give them.
import t from 'tap';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { QUICK_CLOSES, startActing } from '../helpers/bot.js';
import { fetchRaw } from '../helpers/http-client.js';
import { answerOf, channelOf, closeTicket, interact, openTicket } from '../helpers/tickets.js';
import { until } from '../helpers/work.js';

const G = DEMO_IDS.demoGuild;
const MIA = DEMO_IDS.moderator;
const NEWCOMER = DEMO_IDS.newcomer;

t.test(
  "a ticket opened, claimed, answered and closed in the demo moves today's figures and the moderator's row",
  async (t) => {
    const acting = await startActing(t, { closingPace: QUICK_CLOSES });
    const owner = await acting.signIn(DEMO_IDS.owner);
    const table = async (name: 'days' | 'staff') => {
      const res = await fetchRaw(`${acting.base}/dashboard/${G}/statistics/export/${name}?period=7`, { jar: owner });
      t.equal(res.status, 200, `the ${name} table`);
      return res.body
        .toString()
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(','));
    };
    const today = async () => (await table('days')).at(-1)!.map(Number).slice(1);
    /** The moderator's claimed and closed (0 and 0 before she is in the table). */
    const mias = async () => {
      const row = (await table('staff')).find((cells) => cells[1] === MIA);
      return row ? [Number(row[2]), Number(row[3])] : [0, 0];
    };
    const [openedBefore, closedBefore] = await today();
    const [claimedBefore, miaClosedBefore] = await mias();

    const { submitted } = await openTicket(acting, NEWCOMER, 'Die Statistik soll es sehen');
    const channelId = /<#(\d+)>/.exec(submitted.original!.content)![1]!;
    const [welcome] = await acting.messages(channelId);
    const claim = { type: 'component', messageId: welcome!.id, customId: 'ticket:claim' };
    await answerOf(acting, await interact(acting, MIA, channelId, claim));
    await acting.say(MIA, channelId, 'Ich schaue es mir an.');
    await closeTicket(acting, MIA, channelId, 'Erledigt');
    await until(() => channelOf(acting, channelId) === undefined, { what: 'the ticket channel deleted' });

    t.same(await today(), [openedBefore! + 1, closedBefore! + 1], 'today: one more opened, one more closed');
    t.same(
      await mias(),
      [claimedBefore! + 1, miaClosedBefore! + 1],
      'the moderator: one more claimed, one more closed',
    );
  },
);
