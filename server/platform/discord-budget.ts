// One bot token's budget of Discord requests, kept for every REST client of that token in this process:
// the bot and the bot API, in one process, send through the same budget (@discordjs/rest's `makeRequest`).
// Each client's own limiter counts only its own calls: two of them could send twice Discord's global limit
// together, and each could run into a bucket the other just emptied. So the budget holds a request back
// until the global limit and its route's bucket have room, one request in flight per bucket across all
// clients, and learns the buckets from Discord's X-RateLimit-* headers, which it then takes out of the
// answer: a client acting on them would hold back by its own calls only. 429s reach the clients unchanged.
// Who waits, and in what order, is each client's choice (discord-waiters.ts): a person's calls first,
// refused with a RateLimitError past their longest wait, then the bot's answers, background work last.
// Processes apart get a share each (discordBudgetFor).
import { setTimeout as sleep } from 'node:timers/promises';
import { DefaultRestOptions, RateLimitError, type RESTOptions, type ResponseLike } from '@discordjs/rest';
import { type Bucket, bucketIn, MARGIN_MS, RATE_LIMIT_HEADERS } from './discord-buckets.js';
import { DISCORD_REQUESTS_PER_SECOND } from '../contract/facts.js';
import { type BudgetClient, type BudgetWaiter, globalLimitFor, RANK, waiterOf } from './discord-waiters.js';
import { observeDiscordBudgetWait } from './metrics.js';
import { type DiscordRoute, discordRoute } from './discord-routes.js';

/** Time as the budget reads it; tests give a fake one. */
export interface BudgetClock {
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's AbortError. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

// A wait for Discord holds no process open: one that is shutting down does not stay for a bucket's reset.
export const systemClock: BudgetClock = {
  now: Date.now,
  sleep: (ms, signal) => sleep(ms, undefined, { signal, ref: false }),
};

/** Past this many buckets known (one per channel, guild and interaction used), the lapsed ones are forgotten. */
const FORGET_AT = 10_000;

type RequestInit = Parameters<RESTOptions['makeRequest']>[1];

/**
 * A request with files goes as the multipart bytes its form makes: the library's form is the platform's
 * FormData, which the newer undici that sends requests cannot read.
 */
async function withFiles(init: RequestInit): Promise<RequestInit> {
  if (!(init.body instanceof FormData)) return init;
  const encoded = new Response(init.body);
  const headers = { ...(init.headers as Record<string, string>), 'content-type': encoded.headers.get('content-type')! };
  return { ...init, body: new Uint8Array(await encoded.arrayBuffer()), headers };
}

export interface DiscordBudget {
  /** Requests a second this process's clients send together, at most. */
  readonly perSecond: number;
  /**
   * Options for a client of the token; without any, the bot's answers. `maxWaitMs`: a person waits, and is
   * refused with a RateLimitError rather than wait longer; `background`: nobody waits, and it goes last.
   */
  restOptions(client?: BudgetClient): Pick<RESTOptions, 'makeRequest' | 'globalRequestsPerSecond'>;
  /** Requests sent and not answered yet. */
  inFlight(): number;
}

/**
 * A request that counts globally, held until a second after its answer: Discord counted it when it arrived,
 * some time before the answer, and how long before is not known (a loaded machine or network stretches it),
 * so only the answer bounds it. In flight, it counts without end.
 */
interface GlobalSlot {
  countsUntil: number;
}

/** What a request's turn hands its sender: its bucket's id, and its global slot if it counts globally. */
interface Turn {
  bucket: string;
  slot: GlobalSlot | null;
}

interface Waiter {
  url: string;
  route: DiscordRoute;
  who: BudgetWaiter;
  maxWaitMs: number;
  since: number;
  release(turn: Turn): void;
  refuse(error: Error): void;
}

class Budget implements DiscordBudget {
  private readonly waiting: Waiter[] = [];
  /** Buckets with a request in flight. */
  private readonly busy = new Set<string>();
  private readonly buckets = new Map<string, Bucket>();
  /** Discord's name of each route's bucket (X-RateLimit-Bucket): routes may share one. */
  private readonly hashes = new Map<string, string>();
  /** The requests that count globally now (in flight, or answered less than a second ago). */
  private slots: GlobalSlot[] = [];
  private globalBlockedUntil = 0;
  private wakeAt = Number.POSITIVE_INFINITY;
  private sending = 0;

