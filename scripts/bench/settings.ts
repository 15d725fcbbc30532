// How long and how often the benchmark measures (BENCH_* environment variables), which of its sections
// run, and what it loads.
import { z } from 'zod';

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const BROWSER_RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);
export const MEMORY_BATCH = 10_000;

/** The bench's sections in the order they run, each a name for BENCH_ONLY. */
export const SECTIONS = [
  'ssr',
  'proxy',
  'bot-api',
  'memory',
  'browser',
  'busy',
  'lighthouse',
  'archive',
  'stats',
  'sweep',
  'stand-in',
  'bot-guilds',
  'bot-messages',
  'bot-tickets',
  'mixed',
  'loop',
  'evening',
] as const;
export type Section = (typeof SECTIONS)[number];

/** Names that stand for several sections. */
const GROUPS: Record<string, readonly Section[]> = { bot: ['bot-guilds', 'bot-messages', 'bot-tickets'] };

const OnlyList = z
  .string()
  .transform((text) => text.split(',').map((name) => name.trim()))
  .pipe(
    z.array(
      z.string().refine((name) => Object.hasOwn(GROUPS, name) || (SECTIONS as readonly string[]).includes(name), {
        error: (issue) =>
          `BENCH_ONLY: unknown section "${String(issue.input)}"; known: ${[...SECTIONS, ...Object.keys(GROUPS)].join(', ')}`,
      }),
    ),
  );

/** The sections BENCH_ONLY names (a comma-separated list; `bot` is the three bot sections), every one without it. */
export function sectionsToRun(only: string | undefined): ReadonlySet<Section> {
  if (!only?.trim()) return new Set(SECTIONS);
  const names = OnlyList.parse(only);
  return new Set(names.flatMap((name) => (Object.hasOwn(GROUPS, name) ? GROUPS[name]! : [name as Section])));
}

export const ONLY = sectionsToRun(process.env.BENCH_ONLY);
/** Every section runs (the default): only then is BENCHMARKS.md the whole report. */
export const EVERY_SECTION = ONLY.size === SECTIONS.length;

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
  { name: 'statistics', path: `/dashboard/${guild}/statistics`, signedIn: true, from: `/dashboard/${guild}` },
  {
    name: 'transcript',
    path: `/dashboard/${guild}/tickets/${transcriptTicket}/transcript`,
    signedIn: true,
    from: `/dashboard/${guild}/tickets`,
  },
];
