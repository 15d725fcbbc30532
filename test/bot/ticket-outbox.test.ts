// A close the bot API could not store waits in the bot's own outbox (its SQLite file), and survives a
// restart of the bot: the next bot sends it once the bot API answers, and only then deletes the channel.
// A close asked for on the dashboard while no bot ran is carried out by the next bot that starts. A close
// always ends with its channel deleted: when the bot API stored it but its answer was lost (the retry is
// told the ticket is closed), when someone else closed the ticket meanwhile, and when the ticket was
// closed while no bot ran (the next bot asks as it joins the guild); an open ticket's channel stays.
import { join } from 'node:path';
import type { API } from '@discordjs/core';
import { type APIChannel, ChannelType, OverwriteType } from 'discord-api-types/v10';
import t, { type Test } from 'tap';
import type { Bot } from '../../server/bot/bot.js';
import type { PendingDelete } from '../../server/bot/local-store.js';
import { deleteClosedChannels } from '../../server/bot/tickets/closing/channel-deletes.js';
import { CLOSING_PACE, type ClosingPace } from '../../server/bot/tickets/closing/pace.js';
import { type DeskDeps, sendingKey } from '../../server/bot/tickets/visit.js';
import { type BotApiTransport, createBotApiClient, UpstreamError } from '../../server/contract/client.js';
import { botInProcessTransport } from '../../server/bot-api/in-process-transport.js';
import { createLogger } from '../../server/platform/logger.js';
import { SQLite } from '../../server/platform/sqlite.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { postgresSchema, storeKinds } from '../helpers/bot-api.js';
import { type Acting, botBeside, QUICK_CLOSES, startActing } from '../helpers/bot.js';
import { answerOf, channelOf, closeTicket, interact, openTicket } from '../helpers/tickets.js';
import { until } from '../helpers/work.js';

/**
 * What the bot's calls to the bot API pass through: while `away`, a close is not sent at all (the bot API
 * cannot be reached); with `lose`, the next close is sent and stored but its answer goes missing.
 */
function faultyCloses() {
  const state = { away: false, lose: false };
  const through = (transport: BotApiTransport): BotApiTransport => ({
    ...transport,
    send: async (user, endpoint, input) => {
      const close = endpoint.path.endsWith('/close');
      if (close && state.away) throw new UpstreamError(null, 'the bot API cannot be reached', undefined, 'unreachable');
      const answer = await transport.send(user, endpoint, input);
      if (!close || !state.lose) return answer;
      state.lose = false;
      throw new UpstreamError(null, 'the connection broke before the answer came', undefined, 'unreachable');
    },
  });
  return { state, through };
}

const NEWCOMER = DEMO_IDS.newcomer;
/** A ticket `userId` opens, by its channel and its number. */
const ticketOpenedBy = async (acting: Acting, userId: string, reason: string) => {
  const { submitted } = await openTicket(acting, userId, reason);
  const channelId = /<#(\d+)>/.exec(submitted.original!.content)![1]!;
  return { channelId, ticketId: Number(channelOf(acting, channelId)!.name.slice('ticket-'.length)) };
};

/**
 * The acting bot stopped and a bot of the test's own started in its place (its calls to the bot API
 * passing `through`, closing at `closingPace`), which a newcomer opens a ticket with; `start` starts the
 * next one in the same folder.
 */
