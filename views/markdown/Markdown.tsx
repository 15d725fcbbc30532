// Discord Markdown, parsed to a typed tree in linear time (discord-markdown.ts) and rendered as React
// elements here: no HTML string is ever produced from message text. Links pass the one URL gate. One
// renderer for every page that shows what Discord would: the dashboard's transcripts and previews, and the
// stand-in's Demo-Discord page (which is why this folder imports nothing of the views but bidi.ts).
import type { ReactNode } from 'react';
import { safeHttpUrl } from '../../server/contract/safe-url.js';
import { visibleControls } from './bidi.js';
import { parseDiscordMarkdown, type MdNode } from './discord-markdown.js';

/** The renderer's own words (a transcript's texts have them; the Demo-Discord page brings its own). */
export interface MarkdownTexts {
  spoiler: string;
  unknownUser: string;
  role: (id: string) => string;
  channelId: (id: string) => string;
}

/** Names by id: a Map, or a page's own look-up (the Demo-Discord page asks its world). */
export type NamesById = Pick<ReadonlyMap<string, string>, 'get'>;

export interface MarkdownContext {
  cdnBase: string;
  /** How <t:…> timestamps read (a transcript: in the guild's time zone). */
  dates: { dateTime(iso: string): string };
  texts: MarkdownTexts;
  /** Names for user mentions. */
  userNames: NamesById;
  /** Names for role and channel mentions. */
  roleNames: NamesById;
  channelNames: NamesById;
  /**
   * The names are all the server's (not a transcript's few): a mention without one is of something
   * deleted, shown as Discord shows it (#deleted-channel, @deleted-role, @unknown-user).
   */
  missingAsDiscord?: boolean;
  /** Where a mentioned channel opens, when the page can open it (the Demo-Discord's channels); else it is text. */
  channelHref?: (id: string) => string | null;
  /** Formatted nodes left for the whole page: past it, texts show as written (a bounded render). */
  budget: { nodesLeft: number };
}

/** What Discord shows, in every language, for a mention of what no longer exists. */
export const DELETED = { user: 'unknown-user', role: 'deleted-role', channel: 'deleted-channel' };

/** Enough for any real transcript (500 messages of 20 formatted parts each) or page; bounds a hostile one. */
export const TRANSCRIPT_NODE_BUDGET = 10_000;

// Plain functions, not components: a hostile message has hundreds of nodes, and a component per node
// doubles what React has to do for each.
function children(nodes: MdNode[], ctx: MarkdownContext): ReactNode {
  return nodes.map((node, index) => markdownNode(node, ctx, index));
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

/** A channel mention: a link where the page can open the channel, else its name. */
function channelMention(id: string, ctx: MarkdownContext, key: number): ReactNode {
  const label = `#${ctx.channelNames.get(id) ?? (ctx.missingAsDiscord ? DELETED.channel : id)}`;
  const href = ctx.channelHref?.(id);
  return href ? (
    <a key={key} className="md-mention" href={href}>
      {label}
    </a>
  ) : (
    <span key={key} className="md-mention" title={ctx.texts.channelId(id)}>
      {label}
    </span>
  );
}

function markdownNode(node: MdNode, ctx: MarkdownContext, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'strong':
      return <strong key={key}>{children(node.children, ctx)}</strong>;
    case 'em':
      return <em key={key}>{children(node.children, ctx)}</em>;
    case 'underline':
      return <u key={key}>{children(node.children, ctx)}</u>;
    case 'strikethrough':
      return <s key={key}>{children(node.children, ctx)}</s>;
    case 'heading':
      return (
        <strong key={key} className={`md-heading md-heading--${node.level}`}>
          {children(node.children, ctx)}
        </strong>
      );
    case 'subtext':
      return (
        <small key={key} className="md-subtext">
          {children(node.children, ctx)}
        </small>
      );
    case 'inlineCode':
      return <code key={key}>{node.text}</code>;
    case 'codeBlock':
      return (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a code line wider than the message scrolls inside its block, and a scrollable region must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable)
        <pre key={key} className="md-codeblock" tabIndex={0}>
          <code>{node.text}</code>
        </pre>
      );
    case 'blockQuote':
      return (
        <blockquote key={key} className="md-quote">
          {children(node.children, ctx)}
        </blockquote>
      );
    case 'spoiler':
      return (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a spoiler is revealed on focus, so keyboard users can read it
        <span key={key} className="md-spoiler" tabIndex={0} title={ctx.texts.spoiler}>
          {children(node.children, ctx)}
        </span>
      );
    case 'link':
      return (
        <ExternalLink key={key} href={node.target}>
          {children(node.children, ctx)}
        </ExternalLink>
      );
    case 'user':
      return (
        <span key={key} className="md-mention">
          <bdi>
            @
            {visibleControls(
              ctx.userNames.get(node.id) ?? (ctx.missingAsDiscord ? DELETED.user : ctx.texts.unknownUser),
            )}
          </bdi>
        </span>
      );
    case 'role':
      return (
        <span key={key} className="md-mention" title={ctx.texts.role(node.id)}>
          @{ctx.roleNames.get(node.id) ?? (ctx.missingAsDiscord ? DELETED.role : node.id)}
        </span>
      );
    case 'channel':
      return channelMention(node.id, ctx, key);
    case 'everyone':
      return (
        <span key={key} className="md-mention">
          @everyone
        </span>
      );
    case 'here':
      return (
        <span key={key} className="md-mention">
          @here
        </span>
      );
    case 'timestamp': {
      const iso = new Date(node.milliseconds).toISOString();
      return (
        <time key={key} dateTime={iso}>
          {ctx.dates.dateTime(iso)}
        </time>
      );
    }
    case 'emoji': {
      // The id is digits (the parser's pattern), so the address is built, not parsed.
      const src = `${ctx.cdnBase}/emojis/${node.id}.${node.animated ? 'gif' : 'png'}`;
      return (
        <img
          key={key}
          className="md-emoji"
          src={src}
          alt={`:${node.name}:`}
          title={`:${node.name}:`}
          width={22}
          height={22}
          loading="lazy"
        />
      );
    }
  }
}

export function Markdown({ text, ctx }: { text: string; ctx: MarkdownContext }) {
  if (!text) return null;
  const parsed = parseDiscordMarkdown(text, ctx.budget.nodesLeft);
  ctx.budget.nodesLeft -= parsed.nodeCount;
  return <>{children(parsed.nodes, ctx)}</>;
}
