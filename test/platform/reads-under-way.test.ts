// Calls that ask for the same key at the same moment share one read; a call after it settled reads
// afresh, a failed read is not kept, and another key reads its own.
import t from 'tap';
import { readsUnderWay } from '../../server/platform/reads-under-way.js';

function counted(fail = false) {
  const reads: string[] = [];
  const underWay = readsUnderWay<string, { key: string; read: number }>();
  const read = (key: string) =>
    underWay(key, async () => {
      reads.push(key);
      await new Promise((resolve) => setImmediate(resolve));
      if (fail) throw new Error('the store is away');
      return { key, read: reads.length };
    });
  return { reads, read };
}

t.test('calls at the same moment share the read under way; later ones read afresh', async (t) => {
  const { reads, read } = counted();
  const [first, second] = await Promise.all([read('g1'), read('g1')]);
  t.equal(first, second, 'the same answer');
  t.same(reads, ['g1'], 'one read');
  const later = await read('g1');
  t.equal(later.read, 2, 'read afresh once the first settled');
});

t.test('another key: a read of its own', async (t) => {
  const { reads, read } = counted();
  await Promise.all([read('g1'), read('g2'), read('g1')]);
  t.same(reads, ['g1', 'g2']);
});

t.test('a failed read fails its sharers and is not kept', async (t) => {
  const { reads, read } = counted(true);
  const both = await Promise.allSettled([read('g1'), read('g1')]);
  t.same(
    both.map((outcome) => outcome.status),
    ['rejected', 'rejected'],
  );
  await t.rejects(read('g1'));
  t.equal(reads.length, 2, 'the next call read again');
});
