// After signing in, only a path of this site: every shape of an open redirect is refused.
import t from 'tap';
import { safeLocalPath, safeReturnPath } from '../../../server/dashboard/lib/safe-path.js';
import { signInAgain } from '../../../views/lib/sign-in-again.js';
import { HOSTILE_RETURN_PATHS, LOCAL_LOOKALIKE_PATHS } from '../../helpers/hostile-paths.js';

t.test('paths of this site are kept with their query, without the fragment', async (t) => {
  t.equal(safeReturnPath('/dashboard/1/ticket-categories?form=new'), '/dashboard/1/ticket-categories?form=new');
  t.equal(safeReturnPath('/guilds#top'), '/guilds');
  t.equal(safeReturnPath('/dashboard/1/../2'), '/dashboard/2', 'dot segments resolved');
});

t.test('anything that could lead elsewhere or back into the sign-in is refused', async (t) => {
  for (const value of [
    '//evil.example',
    '//evil.example/dashboard',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http://dash.example.evil/',
    'javascript:alert(1)',
    'dashboard/1',
    '/dash\nboard',
    '/dash\tboard',
    '/%0d%0aSet-Cookie:x',
    '/login',
    '/login?error=unauthorized',
    '/auth/discord',
    '/auth/callback?code=x',
    `/${'a'.repeat(2_048)}`,
    '',
    42,
    null,
    undefined,
  ]) {
    const kept = safeReturnPath(value);
    // An encoded CR/LF stays encoded in the path: harmless, and still a path of this site.
    if (value === '/%0d%0aSet-Cookie:x') t.equal(kept, '/%0d%0aSet-Cookie:x');
    else t.equal(kept, null, `refused: ${JSON.stringify(value)}`);
  }
});

t.test('the login for an ended session names the page to come back to', async (t) => {
  t.equal(signInAgain(null), '/login?error=unauthorized');
  t.equal(
    signInAgain('/dashboard/1/tickets?page=2'),
    '/login?error=unauthorized&next=%2Fdashboard%2F1%2Ftickets%3Fpage%3D2',
  );
});

t.test(
  'H2 what is returned is checked: dot segments, encoded dots, tabs and backslashes never make a path to another host',
  async (t) => {
    for (const value of HOSTILE_RETURN_PATHS) {
      t.equal(safeLocalPath(value), '/', `back=${JSON.stringify(value)} falls back`);
      t.equal(safeReturnPath(value), null, `next=${JSON.stringify(value)} refused`);
    }
    for (const [value, kept] of LOCAL_LOOKALIKE_PATHS) {
      t.equal(safeLocalPath(value), kept, `${JSON.stringify(value)} stays a path of this site, encoded`);
    }
  },
);