  constructor(
    readonly perSecond: number,
    private readonly clock: BudgetClock,
  ) {}

  restOptions(client?: BudgetClient) {
    const { who, maxWaitMs } = waiterOf(client);
    return {
      makeRequest: (url: string, init: RequestInit) => this.send(url, init, who, maxWaitMs),
      // The budget is the one limit: the client's own global count would see only its own calls.
      globalRequestsPerSecond: Number.POSITIVE_INFINITY,
    };
  }

  inFlight(): number {
    return this.sending;
  }

  private async send(url: string, init: RequestInit, who: BudgetWaiter, maxWaitMs: number): Promise<ResponseLike> {
    const route = discordRoute(init.method ?? 'GET', url);
    // Timed: a busy evening's auto responses waited here for the global limit longer than for anything else.
    const since = this.clock.now();
    const turn = await this.turn({ url, route, who, maxWaitMs }, init.signal ?? undefined);
    observeDiscordBudgetWait(who, (this.clock.now() - since) / 1_000);
    this.sending += 1;
    let response: ResponseLike | null = null;
    try {
      response = await DefaultRestOptions.makeRequest(url, await withFiles(init));
      return response;
    } finally {
      this.sending -= 1;
      this.answered(route, turn, response);
    }
  }

  private bucketOf(route: DiscordRoute): string {
    return `${this.hashes.get(route.key) ?? route.key} ${route.major}`;
  }

  /** When fewer than `limit` global slots are taken (now, or later), or 'answer' while only an answer can make room. */
  private globalFreeAt(now: number, limit: number): number | 'answer' {
    this.slots = this.slots.filter((slot) => slot.countsUntil > now);
    let free = now;
    if (this.slots.length >= limit) {
      const lapses = this.slots.map((slot) => slot.countsUntil).sort((a, b) => a - b);
      free = lapses[this.slots.length - limit]!;
      if (free === Number.POSITIVE_INFINITY) return 'answer';
    }
    return Math.max(free, this.globalBlockedUntil);
  }

  /** What keeps a waiter back at `now`: nothing (null), its bucket's request in flight, or a limit until then. */
  private heldBack(
    waiter: Waiter,
    now: number,
    globalFree: (limit: number) => number | 'answer',
  ): { until: number; global: boolean } | 'busy' | null {
    const id = this.bucketOf(waiter.route);
    if (this.busy.has(id)) return 'busy';
    const bucket = this.buckets.get(id);
    if (bucket && bucket.remaining <= 0 && bucket.resetAt > now) return { until: bucket.resetAt, global: false };
    const free = waiter.route.global ? globalFree(globalLimitFor(waiter.who, this.perSecond)) : now;
    if (free === 'answer') return 'busy';
    return free > now ? { until: free, global: true } : null;
  }

  /**
   * Lets go every waiter that may go, in order (a person's first, background last); refuses a person's that
   * would wait too long. Background work, held below the whole limit, never takes a slot an answer waits for.
   */
  private pump(): void {
    const now = this.clock.now();
    let next = Number.POSITIVE_INFINITY;
    // The global limit's room for each limit, worked out once a pass and again only after a release took a slot.
    const globalFree = new Map<number, number | 'answer'>();
    const globalFreeNow = (limit: number) => {
      if (!globalFree.has(limit)) globalFree.set(limit, this.globalFreeAt(now, limit));
      return globalFree.get(limit)!;
    };
    for (const waiter of [...this.waiting]) {
      const held = this.heldBack(waiter, now, globalFreeNow);
      if (held === 'busy') continue;
      if (held === null) {
        this.release(waiter);
        globalFree.clear();
      } else if (held.until - waiter.since > waiter.maxWaitMs) {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        waiter.refuse(this.refusal(waiter, held.global, held.until - now));
      } else next = Math.min(next, held.until);
    }
    if (next < this.wakeAt) this.wake(next, now);
  }

  private release(waiter: Waiter): void {
    this.waiting.splice(this.waiting.indexOf(waiter), 1);
    const id = this.bucketOf(waiter.route);
    if (waiter.route.bucketed) this.busy.add(id);
    const slot = waiter.route.global ? { countsUntil: Number.POSITIVE_INFINITY } : null;
    if (slot) this.slots.push(slot);
    waiter.release({ bucket: id, slot });
  }

