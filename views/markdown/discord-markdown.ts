// Discord's message Markdown, parsed in linear time. The regex-rule parsers in the ecosystem backtrack:
// "[x](<".repeat(800) took seconds, and a transcript is written by any ticket author. Here every closing
// delimiter is found by a forward-only search that never rescans (one cursor per delimiter and range),
// nesting is capped, and the number of formatted nodes per text is capped; past either cap the rest is
// plain text. The step counter lets a test prove the work is linear without timing anything.
import { Finder, type Inner, isWord, type MdNode, type Parsed, type State, sticky } from './discord-markdown-scan.js';
import { parseAngle, parseBareUrl, parseEveryone, parseMaskedLink } from './discord-markdown-tokens.js';

export type { MdNode } from './discord-markdown-scan.js';

interface ParseResult {
  nodes: MdNode[];
  /** Formatted nodes made, out of the allowance. */
  nodeCount: number;
  /** Characters examined plus loop iterations: at most a fixed multiple of the input length. */
  steps: number;
}

/** Deeper nesting than this is shown as text; Discord itself stops rendering long before. */
const MAX_DEPTH = 6;
/** Formatted nodes per text; the rest of the text is shown as it was written. */
export const MAX_NODES = 200;

const CODE_LANG = /([\w+#.-]{1,32})\n/y;
const HEADING = /(#{1,3}) /y;
const ESCAPABLE = new Set('\\*_~`|>[]()#-<:@');

/** Characters that can begin a token; the loop skips every other one without looking further. */
const SIGNIFICANT = new Uint8Array(128);
for (const char of '\\`<@[*_~|\nh') SIGNIFICANT[char.charCodeAt(0)] = 1;

const SPANS = {
  '|': [{ token: '||', type: 'spoiler' }],
  '*': [
    { token: '**', type: 'strong' },
    { token: '*', type: 'em' },
  ],
  _: [
    { token: '__', type: 'underline' },
    { token: '_', type: 'em' },
  ],
  '~': [{ token: '~~', type: 'strikethrough' }],
} as const;

/** Parses one text (a message, an embed description or field) into at most `maxNodes` formatted nodes. */
export function parseDiscordMarkdown(source: string, maxNodes = MAX_NODES): ParseResult {
  const allowance = Math.max(0, Math.min(maxNodes, MAX_NODES));
  const state: State = { source, nodesLeft: allowance, steps: 0 };
  const nodes = parseRange(state, 0, source.length, 0, true);
  return { nodes, nodeCount: allowance - state.nodesLeft, steps: state.steps };
}

function parseRange(state: State, start: number, end: number, depth: number, blocks: boolean): MdNode[] {
  const { source } = state;
  if (depth > MAX_DEPTH) return [{ type: 'text', text: source.slice(start, end) }];
  const out: MdNode[] = [];
  const finder = new Finder(state, end);
  // A container's own node is reserved while its children parse, so the allowance holds for the total.
  const inner: Inner = (from, to) => {
    state.nodesLeft -= 1;
    const children = parseRange(state, from, to, depth + 1, false);
    state.nodesLeft += 1;
    return children;
  };
  // Plain text is kept as slices of the source: a hostile message is mostly token characters, a normal
  // one mostly text, and neither is copied a character at a time.
  let text = '';
  let textFrom = start;
  let i = start;
  while (i < end) {
    state.steps += 1;
    if (state.nodesLeft <= 0) {
      i = end;
      break;
    }
    const char = source[i]!;
    const code = source.charCodeAt(i);
    const lineStart = i === start || source.charCodeAt(i - 1) === 10;
    let parsed: Parsed | null = null;
    if (code < 128 && SIGNIFICANT[code] === 0 && !(blocks && lineStart)) {
      i += 1;
      continue;
    }
    if (char === '\\' && i + 1 < end && ESCAPABLE.has(source[i + 1]!)) {
      text += source.slice(textFrom, i);
      textFrom = i + 1;
      i += 2;
      continue;
    }
    if (blocks && lineStart) parsed = parseBlock(state, finder, i, end, inner);
    if (!parsed) parsed = parseInline(state, finder, char, i, end, inner);
    if (!parsed) {
      i += 1;
      continue;
    }
    text += source.slice(textFrom, i);
    if (text) out.push({ type: 'text', text });
    text = '';
    out.push(parsed.node);
    state.nodesLeft -= 1;
    i = parsed.next;
    textFrom = i;
  }
  text += source.slice(textFrom, i);
  if (text) out.push({ type: 'text', text });
  return out;
}

function parseInline(state: State, finder: Finder, char: string, i: number, end: number, inner: Inner): Parsed | null {
  const { source } = state;
  switch (char) {
    case '`':
      return parseCode(state, finder, i);
    case '<':
      return parseAngle(source, i, end);
    case '@':
      return parseEveryone(source, i, end);
    case 'h':
      return isWord(source[i - 1]) ? null : parseBareUrl(source, i, end);
    case '[':
      return parseMaskedLink(state, finder, i, end, inner);
    case '*':
    case '_':
    case '~':
    case '|':
      return parseSpan(state, finder, char, i, end, inner);
    default:
      return null;
  }
}

function lineEnd(finder: Finder, from: number, end: number): number {
  const at = finder.find('\n', from);
  return at === -1 ? end : at;
}

/** Block quotes, headings and subtext: only at the start of a line of the message's top level. */
function parseBlock(state: State, finder: Finder, i: number, end: number, inner: Inner): Parsed | null {
  const { source } = state;
  const lineNode = (type: 'blockQuote' | 'subtext', skip: number): Parsed => {
    const stop = lineEnd(finder, i, end);
    return { node: { type, children: inner(i + skip, stop) }, next: Math.min(stop + 1, end) };
  };
  switch (source[i]) {
    case '>':
      if (source.startsWith('>>> ', i)) return { node: { type: 'blockQuote', children: inner(i + 4, end) }, next: end };
      return source.startsWith('> ', i) ? lineNode('blockQuote', 2) : null;
    case '-':
      return source.startsWith('-# ', i) ? lineNode('subtext', 3) : null;
    case '#': {
      const heading = sticky(HEADING, source, i);
      if (!heading) return null;
      const stop = lineEnd(finder, i, end);
      const level = heading[1]!.length as 1 | 2 | 3;
      return {
        node: { type: 'heading', level, children: inner(i + heading[0].length, stop) },
        next: Math.min(stop + 1, end),
      };
    }
    default:
      return null;
  }
}

/** ```lang\ncode```, ``code`` and `code`: their content is never parsed. */
function parseCode(state: State, finder: Finder, i: number): Parsed | null {
  const { source } = state;
  for (const fence of ['```', '``', '`'] as const) {
    if (!source.startsWith(fence, i)) continue;
    const close = finder.find(fence, i + fence.length);
    if (close === -1 || close === i + fence.length) continue;
    const body = source.slice(i + fence.length, close);
    if (fence === '```') {
      const lang = sticky(CODE_LANG, body, 0);
      const code = lang ? body.slice(lang[0].length) : body.replace(/^\n/, '');
      return { node: { type: 'codeBlock', text: code, lang: lang?.[1] ?? null }, next: close + 3 };
    }
    return { node: { type: 'inlineCode', text: body }, next: close + fence.length };
  }
  return null;
}

/** **strong**, __underline__, ~~strike~~, ||spoiler||, *em* and _em_ (the last only between words). */
function parseSpan(
  state: State,
  finder: Finder,
  char: keyof typeof SPANS,
  i: number,
  end: number,
  inner: Inner,
): Parsed | null {
  const { source } = state;
  for (const { token, type } of SPANS[char]) {
    if (!source.startsWith(token, i)) continue;
    if (token === '_' && isWord(source[i - 1])) return null;
    let close = finder.find(token, i + token.length);
    if (close === -1) continue;
    if (token.length === 2) close = endOfRun(state, close, end) - 2;
    if (close <= i + token.length) continue;
    if (token === '_' && isWord(source[close + 1])) return null;
    return { node: { type, children: inner(i + token.length, close) }, next: close + token.length };
  }
  return null;
}

/** A closing run longer than its token ends at its last characters: ***a*** is strong around em. */
function endOfRun(state: State, close: number, end: number): number {
  const char = state.source[close];
  let runEnd = close + 1;
  while (runEnd < end && state.source[runEnd] === char) runEnd += 1;
  state.steps += runEnd - close;
  return runEnd;
}
