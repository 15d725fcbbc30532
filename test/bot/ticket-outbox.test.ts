// A close the bot API could not store waits in the bot's own outbox (its SQLite file), and survives a
// restart of the bot: the next bot sends it once the bot API answers, and only then deletes the channel.
// A close asked for on the dashboard while no bot ran is carried out by the next bot that starts.
import { join } from 'node:path';
import t, { type Test } from 'tap';
import type { Bot } from '../../server/bot/bot.js';
import { type BotApiTransport, UpstreamError } from '../../server/contract/client.js';
import { botInProcessTransport } from '../../server/bot-api/in-process-transport.js';
import { createLogger } from '../../server/platform/logger.js';
import { SQLite } from '../../server/platform/sqlite.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { type Acting, botBeside, startActing } from '../helpers/bot.js';
import { answerOf, channelOf, interact, openTicket } from '../helpers/tickets.js';
import { until } from '../helpers/work.js';

/** Starts the next bot; once it has deleted the ticket's channel, what the bot API stored of the ticket. */
async function afterStart(t: Test, start: () => Bot, acting: Acting, channelId: string, ticketId: number) {
  const next = start();
  t.teardown(() => next.stop());
  await next.ready;
  await until(() => channelOf(acting, channelId) === undefined, {
    what: 'the close carried out by the next bot and the channel deleted',
    deadlineMs: 30_000,
  });
  return acting.system
    .botApi!.store.db.selectFrom('tickets')
    .select(['status', 'closed_by'])
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
}

t.test('a kept close survives a restart of the bot, and is stored by the next one', async (t) => {
  const acting = await startActing(t);
  await acting.bot.stop();
  let away = false;
  const inner = botInProcessTransport(acting.system.botApi!.router, createLogger('silent'));
  const transport: BotApiTransport = {
    ...inner,
    send: (user, endpoint, input) =>
      away && endpoint.path.endsWith('/close')
        ? Promise.reject(new UpstreamError(null, 'the bot API cannot be reached', undefined, 'unreachable'))
        : inner.send(user, endpoint, input),
  };
  const start = botBeside(t, acting, { transport });
  const first = start();
  await first.ready;
  const { submitted } = await openTicket(acting, DEMO_IDS.newcomer, 'Neustart');
  const channelId = /<#(\d+)>/.exec(submitted.original!.content)![1]!;
  const ticketId = Number(channelOf(acting, channelId)!.name.slice('ticket-'.length));
  away = true;
  const closing = await answerOf(
    acting,
    await interact(acting, DEMO_IDS.newcomer, channelId, {
      type: 'command',
      name: 'ticket close',
      options: { reason: 'Neu' },
    }),
  );
  t.match(closing.original!.content, /^Das Dashboard ist gerade nicht erreichbar\./);
  await first.stop();

  const file = new SQLite(join(start.dataDir, 'bot.sqlite'));
  const kept = file.prepare('select guild_id, ticket_id, channel_id from close_outbox').all();
  file.close();
  t.same(kept, [{ guild_id: DEMO_IDS.demoGuild, ticket_id: ticketId, channel_id: channelId }], 'kept on disk');
  t.ok(channelOf(acting, channelId), 'the channel stays');

  away = false;
  t.same(await afterStart(t, start, acting, channelId, ticketId), { status: 'closed', closed_by: DEMO_IDS.newcomer });
});

t.test('a close asked for on the dashboard while no bot ran is carried out when the bot starts', async (t) => {
  const acting = await startActing(t);
  await acting.bot.stop();
  const start = botBeside(t, acting);
  const first = start();
  await first.ready;
  const { submitted } = await openTicket(acting, DEMO_IDS.newcomer, 'Während der Pause');
  const channelId = /<#(\d+)>/.exec(submitted.original!.content)![1]!;
  const ticketId = Number(channelOf(acting, channelId)!.name.slice('ticket-'.length));
  await first.stop();
  const owner = await acting.signIn(DEMO_IDS.owner);
  const page = `/dashboard/${DEMO_IDS.demoGuild}/tickets?status=open`;
  t.equal(await acting.submit(owner, page, { intent: 'close', ticketId: String(ticketId) }), 303);
  t.ok(channelOf(acting, channelId), 'no bot: the channel stays');
  t.same(await afterStart(t, start, acting, channelId, ticketId), { status: 'closed', closed_by: DEMO_IDS.owner });
});
