// The statistics' median and 90th percentile, found by selection (statistics/numbers.ts), are the values a
// full sort gives: on lists small and large, with many equal values, already sorted or reversed.
import t from 'tap';
import { median, spread } from '../../server/bot-api/statistics/numbers.js';

/** The measures as read off the sorted list. */
function sortedMeasures(values: number[]) {
  const sorted = Float64Array.from(values).sort();
  if (sorted.length === 0) return { median: null, p90: null };
  const middle = sorted.length >> 1;
  return {
    median: sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2),
    p90: sorted[Math.ceil(sorted.length * 0.9) - 1]!,
  };
}

/** The same lists on every run. */
function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

t.test('a few values by hand', async (t) => {
  t.same(spread(Uint32Array.from([])), { median: null, p90: null });
  t.equal(median(Uint32Array.from([])), null);
  t.same(spread(Uint32Array.from([7])), { median: 7, p90: 7 });
  t.same(spread(Uint32Array.from([9, 2])), { median: 6, p90: 9 }, 'two: their mean rounded, and the larger');
  t.same(spread(Uint32Array.from([4, 1, 3, 2])), { median: 3, p90: 4 }, '2.5 rounds up');
  t.same(spread(Uint32Array.from([5, 5, 5, 1, 5])), { median: 5, p90: 5 });
  t.same(spread(Uint32Array.from([10, 9, 8, 7, 6, 5, 4, 3, 2, 1])), { median: 6, p90: 9 });
});

t.test('as a sort finds them, on lists of every shape', async (t) => {
  const random = randomOf(42);
  let compared = 0;
  for (let list = 0; list < 600; list++) {
    const length = Math.floor(random() * (list < 500 ? 40 : 20_000));
    const range = [2, 10, 1_000, 4_000_000_000][list % 4]!;
    const values = Array.from({ length }, () => Math.floor(random() * range));
    if (list % 5 === 1) values.sort((a, b) => a - b);
    if (list % 5 === 2) values.sort((a, b) => b - a);
    const expected = sortedMeasures(values);
    const found = spread(Uint32Array.from(values));
    const middle = median(Uint32Array.from(values));
    if (found.median !== expected.median || found.p90 !== expected.p90 || middle !== expected.median)
      t.fail(`list ${list} of ${length}`, { found, middle, expected });
    else compared++;
  }
  t.equal(compared, 600, 'every list');
});
