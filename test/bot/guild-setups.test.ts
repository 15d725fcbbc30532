// The bot's kept guild configurations and the change notices: a notice while no read is under way reads
// at once; notices that come while a read is under way share one read more, begun once that read answers
// (whatever it answers), and what the bot asks for then is that later read's configuration, never the
// one begun before the change; '*' does the same for every guild in use.
import t from 'tap';
import type { TypedBotApi } from '../../server/contract/client.js';
import type { GuildConfiguration } from '../../server/contract/bot.js';
import { createGuildSetups } from '../../server/bot/configuration.js';

const G = '100000000000000001';
const OTHER = '100000000000000002';

/** A bot API whose configuration reads wait until the test answers them, each read numbered in order. */
function heldApi() {
  const reads: { guildId: string; answer(): void; fail(): void }[] = [];
  let count = 0;
  const api = {
    bot: {
      config: ({ guildId }: { guildId: string }) =>
        new Promise<GuildConfiguration>((resolve, reject) => {
          const number = ++count;
          const config = { guildId, features: [], autoResponses: [], timeZone: `read ${number}` };
          reads.push({
            guildId,
            answer: () => resolve(config as unknown as GuildConfiguration),
            fail: () => reject(new Error('the bot API does not answer')),
          });
        }),
    },
  } as unknown as TypedBotApi;
  return { api, reads };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

t.test('a notice with no read under way reads at once', async (t) => {
  const { api, reads } = heldApi();
  const setups = createGuildSetups(api);
  const first = setups.get(G);
  reads[0]!.answer();
  t.equal((await first).config.timeZone, 'read 1');
  setups.forget(G);
  t.equal(reads.length, 2, 'read again right at the notice');
  const again = setups.get(G);
  reads[1]!.answer();
  t.equal((await again).config.timeZone, 'read 2');
  setups.forget(OTHER);
  t.equal(reads.length, 2, 'a guild not in use is not read');
});

t.test('notices while a read is under way share one read more, begun once it answers', async (t) => {
  const { api, reads } = heldApi();
  const setups = createGuildSetups(api);
  const first = setups.get(G);
  for (let notice = 0; notice < 10; notice++) setups.forget(G);
  const asked = setups.get(G);
  await settle();
  t.equal(reads.length, 1, 'nothing more begins while the first read is under way');
  reads[0]!.answer();
  t.equal((await first).config.timeZone, 'read 1', 'who asked before the notices has the first read');
  await settle();
  t.equal(reads.length, 2, 'one read more for the ten notices');
  t.equal(setups.peek(G), undefined, 'nothing at hand until the later read answers');
  reads[1]!.answer();
  t.equal((await asked).config.timeZone, 'read 2', 'who asked after the notices has the later read');
  t.equal(setups.peek(G)?.config.timeZone, 'read 2');
  setups.forget(G);
  t.equal(reads.length, 3, 'a notice after both answered reads at once');
});

t.test('the later read begins even when the read under way fails', async (t) => {
  const { api, reads } = heldApi();
  const setups = createGuildSetups(api);
  const first = setups.get(G);
  setups.forget(G);
  const asked = setups.get(G);
  reads[0]!.fail();
  await t.rejects(first);
  await settle();
  t.equal(reads.length, 2);
  reads[1]!.answer();
  t.equal((await asked).config.timeZone, 'read 2');
});

t.test("'*' reads every guild in use again, each once however many notices", async (t) => {
  const { api, reads } = heldApi();
  const setups = createGuildSetups(api);
  const [one, two] = [setups.get(G), setups.get(OTHER)];
  setups.forget('*');
  setups.forget('*');
  setups.forget(G);
  for (const read of reads.splice(0)) read.answer();
  await Promise.all([one, two]);
  await settle();
  t.same(reads.map((read) => read.guildId).sort(), [G, OTHER]);
  for (const read of reads) read.answer();
  t.equal((await setups.get(G)).config.timeZone, 'read 3');
  t.equal((await setups.get(OTHER)).config.timeZone, 'read 4');
});
