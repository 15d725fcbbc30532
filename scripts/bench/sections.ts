// Running the bench's sections: those BENCH_ONLY names (every one without it), each with the 429s its
// stand-in Discords answered, and the set-ups only some sections need, made on first use.
import { type RateLimitRow, tallyNow, tallySince } from './rate-limit-tally.js';
import { ONLY, type Section } from './settings.js';

/** Made on first use, once. */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

export function sectionRunner(log: (message: string) => void) {
  const rateLimits: RateLimitRow[] = [];
  /**
   * Measures a section when it is to run (else undefined). `watched`: its Discord is a stand-in in this
   * process, so its 429s are reported; the demo processes bring their own, and a bot API answering from
   * memory asks none.
   */
  async function section<F>(name: Section, title: string, watched: boolean, measure: () => Promise<F>) {
    if (!ONLY.has(name)) return undefined;
    log(title);
    const before = tallyNow();
    const figures = await measure();
    if (watched) rateLimits.push({ section: title, tally: tallySince(before) });
    return figures;
  }
  return { section, rateLimits };
}
