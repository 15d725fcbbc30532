// The bot as its own process (`npm run bot`), killed with SIGKILL between a ticket's stored close and the
// delete of its channel: the delete was kept in the bot's own SQLite file, and the bot started again
// deletes the channel. The bot API runs in this process (SQLite, or PostgreSQL when DATABASE_URL is set),
// the stand-in Discord too; the bot reaches Discord's REST through a door that kills the bot the moment it
// asks to delete the ticket's channel, so the kill falls into that window every time.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t, { type Test } from 'tap';
import { seedDemoData } from '../../server/bot-api/demo-seed.js';
import { createLogger } from '../../server/platform/logger.js';
import { SQLite } from '../../server/platform/sqlite.js';
import { demoWorld } from '../../server/stand-in/demo-world.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { loadConfig, startBotApiAlone } from '../../server/system.js';
import { postgresSchema, standInEnv, startStandIn, storeKinds } from '../helpers/bot-api.js';
import { actAt } from '../helpers/bot.js';
import { freePort } from '../helpers/browser.js';
import { BOT_MAIN, startProcess } from '../helpers/processes.js';
import { channelOf, closeTicket, openTicket, ticketIdOf } from '../helpers/tickets.js';
import { until } from '../helpers/work.js';

const G = DEMO_IDS.demoGuild;
const SERVICE = 'kill-bot-service-token-kill-bot-service-token-01';

/**
 * Discord's REST as the bot process reaches it: the stand-in's, passed on as it is, except the one delete
 * a test sets a trap for: then `spring` runs (it kills the bot) and the request goes nowhere.
 */
async function doorTo(t: Test, target: string) {
  const { hostname, port, host } = new URL(target);
  let trap: { path: string; spring(): void } | null = null;
  const server = createServer((req, res) => {
    if (trap && req.method === 'DELETE' && req.url === trap.path) {
      trap.spring();
      trap = null;
      return void req.socket.destroy();
    }
    // The stand-in names its gateway after the host asked: the bot's gateway goes to the stand-in itself.
    const onward = httpRequest({
      hostname,
      port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host },
    });
    onward.on('response', (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    onward.on('error', () => res.destroy());
    req.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    server.closeAllConnections();
    server.close();
  });
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    trapDelete: (channelId: string, spring: () => void) => {
      trap = { path: `/api/v10/channels/${channelId}`, spring };
    },
  };
}

for (const kind of storeKinds())
  t.test(
    `a bot killed between a stored close and its channel's delete deletes the channel once started again (${kind})`,
    async (t) => {
      const standIn = await startStandIn(t);
      const apiPort = await freePort();
      const apiDir = mkdtempSync(join(tmpdir(), 'guildhall-kill-api-'));
      const botDir = mkdtempSync(join(tmpdir(), 'guildhall-kill-bot-'));
      t.teardown(() => {
        rmSync(apiDir, { recursive: true, force: true });
        rmSync(botDir, { recursive: true, force: true });
      });
      const env: Record<string, string> = {
        ...standInEnv(standIn.url),
        BOT_API_PORT: String(apiPort),
        BOT_API_SECRET: 'kill-bot-api-secret-kill-bot-api-secret-0123',
        BOT_SERVICE_TOKEN: SERVICE,
        DATA_DIR: apiDir,
        LOG_LEVEL: 'silent',
      };
      if (kind === 'postgres') {
        const schema = await postgresSchema('gh_kill');
        t.teardown(() => schema.drop());
        env.DATABASE_URL = schema.url;
      }
      const service = await startBotApiAlone(loadConfig(env), createLogger('silent'));
      t.teardown(() => service.close());
      await seedDemoData(service.store, demoWorld(), new Date());
      await service.app.listen({ host: '127.0.0.1', port: apiPort });

      const door = await doorTo(t, standIn.url);
      const botEnv = {
        ...standInEnv(door.url),
        BOT_API_URL: `http://127.0.0.1:${apiPort}`,
        BOT_SERVICE_TOKEN: SERVICE,
        DATA_DIR: botDir,
      };
      const startBotProcess = async () => {
        const run = startProcess(BOT_MAIN, botEnv, t);
        // A whole program starting on a busy machine: the bound only guards against a hang.
        await run.started('Guildhall bot is connected to Discord');
        return run;
      };
      const first = await startBotProcess();
      await until(() => standIn.world.guildCommands.get(G)?.some((command) => command.name === 'ticket') === true, {
        what: 'the commands registered',
      });
      const discord = { act: actAt(`${standIn.url}/act`), world: standIn.world };
      const { submitted } = await openTicket(discord, DEMO_IDS.newcomer, 'Gleich weg');
      const channelId = /<#(\d+)>/.exec(submitted.original!.content)![1]!;
      const ticketId = ticketIdOf(discord, channelId);

      door.trapDelete(channelId, () => first.child.kill('SIGKILL'));
      const closing = await closeTicket(discord, DEMO_IDS.newcomer, channelId, 'Erledigt');
      t.match(closing.original!.content, /^<@200000000000000004> hat das Ticket geschlossen: Erledigt\n/);
      t.same(await first.exited, [null, 'SIGKILL'], 'killed as it asked to delete the channel');
      const ticket = await service.store.db
        .selectFrom('tickets')
        .select(['status', 'closed_by'])
        .where('id', '=', ticketId)
        .executeTakeFirstOrThrow();
      t.same(ticket, { status: 'closed', closed_by: DEMO_IDS.newcomer }, 'the close was stored');
      t.ok(channelOf(discord, channelId), 'the channel is still there');
      const file = new SQLite(join(botDir, 'bot.sqlite'));
      const kept = file.prepare('select guild_id, channel_id from channel_deletes').all();
      file.close();
      t.same(kept, [{ guild_id: G, channel_id: channelId }], "the delete is kept in the bot's own file");

      // The killed process renews its lease no more; here it runs out at once instead of after its 30 s.
      await service.store.db
        .updateTable('bot_state')
        .set({ expires_at: new Date(0).toISOString() })
        .where('name', '=', 'gateway-lease')
        .execute();
      await startBotProcess();
      await until(() => channelOf(discord, channelId) === undefined, {
        what: 'the channel deleted by the bot started again',
        deadlineMs: 60_000,
      });
      t.pass('the channel is deleted');
    },
  );
