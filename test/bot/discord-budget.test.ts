// The bot and the bot API share the bot token's request budget in one process: both at Discord at once,
// with a global limit of three requests a second (and the stand-in's clock and the budget's one fake
// clock, moved on whenever nothing is on its way), Discord refuses none of their calls, and both finish:
// every auto response is posted, every member search answered.
import t from 'tap';
import { fillPath, ISLAND_API } from '../../server/contract/facts.js';
import { signBotApiToken } from '../../server/platform/bot-api-token.js';
import { discordBudget } from '../../server/platform/discord-budget.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { startActing } from '../helpers/bot.js';
import { driveClock, fakeClock } from '../helpers/fake-clock.js';

const SECRET = 'discord-budget-test-secret-discord-budget-test-secret';
const PER_SECOND = 3;
const CHANNELS = ['130000000000000002', '130000000000000003'];
/** Demo Guild's auto responses (the demo data's), one answer each per channel. */
const ANSWERS: Record<string, string> = {
  ip: 'Die Server-IP lautet play.demo-guild.example',
  hilfe: 'Öffne ein Ticket mit /ticket, dann hilft dir das Team.',
  discord: 'Lade Freunde ein: https://discord.gg/demo',
};

t.test('the bot and the bot API at once keep to the global limit together, and both finish', async (t) => {
  const clock = fakeClock();
  const world = createWorld();
  world.settings.now = clock.now;
  world.settings.rateLimits.globalPerSecond = PER_SECOND;
  const budget = discordBudget(PER_SECOND, clock);
  const stop = driveClock(clock, budget);
  t.teardown(stop);
  const acting = await startActing(t, { world, discordBudget: budget, env: { BOT_API_SECRET: SECRET } });
  const started = clock.now();
  const token = await signBotApiToken(SECRET, { id: DEMO_IDS.owner, name: 'demo-owner' });
  const members = fillPath(ISLAND_API.members, { guildId: DEMO_IDS.demoGuild });

  const asked = CHANNELS.flatMap((channelId) =>
    Object.keys(ANSWERS).map(async (trigger) => ({
      channelId,
      trigger,
      id: await acting.say(DEMO_IDS.newcomer, channelId, `Frage: ${trigger}?`),
    })),
  );
  const searches = async () => {
    const statuses: number[] = [];
    for (const search of ['de', 'mi', 'ot', 'le', 'ma', 'so']) {
      const res = await acting.system.botApi!.app.inject({
        url: `${members}?search=${search}`,
        headers: { authorization: `Bearer ${token}` },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };
  const [questions, statuses] = await Promise.all([Promise.all(asked), searches()]);
  for (const { channelId, trigger, id } of questions)
    t.equal((await acting.replyTo(channelId, id)).content, ANSWERS[trigger], `${trigger} answered in ${channelId}`);
  t.same(statuses, [200, 200, 200, 200, 200, 200], 'every member search answered');
  t.same(acting.system.standIn!.rateLimits(), { user: 0, global: 0, shared: 0, bans: 0 }, 'Discord refused nothing');
  t.ok(clock.now() - started >= 2_000, 'twelve calls and more at three a second: Discord took seconds');
});
