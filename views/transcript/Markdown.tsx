// Discord markdown, parsed to a typed tree in linear time (discord-markdown.ts) and rendered as React
// elements here: no HTML string is ever produced from message text. Links pass the one URL gate.
import type { ArchivedFile } from '../../server/contract/index.js';
import type { ReactNode } from 'react';
import type { Texts } from '../i18n/texts.js';
import type { DateFormat } from '../lib/date-format.js';
import { safeHttpUrl } from '../../server/contract/safe-url.js';
import { parseDiscordMarkdown, type MdNode } from './discord-markdown.js';
import { visibleControls } from '../lib/bidi.js';

/** A closed ticket's archived files and where each is served (the page's route, or a data URL in an export). */
export interface ArchiveLinks {
  files: ArchivedFile[];
  hrefOf: (file: ArchivedFile) => string;
}
export interface TranscriptArchive {
  /** By the address the transcript wrote. */
  files: Map<string, ArchivedFile>;
  hrefOf: (file: ArchivedFile) => string;
  /** Addresses past the number of files the archive fetches for one transcript: placeholders. */
  pastLimit: Set<string>;
}

export interface MarkdownContext {
  cdnBase: string;
  /** The guild's time zone, for message times and <t:…> timestamps. */
  dates: DateFormat;
  /** The transcript's words in the reader's language. */
  texts: Texts['transcript'];
  /** null for tickets closed before the archive existed: their files come from the CDN as written. */
  archive: TranscriptArchive | null;
  /** Names for user mentions, from the transcript's own authors. */
  userNames: Map<string, string>;
  /** Names for role and channel mentions: the transcript's own, else the guild's current ones. */
  roleNames: Map<string, string>;
  channelNames: Map<string, string>;
  /**
   * The names are all the server's (not a transcript's few): a mention without one is of something
   * deleted, shown as Discord shows it (#deleted-channel, @deleted-role, @unknown-user).
   */
  missingAsDiscord?: boolean;
  /** Formatted nodes left for the whole transcript: past it, texts show as written (a bounded render). */
  budget: { nodesLeft: number };
}

/** What Discord shows, in every language, for a mention of what no longer exists. */
const DELETED = { user: 'unknown-user', role: 'deleted-role', channel: 'deleted-channel' };

/** Enough for any real transcript (500 messages of 20 formatted parts each); bounds a hostile one. */
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
      return (
        <span key={key} className="md-mention" title={ctx.texts.channelId(node.id)}>
          #{ctx.channelNames.get(node.id) ?? (ctx.missingAsDiscord ? DELETED.channel : node.id)}
        </span>
      );
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
