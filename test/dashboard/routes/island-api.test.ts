// The paths islands call (the facts' ISLAND_API) and the /api proxy's allow-list (the endpoint table's
// entries flagged `proxied`) are the same set, so an island never calls a path the proxy refuses and
// the proxy opens no path that no island calls.
import t from 'tap';
import { fillPath, ISLAND_API } from '../../../server/contract/facts.js';
import { PROXIED } from '../../../server/dashboard/routes/api/proxy.js';

t.test('every path an island calls is proxied, and every proxied path is one an island calls', async (t) => {
  t.same([...new Set(PROXIED.map((endpoint) => endpoint.path))].sort(), Object.values(ISLAND_API).sort());
});

t.test('fillPath puts each parameter in its place, URL-encoded', async (t) => {
  t.equal(
    fillPath(ISLAND_API.commandPermission, { guildId: '100000000000000001', roleId: '300000000000000001' }),
    '/api/command-permissions/100000000000000001/300000000000000001',
  );
  t.equal(fillPath(ISLAND_API.feature, { guildId: 1, featureName: 'a/b c' }), '/api/guilds/1/features/a%2Fb%20c');
});
