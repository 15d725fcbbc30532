// Calls that ask for the same guild's row at the same moment share one read; a call after it settled reads
// afresh, a failed read is not kept, and another guild or store reads its own.
import type { Kysely } from 'kysely';
import t from 'tap';
import { sharedWhileUnderWay } from '../../server/bot-api/reads-under-way.js';
import type { Database } from '../../server/bot-api/store/schema.js';

const storeA = {} as Kysely<Database>;
const storeB = {} as Kysely<Database>;

function counted(fail = false) {
  const reads: string[] = [];
  const read = sharedWhileUnderWay(async (_db, guildId) => {
    reads.push(guildId);
    await new Promise((resolve) => setImmediate(resolve));
    if (fail) throw new Error('the store is away');
    return { guildId, read: reads.length };
  });
  return { reads, read };
}

t.test('calls at the same moment share the read under way; later ones read afresh', async (t) => {
  const { reads, read } = counted();
  const [first, second] = await Promise.all([read(storeA, 'g1'), read(storeA, 'g1')]);
  t.equal(first, second, 'the same answer');
  t.same(reads, ['g1'], 'one read');
  const later = await read(storeA, 'g1');
  t.equal(later.read, 2, 'read afresh once the first settled');
});

t.test('another guild, another store: reads of their own', async (t) => {
  const { reads, read } = counted();
  await Promise.all([read(storeA, 'g1'), read(storeA, 'g2'), read(storeB, 'g1')]);
  t.same(reads, ['g1', 'g2', 'g1']);
});

t.test('a failed read fails its sharers and is not kept', async (t) => {
  const { reads, read } = counted(true);
  const both = await Promise.allSettled([read(storeA, 'g1'), read(storeA, 'g1')]);
  t.same(
    both.map((outcome) => outcome.status),
    ['rejected', 'rejected'],
  );
  await t.rejects(read(storeA, 'g1'));
  t.equal(reads.length, 2, 'the next call read again');
});
