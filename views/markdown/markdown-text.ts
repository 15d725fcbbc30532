// Discord Markdown read as text, for a line that shows what a message says without its formatting (a
// search hit's excerpt): delimiters go, a masked link shows its words, code shows its text. Such a line
// has no names to put in for mentions, so they and timestamps are written back in Discord's syntax, and a
// custom emoji as its :name:.
import { type MdNode, parseDiscordMarkdown } from './discord-markdown.js';

/** The search's hit markers (U+0002 … U+0003), which the parser reads as plain text. */
const HIT_MARK = /[\u0002\u0003]/;

function nodeText(node: MdNode): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'codeBlock':
      return node.text;
    case 'link': {
      const words = nodesText(node.children);
      // A hit inside the address alone would vanish with it; then the address is shown after the words.
      return HIT_MARK.test(words) || !HIT_MARK.test(node.target) ? words : `${words} (${node.target})`;
    }
    case 'user':
      return `<@${node.id}>`;
    case 'role':
      return `<@&${node.id}>`;
    case 'channel':
      return `<#${node.id}>`;
    case 'everyone':
      return '@everyone';
    case 'here':
      return '@here';
    case 'emoji':
      return `:${node.name}:`;
    case 'timestamp':
      return `<t:${Math.floor(node.milliseconds / 1000)}>`;
    default:
      return nodesText(node.children);
  }
}

const nodesText = (nodes: MdNode[]): string => nodes.map(nodeText).join('');

/** The text a reader sees of `source`, with formatting left out. */
export function markdownAsText(source: string): string {
  return nodesText(parseDiscordMarkdown(source).nodes);
}
