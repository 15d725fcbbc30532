// Discord markdown, parsed to a tree by discord-markdown-parser and rendered as React elements here:
// no HTML string is ever produced from message text. Links pass the one URL gate; unknown node types
// fall back to their text.
import { parse } from 'discord-markdown-parser';
import type { ReactNode } from 'react';
import { discordMediaUrl } from '../lib/media.js';
import { safeHttpUrl } from '../lib/safe-url.js';

interface Node {
  type: string;
  content?: unknown;
  target?: unknown;
  id?: unknown;
  name?: unknown;
  animated?: unknown;
  lang?: unknown;
}

export interface MarkdownContext {
  cdnBase: string;
  /** Names for user mentions, from the transcript's own authors. */
  userNames: Map<string, string>;
}

function children(content: unknown, ctx: MarkdownContext): ReactNode {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((node, index) => <MarkdownNode key={index} node={node as Node} ctx={ctx} />);
  return null;
}

function plainText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((node) => plainText((node as Node).content)).join('');
  return '';
}

export function ExternalLink({ href, children: label }: { href: unknown; children: ReactNode }) {
  const safe = safeHttpUrl(href);
  if (!safe) return <>{label}</>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

function MarkdownNode({ node, ctx }: { node: Node; ctx: MarkdownContext }): ReactNode {
  switch (node.type) {
    case 'text':
      return typeof node.content === 'string' ? node.content : children(node.content, ctx);
    case 'strong':
      return <strong>{children(node.content, ctx)}</strong>;
    case 'em':
      return <em>{children(node.content, ctx)}</em>;
    case 'underline':
      return <u>{children(node.content, ctx)}</u>;
    case 'strikethrough':
      return <s>{children(node.content, ctx)}</s>;
    case 'inlineCode':
      return <code>{plainText(node.content)}</code>;
    case 'codeBlock':
      return (
        <pre className="md-codeblock">
          <code>{plainText(node.content)}</code>
        </pre>
      );
    case 'blockQuote':
      return <blockquote className="md-quote">{children(node.content, ctx)}</blockquote>;
    case 'spoiler':
      return (
        <span className="md-spoiler" tabIndex={0} title="Spoiler">
          {children(node.content, ctx)}
        </span>
      );
    case 'br':
    case 'newline':
      return <br />;
    case 'link':
    case 'url':
    case 'autolink':
      return <ExternalLink href={node.target}>{children(node.content, ctx)}</ExternalLink>;
    case 'user':
      return <span className="md-mention">@{ctx.userNames.get(String(node.id)) ?? 'Unbekannter Benutzer'}</span>;
    case 'role':
      return <span className="md-mention" title={`Rolle ${String(node.id)}`}>@Rolle</span>;
    case 'channel':
      return <span className="md-mention" title={`Kanal ${String(node.id)}`}>#Kanal</span>;
    case 'everyone':
      return <span className="md-mention">@everyone</span>;
    case 'here':
      return <span className="md-mention">@here</span>;
    case 'emoji': {
      const name = String(node.name ?? 'emoji');
      const src = /^\d+$/.test(String(node.id)) ? discordMediaUrl(`https://cdn.discordapp.com/emojis/${String(node.id)}.${node.animated ? 'gif' : 'png'}`, ctx.cdnBase) : null;
      return src ? <img className="md-emoji" src={src} alt={`:${name}:`} title={`:${name}:`} width={22} height={22} loading="lazy" /> : `:${name}:`;
    }
    default:
      return typeof node.content === 'string' || Array.isArray(node.content) ? children(node.content, ctx) : null;
  }
}

export function Markdown({ text, ctx }: { text: string; ctx: MarkdownContext }) {
  if (!text) return null;
  return <>{parse(text, 'extended').map((node, index) => <MarkdownNode key={index} node={node as Node} ctx={ctx} />)}</>;
}
