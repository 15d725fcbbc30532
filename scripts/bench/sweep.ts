// The auto-close sweep of a big deployment: 10,000 open tickets in 20 guilds with auto-close on, every
// ticket's timer due, on SQLite and on PostgreSQL. The bot API alone on core 0 is asked what the bot asks
// (server/bot/tickets/jobs/sweep.ts): a round of up to 40 batches of 250 due timers, each batch's tickets
// warned and their timers moved on in one request, round after round until nothing is due; then idle
// rounds, with nothing due. Measured: each round's time, the whole sweep, an idle round, and the longest
// hold of the bot API's event loop: over the sweep and the quiet minute before it, and apart from it over the
// first minute after start (bot-api-alone.ts).
import { request } from 'undici';
import { openStore, type Store } from '../../server/bot-api/store/database.js';
import { DUE_BATCH_MAX, DUE_BATCHES_PER_ROUND, type DueTicketJobs } from '../../server/contract/ticket-jobs.js';
import { type BotApiAloneOptions, type SettledHolds, settledHolds, startBotApiAlone } from './bot-api-alone.js';
import { asAutovacuumLeavesIt, median, percentile, round } from './lib.js';

export const SWEEP = {
  tickets: Number(process.env.BENCH_SWEEP_TICKETS ?? 10_000),
  guilds: 20,
  idleRounds: 100,
} as const;
const SERVICE_TOKEN = 'bench-sweep-service-token-bench-sweep-service';
const MINUTE_MS = 60_000;
const progress = (message: string) => console.error(`[bench] sweep: ${message}`);
const guildId = (index: number) => String(150_000_000_000_000_000n + BigInt(index));

export interface SweepFigures extends SettledHolds {
  engine: string;
  rounds: number;
  warned: number;
  roundMs: { p50: number; max: number };
  sweepMs: number;
  idleRoundMs: { p50: number; p99: number };
}

/** Every guild with auto-close on, its open tickets, and each one's timer due a minute ago. */
async function seedSweep({ db }: Pick<Store, 'db'>, now: number) {
  const at = (instant: number) => new Date(instant).toISOString();
  const perGuild = Math.ceil(SWEEP.tickets / SWEEP.guilds);
  await db.transaction().execute(async (tx) => {
    for (let guild = 0; guild < SWEEP.guilds; guild++) {
      const id = guildId(guild);
      await tx
        .insertInto('ticket_settings')
        .values({
          guild_id: id,
          max_open_tickets: 1,
          category_channel_id: null,
          claimer_only: 0,
          auto_close_enabled: 1,
          auto_close_warn_minutes: 60,
          auto_close_close_minutes: 60,
          close_request_minutes: 1_440,
          transcript_to_opener: null,
          feedback: null,
          opening_hours: null,
        })
        .execute();
      const tickets = await tx
        .insertInto('tickets')
        .values(
          Array.from({ length: perGuild }, (_, index) => ({
            guild_id: id,
            channel_id: String(151_000_000_000_000_000n + BigInt(guild * perGuild + index)),
            user_id: String(152_000_000_000_000_000n + BigInt(index)),
            username: `mitglied${index}`,
            reason: 'Ich brauche Hilfe',
            category_id: null,
            status: 'open' as const,
            created_at: at(now - 2 * 60 * MINUTE_MS),
            closed_at: null,
            transcript: '{}',
          })),
        )
        .returning('id')
        .execute();
      await tx
        .insertInto('ticket_inactivity')
        .values(
          tickets.map(({ id: ticket_id }) => ({
            ticket_id,
            guild_id: id,
            due_at: at(now - MINUTE_MS),
            warned_at: null,
          })),
        )
        .execute();
    }
  });
}

/** One round as the bot makes it: batches of due timers, each batch's warnings recorded in one request; how many. */
async function sweepRound(url: string, now: number): Promise<number> {
  const auth = { authorization: `Bearer ${SERVICE_TOKEN}` };
  const before = new Date(now).toISOString();
  let warned = 0;
  for (let batch = 0; batch < DUE_BATCHES_PER_ROUND; batch++) {
    const res = await request(`${url}/bot/ticket-jobs/due?before=${before}&limit=${DUE_BATCH_MAX}`, { headers: auth });
    if (res.statusCode !== 200) throw new Error(`due: ${res.statusCode} ${await res.body.text()}`);
    const due = (await res.body.json()) as DueTicketJobs;
    if (due.inactive.length === 0) break;
    const nextDueAt = new Date(now + 60 * MINUTE_MS).toISOString();
    const moves = due.inactive.map((item) => ({
      guildId: item.guildId,
      ticketId: item.ticket.id,
      seenDueAt: item.dueAt,
      nextDueAt,
      warnedAt: before,
    }));
    const moved = await request(`${url}/bot/ticket-jobs/inactivity`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ moves }),
    });
    if (moved.statusCode !== 200) throw new Error(`inactivity: ${moved.statusCode} ${await moved.body.text()}`);
    warned += ((await moved.body.json()) as { moved: number[] }).moved.length;
    if (due.inactive.length < DUE_BATCH_MAX) break;
  }
  return warned;
}

