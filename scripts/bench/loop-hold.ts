// The event loop under the store's heaviest work: four clients searching every ticket one search after
// another while a ticket of 10,000 messages is closed again and again, and a monitor asks /livez ten
// times a second. Measured on the product in one process (bot included) against the mixed load's closed tickets,
// on SQLite and on PostgreSQL with Redis: /livez, the longest hold of the loop, and how much work got done.
import { request } from 'undici';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { SERVICE_TOKEN, transcript } from './archive.js';
import { median, percentile, round } from './lib.js';
import { longestHold, MIXED, seededProduct, watchLivez } from './mixed-load.js';
import type { ProductOptions } from './product.js';

const MIXED_TICKETS = MIXED.tickets.toLocaleString('en');

export const LOOP_HOLD = {
  searchers: 4,
  closeMessages: 10_000,
  seconds: Number(process.env.BENCH_LOOP_SECONDS ?? 30),
} as const;

const G = DEMO_IDS.demoGuild;
const WORDS = ['server', 'rolle', 'update', 'hilfe', 'timeout', 'support'];

export interface LoopHoldFigures {
  setUp: string;
  livez: { p50: number; p99: number; max: number };
  longestHoldMs: number;
  searches: number;
  closes: number;
  closeMs: number;
}

interface LoopHoldOptions extends ProductOptions {
  setUp: 'SQLite' | 'PostgreSQL + Redis';
  storage: Record<string, string>;
}

/** One client: a search of every ticket, then the next, until the time is up. */
async function searchLoop(base: string, cookie: string, until: number, offset: number): Promise<number> {
  let done = 0;
  while (performance.now() < until) {
    const q = WORDS[(offset + done) % WORDS.length];
    const res = await request(`${base}/dashboard/${G}/tickets/search?q=${q}`, { headers: { cookie } });
    await res.body.dump();
    if (res.statusCode !== 200) throw new Error(`search: ${res.statusCode}`);
    done++;
  }
  return done;
}

/** The bot's side: opens a ticket and closes it with a transcript of 10,000 messages, again until the time is up. */
async function closeLoop(botApi: string, until: number): Promise<number[]> {
  const service = { authorization: `Bearer ${SERVICE_TOKEN}`, 'content-type': 'application/json' };
  const times: number[] = [];
  for (let attempt = 0; performance.now() < until; attempt++) {
    const opened = await request(`${botApi}/bot/tickets/${G}`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify({ userId: DEMO_IDS.newcomer, username: 'bench', reason: 'Lang' }),
    });
    const { id } = (await opened.body.json()) as { id: number };
    const body = JSON.stringify({ transcript: transcript(80_000 + attempt, LOOP_HOLD.closeMessages) });
    const started = performance.now();
    const closed = await request(`${botApi}/bot/tickets/${G}/${id}/close`, { method: 'POST', headers: service, body });
    await closed.body.dump();
    if (closed.statusCode !== 200) throw new Error(`close: ${closed.statusCode}`);
    times.push(performance.now() - started);
  }
  return times;
}

export function loopHold(options: LoopHoldOptions): Promise<LoopHoldFigures> {
  return seededProduct(
    options,
    { clients: LOOP_HOLD.searchers, env: { BOT_SERVICE_TOKEN: SERVICE_TOKEN } },
    async (product, cookies) => {
      const until = performance.now() + LOOP_HOLD.seconds * 1_000;
      const [livez, closes, ...searches] = await Promise.all([
        watchLivez(product.base, until),
        closeLoop(product.botApi, until),
        ...cookies.map((cookie, index) => searchLoop(product.base, cookie, until, index)),
      ]);
      const longestHoldMs = await longestHold(product.metricsPort);
      product.run.child.kill('SIGTERM');
      await product.run.exited;
      return {
        setUp: options.setUp,
        livez: {
          p50: round(percentile(livez, 0.5), 1),
          p99: round(percentile(livez, 0.99), 1),
          max: round(Math.max(...livez)),
        },
        longestHoldMs,
        searches: searches.reduce((sum, count) => sum + count, 0),
        closes: closes.length,
        closeMs: round(median(closes)),
      };
    },
  );
}

/** BENCHMARKS.md's section: the event loop while the store does its heaviest work. */
export function loopHoldSection(figures: LoopHoldFigures[], mark: (met: boolean) => string): string[] {
  return [
    '## The event loop under heavy store work',
    '',
    `${LOOP_HOLD.searchers} signed-in clients searching all ${MIXED_TICKETS} closed tickets, one search after another, while the bot's side closes a ticket of ${LOOP_HOLD.closeMessages.toLocaleString('en')} messages again and again (\`POST /bot/tickets/{guildId}/{ticketId}/close\`), for ${LOOP_HOLD.seconds} s; /livez asked ten times a second beside them. The product in one process on core 0. "Longest hold" is the event loop's longest delay in that time. Goal: /livez p99 at most 50 ms.`,
    '',
    '| set-up | /livez p50 | /livez p99 | /livez max | longest hold | searches | closes | close p50 | goal |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...figures.map(
      (entry) =>
        `| ${entry.setUp} | ${entry.livez.p50} ms | ${entry.livez.p99} ms | ${entry.livez.max} ms | ${entry.longestHoldMs} ms | ${entry.searches} | ${entry.closes} | ${entry.closeMs} ms | ${mark(entry.livez.p99 <= 50)} |`,
    ),
    '',
  ];
}
