// SESSION_SECRET and BOT_API_SECRET rotation (B7 in SECURITY.md: a list, new first): the first key
// signs, every key verifies, and a session cookie signed with the old key is signed anew, so nobody is
// signed out.
import t from 'tap';
import { signBotApiToken, verifyBotApiToken } from '../../server/platform/bot-api-token.js';
import { memorySessionStore } from '../../server/dashboard/session/store.js';
import { buildTestApp, createTestSession, SAME_ORIGIN } from '../helpers/app.js';
import { testConfig } from '../helpers/config.js';
import { loadConfig } from '../../server/system.js';

const OLD = 'old-secret-old-secret-old-secret-0123456789';
const NEW = 'new-secret-new-secret-new-secret-0123456789';

t.test('B7 a comma-separated SESSION_SECRET rotates the cookie key without signing anyone out', async (t) => {
  t.same(loadConfig({ SESSION_SECRET: `${NEW}, ${OLD}` }).dashboard.sessionSecrets, [NEW, OLD]);
  t.throws(() => loadConfig({ SESSION_SECRET: `${NEW},short` }), /SESSION_SECRET/, 'every key must be long enough');
  const store = memorySessionStore();
  const before = await buildTestApp(t, { config: testConfig({ SESSION_SECRET: OLD }), sessionStore: store });
  const session = await createTestSession(before.app, before.config, store);
  const [name, oldCookie] = Object.entries(session.cookies)[0]!;

  const rotating = await buildTestApp(t, {
    config: testConfig({ SESSION_SECRET: `${NEW},${OLD}` }),
    sessionStore: store,
  });
  const page = await rotating.app.inject({ url: '/tos', cookies: { [name]: oldCookie } });
  const renewed = page.cookies.find((cookie) => cookie.name === name);
  t.ok(renewed && renewed.value !== oldCookie, 'the old-key cookie is signed anew with the new key');
  t.equal(rotating.app.unsignCookie(renewed!.value).renew, false, 'by the first key');

  const after = await buildTestApp(t, { config: testConfig({ SESSION_SECRET: NEW }), sessionStore: store });
  t.equal(after.app.unsignCookie(oldCookie).valid, false, 'once the old key is gone, the old cookie is not accepted');
  const logout = await after.app.inject({
    method: 'POST',
    url: '/auth/logout',
    cookies: { [name]: renewed!.value },
    headers: { ...SAME_ORIGIN, 'x-csrf-token': session.record.csrfToken },
  });
  t.equal(logout.statusCode, 303);
  t.equal(await store.get(session.key), null, 'the renewed cookie still names the same session');
});

t.test(
  'B7 a comma-separated BOT_API_SECRET: the dashboard signs with the first, the bot API accepts every key',
  async (t) => {
    const config = loadConfig({ BOT_API_SECRET: `${NEW},${OLD}` });
    t.same(config.botApi.secrets, [NEW, OLD]);
    const user = { id: '200000000000000001', name: 'demo-owner' };
    const fromOld = await signBotApiToken(OLD, user);
    t.same(await verifyBotApiToken(config.botApi.secrets, fromOld), user, 'a token of a dashboard not yet rotated');
    t.same(
      await verifyBotApiToken([NEW], await signBotApiToken(config.botApi.secrets[0]!, user)),
      user,
      'the rotated dashboard signs with the new key',
    );
    t.equal(await verifyBotApiToken([NEW], fromOld), null, 'the old key alone no longer verifies once removed');
  },
);
