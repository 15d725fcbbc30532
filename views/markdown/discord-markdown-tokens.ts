// The inline tokens that are not delimited spans: mentions, custom emoji, timestamps, links and
// @everyone. Each is a bounded pattern tried only where its first characters fit.
import { type Finder, type Inner, type Parsed, type State, sticky } from './discord-markdown-scan.js';

// Each pattern is tried only where its first two characters fit, and every class stops at '<', '>' or
// white space, so a failed match never reads past the next one.
const MENTION = /<(@!?|@&|#)(\d{1,20})>/y;
const CUSTOM_EMOJI = /<(a?):(\w{1,32}):(\d{1,20})>/y;
const TIMESTAMP = /<t:(-?\d{1,13})(?::[tTdDfFR])?>/y;
const MAX_DATE_SECONDS = 8.64e12;
const AUTOLINK = /<(https?:\/\/[^\s<>]{1,2048})>/y;
const BARE_URL = /https?:\/\/[^\s<]{1,2048}/y;
const LINK_TARGET = /\(<?([^\s()<>]{1,2048})>?\)/y;
const URL_TRAILING_PUNCTUATION = new Set('.,:;!?"\')]');
const MENTION_TYPES = { '@': 'user', '@!': 'user', '@&': 'role', '#': 'channel' } as const;

/** Mentions, custom emoji, timestamps and <autolinks>, told apart by the character after '<'. */
export function parseAngle(source: string, i: number, end: number): Parsed | null {
  const within = (match: RegExpExecArray | null) => (match && i + match[0].length <= end ? match : null);
  switch (source[i + 1]) {
    case '@':
    case '#': {
      const mention = within(sticky(MENTION, source, i));
      return mention
        ? {
            node: { type: MENTION_TYPES[mention[1] as keyof typeof MENTION_TYPES], id: mention[2]! },
            next: i + mention[0].length,
          }
        : null;
    }
    case ':':
    case 'a': {
      const emoji = within(sticky(CUSTOM_EMOJI, source, i));
      return emoji
        ? {
            node: { type: 'emoji', animated: emoji[1] === 'a', name: emoji[2]!, id: emoji[3]! },
            next: i + emoji[0].length,
          }
        : null;
    }
    case 't': {
      // Only instants a Date can hold; others stay text.
      const time = within(sticky(TIMESTAMP, source, i));
      if (!time || Math.abs(Number(time[1])) > MAX_DATE_SECONDS) return null;
      return { node: { type: 'timestamp', milliseconds: Number(time[1]) * 1000 }, next: i + time[0].length };
    }
    case 'h': {
      const link = within(sticky(AUTOLINK, source, i));
      return link
        ? {
            node: { type: 'link', target: link[1]!, children: [{ type: 'text', text: link[1]! }] },
            next: i + link[0].length,
          }
        : null;
    }
    default:
      return null;
  }
}

export function parseEveryone(source: string, i: number, end: number): Parsed | null {
  for (const [word, type] of [
    ['@everyone', 'everyone'],
    ['@here', 'here'],
  ] as const) {
    if (source.startsWith(word, i) && i + word.length <= end) return { node: { type }, next: i + word.length };
  }
  return null;
}

export function parseBareUrl(source: string, i: number, end: number): Parsed | null {
  if (!source.startsWith('http', i)) return null;
  const match = sticky(BARE_URL, source, i);
  if (!match) return null;
  // Trailing punctuation belongs to the sentence, not the address (a loop: a regex for it backtracks).
  let length = Math.min(match[0].length, end - i);
  while (length > 0 && URL_TRAILING_PUNCTUATION.has(source[i + length - 1]!)) length -= 1;
  if (length <= 'https://'.length) return null;
  const url = source.slice(i, i + length);
  return { node: { type: 'link', target: url, children: [{ type: 'text', text: url }] }, next: i + length };
}

export function parseMaskedLink(state: State, finder: Finder, i: number, end: number, inner: Inner): Parsed | null {
  const close = finder.find(']', i + 1);
  if (close === -1 || close === i + 1 || finder.bracketsWithoutTarget.has(close)) return null;
  const target = sticky(LINK_TARGET, state.source, close + 1);
  if (!target || close + 1 + target[0].length > end) {
    finder.bracketsWithoutTarget.add(close);
    return null;
  }
  return {
    node: { type: 'link', target: target[1]!, children: inner(i + 1, close) },
    next: close + 1 + target[0].length,
  };
}
