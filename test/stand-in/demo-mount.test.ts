// In demo mode the dashboard mounts the stand-in under /_discord: its gateway and act API work there
// too, through the dashboard's own hooks (origin gate, sessions, compression), and shutting down cuts
// connected bots off instead of waiting for them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { createLogger } from '../../server/platform/logger.js';
import { startSystem, loadConfig } from '../../server/system.js';
import { IDS, USERS } from '../helpers/bot-api.js';
import { freePort } from '../helpers/browser.js';
import { identify } from '../helpers/stand-in.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';

t.test('the dashboard in demo mode serves the gateway and the act API under /_discord', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-gateway-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const [port, botPort] = [await freePort(), await freePort()];
  const config = loadConfig({
    PORT: String(port),
    BOT_API_PORT: String(botPort),
    DATA_DIR: dataDir,
    BOT_API_SECRET: 's'.repeat(48),
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'x'.repeat(40),
  });
  const system = await startSystem(config, createLogger('silent'));
  await system.dashboard.listen({ host: '127.0.0.1', port });
  const base = `http://127.0.0.1:${port}`;
  const info = await (
    await fetch(`${base}/_discord/api/v10/gateway/bot`, {
      headers: { authorization: `Bot ${DEMO_APPLICATION.botToken}` },
    })
  ).json();
  t.equal(info.url, `ws://127.0.0.1:${port}/_discord/gateway`);
  const { gateway, ready } = await identify(t, `${info.url}?v=10&encoding=json`);
  t.equal(ready.d.guilds.length, 3);
  const posted = await fetch(`${base}/_discord/act/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      guildId: IDS.demoGuild,
      channelId: IDS.ticketChannel,
      userId: USERS.moderator,
      content: 'Hallo aus der Demo',
    }),
  });
  t.equal(posted.status, 201, 'a script may act without the dashboard’s origin or form token');
  t.match(await gateway.nextDispatch(), { t: 'MESSAGE_CREATE', d: { content: 'Hallo aus der Demo' } });
  await system.close();
  t.equal((await gateway.closed).code, 1006, 'shutting down cut the bot off');
});
