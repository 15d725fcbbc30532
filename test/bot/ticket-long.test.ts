// A ticket as long as a transcript may be (TRANSCRIPT_LIMITS.messages: 10,000 messages, within its 5
// million characters): the bot reads the whole history 100 messages a request, the bot API stores every
// message in order, and the channel is deleted only after the close was stored. On SQLite, and on
// PostgreSQL when DATABASE_URL is set. The history is written into the stand-in's world at once.
import { GatewayDispatchEvents as E } from 'discord-api-types/v10';
import t from 'tap';
import { botInProcessTransport } from '../../server/bot-api/in-process-transport.js';
import type { BotApiTransport } from '../../server/contract/client.js';
import { TRANSCRIPT_LIMITS } from '../../server/contract/facts.js';
import { createLogger } from '../../server/platform/logger.js';
import type { WorldEvent } from '../../server/stand-in/model.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { postgresSchema, storeKinds } from '../helpers/bot-api.js';
import { botBeside, QUICK_CLOSES, startActing } from '../helpers/bot.js';
import { channelOf, closeTicket, openTicket, seedHistory, ticketIdOf } from '../helpers/tickets.js';
import { until } from '../helpers/work.js';

const NEWCOMER = DEMO_IDS.newcomer;
/** The welcome the bot posts, and the member's messages after it. */
const WRITTEN = TRANSCRIPT_LIMITS.messages - 1;

for (const kind of storeKinds())
  t.test(
    `a ticket of ${TRANSCRIPT_LIMITS.messages} messages closes with all of them, in order (${kind})`,
    async (t) => {
      const env: Record<string, string> = {};
      if (kind === 'postgres') {
        const schema = await postgresSchema('gh_long');
        t.teardown(() => schema.drop());
        env.DATABASE_URL = schema.url;
      }
      const acting = await startActing(t, { env });
      // Discord keeps a channel's whole history; the stand-in's cap (caps.ts) would forget its beginning.
      acting.world.settings.caps.messagesPerChannel = 2 * TRANSCRIPT_LIMITS.messages;
      await acting.bot.stop();
      // What happened, in order: the close stored (and whether the channel was still there), the channel deleted.
      const happened: string[] = [];
      let channelId = '';
      const inner = botInProcessTransport(acting.system.botApi!.router, createLogger('silent'));
      const transport: BotApiTransport = {
        ...inner,
        send: async (user, endpoint, input) => {
          const answer = await inner.send(user, endpoint, input);
          if (endpoint.path.endsWith('/close'))
            happened.push(channelOf(acting, channelId) ? 'close stored, channel there' : 'close stored, channel gone');
          return answer;
        },
      };
      const listener = (event: WorldEvent) => {
        if (event.t === E.ChannelDelete && event.d.id === channelId) happened.push('channel deleted');
      };
      acting.world.listeners.add(listener);
      t.teardown(() => acting.world.listeners.delete(listener));
      const bot = botBeside(t, acting, { transport, closingPace: QUICK_CLOSES })();
      t.teardown(() => bot.stop());
      await bot.ready;

      const { submitted } = await openTicket(acting, NEWCOMER, 'Sehr lang');
      channelId = /<#(\d+)>/.exec(submitted.original!.content)![1]!;
      const ticketId = ticketIdOf(acting, channelId);
      seedHistory(acting.world, channelId, NEWCOMER, WRITTEN, (index) => `Nachricht ${index + 1}`);
      const closed = await closeTicket(acting, NEWCOMER, channelId, 'Fertig');
      t.match(closed.original!.content, /hat das Ticket geschlossen: Fertig/);
      await until(() => channelOf(acting, channelId) === undefined, {
        what: 'the channel deleted',
        deadlineMs: 30_000,
      });
      t.same(
        happened,
        ['close stored, channel there', 'channel deleted'],
        'the channel went only after the close was stored',
      );

      const record = await acting.system
        .botApi!.store.db.selectFrom('tickets')
        .select(['status', 'transcript'])
        .where('id', '=', ticketId)
        .executeTakeFirstOrThrow();
      t.equal(record.status, 'closed');
      t.ok(
        record.transcript.length <= TRANSCRIPT_LIMITS.chars,
        `within the transcript's ${TRANSCRIPT_LIMITS.chars} characters: ${record.transcript.length}`,
      );
      const transcript = JSON.parse(record.transcript) as {
        header: { totalMessages: number };
        messages: { id: string; content: string; author: { id: string; bot: boolean } }[];
      };
      const { messages } = transcript;
      t.equal(transcript.header.totalMessages, TRANSCRIPT_LIMITS.messages);
      t.equal(messages.length, TRANSCRIPT_LIMITS.messages, 'every message');
      t.match(messages[0], { author: { bot: true }, content: `<@${NEWCOMER}>` }, 'first: the welcome');
      t.match(messages[1], { author: { id: NEWCOMER }, content: 'Nachricht 1' });
      t.match(messages.at(-1), { author: { id: NEWCOMER }, content: `Nachricht ${WRITTEN}` }, 'last: the last written');
      const disorder = messages.findIndex(
        (message, index) =>
          index > 0 &&
          (BigInt(message.id) <= BigInt(messages[index - 1]!.id) || message.content !== `Nachricht ${index}`),
      );
      t.equal(disorder, -1, 'each in its place, oldest first');
    },
  );
