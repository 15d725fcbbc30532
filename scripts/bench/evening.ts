// A busy evening (BENCH_ONLY=evening): everything at once on the product in one process on one core (core 0),
// against a stand-in Discord on core 1: the mixed load's 30 signed-in dashboard clients (its pages,
// searches and downloads, from a process of their own), 200 member messages a second through the stand-in
// with auto responses to answer, a ticket opened, answered and closed every 2 s, and the auto-close sweep
// with work: tickets left alone before the evening, warned already and due to close, or falling due for
// their warning one after another. On SQLite, and on PostgreSQL with Redis.
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import { moveInactivity } from '../../server/bot-api/repos/ticket-inactivity.js';
import { openTicket } from '../../server/bot-api/repos/ticket-opening.js';
import { getTicketSettings, updateTicketSettings } from '../../server/bot-api/repos/ticket-settings.js';
import type { Store } from '../../server/bot-api/store/database.js';
import { JOBS_EVERY_MS } from '../../server/bot/tickets/jobs/sweep.js';
import { LIMITS } from '../../server/contract/facts.js';
import type { World } from '../../server/stand-in/model.js';
import { emptyBody, postMessage } from '../../server/stand-in/state/messages.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { ANSWER_WAIT_MS, act, GUILD, NoAnswer, ticketCommandReady } from './bot-interactions.js';
import { addTriggers, answerTimes, sendMessages, streamChannels } from './bot-messages.js';
import { BOT_BENCH } from './bot.js';
import { closeOne, openOne, withMembers } from './bot-tickets.js';
import { withTextChannels } from './fixtures.js';
import { histogramQuantile, percentile, round, runApart } from './lib.js';
import { type LoadFigures, longestHold, MIXED, seededProduct, type StandIn, storeOf, watchPeak } from './mixed-load.js';
import type { ProductOptions } from './product.js';

export const EVENING = {
  seconds: Number(process.env.BENCH_EVENING_SECONDS ?? 60),
  clients: MIXED.clients,
  ticketEverySeconds: 2,
  /** Tickets left alone before the evening: warned already (the sweep closes them), and to be warned. */
  leftAlone: { warned: 10, quiet: 20 },
  /** Auto-close's shortest times: a minute without a word, then a minute after the warning. */
  autoCloseMinutes: LIMITS.ticketTimerMinutes.min,
} as const;

export interface EveningFigures extends LoadFigures {
  setUp: string;
  rssPeak: number;
  longestHoldMs: number;
  messages: {
    sent: number;
    asked: number;
    answered: number;
    botP99: number;
    /** How long the bot's answers waited for the token's Discord budget, p99. */
    budgetWaitP99: number;
    endToEndP50: number;
    endToEndP99: number;
  };
  /**
   * The tickets opened, answered and closed: how many, and from each interaction to the bot's word (p50, ms);
   * `unanswered`: cycles whose open or close the bot did not answer within the bench's bound (failures).
   */
  tickets: { done: number; unanswered: number; openP50: number; closeP50: number };
  /** What the auto-close sweep did in the evening. */
  sweep: { warned: number; closed: number };
}

interface EveningOptions extends ProductOptions {
  setUp: 'SQLite' | 'PostgreSQL + Redis';
  storage: Record<string, string>;
}

const MINUTE_MS = 60_000;
const BOT = { id: DEMO_IDS.bot, name: 'Bot' };
const OWNER = { id: DEMO_IDS.owner, name: 'demo-owner' };
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Auto-close on with its shortest times, and the tickets left alone, each in a channel of its own with
 * no word in it: the first warned long ago, the others falling due over the evening's length from now.
 * Whenever the set-up was made; the sweep's work starts from it.
 */
async function leaveAlone(store: Store, openers: string[], channels: string[]): Promise<number> {
  const setUpAt = Date.now();
  const wait = EVENING.autoCloseMinutes * MINUTE_MS;
  const autoClose = {
    enabled: true,
    warnAfterMinutes: EVENING.autoCloseMinutes,
    closeAfterMinutes: EVENING.autoCloseMinutes,
  };
  const settings = await getTicketSettings(store.db, GUILD);
  await updateTicketSettings(store.db, GUILD, { ...settings, autoClose }, OWNER, new Date(setUpAt - 10 * MINUTE_MS));
  const { warned } = EVENING.leftAlone;
  const spacing = (EVENING.seconds * 1_000) / (openers.length - warned);
  for (const [index, userId] of openers.entries()) {
    const dueAt = index < warned ? setUpAt - 2 * wait : setUpAt + (index - warned) * spacing;
    const input = { userId, username: `Mitglied ${index + 1}`, reason: 'Bench', channelId: channels[index]! };
    const ticket = await openTicket(store, GUILD, input, BOT, new Date(dueAt - wait));
    if (index < warned) {
      const move = { guildId: GUILD, ticketId: ticket.id, seenDueAt: iso(dueAt), nextDueAt: iso(dueAt + wait) };
      await moveInactivity(store, [{ ...move, warnedAt: iso(dueAt) }], BOT, new Date(dueAt));
    }
  }
  return setUpAt;
}

