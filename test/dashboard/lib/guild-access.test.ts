// The guilds a user may open: the bot API is asked once for calls that ask at the same moment, its answer
// is kept for the next ones, a failed ask is not kept, and an admin session opens its guild without asking.
import t from 'tap';
import type { BotApiClient, BotApiUser } from '../../../server/contract/client.js';
import type { Me } from '../../../server/contract/index.js';
import { createGuildAccessCache } from '../../../server/dashboard/lib/guild-access.js';

const G = '100000000000000001';
const USER: BotApiUser = { id: '200000000000000001', name: 'demo-owner', adminSessions: {} };
const ME: Me = {
  id: USER.id,
  username: 'demo-owner',
  discriminator: '4821',
  avatar: null,
  guilds: [{ id: G, name: 'Demo Guild', icon: null }],
};

/** A bot API whose GET /auth/me answers `answers` in turn (an Error: that ask fails), counting the asks. */
function botApi(answers: (Me | Error)[]) {
  let asked = 0;
  const me = async () => {
    const answer = answers[asked++]!;
    await new Promise((resolve) => setImmediate(resolve));
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const client = { as: () => ({ account: { me } }) } as unknown as BotApiClient;
  return { client, asked: () => asked };
}

t.test('calls at the same moment share one ask; its answer is kept', async (t) => {
  const api = botApi([ME]);
  const access = createGuildAccessCache(api.client);
  t.same(await Promise.all([access.mayOpen(USER, G), access.mayOpen(USER, '100000000000000002')]), [true, false]);
  t.equal(api.asked(), 1, 'one ask for both');
  t.equal(await access.mayOpen(USER, G), true);
  t.equal(api.asked(), 1, 'the kept answer, no further ask');
});

t.test('a failed ask fails its sharers and is not kept', async (t) => {
  const api = botApi([new Error('the bot API is away'), ME]);
  const access = createGuildAccessCache(api.client);
  const both = await Promise.allSettled([access.me(USER), access.me(USER)]);
  t.same(
    both.map((outcome) => outcome.status),
    ['rejected', 'rejected'],
  );
  t.same(await access.me(USER), ME, 'the next call asked again');
  t.equal(api.asked(), 2);
});

t.test('an admin session opens its guild without asking', async (t) => {
  const api = botApi([]);
  const access = createGuildAccessCache(api.client);
  t.equal(await access.mayOpen({ ...USER, adminSessions: { [G]: { token: 'x' } } }, G), true);
  t.equal(api.asked(), 0);
});
