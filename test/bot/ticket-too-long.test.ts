// A ticket past the transcript limits (TRANSCRIPT_LIMITS: 10,000 messages, 5 million characters) still
// closes: the bot keeps the ticket's beginning and its most recent messages, the header counts them all
// and says how many were left out, and the dashboard's transcript page says so and marks the gap. On
// SQLite, and on PostgreSQL when DATABASE_URL is set; the history is written into the stand-in's world at
// once. And a close the bot API refuses: the member is told privately in their language, the ticket and
// its channel stay, and a close the outbox kept is refused once, said in the channel and let go.
import { join } from 'node:path';
import t, { type Test } from 'tap';
import { botInProcessTransport } from '../../server/bot-api/in-process-transport.js';
import { type BotApiTransport, UpstreamError } from '../../server/contract/client.js';
import { TRANSCRIPT_LIMITS } from '../../server/contract/facts.js';
import { createLogger } from '../../server/platform/logger.js';
import { SQLite } from '../../server/platform/sqlite.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { postgresSchema, storeKinds } from '../helpers/bot-api.js';
import { type Acting, botBeside, QUICK_CLOSES, startActing } from '../helpers/bot.js';
import { fetchRaw } from '../helpers/http-client.js';
import { answerOf, channelOf, closeTicket, interact, openTicket, seedHistory, ticketIdOf } from '../helpers/tickets.js';
import { until } from '../helpers/work.js';

const G = DEMO_IDS.demoGuild;
const NEWCOMER = DEMO_IDS.newcomer;
const LIMIT = TRANSCRIPT_LIMITS.messages;
/** The beginning a shortened transcript keeps: a tenth of the messages. */
const BEGINNING = LIMIT / 10;

interface Stored {
  header: { totalMessages: number; omittedMessages: number; omittedAfter?: number };
  messages: { id: string; content: string; author: { id: string; bot: boolean } }[];
}

const ticketRecord = (acting: Acting, ticketId: number) =>
  acting.system
    .botApi!.store.db.selectFrom('tickets')
    .select(['status', 'transcript'])
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();

/**
 * A ticket of the newcomer's with `count` messages written after the welcome, closed with /ticket close
 * once its channel is gone: the stored transcript's text and JSON, and its page on the dashboard.
 */
async function closedLong(t: Test, kind: string, count: number, text: (index: number) => string) {
  const env: Record<string, string> = {};
  if (kind === 'postgres') {
    const schema = await postgresSchema('gh_too_long');
    t.teardown(() => schema.drop());
    env.DATABASE_URL = schema.url;
  }
  const acting = await startActing(t, { env, closingPace: QUICK_CLOSES });
  // Discord keeps a channel's whole history; the stand-in's cap (caps.ts) would forget its beginning.
  acting.world.settings.caps.messagesPerChannel = 2 * TRANSCRIPT_LIMITS.messages;
  const { submitted } = await openTicket(acting, NEWCOMER, 'Sehr lang');
  const channelId = /<#(\d+)>/.exec(submitted.original!.content)![1]!;
  const ticketId = ticketIdOf(acting, channelId);
  seedHistory(acting.world, channelId, NEWCOMER, count, text);
  const closed = await closeTicket(acting, NEWCOMER, channelId, 'Fertig');
  t.match(closed.original!.content, /hat das Ticket geschlossen: Fertig/, 'the close is said, as any other');
  await until(() => channelOf(acting, channelId) === undefined, { what: 'the channel deleted', deadlineMs: 30_000 });
  // The member's copy carries the same transcript as an HTML file, built beside the channel's delete: the
  // page is read once the close's own work is over, as a member's copy and a staff visit would be.
  const dms = () =>
    acting.act<{ messages: { attachments: { filename: string }[] }[] }>('GET', `/users/${NEWCOMER}/dms`);
  await until(async () => (await dms()).messages.length > 0, { what: "the member's copy", deadlineMs: 60_000 });
  t.match(
    (await dms()).messages[0]!.attachments,
    [{ filename: `ticket-${ticketId}.html` }],
    "the member's copy carries the transcript",
  );
  const record = await ticketRecord(acting, ticketId);
  t.equal(record.status, 'closed');
  const owner = await acting.signIn(DEMO_IDS.owner);
  const page = await fetchRaw(`${acting.base}/dashboard/${G}/tickets/${ticketId}/transcript`, { jar: owner });
  t.equal(page.status, 200);
  return { text: record.transcript, transcript: JSON.parse(record.transcript) as Stored, page: page.body.toString() };
}