/** What the sweep did since the set-up, read from the store once the product stopped. */
async function sweepWork(storage: Record<string, string>, setUpAt: number) {
  const store = await storeOf(storage);
  try {
    const closed = await store.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('guild_id', '=', GUILD)
      .where('close_kind', '=', 'auto_close')
      .executeTakeFirstOrThrow();
    const warned = await store.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('action', '=', 'ticket.inactivity_warning')
      .where('created_at', '>=', iso(setUpAt))
      .executeTakeFirstOrThrow();
    return { warned: Number(warned.count), closed: Number(closed.count) };
  } finally {
    await store.close();
  }
}

/**
 * A member's ticket: opened, answered by the owner, closed by the member; from each interaction to the bot's
 * word, in ms, or null when the bot left the open or the close unanswered past the bench's bound.
 */
async function ticketCycle(standIn: StandIn, world: World, userId: string) {
  try {
    return await timedCycle(standIn, world, userId);
  } catch (error) {
    if (error instanceof NoAnswer) return null;
    throw error;
  }
}

async function timedCycle(standIn: StandIn, world: World, userId: string) {
  const opened = await openOne(standIn.app, world, userId);
  const answer = { guildId: GUILD, channelId: opened.channelId, userId: DEMO_IDS.owner, content: 'Ist erledigt.' };
  await act(standIn.app, '/act/messages', answer);
  const { closeId, said } = await closeOne(standIn.app, world, opened.channelId, userId);
  const closeMs = Date.parse(said.editedTimestamp ?? said.timestamp) - world.interactions.get(closeId)!.createdAt;
  return { openMs: opened.ms, closeMs };
}

/** A ticket every EVENING.ticketEverySeconds, each of a member of its own, started until the time is up. */
async function ticketsEvening(standIn: StandIn, world: World, members: string[], until: number) {
  const cycles = [];
  const started = performance.now();
  for (const [index, userId] of members.entries()) {
    const due = started + index * EVENING.ticketEverySeconds * 1_000;
    if (due >= until) break;
    if (due > performance.now()) await sleep(due - performance.now());
    cycles.push(ticketCycle(standIn, world, userId));
  }
  const cycled = await Promise.all(cycles);
  const done = cycled.filter((cycle) => cycle !== null);
  return {
    done: done.length,
    unanswered: cycled.length - done.length,
    openP50: percentile(
      done.map((cycle) => cycle.openMs),
      0.5,
    ),
    closeP50: percentile(
      done.map((cycle) => cycle.closeMs),
      0.5,
    ),
  };
}

/**
 * The warning of each ticket warned long ago, in its channel: the bot's message mentioning its opener. The
 * sweep closes a warned ticket only when it finds its warning there (else it warns it then).
 */
function postWarnings(world: World, openers: string[], channels: string[]): void {
  const guild = world.guilds.get(GUILD)!;
  for (const [index, openerId] of openers.slice(0, EVENING.leftAlone.warned).entries()) {
    const channel = guild.channels.find((entry) => entry.id === channels[index])!;
    const content = `<@${openerId}>, in diesem Ticket hat eine Weile niemand geschrieben.`;
    postMessage(world, guild, channel, { ...emptyBody(), authorId: world.application.botUserId, content });
  }
}

/** Demo Guild with the stream's channels, the ticket members, and the tickets left alone with their openers and channels. */
function eveningWorld() {
  const world = createWorld();
  const channels = streamChannels(world, EVENING.seconds);
  const cycles = Math.ceil(EVENING.seconds / EVENING.ticketEverySeconds);
  const alone = EVENING.leftAlone.warned + EVENING.leftAlone.quiet;
  const members = withMembers(world, cycles);
  const openers = withMembers(world, alone, cycles);
  const aloneChannels = withTextChannels(world, alone);
  postWarnings(world, openers, aloneChannels);
  return { world, channels, members, openers, aloneChannels };
}

