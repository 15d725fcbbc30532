// /ping says how long the interaction took to reach the bot: from the time Discord's id for it carries
// to the bot's clock. Against the stand-in, whose ids carry its clock's time as Discord's do, that is the
// time the dispatch took, in the demo as in a test that plays it.
import { GatewayDispatchEvents as E } from 'discord-api-types/v10';
import t from 'tap';
import { runningClock, stoppedClock } from '../../server/stand-in/clock.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { startActing } from '../helpers/bot.js';

const NEWCOMER = DEMO_IDS.newcomer;

/** The figure of a /ping answer, in ms. */
const figureOf = (content: string | undefined) => Number(/^Pong! Antwortzeit: (\d+) ms$/.exec(content ?? '')?.[1]);

t.test('in the demo, on this machine’s clock: a figure of milliseconds, not of years', async (t) => {
  const acting = await startActing(t, { clock: runningClock() });
  const pong = await acting.command(NEWCOMER, 'ping');
  t.equal(pong.data.flags, 64, 'only the member reads it');
  const figure = figureOf(pong.data.content);
  t.ok(Number.isInteger(figure) && figure >= 0, `a whole number of ms, not negative (${pong.data.content})`);
  t.ok(figure < 1_000, `under a second (${figure} ms)`);
});

t.test('the time from the interaction’s making to the bot, exactly, on a stopped clock', async (t) => {
  const acting = await startActing(t, { clock: stoppedClock() });
  const { world } = acting;
  // The dispatch reaches the bot 250 ms after Discord made the interaction.
  const late = (event: { t: E }) => {
    if (event.t === E.InteractionCreate) world.clock.advance(250);
  };
  world.listeners.add(late);
  t.teardown(() => world.listeners.delete(late));
  t.equal((await acting.command(NEWCOMER, 'ping')).data.content, 'Pong! Antwortzeit: 250 ms');
  t.equal((await acting.command(NEWCOMER, 'ping', {}, 'en-US')).data.content, 'Pong! Response time: 250 ms');
});
