// Which auto response a message calls for. A trigger matches where it stands in the message as a whole
// word or phrase: not inside another word, in any letter case (Unicode case folding), with any run of
// spaces between the words of a phrase. Its characters are taken literally, never as a pattern. When
// several match, the longest trigger wins, so "good morning" beats "morning".

/** Letters, digits, combining marks and the underscore: what a word is made of, in any script. */
const WORD = '[\\p{L}\\p{N}\\p{M}_]';
/** The characters a regular expression gives meaning to: escaped, so a trigger is only ever literal. */
const SYNTAX = /[\\^$.*+?()[\]{}|/]/g;

export interface Trigger<T> {
  trigger: string;
  value: T;
}

/** A trigger as a pattern: literal, whole words at its word-character ends, spaces as any run of spaces. */
function triggerPattern(trigger: string): RegExp | null {
  const words = trigger.normalize('NFC').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return null;
  const body = words.map((word) => word.replace(SYNTAX, '\\$&')).join('\\s+');
  const first = words[0]!;
  const last = words.at(-1)!;
  const wordAt = (text: string) => new RegExp(`^${WORD}$`, 'u').test(text);
  const before = wordAt(Array.from(first)[0]!) ? `(?<!${WORD})` : '';
  const after = wordAt(Array.from(last).at(-1)!) ? `(?!${WORD})` : '';
  return new RegExp(`${before}${body}${after}`, 'iu');
}

/** Compiles a guild's triggers once; the matcher answers which one a message calls for, if any. */
export function triggerMatcher<T>(triggers: readonly Trigger<T>[]): (content: string) => Trigger<T> | null {
  const compiled = triggers
    .map((entry) => ({
      entry,
      pattern: triggerPattern(entry.trigger),
      length: Array.from(entry.trigger.trim()).length,
    }))
    .filter((item): item is { entry: Trigger<T>; pattern: RegExp; length: number } => item.pattern !== null)
    .sort((a, b) => b.length - a.length);
  return (content) => {
    const text = content.normalize('NFC');
    return compiled.find((item) => item.pattern.test(text))?.entry ?? null;
  };
}