  /** Looks again at `at`, when a limit lifts (one timer: the earliest). */
  private wake(at: number, now: number): void {
    this.wakeAt = at;
    void this.clock.sleep(at - now).then(() => {
      if (this.wakeAt === at) this.wakeAt = Number.POSITIVE_INFINITY;
      this.pump();
    });
  }

  private refusal(waiter: Waiter, global: boolean, waitMs: number): RateLimitError {
    return new RateLimitError({
      timeToReset: waitMs,
      limit: global ? this.perSecond : (this.buckets.get(this.bucketOf(waiter.route))?.limit ?? 0),
      method: waiter.route.key.split(' ')[0]!,
      hash: this.bucketOf(waiter.route),
      url: waiter.url,
      route: waiter.route.key,
      majorParameter: waiter.route.major,
      global,
      retryAfter: waitMs,
      sublimitTimeout: 0,
      scope: global ? 'global' : 'user',
    });
  }

  /** Waits for the route's turn; resolves with its bucket's id and global slot, let go again by `answered`. */
  private turn(asked: Pick<Waiter, 'url' | 'route' | 'who' | 'maxWaitMs'>, signal?: AbortSignal): Promise<Turn> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const abort = () => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(signal!.reason);
      };
      const settle =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          signal?.removeEventListener('abort', abort);
          then(value);
        };
      const since = this.clock.now();
      const waiter: Waiter = { ...asked, since, release: settle(resolve), refuse: settle(reject) };
      signal?.addEventListener('abort', abort, { once: true });
      // In line behind those of its own rank, before any of a later one.
      const firstLater = this.waiting.findIndex((other) => RANK[other.who] > RANK[waiter.who]);
      if (firstLater >= 0) this.waiting.splice(firstLater, 0, waiter);
      else this.waiting.push(waiter);
      this.pump();
    });
  }

  /** Learns from the answer (its bucket, a global 429), takes the bucket's headers out of it, lets the next request go. */
  private answered(route: DiscordRoute, { bucket: id, slot }: Turn, response: ResponseLike | null): void {
    this.busy.delete(id);
    const now = this.clock.now();
    if (slot) slot.countsUntil = now + 1_000 + MARGIN_MS;
    if (response) {
      if (response.status === 429 && response.headers.has('x-ratelimit-global'))
        this.globalBlockedUntil = now + Number(response.headers.get('retry-after') ?? 1) * 1_000 + MARGIN_MS;
      else if (route.bucketed) this.learn(route, bucketIn(response, now), response.headers.get('x-ratelimit-bucket'));
      if (response.status !== 429) for (const name of RATE_LIMIT_HEADERS) response.headers.delete(name);
    }
    this.pump();
  }

  private learn(route: DiscordRoute, bucket: Bucket | null, hash: string | null): void {
    if (hash) this.hashes.set(route.key, hash);
    if (!bucket) return;
    if (this.buckets.size >= FORGET_AT)
      for (const [id, known] of this.buckets) if (known.resetAt <= this.clock.now()) this.buckets.delete(id);
    this.buckets.set(this.bucketOf(route), bucket);
  }
}

export function discordBudget(perSecond: number, clock: BudgetClock = systemClock): DiscordBudget {
  return new Budget(perSecond, clock);
}

/**
 * Each program's share of the global limit when it runs without the other in its process: the other
 * runs elsewhere (BOT_API_URL, `npm run bot`, `npm run bot-api`) and counts its own, so the shares add
 * up to Discord's limit. Half each: both grow with a deployment (the bot with what members do on
 * Discord, the bot API with the people on the dashboard, its reads cached), and neither is the one to
 * starve; the bot queues what does not fit, the bot API refuses past two seconds.
 */
export const DISCORD_SHARES = {
  bot: DISCORD_REQUESTS_PER_SECOND / 2,
  botApi: DISCORD_REQUESTS_PER_SECOND / 2,
} as const;

/** The budget of a process that runs these programs: the whole limit for both together, a share for one alone. */
export function discordBudgetFor(programs: { bot: boolean; botApi: boolean }, clock?: BudgetClock): DiscordBudget {
  const perSecond =
    programs.bot && programs.botApi
      ? DISCORD_REQUESTS_PER_SECOND
      : programs.bot
        ? DISCORD_SHARES.bot
        : DISCORD_SHARES.botApi;
  return discordBudget(perSecond, clock);
}
