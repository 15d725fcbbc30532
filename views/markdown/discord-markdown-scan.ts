// The pieces the Markdown parser's modules share: the node types, the parse state with its step
// counter, and the forward-only delimiter search that keeps the whole parse linear.

export type MdNode =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em' | 'underline' | 'strikethrough' | 'spoiler' | 'blockQuote' | 'subtext'; children: MdNode[] }
  | { type: 'heading'; level: 1 | 2 | 3; children: MdNode[] }
  | { type: 'inlineCode'; text: string }
  | { type: 'codeBlock'; text: string; lang: string | null }
  | { type: 'link'; target: string; children: MdNode[] }
  | { type: 'user' | 'role' | 'channel'; id: string }
  | { type: 'everyone' | 'here' }
  | { type: 'emoji'; name: string; id: string; animated: boolean }
  | { type: 'timestamp'; milliseconds: number };

const WORD = /[\p{L}\p{N}]/u;

/** The delimiters a closing search looks for; their ids index the search cursors. */
const TOKENS = ['```', '``', '`', '||', '**', '__', '~~', '*', '_', ']', '\n'] as const;
type Token = (typeof TOKENS)[number];
const TOKEN_ID = new Map<Token, number>(TOKENS.map((token, index) => [token, index]));
const UNKNOWN = -2;

export interface State {
  source: string;
  nodesLeft: number;
  steps: number;
}

/** The first place of a delimiter at or after `from` inside one range, remembered so no character is read twice. */
export class Finder {
  private readonly next = new Int32Array(TOKENS.length).fill(UNKNOWN);
  /** Closing brackets already known not to be followed by a link target. */
  readonly bracketsWithoutTarget = new Set<number>();
  constructor(
    private readonly state: State,
    private readonly end: number,
  ) {}

  find(token: Token, from: number): number {
    const id = TOKEN_ID.get(token)!;
    const known = this.next[id]!;
    if (known === -1 || known >= from) return known;
    const found = this.state.source.indexOf(token, from);
    const at = found === -1 || found + token.length > this.end ? -1 : found;
    this.state.steps += (at === -1 ? this.end : at) - from + 1;
    this.next[id] = at;
    return at;
  }
}

export function sticky(pattern: RegExp, source: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(source);
}

export function isWord(char: string | undefined): boolean {
  return char !== undefined && WORD.test(char);
}

export interface Parsed {
  node: MdNode;
  next: number;
}

export type Inner = (from: number, to: number) => MdNode[];