/** Rounds until nothing is due, then the idle rounds: each round's time, in ms. */
async function sweepAll(url: string) {
  const rounds: number[] = [];
  let warned = 0;
  for (;;) {
    const started = performance.now();
    const done = await sweepRound(url, Date.now());
    if (done === 0) break;
    rounds.push(performance.now() - started);
    warned += done;
  }
  const idle: number[] = [];
  for (let index = 0; index < SWEEP.idleRounds; index++) {
    const started = performance.now();
    await sweepRound(url, Date.now());
    idle.push(performance.now() - started);
  }
  return { rounds, warned, idle };
}

export async function sweepBench(options: BotApiAloneOptions & { engine: string }): Promise<SweepFigures> {
  progress(`${options.engine}: seeding ${SWEEP.tickets.toLocaleString('en')} open tickets`);
  const store = await openStore({
    dataDir: options.storage.DATA_DIR ?? '',
    ...(options.storage.DATABASE_URL ? { databaseUrl: options.storage.DATABASE_URL } : {}),
  });
  try {
    await seedSweep(store, Date.now());
    await asAutovacuumLeavesIt(store);
  } finally {
    await store.close();
  }
  const botApi = await startBotApiAlone({ ...options, env: { BOT_SERVICE_TOKEN: SERVICE_TOKEN } });
  try {
    const { done, longestHoldMs, firstMinuteHoldMs } = await settledHolds(botApi, () => {
      progress(`${options.engine}: sweeping`);
      return sweepAll(botApi.url);
    });
    const { rounds, warned, idle } = done;
    return {
      engine: options.engine,
      rounds: rounds.length,
      warned,
      roundMs: { p50: round(median(rounds)), max: round(Math.max(...rounds)) },
      sweepMs: round(rounds.reduce((sum, ms) => sum + ms, 0)),
      idleRoundMs: { p50: round(percentile(idle, 0.5), 2), p99: round(percentile(idle, 0.99), 2) },
      longestHoldMs,
      firstMinuteHoldMs,
    };
  } finally {
    await botApi.stop();
  }
}

/** BENCHMARKS.md's section: the sweep's rounds over many open tickets, and the bot API's loop meanwhile. */
export function sweepSection(figures: SweepFigures[], mark: (met: boolean) => string): string[] {
  const perRound = DUE_BATCHES_PER_ROUND * DUE_BATCH_MAX;
  return [
    '## The auto-close sweep',
    '',
    `${SWEEP.tickets.toLocaleString('en')} open tickets in ${SWEEP.guilds} guilds with auto-close on, every ticket's timer due. The bot API alone on core 0 (production mode) is asked what the bot's sweep asks of it, one request at a time: a round takes up to ${DUE_BATCHES_PER_ROUND} batches of ${DUE_BATCH_MAX} due timers and warns each batch's tickets in one request (their timers moved on and the warnings in the history in one transaction), ${perRound.toLocaleString('en')} tickets a round, round after round until nothing is due; then ${SWEEP.idleRounds} idle rounds (nothing due, the every-30-seconds case). Discord's part (the warning posted) is left out: it is paced by Discord's rate limits, not by us. "Longest hold": the bot API's event loop's longest delay over the sweep and the quiet minute before it; "first minute": the same over the first minute after start-up, the process idle (it gives back start-up's memory then, in full garbage collections), reported apart as no sweep's work. Goals: no hold over 20 ms; the whole sweep within 1 s.`,
    '',
    '| store | rounds | tickets warned | round p50 | round max | whole sweep | idle round p50 | idle round p99 | longest hold | first minute | goal |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...figures.map(
      (entry) =>
        `| ${entry.engine} | ${entry.rounds} | ${entry.warned.toLocaleString('en')} | ${entry.roundMs.p50} ms | ${entry.roundMs.max} ms | ${entry.sweepMs} ms | ${entry.idleRoundMs.p50} ms | ${entry.idleRoundMs.p99} ms | ${entry.longestHoldMs} ms | ${entry.firstMinuteHoldMs} ms | ${mark(entry.longestHoldMs <= 20 && entry.sweepMs <= 1_000)} |`,
    ),
    '',
  ];
}
