// What one ticket transcript may be: the close refuses a transcript past these limits before anything
// is written, and the transcript model (views/transcript/model.ts) reads stored ones within the same.
export const TRANSCRIPT_LIMITS = {
  /** Characters of its JSON text (within the bot API's 6 MB body limit). */
  chars: 5_000_000,
  /**
   * Levels of nested arrays and objects. A transcript's own shape is 7 deep (transcript, messages,
   * message, embeds, embed, fields, field); 32 leaves room for what a bot adds, and keeps every
   * recursive walker of the text (JSON.stringify, zod, the renderers) far from the end of the stack.
   */
  depth: 32,
  /** Messages: what the page renders and the search indexes, one row a message. */
  messages: 10_000,
  /**
   * Files (attachments, embed images) the archive fetches for one transcript; the ones past it are
   * shown as placeholders. Four downloads run at once: at the CDN's usual 0.2 to 0.5 s a file, 100
   * take 5 to 12 s, inside the bot API's 20 s for one request; and at a screenshot's usual size, 100
   * files already fill the default 50 MB a transcript may keep.
   */
  files: 100,
} as const;

/**
 * Whether a parsed JSON value is nested at most `max` levels deep (a scalar is 0, `[]` is 1), walked
 * with a stack of its own rather than by recursion, so a hostile depth costs time in proportion to its
 * size and never the call stack. (JSON.parse itself does not recurse; JSON.stringify does.)
 */
export function nestedWithin(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth + 1 > max) return false;
    for (const child of Array.isArray(item) ? item : Object.values(item)) if (typeof child === 'object' && child !== null) pending.push([child, depth + 1]);
  }
  return true;
}