/** Where the gap is marked on the page: after the last message of the beginning, before the first of the end. */
function gapBetween(t: Test, page: string, gap: string, before: string, after: string) {
  const at = page.indexOf(`<li class="message-gap">${gap}</li>`);
  t.ok(at > page.indexOf(`id="m-${before}"`) && at < page.indexOf(`id="m-${after}"`), `"${gap}" marks the gap`);
}

for (const kind of storeKinds()) {
  const written = LIMIT + 500;
  t.test(
    `a ticket of ${written + 1} messages closes with its first ${BEGINNING} and its newest (${kind})`,
    async (t) => {
      const { text, transcript, page } = await closedLong(t, kind, written, (index) => `Nachricht ${index + 1}`);
      const { header, messages } = transcript;
      t.ok(text.length <= TRANSCRIPT_LIMITS.chars, `within the characters: ${text.length}`);
      t.equal(header.totalMessages, written + 1, 'the header counts every message: the welcome and the written');
      t.same([header.omittedMessages, header.omittedAfter], [written + 1 - LIMIT, BEGINNING], 'and the left-out ones');
      t.equal(messages.length, LIMIT, 'as many as a transcript holds');
      t.match(messages[0], { author: { bot: true }, content: `<@${NEWCOMER}>` }, 'first: the welcome');
      t.equal(messages[1]!.content, 'Nachricht 1');
      t.equal(messages[BEGINNING - 1]!.content, `Nachricht ${BEGINNING - 1}`, 'the beginning ends');
      t.equal(messages[BEGINNING]!.content, `Nachricht ${written - (LIMIT - BEGINNING) + 1}`, 'the newest begin');
      t.equal(messages.at(-1)!.content, `Nachricht ${written}`, 'last: the last written');
      const numbers = messages.slice(1).map((message) => Number(message.content.slice('Nachricht '.length)));
      const disorder = numbers.findIndex((number, index) => index > 0 && number <= numbers[index - 1]!);
      t.equal(disorder, -1, 'oldest first');

      t.match(page, `<dd>${written + 1}</dd>`, 'the page counts every message');
      t.match(
        page,
        'Gekürzt: Das Ticket war zu lang für ein Transcript. 501 von 10501 Nachrichten wurden beim Schließen ausgelassen; erhalten sind der Anfang und das Ende des Tickets (1000 + 9000 Nachrichten).',
        'the page says what was left out',
      );
      gapBetween(t, page, '501 Nachrichten ausgelassen', messages[BEGINNING - 1]!.id, messages[BEGINNING]!.id);
    },
  );

  t.test(`a ticket of messages too long for one transcript closes within its characters (${kind})`, async (t) => {
    // Eight messages of 700,000 characters (800,000 bytes in UTF-8): 5.6 million characters together.
    const long = (index: number) => `Nachricht ${index + 1}: ${'Wörter '.repeat(100_000)}`;
    const { text, transcript, page } = await closedLong(t, kind, 8, long);
    t.ok(text.length <= TRANSCRIPT_LIMITS.chars, `within the characters: ${text.length}`);
    t.ok(Buffer.byteLength(text) <= TRANSCRIPT_LIMITS.chars, `and as many bytes: ${Buffer.byteLength(text)}`);
    t.match(transcript.header, { totalMessages: 9, omittedMessages: 2, omittedAfter: 1 });
    t.same(
      transcript.messages.map((message) => (message.author.bot ? 'welcome' : message.content.split(':')[0])),
      ['welcome', 'Nachricht 3', 'Nachricht 4', 'Nachricht 5', 'Nachricht 6', 'Nachricht 7', 'Nachricht 8'],
      'the welcome, and the newest that fit',
    );
    t.match(page, '2 von 9 Nachrichten wurden beim Schließen ausgelassen');
    gapBetween(t, page, '2 Nachrichten ausgelassen', transcript.messages[0]!.id, transcript.messages[1]!.id);
  });
}

