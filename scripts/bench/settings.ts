// How long and how often the benchmark measures (BENCH_* environment variables), and what it loads.
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const BROWSER_RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);
export const MEMORY_BATCH = 10_000;

/** The bot API's list endpoints measured for throughput; {g} is the benchmark guild. */
export const LIST_ENDPOINTS = [
  '/api/tickets/{g}',
  '/api/tickets/{g}/transcripts',
  '/api/ticket-categories/{g}',
  '/api/autoresponses/{g}',
  '/api/autoroles/{g}',
  '/api/command-permissions/{g}',
  '/api/permissions/{g}',
];