async function ownBotWithTicket(
  t: Test,
  reason: string,
  {
    through = (transport) => transport,
    closingPace = QUICK_CLOSES,
  }: { through?: (transport: BotApiTransport) => BotApiTransport; closingPace?: ClosingPace } = {},
) {
  const acting = await startActing(t);
  await acting.bot.stop();
  const transport = through(botInProcessTransport(acting.system.botApi!.router, createLogger('silent')));
  const start = botBeside(t, acting, { transport, closingPace });
  const first = start();
  await first.ready;
  return { acting, start, first, ...(await ticketOpenedBy(acting, NEWCOMER, reason)) };
}

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
  const { state, through } = faultyCloses();
  const { acting, start, first, channelId, ticketId } = await ownBotWithTicket(t, 'Neustart', { through });
  state.away = true;
  const closing = await answerOf(
    acting,
    await interact(acting, NEWCOMER, channelId, {
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

  state.away = false;
  t.same(await afterStart(t, start, acting, channelId, ticketId), { status: 'closed', closed_by: NEWCOMER });
});

t.test('a close asked for on the dashboard while no bot ran is carried out when the bot starts', async (t) => {
  const { acting, start, first, channelId, ticketId } = await ownBotWithTicket(t, 'Während der Pause');
  await first.stop();
  const owner = await acting.signIn(DEMO_IDS.owner);
  const step = `/dashboard/${DEMO_IDS.demoGuild}/tickets/${ticketId}/close`;
  t.equal(await acting.submit(owner, step, { reason: '' }), 303);
  t.ok(channelOf(acting, channelId), 'no bot: the channel stays');
  t.same(await afterStart(t, start, acting, channelId, ticketId), { status: 'closed', closed_by: DEMO_IDS.owner });
});

t.test('a bot that stops right after a close keeps its channel delete, and the next one deletes it', async (t) => {
  // The notice's whole time, for the stop to come within it; the next bot's rounds quick.
  const closingPace = { ...CLOSING_PACE, outboxEveryMs: QUICK_CLOSES.outboxEveryMs };
  const { acting, start, first, channelId, ticketId } = await ownBotWithTicket(t, 'Kurz vor dem Neustart', {
    closingPace,
  });
  await closeTicket(acting, NEWCOMER, channelId, 'Erledigt');
  // The stop ends the wait before the delete: the channel stays, its delete kept on disk.
  await first.stop();
  t.ok(channelOf(acting, channelId), 'the channel stays while no bot runs');
  const file = new SQLite(join(start.dataDir, 'bot.sqlite'));
  const kept = file.prepare('select channel_id from channel_deletes').all();
  file.close();
  t.same(kept, [{ channel_id: channelId }], 'its delete kept on disk');
  t.same(await afterStart(t, start, acting, channelId, ticketId), { status: 'closed', closed_by: NEWCOMER });
});

const AYLIN = '200000000000000016'; // a plain member without a ticket
/** The bot API as the bot calls it, for a close made by a bot whose records are lost with it. */
const asTheBot = (acting: Acting) =>
  createBotApiClient(botInProcessTransport(acting.system.botApi!.router, createLogger('silent'))).as({
    id: 'bot',
    name: 'Bot',
    adminSessions: {},
  });
/** What the bot API stored of a ticket, and how often it was closed. */
async function storedOf(acting: Acting, ticketId: number) {
  const { db } = acting.system.botApi!.store;
  const ticket = await db
    .selectFrom('tickets')
    .select(['status', 'closed_by'])
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
  const closes = await db
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', 'ticket.close')
    .where('target_id', '=', String(ticketId))
    .execute();
  return { ...ticket, closes: closes.length };
}
/** The team's notices of a ticket's close. */
const closeNotices = async (acting: Acting, ticketId: number) =>
  (await acting.messages(DEMO_IDS.notificationChannel))
    .map((message) => message.content)
    .filter((content) => content.startsWith(`🔒 Ticket #${ticketId} `));

for (const kind of storeKinds())
  t.test(
    `a close the bot API stored but whose answer was lost: the retry, told it is closed, says so and deletes the channel (${kind})`,
    async (t) => {
      const env: Record<string, string> = {};
      if (kind === 'postgres') {
        const schema = await postgresSchema('gh_lost');
        t.teardown(() => schema.drop());
        env.DATABASE_URL = schema.url;
      }
      const { state, through } = faultyCloses();
      const acting = await startActing(t, { env, setUp: 'split', through, closingPace: QUICK_CLOSES });
      const { channelId, ticketId } = await ticketOpenedBy(acting, NEWCOMER, 'Antwort verloren');
      state.lose = true;
      const closing = await closeTicket(acting, NEWCOMER, channelId, 'Erledigt');
      t.match(closing.original!.content, /^Das Dashboard ist gerade nicht erreichbar\./, 'the bot heard nothing back');
      t.same(
        await storedOf(acting, ticketId),
        { status: 'closed', closed_by: NEWCOMER, closes: 1 },
        'yet it is stored',
      );
      await until(() => channelOf(acting, channelId) === undefined, {
        what: 'the channel deleted after the retry was told the ticket is closed',
        deadlineMs: 30_000,
      });
      t.same(
        await closeNotices(acting, ticketId),
        [
          `🔒 Ticket #${ticketId} wurde von <@${NEWCOMER}> geschlossen: Erledigt\nTranskript: ${acting.base}/dashboard/${DEMO_IDS.demoGuild}/tickets/${ticketId}/transcript`,
        ],
        'the team hears of the close once',
      );
      t.same(await storedOf(acting, ticketId), { status: 'closed', closed_by: NEWCOMER, closes: 1 }, 'closed once');
    },
  );

t.test(
  'a kept close of a ticket someone else closed meanwhile: its channel goes, unannounced by this close',
  async (t) => {
    const { state, through } = faultyCloses();
    state.away = true;
    const acting = await startActing(t, { setUp: 'split', through, closingPace: QUICK_CLOSES });
    const { channelId, ticketId } = await ticketOpenedBy(acting, NEWCOMER, 'Zweimal geschlossen');
    const closing = await closeTicket(acting, NEWCOMER, channelId, 'Meins');
    t.match(closing.original!.content, /^Das Dashboard ist gerade nicht erreichbar\./, 'kept in the outbox');
    await asTheBot(acting).bot.closeTicket({
      guildId: DEMO_IDS.demoGuild,
      ticketId,
      body: { transcript: { messages: [] }, closedBy: AYLIN },
    });
    state.away = false;
    await until(() => channelOf(acting, channelId) === undefined, {
      what: 'the channel of the ticket closed elsewhere deleted',
      deadlineMs: 30_000,
    });
    t.same(await closeNotices(acting, ticketId), [], 'the kept close was not stored, so it tells the team nothing');
    t.same(await storedOf(acting, ticketId), { status: 'closed', closed_by: AYLIN, closes: 1 });
  },
);

t.test(
  'a ticket closed while no bot ran, by a bot whose records are lost: the next bot deletes its channel as it joins; an open ticket keeps its own',
  async (t) => {
    const acting = await startActing(t);
    const closed = await ticketOpenedBy(acting, NEWCOMER, 'Kanal blieb');
    const open = await ticketOpenedBy(acting, AYLIN, 'Bleibt offen');
    await acting.bot.stop();
    await asTheBot(acting).bot.closeTicket({
      guildId: DEMO_IDS.demoGuild,
      ticketId: closed.ticketId,
      body: { transcript: { messages: [] }, closedBy: NEWCOMER },
    });
    t.ok(channelOf(acting, closed.channelId), 'no bot ran: the channel stays');
    const next = botBeside(t, acting, { closingPace: QUICK_CLOSES })();
    t.teardown(() => next.stop());
    await next.ready;
    await until(() => channelOf(acting, closed.channelId) === undefined, {
      what: "the closed ticket's channel deleted by the next bot",
      deadlineMs: 30_000,
    });
    t.ok(channelOf(acting, open.channelId), "the open ticket's channel, asked about at the same time, stays");
  },
);

t.test(
  'as it joins a guild the bot asks about its ticket channels a hundred at a time, and deletes only closed tickets’ channels it asked about',
  async (t) => {
    const BOT = DEMO_IDS.bot;
    const idOf = (n: number) => String(190000000000001000n + BigInt(n));
    const own = [{ id: BOT, type: OverwriteType.Member, allow: '0', deny: '0' }];
    const channels = [
      ...Array.from({ length: 250 }, (_, n) => ({
        id: idOf(n),
        type: ChannelType.GuildText,
        permission_overwrites: own,
      })),
      { id: idOf(900), type: ChannelType.GuildText, permission_overwrites: [] }, // not made by the bot
      { id: idOf(901), type: ChannelType.GuildVoice, permission_overwrites: own },
    ] as APIChannel[];
    // Closed: 5, 150 (its close is being sent right now), 240 (its delete is kept already), and one never asked about.
    const closed = new Map([5, 150, 240, 900, 901, 999].map((n, index) => [idOf(n), index + 1]));
    const asked: string[][] = [];
    const deleted: string[] = [];
    const kept: PendingDelete[] = [{ guildId: DEMO_IDS.demoGuild, channelId: idOf(240), dueAt: Date.now() + 60_000 }];
    const deps = {
      api: {
        bot: {
          closedTicketChannels: async ({ query }: { query: { channelIds: string } }) => {
            asked.push(query.channelIds.split(','));
            return [...closed].map(([channel_id, id]) => ({ id, channel_id, status: 'closed' }));
          },
        },
      },
      logger: createLogger('silent'),
      botUserId: () => BOT,
      outbox: {
        pendingDeletes: () => kept,
        keepDelete: (deletion: PendingDelete) => kept.push(deletion),
        dropDelete: (channelId: string) =>
          kept.splice(
            kept.findIndex((entry) => entry.channelId === channelId),
            1,
          ),
      },
      sending: new Set([sendingKey(DEMO_IDS.demoGuild, closed.get(idOf(150))!)]),
    } as unknown as DeskDeps;
    const discord = { channels: { delete: async (id: string) => void deleted.push(id) } } as unknown as API;
    await deleteClosedChannels(deps, discord, DEMO_IDS.demoGuild, channels);
    t.same(
      asked.map((ids) => ids.length),
      [100, 100, 49],
      "the bot's text channels but the one whose delete is kept, a hundred at a time",
    );
    t.same(deleted, [idOf(5)], 'only a closed ticket’s channel it asked about, not one whose close is being sent');
    t.same(
      kept.map((entry) => entry.channelId),
      [idOf(240)],
      'the kept delete stays for its time; the done one is let go',
    );
  },
);
