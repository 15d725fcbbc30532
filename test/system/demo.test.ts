// Demo mode as `npm start` runs it: dashboard, bot API and stand-in Discord in one process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { request } from 'undici';
import { signBotApiToken } from '../../server/platform/bot-api-token.js';
import { createLogger } from '../../server/platform/logger.js';
import { startSystem, loadConfig } from '../../server/system.js';
import { freePort } from '../helpers/browser.js';

const SECRET = 'demo-system-secret-demo-system-secret-0123456789';

async function start(dataDir: string) {
  const [port, botPort] = [await freePort(), await freePort()];
  const config = loadConfig({
    PORT: String(port),
    BOT_API_PORT: String(botPort),
    DATA_DIR: dataDir,
    BOT_API_SECRET: SECRET,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'x'.repeat(40),
  });
  const system = await startSystem(config, createLogger('silent'));
  await system.dashboard.listen({ host: '127.0.0.1', port });
  return { system, base: `http://127.0.0.1:${port}`, config };
}

t.test('one process serves the dashboard, the bot API with demo data and the stand-in Discord', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-demo-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const first = await start(dataDir);
  t.equal(first.config.demo, true);
  const login = await (await request(`${first.base}/login`)).body.text();
  t.match(login, 'Demo-Modus: Die Anmeldung läuft über ein lokales Discord-Double mit Beispielkonten.');
  t.match(
    login,
    '<a href="/_discord/demo">Demo-Discord öffnen: als Mitglied Tickets öffnen, schreiben und den Bot ausprobieren</a>',
    'the login page links the Demo-Discord page',
  );
  const demoDiscord = await request(`${first.base}/_discord/demo`);
  t.equal(demoDiscord.statusCode, 200, 'which is there');
  await demoDiscord.body.dump();
  const authorize = await request(
    `${first.base}/_discord/oauth2/authorize?${new URLSearchParams({ response_type: 'code', client_id: first.config.dashboard.discord.clientId, redirect_uri: `${first.base}/auth/callback`, scope: 'identify guilds', state: 'x' })}`,
  );
  t.equal(authorize.statusCode, 200, 'the stand-in sign-in page is reachable on the dashboard port');
  t.match(await authorize.body.text(), 'demo-owner');
  const avatar = await request(`${first.base}/_discord/cdn/avatars/200000000000000001/a.png`);
  t.equal(avatar.headers['content-type'], 'image/svg+xml');
  await avatar.body.dump();
  t.equal((await request(`${first.base}/readyz`)).statusCode, 200);

  const token = await signBotApiToken(SECRET, { id: '200000000000000001', name: 'demo-owner' });
  const auth = { authorization: `Bearer ${token}` };
  const categories = await request(
    `${first.system.botApiUrl}/api/ticket-categories/100000000000000001?includeInactive=true`,
    { headers: auth },
  );
  t.equal(categories.statusCode, 200);
  t.equal(((await categories.body.json()) as unknown[]).length, 5, "Demo Guild's seeded categories");
  const created = await request(`${first.system.botApiUrl}/api/ticket-categories/100000000000000001`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Nach dem Neustart' }),
  });
  t.equal(created.statusCode, 201);
  await created.body.dump();
  // The bot API posts to the stand-in mounted on the dashboard: server-to-server, past the origin gate.
  const notified = await request(`${first.system.botApiUrl}/api/notifications/100000000000000001/test`, {
    method: 'POST',
    headers: auth,
  });
  t.equal(notified.statusCode, 200, 'the test notification reaches the stand-in');
  await notified.body.dump();
  await first.system.botApi!.app.close();
  t.equal((await request(`${first.base}/readyz`)).statusCode, 503, 'not ready while the bot API is down');
  await first.system.close();

  const second = await start(dataDir);
  t.teardown(() => second.system.close());
  const again = await request(
    `${second.system.botApiUrl}/api/ticket-categories/100000000000000001?includeInactive=true`,
    {
      headers: { authorization: `Bearer ${await signBotApiToken(SECRET, { id: '200000000000000001' })}` },
    },
  );
  const names = ((await again.body.json()) as { name: string }[]).map((category) => category.name);
  t.equal(names.length, 6, 'the restart kept the new category and did not seed twice');
  t.ok(names.includes('Nach dem Neustart'));
});
