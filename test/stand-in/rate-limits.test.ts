// The stand-in plays Discord's rate limits (topics/rate-limits), on a fake clock: route buckets per
// channel or guild with their X-RateLimit-* headers and a 429 when empty, the global limit per bot
// (interaction endpoints and calls without a token not counted against it), and the invalid requests of
// an IP (401, 403, 429 but of scope shared): one past the limit bans the IP for a while.
import { createHash } from 'node:crypto';
import t, { type Test } from 'tap';
import { BANNED } from '../../server/stand-in/rest/rate-limits.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';
import { IDS, startStandIn, USERS } from '../helpers/bot-api.js';
import { fakeClock } from '../helpers/fake-clock.js';
import { discordResponse } from '../helpers/openapi.js';
import { act, slashCommand, withTicketCommands } from '../helpers/stand-in.js';

const BOT = { authorization: `Bot ${DEMO_APPLICATION.botToken}` };
const C = IDS.ticketChannel;
const OTHER = '130000000000000003';
const RATE_LIMIT_HEADERS = ['limit', 'remaining', 'reset', 'reset-after', 'bucket'].map(
  (name) => `x-ratelimit-${name}`,
);
const hashOf = (name: string) => createHash('md5').update(name).digest('hex');

async function limited(t: Test) {
  const standIn = await startStandIn(t);
  const clock = fakeClock();
  standIn.world.settings.now = clock.now;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = BOT,
  ) => standIn.app.inject({ method, url: `/api/v10${url}`, headers, ...(payload ? { payload } : {}) });
  return { ...standIn, clock, call, start: clock.now() };
}

const headersOf = (res: { headers: Record<string, unknown> }) =>
  Object.fromEntries(
    Object.entries(res.headers).filter(([name]) => name.startsWith('x-ratelimit') || name === 'retry-after'),
  );

t.test('route buckets: headers on every answer, one per channel, shared by their routes, 429 when empty', async (t) => {
  const { call, clock, start, controls } = await limited(t);
  const say = (channel: string) => call('POST', `/channels/${channel}/messages`, { content: 'Hallo' });
  const bucket = hashOf('create message');
  for (let sent = 1; sent <= 5; sent++) {
    const res = await say(C);
    t.equal(res.statusCode, 200);
    t.same(headersOf(res), {
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': String(5 - sent),
      'x-ratelimit-reset': String((start + 5_000) / 1_000),
      'x-ratelimit-reset-after': '5',
      'x-ratelimit-bucket': bucket,
    });
  }
  clock.advance(2_500);
  const refused = await say(C);
  t.equal(refused.statusCode, 429);
  t.same(refused.json(), { message: 'You are being rate limited.', retry_after: 2.5, global: false, code: 0 });
  t.ok(discordResponse('/channels/{channel_id}/messages', 'post', '429')(refused.json()), "Discord's 429 shape");
  t.same(headersOf(refused), {
    'x-ratelimit-limit': '5',
    'x-ratelimit-remaining': '0',
    'x-ratelimit-reset': String((start + 5_000) / 1_000),
    'x-ratelimit-reset-after': '2.5',
    'x-ratelimit-bucket': bucket,
    'retry-after': '3',
    'x-ratelimit-scope': 'user',
  });
  t.equal((await say(OTHER)).headers['x-ratelimit-remaining'], '4', 'another channel: a bucket of its own');
  clock.advance(2_500);
  const again = await say(C);
  t.same(
    [again.statusCode, again.headers['x-ratelimit-remaining'], again.headers['x-ratelimit-reset-after']],
    [200, '4', '5'],
  );

  const roles = `/guilds/${IDS.demoGuild}/members/${USERS.newcomer}/roles/${IDS.vipRole}`;
  const given = await call('PUT', roles);
  const taken = await call('DELETE', roles);
  t.same(
    [given.headers['x-ratelimit-remaining'], taken.headers['x-ratelimit-remaining']],
    ['9', '8'],
    "giving and taking a role: one bucket of the guild's",
  );
  t.equal(taken.headers['x-ratelimit-bucket'], hashOf('member roles'));
  const read = await call('GET', `/guilds/${IDS.demoGuild}/roles`);
  t.same(
    [read.headers['x-ratelimit-limit'], read.headers['x-ratelimit-bucket']],
    ['50', hashOf(`GET /guilds/:guildId/roles`)],
  );
  t.same(controls.rateLimits(), { user: 1, global: 0, shared: 0, bans: 0 });
});

