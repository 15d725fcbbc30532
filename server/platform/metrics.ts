// Prometheus metrics for the operator's monitoring: one registry per process (the dashboard and the
// embedded bot API report into the same one), served only on its own listener (metrics-server.ts).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { BudgetWaiter } from './discord-waiters.js';

export const registry = new Registry();
let processMetrics = false;

/** Heap, GC, event-loop delay, CPU and handles: started with the listener, so tests without it pay nothing. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry, prefix: 'guildhall_' });
}

const httpRequests = new Counter({
  name: 'guildhall_http_requests_total',
  help: 'Requests answered, by service, method, route template and status.',
  labelNames: ['service', 'method', 'route', 'status'] as const,
  registers: [registry],
});
const httpDuration = new Histogram({
  name: 'guildhall_http_request_duration_seconds',
  help: 'Time to answer a request, by service, method and route template.',
  labelNames: ['service', 'method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const botApiCalls = new Histogram({
  name: 'guildhall_bot_api_call_duration_seconds',
  help: "The dashboard's calls to the bot API, by method, endpoint and status (0: no answer).",
  labelNames: ['method', 'endpoint', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [registry],
});
const botApiErrors = new Counter({
  name: 'guildhall_bot_api_call_errors_total',
  help: 'Bot API calls that failed: 5xx answers, timeouts, unreachable.',
  labelNames: ['method', 'endpoint', 'failure'] as const,
  registers: [registry],
});
const discordRateLimits = new Counter({
  name: 'guildhall_discord_rate_limit_hits_total',
  help: "Discord answered 429 (or the bot token's budget would have had a call wait too long): as the bot (bot API) or with a user token (dashboard).",
  labelNames: ['client'] as const,
  registers: [registry],
});

const dependencies = new Map<string, () => Promise<void>>();
new Gauge({
  name: 'guildhall_dependency_up',
  help: '1 when a dependency (session store, database, bot API) answers its health check at scrape time.',
  labelNames: ['dependency'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    await Promise.all(
      [...dependencies].map(async ([name, check]) => {
        const up = await check().then(
          () => 1,
          () => 0,
        );
        this.set({ dependency: name }, up);
      }),
    );
  },
});

/** A health check reported as guildhall_dependency_up{dependency=name}; returns its removal. */
export function watchDependency(name: string, check: () => Promise<void>): () => void {
  dependencies.set(name, check);
  return () => {
    if (dependencies.get(name) === check) dependencies.delete(name);
  };
}

/** Counts and times every request of a Fastify instance by its route template (never the raw URL). */
export function instrumentRequests(app: FastifyInstance, service: 'dashboard' | 'bot-api'): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ service, method: request.method, route, status: String(reply.statusCode) });
    httpDuration.observe({ service, method: request.method, route }, reply.elapsedTime / 1000);
  });
}

/** One bot API call, labelled by its endpoint's path template (a bounded set: the endpoint table). */
export function observeBotApiCall(call: {
  method: string;
  endpoint: string;
  status: number | null;
  seconds: number;
  failure: string | null;
}): void {
  const { endpoint } = call;
  botApiCalls.observe({ method: call.method, endpoint, status: String(call.status ?? 0) }, call.seconds);
  if (call.failure) botApiErrors.inc({ method: call.method, endpoint, failure: call.failure });
}

export function countDiscordRateLimit(client: 'bot' | 'user'): void {
  discordRateLimits.inc({ client });
}

const discordBudgetWaits = new Histogram({
  name: 'guildhall_discord_budget_wait_seconds',
  help: "How long a call as the bot waited for the bot token's budget (Discord's global limit, its route's bucket) before it was sent, by who waited: a person (the bot API's calls, which go first), the bot answering members, or background work nobody waits on (last).",
  labelNames: ['waiter'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export function observeDiscordBudgetWait(waiter: BudgetWaiter, seconds: number): void {
  discordBudgetWaits.observe({ waiter }, seconds);
}

const longestStall = new Gauge({
  name: 'guildhall_event_loop_longest_stall_seconds',
  help: 'The longest time one piece of work held the event loop in the last minute.',
  registers: [registry],
});

/** A hold of the event loop this long delays every other request noticeably: it is logged. */
export const STALL_WARNING_MS = 100;
/** The longest hold is kept this long: every scrape within a minute sees it, and a load's own is told apart from start-up's. */
const STALL_WINDOW_MS = 60_000;

export interface StallWatch {
  /** Reads the holds since the last check: logs one over STALL_WARNING_MS, keeps the longest; returns this period's, in ms. */
  check(): number;
  stop(): void;
}

/** Watches the event loop for work that holds it (a synchronous query, a large render), checking every `everyMs`. */
export function watchEventLoop(logger: Logger, everyMs = 1_000): StallWatch {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let recent: { at: number; heldMs: number }[] = [];
  const check = () => {
    const heldMs = delay.max / 1e6;
    delay.reset();
    if (heldMs > STALL_WARNING_MS) logger.warn({ heldMs: Math.round(heldMs) }, 'the event loop was held');
    const now = performance.now();
    recent = [...recent.filter((entry) => now - entry.at < STALL_WINDOW_MS), { at: now, heldMs }];
    longestStall.set(Math.max(...recent.map((entry) => entry.heldMs)) / 1000);
    return heldMs;
  };
  const timer = setInterval(check, everyMs).unref();
  return {
    check,
    stop: () => {
      clearInterval(timer);
      delay.disable();
    },
  };
}
