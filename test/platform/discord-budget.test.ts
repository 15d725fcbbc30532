// The bot token's request budget against the stand-in's rate limits, on one fake clock: REST clients that
// share a budget keep to Discord's global limit and to a bucket together (the stand-in refuses none of
// their calls), while clients each with a limiter of their own run into 429s; a person's call goes first
// and is refused at once when it would wait past its limit, background work last and within its part of
// the limit; the clients never see the bucket headers.
import { RateLimitError, REST, type RESTOptions } from '@discordjs/rest';
import { Routes } from 'discord-api-types/v10';
import t, { type Test } from 'tap';
import { DISCORD_REQUESTS_PER_SECOND } from '../../server/contract/facts.js';
import { DISCORD_SHARES, discordBudget, discordBudgetFor } from '../../server/platform/discord-budget.js';
import { BACKGROUND_RESERVE } from '../../server/platform/discord-waiters.js';
import { registry } from '../../server/platform/metrics.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';
import { IDS, type StandIn, startStandIn } from '../helpers/bot-api.js';
import { driveClock, type FakeClock, fakeClock } from '../helpers/fake-clock.js';
import { act, slashCommand, withTicketCommands } from '../helpers/stand-in.js';

const CHANNEL = IDS.ticketChannel;

/** The stand-in with `global` requests a second and a create-message bucket of `perBucket` a second, on a fake clock. */
async function limitedStandIn(t: Test, global: number, perBucket = 100) {
  const standIn = await startStandIn(t);
  const clock = fakeClock();
  const limits = standIn.world.settings.rateLimits;
  standIn.world.settings.now = clock.now;
  limits.globalPerSecond = global;
  limits.buckets['create message'] = {
    limit: perBucket,
    resetAfterMs: 1_000,
    routes: limits.buckets['create message']!.routes,
  };
  return { standIn, clock };
}

function client(standIn: StandIn, options: Partial<RESTOptions>) {
  return new REST({ api: `${standIn.url}/api`, version: '10', ...options }).setToken(DEMO_APPLICATION.botToken);
}

const post = (rest: REST, content: string) => rest.post(Routes.channelMessages(CHANNEL), { body: { content } });

/** Runs the calls with the clock driven; resolves with how each ended. */
async function driven<T>(t: Test, clock: FakeClock, budget: { inFlight(): number }, calls: Promise<T>[]) {
  const stop = driveClock(clock, budget);
  t.teardown(stop);
  const settled = await Promise.allSettled(calls);
  stop();
  return settled;
}

t.test('two clients of one budget keep to the global limit together; each with its own runs into 429s', async (t) => {
  const { standIn, clock } = await limitedStandIn(t, 5);
  const started = clock.now();
  const budget = discordBudget(5, clock);
  const bot = client(standIn, budget.restOptions());
  const botApi = client(standIn, budget.restOptions({ maxWaitMs: 2_000 }));
  const botApiReads = async () => {
    for (let index = 0; index < 8; index++) await botApi.get(Routes.guildChannels(IDS.demoGuild));
  };
  const botPosts = Array.from({ length: 20 }, (_, index) => post(bot, `Antwort ${index}`));
  const settled = await driven(t, clock, budget, [...botPosts, botApiReads()]);
  t.same(
    settled.map((result) => result.status),
    Array(21).fill('fulfilled'),
    'both finished: the bot waited its turn, the bot API within its two seconds',
  );
  t.same(standIn.controls.rateLimits(), { user: 0, global: 0, shared: 0, bans: 0 }, 'Discord refused nothing');
  t.ok(clock.now() - started >= 5_000, '28 calls at 5 a second took Discord more than five seconds');
  const metrics = await registry.metrics();
  t.match(metrics, /guildhall_discord_budget_wait_seconds_count\{waiter="bot"\} 20\n/, "each of the bot's waits timed");
  t.match(metrics, /guildhall_discord_budget_wait_seconds_count\{waiter="person"\} 8\n/, "and the bot API's");
  const botWaited = Number(/guildhall_discord_budget_wait_seconds_sum\{waiter="bot"\} ([\d.]+)/.exec(metrics)?.[1]);
  t.ok(botWaited >= 3, "the bot's waits on the budget's clock: at 5 a second, 20 calls wait seconds");

  const apart = await limitedStandIn(t, 5);
  const refusing = { rejectOnRateLimit: () => true };
  const own = [discordBudget(5, apart.clock), discordBudget(5, apart.clock)];
  const [first, second] = own.map((each) => client(apart.standIn, { ...each.restOptions(), ...refusing }));
  const calls = Array.from({ length: 5 }, (_, index) => [post(first!, `a${index}`), post(second!, `b${index}`)]).flat();
  const results = await driven(t, apart.clock, { inFlight: () => own[0]!.inFlight() + own[1]!.inFlight() }, calls);
  t.equal(results.filter((result) => result.status === 'fulfilled').length, 5, 'ten at once: Discord took five');
  t.ok(apart.standIn.controls.rateLimits().global > 0, 'and refused the next with its global limit');
});