interface Answered {
  original: { content: string } | null;
  followups: { content: string; flags: number }[];
}

/** The answer that followed an interaction privately, once there is one. */
async function privateAnswerOf(acting: Acting, id: string): Promise<Answered> {
  let answer: Answered | null = null;
  await until(
    async () => {
      answer = await acting.act<Answered>('GET', `/interactions/${id}`);
      return answer.followups.length > 0;
    },
    { what: `the private answer to interaction ${id}` },
  );
  return answer!;
}

t.test('a close the bot API refuses: the member hears it privately, and the ticket stays whole', async (t) => {
  const acting = await startActing(t);
  await acting.bot.stop();
  let botApi: 'refuses' | 'away' | 'stores' = 'refuses';
  const inner = botInProcessTransport(acting.system.botApi!.router, createLogger('silent'));
  const transport: BotApiTransport = {
    ...inner,
    send: async (user, endpoint, input) => {
      if (!endpoint.path.endsWith('/close') || botApi === 'stores') return inner.send(user, endpoint, input);
      if (botApi === 'away') throw new UpstreamError(null, 'the bot API cannot be reached', undefined, 'unreachable');
      return { status: 400, body: { error: 'The transcript is refused', code: 'validation' } };
    },
  };
  const start = botBeside(t, acting, { transport });
  const bot = start();
  t.teardown(() => bot.stop());
  await bot.ready;
  const { submitted } = await openTicket(acting, NEWCOMER, 'Abgelehnt');
  const channelId = /<#(\d+)>/.exec(submitted.original!.content)![1]!;
  const ticketId = ticketIdOf(acting, channelId);
  await acting.say(NEWCOMER, channelId, 'Bitte nichts verlieren.');
  const close = (reason: string, locale = 'de') =>
    interact(acting, NEWCOMER, channelId, { type: 'command', name: 'ticket close', options: { reason }, locale });

  for (const [locale, words] of [
    ['de', /^Das Ticket konnte nicht geschlossen werden: Das Dashboard hat das Schließen abgelehnt\./],
    ['en', /^The ticket could not be closed: the dashboard refused to close it\./],
  ] as const) {
    const answered = await privateAnswerOf(acting, await close('Fertig', locale));
    t.equal(answered.original, null, `${locale}: the public "thinking" is gone`);
    t.match(answered.followups, [{ content: words, flags: 64 }], `${locale}: the member is told privately`);
  }
  t.ok(channelOf(acting, channelId), 'the channel stays');
  t.equal((await ticketRecord(acting, ticketId)).status, 'open', 'the ticket stays open');

  botApi = 'away';
  const kept = await answerOf(acting, await close('Später'));
  t.match(kept.original!.content, /^Das Dashboard ist gerade nicht erreichbar\./, 'kept while the bot API is away');
  botApi = 'refuses';
  await until(
    async () =>
      (await acting.messages(channelId)).some((message) =>
        message.content.startsWith('Das Ticket konnte nicht geschlossen werden'),
      ),
    { what: 'the kept close sent, refused and said in the channel', deadlineMs: 30_000 },
  );
  const file = new SQLite(join(start.dataDir, 'bot.sqlite'));
  const left = file.prepare('select count(*) as count from close_outbox').get() as { count: number };
  file.close();
  t.equal(left.count, 0, 'the outbox let the refused close go: it is not sent again');
  t.ok(channelOf(acting, channelId), 'the channel stays');

  botApi = 'stores';
  const closed = await answerOf(acting, await close('Jetzt'));
  t.match(closed.original!.content, /hat das Ticket geschlossen: Jetzt/);
  const record = await ticketRecord(acting, ticketId);
  t.equal(record.status, 'closed');
  t.match(record.transcript, 'Bitte nichts verlieren.', 'the history is all there once the close is stored');
});
