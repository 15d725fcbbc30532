// The 429s of the stand-in Discords in the bench's process, counted per section: the bench plays a real
// guild, which keeps to Discord's limits, so a 429 during a measured section means its streams (or the
// product's request budget) went past them, and its figures include the waits that followed.
import type { StandInControls } from '../../server/stand-in/plugin.js';
import type { RateLimitTally } from '../../server/stand-in/rest/rate-limits.js';

export type { RateLimitTally };

export interface RateLimitRow {
  section: string;
  tally: RateLimitTally;
}

const none = (): RateLimitTally => ({ user: 0, global: 0, shared: 0, bans: 0 });

/** The tallies of the stand-ins watched: live while one runs, its last tally once it has stopped. */
const watched: (() => RateLimitTally)[] = [];

/**
 * Counts a stand-in's 429s from now on; the returned function, called when it stops, keeps its last tally
 * and lets its world go (a section's world may hold a thousand guilds or a minute of messages).
 */
export function watchStandIn(controls: Pick<StandInControls, 'rateLimits'>): () => void {
  const at = watched.push(() => controls.rateLimits()) - 1;
  return () => {
    const last = controls.rateLimits();
    watched[at] = () => last;
  };
}

/** Every watched stand-in's 429s so far, added up. */
export function tallyNow(): RateLimitTally {
  const sum = none();
  for (const tally of watched.map((read) => read())) {
    sum.user += tally.user;
    sum.global += tally.global;
    sum.shared += tally.shared;
    sum.bans += tally.bans;
  }
  return sum;
}

/** The 429s since `before` (a tallyNow reading). */
export function tallySince(before: RateLimitTally): RateLimitTally {
  const now = tallyNow();
  return {
    user: now.user - before.user,
    global: now.global - before.global,
    shared: now.shared - before.shared,
    bans: now.bans - before.bans,
  };
}

/** 429s and bans together. */
export const rateLimited = (tally: RateLimitTally) => tally.user + tally.global + tally.shared + tally.bans;

/** Each watched section's 429s: a real guild keeps to Discord's limits, so any is a goal not met. */
export function rateLimitSection(rows: RateLimitRow[], mark: (met: boolean) => string): string[] {
  if (rows.length === 0) return [];
  return [
    "## Discord's rate limits",
    '',
    "The 429s the stand-in Discord answered the product during each section whose Discord is a stand-in in the bench's process (the demo processes of the memory, browser and Lighthouse sections bring their own, and the proxy's bot API answers from memory): **user**, a route's bucket (e.g. 5 messages per 5 s in a channel); **global**, the bot token's 50 requests a second; **shared**, a resource's own limit; and the IP bans that too many refused requests bring. The bench's streams keep to Discord's limits as a real guild's members do, and the product keeps its bot token's requests within one budget, so a 429 means a stream went past a limit or the budget let a request through too soon, and the section's figures include the waits that followed. Goal: none in any section.",
    '',
    '| section | 429 user | 429 global | 429 shared | IP bans | goal |',
    '|---|---:|---:|---:|---:|---|',
    ...rows.map(
      ({ section, tally }) =>
        `| ${section} | ${tally.user} | ${tally.global} | ${tally.shared} | ${tally.bans} | ${mark(rateLimited(tally) === 0)} |`,
    ),
    '',
  ];
}