t.test('a bucket one client emptied holds the other back', async (t) => {
  const { standIn, clock } = await limitedStandIn(t, 50, 2);
  const budget = discordBudget(50, clock);
  const bot = client(standIn, budget.restOptions());
  const botApi = client(standIn, budget.restOptions({ maxWaitMs: 10_000 }));
  const inChannel = () => standIn.world.messages.filter((message) => message.channelId === CHANNEL).length;
  const before = inChannel();
  const calls = [0, 1, 2, 3, 4, 5].map((index) => post(bot, `bot ${index}`));
  const settled = await driven(t, clock, budget, [...calls, post(botApi, 'panel'), post(botApi, 'notice')]);
  t.same(
    settled.map((result) => result.status),
    Array(8).fill('fulfilled'),
  );
  t.same(standIn.controls.rateLimits(), { user: 0, global: 0, shared: 0, bans: 0 }, 'no 429 for either');
  t.equal(inChannel() - before, 8, 'two a second, all eight posted');

  const apart = await limitedStandIn(t, 50, 2);
  const own = [discordBudget(50, apart.clock), discordBudget(50, apart.clock)];
  const [first, second] = own.map((each) =>
    client(apart.standIn, { ...each.restOptions(), rejectOnRateLimit: () => true }),
  );
  await Promise.all([post(first!, 'a'), post(first!, 'b')]);
  const refused = await post(second!, 'c').catch((error: unknown) => error);
  t.match(refused, { scope: 'user', global: false }, 'the second client did not know the first had emptied the bucket');
  t.equal(apart.standIn.controls.rateLimits().user, 1);
});

t.test("a person's call goes before the bot's backlog; one that would wait too long is refused at once", async (t) => {
  const { standIn, clock } = await limitedStandIn(t, 2);
  const started = clock.now();
  const budget = discordBudget(2, clock);
  const bot = client(standIn, budget.restOptions());
  const botApi = client(standIn, budget.restOptions({ maxWaitMs: 2_000 }));
  const answeredAt = (call: Promise<unknown>) => call.then(() => clock.now() - started);
  // Six channels: six buckets, so all six wait for the global limit at once.
  const backlog = [1, 2, 3, 4, 5, 6].map((index) => answeredAt(bot.get(Routes.channel(`13000000000000000${index}`))));
  const read = answeredAt(botApi.get(Routes.guildRoles(IDS.demoGuild)));
  const times = await driven(t, clock, budget, [...backlog, read]);
  t.same(
    times.map((result) => (result.status === 'fulfilled' ? result.value : result.reason)),
    [0, 0, 1_050, 2_100, 2_100, 3_150, 1_050],
    'two a second (and the margin): the bot API in the first free slot, ahead of the bot',
  );

  const full = await limitedStandIn(t, 50, 1);
  const shared = discordBudget(50, full.clock);
  const patient = client(full.standIn, shared.restOptions());
  const hasty = client(full.standIn, shared.restOptions({ maxWaitMs: 1_000 }));
  full.standIn.world.settings.rateLimits.buckets['create message']!.resetAfterMs = 5_000;
  await post(patient, 'empties the bucket for five seconds');
  const calls = full.standIn.controls.calls(`/channels/${CHANNEL}/messages`);
  const refused = await post(hasty, 'too late').catch((error: unknown) => error);
  t.ok(refused instanceof RateLimitError, 'a RateLimitError, as a 429 gives');
  t.match(refused, { global: false, retryAfter: 5_050, route: 'POST /channels/:id/messages' });
  t.equal(full.standIn.controls.calls(`/channels/${CHANNEL}/messages`), calls, 'without asking Discord');
});

