// Every query parameter of every page and bot API endpoint, fuzzed signed in on SQLite (helpers/query-fuzz.ts):
// never a 5xx, never an unhandled rejection.
import t from 'tap';
import { checkReach, fuzzStore } from '../helpers/query-fuzz.js';

t.test('the fuzz reaches every query parameter the product reads', async (t) => checkReach(t));
t.test(
  'H3 every query parameter of every page and bot API endpoint, fuzzed signed in (sqlite): no 5xx, no unhandled rejection',
  (t) => fuzzStore(t, 'sqlite'),
);
