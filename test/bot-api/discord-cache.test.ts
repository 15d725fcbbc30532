// The bot's Discord reads: cached, and a read that many requests need at once (an entry that just
// expired, a page loaded by ten users) goes to Discord once, so @discordjs/rest's global limit of 50
// calls a second is not what a busy guild runs into (the memory benchmark's 503s).
import t from 'tap';
import { createDiscordBot } from '../../server/bot-api/discord/client.js';
import { DISCORD_REQUESTS_PER_SECOND } from '../../server/contract/facts.js';
import { discordBudget } from '../../server/platform/discord-budget.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { startStandIn } from '../helpers/bot-api.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';

t.test('concurrent reads of one entry share one Discord call; a cached entry makes none', async (t) => {
  const standIn = await startStandIn(t);
  const discord = createDiscordBot({
    token: DEMO_APPLICATION.botToken,
    apiBase: `${standIn.url}/api`,
    budget: discordBudget(DISCORD_REQUESTS_PER_SECOND),
    timeoutMs: 2_000,
  });
  const path = `/guilds/${DEMO_IDS.demoGuild}/roles`;
  const answers = await Promise.all(Array.from({ length: 60 }, () => discord.roles(DEMO_IDS.demoGuild)));
  t.equal(standIn.controls.calls(path), 1, 'sixty at once: one call');
  t.ok(
    answers.every((roles) => roles === answers[0] && roles.length > 0),
    'each gets the same roles',
  );
  await discord.roles(DEMO_IDS.demoGuild);
  t.equal(standIn.controls.calls(path), 1, 'cached: none');
});

t.test('a failed read is not kept: the next request asks again', async (t) => {
  const standIn = await startStandIn(t);
  const discord = createDiscordBot({
    token: DEMO_APPLICATION.botToken,
    apiBase: `${standIn.url}/api`,
    budget: discordBudget(DISCORD_REQUESTS_PER_SECOND),
    timeoutMs: 2_000,
  });
  // One call and its one retry.
  standIn.controls.failNext(2, 502);
  const failed = await Promise.allSettled(Array.from({ length: 5 }, () => discord.channels(DEMO_IDS.demoGuild)));
  t.ok(
    failed.every((result) => result.status === 'rejected'),
    'all five waited on the one failing read',
  );
  const channels = await discord.channels(DEMO_IDS.demoGuild);
  t.ok(channels.length > 0, 'the next read asks Discord again and succeeds');
});