t.test("background work goes after the bot's answers, and only within the room it leaves them", async (t) => {
  const { standIn, clock } = await limitedStandIn(t, 5);
  const started = clock.now();
  const budget = discordBudget(5, clock);
  const bot = client(standIn, budget.restOptions());
  const background = client(standIn, budget.restOptions({ background: true }));
  const answeredAt = (call: Promise<unknown>) => call.then(() => clock.now() - started);
  const channel = (index: number) => Routes.channel(`13000000000000000${index}`);
  // Six reads nobody waits on (six channels: six buckets), asked before one answer.
  const reads = [1, 2, 3, 4, 5, 6].map((index) => answeredAt(background.get(channel(index))));
  const answer = answeredAt(bot.get(Routes.guildRoles(IDS.demoGuild)));
  const first = await driven(t, clock, budget, [...reads, answer]);
  t.same(
    first.map((result) => (result.status === 'fulfilled' ? result.value : result.reason)),
    [0, 0, 0, 0, 1_050, 1_050, 0],
    'background takes four of the five a second (a fifth left free): the answer asked after them goes at once',
  );
  t.equal(BACKGROUND_RESERVE, 1 / 5);

  const tight = await limitedStandIn(t, 2);
  const since = tight.clock.now();
  const shared = discordBudget(2, tight.clock);
  const answers = client(tight.standIn, shared.restOptions());
  const chores = client(tight.standIn, shared.restOptions({ background: true }));
  const person = client(tight.standIn, shared.restOptions({ maxWaitMs: 10_000 }));
  const at = (call: Promise<unknown>) => call.then(() => tight.clock.now() - since);
  const choresFirst = [1, 2].map((index) => at(chores.get(channel(index))));
  const answersThen = [3, 4, 5, 6].map((index) => at(answers.get(channel(index))));
  const personLast = at(person.get(Routes.guildRoles(IDS.demoGuild)));
  const times = await driven(t, tight.clock, shared, [...choresFirst, ...answersThen, personLast]);
  t.same(
    times.map((result) => (result.status === 'fulfilled' ? result.value : result.reason)),
    [0, 3_150, 0, 1_050, 2_100, 2_100, 1_050],
    'the first read nobody waits on finds the budget empty; the second, asked before the answers, waits for all of them (and a person goes before them)',
  );
  t.same(tight.standIn.controls.rateLimits(), { user: 0, global: 0, shared: 0, bans: 0 }, 'Discord refused none');
  const metrics = await registry.metrics();
  t.match(metrics, /guildhall_discord_budget_wait_seconds_count\{waiter="background"\} 8\n/, 'its waits timed apart');
});

t.test("an interaction's answer waits for nobody: the global limit does not bind it", async (t) => {
  const { standIn, clock } = await limitedStandIn(t, 1);
  await withTicketCommands(standIn.app);
  const { body } = await act(standIn.app, 'POST', '/interactions', slashCommand('ticket open', { thema: 'Hilfe' }));
  const { token } = standIn.world.interactions.get(body.id)!;
  clock.advance(1_000); // past the second of the commands' registration
  const started = clock.now();
  const budget = discordBudget(1, clock);
  const bot = client(standIn, budget.restOptions());
  const answeredAt = (call: Promise<unknown>) => call.then(() => clock.now() - started);
  const reads = [1, 2, 3].map((index) => answeredAt(bot.get(Routes.channel(`13000000000000000${index}`))));
  const answer = answeredAt(bot.post(Routes.interactionCallback(body.id, token), { body: { type: 5 }, auth: false }));
  const times = await driven(t, clock, budget, [...reads, answer]);
  t.same(
    times.map((result) => (result.status === 'fulfilled' ? result.value : result.reason)),
    [0, 1_050, 2_100, 0],
    'the reads one a second, the deferral at once',
  );
  t.same(standIn.controls.rateLimits(), { user: 0, global: 0, shared: 0, bans: 0 });
});

