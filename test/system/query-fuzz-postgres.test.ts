// Every query parameter of every page and bot API endpoint, fuzzed signed in on PostgreSQL (helpers/query-fuzz.ts),
// where DATABASE_URL names one (as .ci/run sets it): never a 5xx, never an unhandled rejection.
import t from 'tap';
import { storeKinds } from '../helpers/bot-api.js';
import { fuzzStore } from '../helpers/query-fuzz.js';

t.test(
  'H3 every query parameter of every page and bot API endpoint, fuzzed signed in (postgres): no 5xx, no unhandled rejection',
  { skip: storeKinds().includes('postgres') ? false : 'DATABASE_URL is not set' },
  (t) => fuzzStore(t, 'postgres'),
);