export function eveningBench(options: EveningOptions): Promise<EveningFigures> {
  const { world, channels, members, openers, aloneChannels } = eveningWorld();
  let setUpAt = 0;
  const seed = async (store: Store) => {
    setUpAt = await leaveAlone(store, openers, aloneChannels);
  };
  const setUp = { clients: EVENING.clients, env: {}, world, seed };
  return seededProduct(options, setUp, async (product, cookies, standIn) => {
    // Its log says warnings only: the bot is there once its commands are.
    await ticketCommandReady(world);
    await addTriggers(product.botApi);
    const peak = watchPeak(product.run.child.pid!);
    const until = performance.now() + EVENING.seconds * 1_000;
    const [load, sent, tickets] = await Promise.all([
      runApart<LoadFigures>('evening-clients-process', [product.base, cookies, EVENING.seconds]),
      sendMessages(standIn.app, channels, EVENING.seconds),
      ticketsEvening(standIn, world, members, until),
    ]);
    const rssPeak = peak.stop();
    await sleep(1_000);
    const answers = await answerTimes(standIn.url, channels);
    const metrics = await (await request(`http://127.0.0.1:${product.metricsPort}/metrics`)).body.text();
    const longestHoldMs = await longestHold(product.metricsPort);
    product.run.child.kill('SIGTERM');
    await product.run.exited;
    return {
      setUp: options.setUp,
      ...load,
      rssPeak: round(rssPeak, 1),
      longestHoldMs,
      messages: {
        sent,
        asked: Math.ceil(sent / BOT_BENCH.answerEvery),
        answered: answers.length,
        botP99: histogramQuantile(metrics, 'guildhall_bot_auto_response_seconds', 0.99),
        budgetWaitP99: histogramQuantile(metrics, 'guildhall_discord_budget_wait_seconds', 0.99, 'waiter="bot"'),
        endToEndP50: percentile(answers, 0.5),
        endToEndP99: percentile(answers, 0.99),
      },
      tickets,
      sweep: await sweepWork(options.storage, setUpAt),
    };
  });
}

/** BENCHMARKS.md's section: the busy evening, and its goals. */
export function eveningSection(figures: EveningFigures[], mark: (met: boolean) => string): string[] {
  const { warned, quiet } = EVENING.leftAlone;
  return [
    '## Busy evening',
    '',
    `Everything at once for ${EVENING.seconds} s, on the product in one process on core 0 (bot included) against a stand-in Discord on core 1: the mixed load's ${EVENING.clients} signed-in clients (its pages, searches and downloads against ${MIXED.tickets.toLocaleString('en')} closed tickets, each client sending its next request as soon as the last answered, from a process of their own) with /livez asked ten times a second beside them; ${BOT_BENCH.messagesPerSecond} member messages a second through the stand-in, going round ${BOT_BENCH.channels} channels, every ${BOT_BENCH.answerEvery}th naming one of ${BOT_BENCH.triggers} auto responses' triggers, timed end to end by Discord's millisecond timestamps as in the bot's section ("bot p99" is its own histogram, "budget wait p99" the wait of the bot's calls other than background work for the token's Discord budget, from its histogram); a ticket opened with \`/ticket open\`, answered by the owner and closed with \`/ticket close\` by its member every ${EVENING.ticketEverySeconds} s (from each interaction to the bot's word; "unanswered" counts the tickets whose open or close the bot had not answered within ${ANSWER_WAIT_MS / 1_000} s, as failures); and auto-close on with its shortest times (${EVENING.autoCloseMinutes} min without a word, ${EVENING.autoCloseMinutes} min after the warning), its sweep at its own pace (every ${JOBS_EVERY_MS / 1_000} s) finding ${warned} tickets left alone and warned long ago, and ${quiet} whose warning falls due one after another over the evening. "Page p99" is of all the clients' requests; "failed" counts their answers other than 200. Goals: resident memory peak at most 250 MB, /livez p99 at most 50 ms, the auto response p99 at most 50 ms end to end, page p99 at most 500 ms, no failed request and no unanswered ticket.`,
    '',
    '| set-up | requests | failed | req/s | page p50 | page p99 | /livez p50 | /livez p99 | /livez max | longest hold | resident peak | goal |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...figures.map(
      (entry) =>
        `| ${entry.setUp} | ${entry.requests} | ${entry.failed} | ${entry.rps} | ${entry.p50} ms | ${entry.p99} ms | ${entry.livez.p50} ms | ${entry.livez.p99} ms | ${entry.livez.max} ms | ${entry.longestHoldMs} ms | ${entry.rssPeak} MB | ${mark(entry.rssPeak <= 250 && entry.livez.p99 <= 50 && entry.p99 <= 500 && entry.failed === 0)} |`,
    ),
    '',
    '| set-up | messages | answered | bot p99 | budget wait p99 | end-to-end p50 | end-to-end p99 | tickets | unanswered | open p50 | close p50 | sweep: warned, closed | goal |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...figures.map(
      ({ setUp, messages, tickets, sweep }) =>
        `| ${setUp} | ${messages.sent} | ${messages.answered} of ${messages.asked} | ${messages.botP99} ms | ${messages.budgetWaitP99} ms | ${messages.endToEndP50} ms | ${messages.endToEndP99} ms | ${tickets.done} | ${tickets.unanswered} | ${tickets.openP50} ms | ${tickets.closeP50} ms | ${sweep.warned}, ${sweep.closed} | ${mark(messages.endToEndP99 <= 50 && tickets.unanswered === 0)} |`,
    ),
    '',
  ];
}