t.test('the clients never see bucket headers; a 429 they see, and the budget waits it out', async (t) => {
  const { standIn, clock } = await limitedStandIn(t, 50);
  const budget = discordBudget(50, clock);
  const seen: Record<string, string>[] = [];
  const refusing = client(standIn, { ...budget.restOptions(), rejectOnRateLimit: () => true });
  refusing.on('response', (_request, response) => seen.push(Object.fromEntries(response.headers.entries())));
  await refusing.get(Routes.guildRoles(IDS.demoGuild));
  t.notOk(
    Object.keys(seen[0]!).some((name) => name.startsWith('x-ratelimit')),
    'no X-RateLimit-* header reached the client',
  );
  standIn.controls.rateLimitNext(1, 3);
  const limited = await refusing.get(Routes.guildRoles(IDS.demoGuild)).catch((error: unknown) => error);
  t.match(limited, { retryAfter: 3_050, scope: 'user' }, 'the 429 as Discord sent it');
  const after = refusing.get(Routes.guildRoles(IDS.demoGuild));
  const before = standIn.controls.calls('/roles');
  clock.advance(2_000);
  await new Promise((resolve) => setImmediate(resolve));
  t.equal(standIn.controls.calls('/roles'), before, 'two seconds on: still held back');
  const stop = driveClock(clock, budget);
  t.teardown(stop);
  await after;
  t.equal(standIn.controls.calls('/roles'), before + 1, 'past the three: sent');
});

t.test('a request Discord counted late holds the global limit until a second after its answer', async (t) => {
  const { standIn, clock } = await limitedStandIn(t, 5);
  const budget = discordBudget(5, clock);
  // The first request reaches Discord 100 ms after it left (a busy network), the others at once: Discord's
  // window starts at that arrival, so a sixth request sent a second after the first left is one too many.
  standIn.world.clock = { now: clock.now, advance: (ms) => clock.advance(ms) };
  let arrivals = 0;
  Object.defineProperty(standIn.world.settings, 'restLatencyMs', { get: () => (arrivals++ === 0 ? 100 : 0) });
  const bot = client(standIn, budget.restOptions());
  const posts = Array.from({ length: 6 }, (_, index) => post(bot, `Antwort ${index}`));
  const settled = await driven(t, clock, budget, posts);
  t.same(
    settled.map((result) => result.status),
    Array(6).fill('fulfilled'),
  );
  t.same(standIn.controls.rateLimits(), { user: 0, global: 0, shared: 0, bans: 0 }, 'Discord refused none');
});

t.test('processes apart get shares that add up to the limit; one process of both gets all of it', async (t) => {
  const { standIn, clock } = await limitedStandIn(t, DISCORD_REQUESTS_PER_SECOND);
  const started = clock.now();
  const apart = [
    discordBudgetFor({ bot: true, botApi: false }, clock),
    discordBudgetFor({ bot: false, botApi: true }, clock),
  ];
  const [bot, botApi] = apart.map((budget) => client(standIn, budget.restOptions()));
  const reads = Array.from({ length: 60 }, () => [
    bot!.get(Routes.channel(CHANNEL)),
    botApi!.get(Routes.guildRoles(IDS.demoGuild)),
  ]).flat();
  const settled = await driven(t, clock, { inFlight: () => apart[0]!.inFlight() + apart[1]!.inFlight() }, reads);
  t.equal(settled.filter((result) => result.status === 'fulfilled').length, 120);
  t.same(standIn.controls.rateLimits(), { user: 0, global: 0, shared: 0, bans: 0 }, 'each at its share: no 429');
  t.equal(clock.now() - started, 2_100, 'sixty each at 25 a second: in the third second');

  t.equal(discordBudgetFor({ bot: true, botApi: true }).perSecond, DISCORD_REQUESTS_PER_SECOND);
  t.equal(discordBudgetFor({ bot: true, botApi: false }).perSecond, DISCORD_SHARES.bot);
  t.equal(discordBudgetFor({ bot: false, botApi: true }).perSecond, DISCORD_SHARES.botApi);
  t.equal(DISCORD_SHARES.bot + DISCORD_SHARES.botApi, DISCORD_REQUESTS_PER_SECOND);
  t.ok(DISCORD_SHARES.botApi > 0 && DISCORD_SHARES.bot > 0, 'neither is left without');
});
