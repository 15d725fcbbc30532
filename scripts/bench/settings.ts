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

/** A page with one paragraph and nothing else (no stylesheet, no script), loaded like the measured pages. */
export const FLOOR_PATH = '/__floor';

export interface MeasuredPage {
  name: string;
  path: string;
  signedIn: boolean;
  /** The page of the site a visitor comes from (a navigation), also warming the cache for a warm visit. */
  from: string;
}

/** The pages loaded over the emulated slow link, each with the page a navigation to it comes from. */
export const browserPages = (guild: string, transcriptTicket: number): MeasuredPage[] => [
  { name: 'login', path: '/login', signedIn: false, from: '/dataprivacy' },
  { name: 'picker', path: '/guilds', signedIn: true, from: `/dashboard/${guild}` },
  { name: 'tickets', path: `/dashboard/${guild}/tickets`, signedIn: true, from: `/dashboard/${guild}/permissions` },
  { name: 'permissions', path: `/dashboard/${guild}/permissions`, signedIn: true, from: `/dashboard/${guild}/tickets` },
  {
    name: 'transcript',
    path: `/dashboard/${guild}/tickets/${transcriptTicket}/transcript`,
    signedIn: true,
    from: `/dashboard/${guild}/tickets`,
  },
];