t.test(
  'the global limit per bot: 429 global; interaction endpoints and calls without a token are not counted',
  async (t) => {
    const { app, world, call, clock, controls } = await limited(t);
    const interactions = await withTicketCommands(app);
    world.settings.rateLimits.globalPerSecond = 3;
    const { body } = await act(app, 'POST', '/interactions', slashCommand('ticket open', { thema: 'Hilfe' }));
    const { token } = world.interactions.get(body.id)!;
    t.equal((await call('GET', `/guilds/${IDS.demoGuild}`)).statusCode, 200);
    t.equal((await call('GET', `/guilds/${IDS.demoGuild}/roles`)).statusCode, 200);
    clock.advance(400);
    const refused = await call('GET', `/guilds/${IDS.demoGuild}/channels`);
    t.equal(refused.statusCode, 429, 'the command registration, two reads, and this: four in a second');
    t.same(refused.json(), { message: 'You are being rate limited.', retry_after: 0.6, global: true, code: 0 });
    t.same(headersOf(refused), { 'retry-after': '1', 'x-ratelimit-global': 'true', 'x-ratelimit-scope': 'global' });
    const answered = await interactions('POST', `/interactions/${body.id}/${token}/callback`, {
      type: 4,
      data: { content: 'Gleich' },
    });
    t.equal(answered.status, 204, 'the interaction callback is not bound by it');
    const followed = await interactions('POST', `/webhooks/${DEMO_APPLICATION.clientId}/${token}`, { content: 'Da' });
    t.equal(followed.status, 200, 'nor its webhook');
    t.equal((await call('GET', '/gateway', undefined, {})).statusCode, 200, 'without a token: the IP is counted');
    clock.advance(600);
    t.equal((await call('GET', `/guilds/${IDS.demoGuild}/channels`)).statusCode, 200, 'a second after the first');
    t.same(controls.rateLimits(), { user: 0, global: 1, shared: 0, bans: 0 });
  },
);

t.test(
  'invalid requests per IP: 401, 403 and 429 count, shared 429s not; one past the limit bans the IP',
  async (t) => {
    const { world, call, clock, controls } = await limited(t);
    world.settings.rateLimits.invalidRequests = { limit: 3, windowMs: 10 * 60_000, banMs: 60 * 60_000 };
    const unauthorized = () => call('GET', '/users/@me', undefined, { authorization: 'Bot not-the-token' });
    const valid = () => call('GET', `/guilds/${IDS.demoGuild}`);
    controls.rateLimitNext(4, 1, 'shared');
    for (let index = 0; index < 4; index++) {
      const shared = await valid();
      t.same([shared.statusCode, shared.headers['x-ratelimit-scope']], [429, 'shared']);
      t.same(shared.json(), { message: 'The resource is being rate limited.', retry_after: 1, global: false, code: 0 });
    }
    t.equal((await unauthorized()).statusCode, 401);
    t.equal((await call('GET', `/guilds/${IDS.uninvitedGuild}`)).statusCode, 403);
    controls.rateLimitNext(1, 1);
    t.equal((await valid()).statusCode, 429, 'three invalid requests in the window: the limit, not past it');
    t.equal((await valid()).statusCode, 200);
    clock.advance(10 * 60_000);
    t.equal((await unauthorized()).statusCode, 401, 'a new window: counted from one again');
    t.equal((await unauthorized()).statusCode, 401);
    t.equal((await unauthorized()).statusCode, 401);
    t.equal((await valid()).statusCode, 200, 'three: still not banned');
    t.equal((await unauthorized()).statusCode, 401, 'the fourth is answered, and bans the IP');
    const banned = await valid();
    t.same([banned.statusCode, banned.json()], [429, { message: BANNED, code: 0 }], "the edge's static answer");
    t.notOk(
      Object.keys(banned.headers).some((name) => name === 'retry-after' || RATE_LIMIT_HEADERS.includes(name)),
      'without Retry-After or rate limit headers',
    );
    t.equal(
      (await call('GET', '/gateway', undefined, {})).statusCode,
      429,
      'every call of the IP, with a token or not',
    );
    clock.advance(60 * 60_000 - 1);
    t.equal((await valid()).statusCode, 429, 'for an hour');
    clock.advance(1);
    t.equal((await valid()).statusCode, 200, 'then it is let in again');
    t.same(controls.rateLimits(), { user: 1, global: 0, shared: 4, bans: 1 });
  },
);
