// An auto response as members will see it in Discord: the bot's message (its name on the server, its
// avatar, the BOT badge) with the response's text or embed, drawn by the transcripts' own Message, so
// Markdown, mentions and the embed look here as they do there, and as the bot sends them
// (server/bot/features/auto-responses.ts: the text, or an embed of title, description and colour).
import type { AutoResponse, AutoResponsePreviewContext } from '../../server/contract/index.js';
import { HEX_COLOR, isDiscordId, PREVIEW_USERS_MAX } from '../../server/contract/facts.js';
import { type MdNode, parseDiscordMarkdown } from '../transcript/discord-markdown.js';
import type { TranscriptMessage } from '../../server/contract/transcript.js';
import type { Texts } from '../i18n/texts.js';
import type { DateFormat } from '../lib/date-format.js';
import { type MarkdownContext, TRANSCRIPT_NODE_BUDGET } from '../transcript/Markdown.js';
import { Message } from '../transcript/Message.js';

/** What the bot sends for a response: the text, or an embed (a colour of null: Discord's own). */
export interface ResponseLook {
  text: string;
  isEmbed: boolean;
  embedTitle: string;
  embedDescription: string;
  embedColor: number | null;
}

export const lookOfResponse = (response: AutoResponse): ResponseLook => ({
  text: response.response_text,
  isEmbed: response.is_embed,
  embedTitle: response.embed_title ?? '',
  embedDescription: response.embed_description ?? '',
  embedColor: response.embed_color,
});

/** The ids of the user mentions among these nodes, as Discord shows them (none inside code). */
function userMentions(nodes: readonly MdNode[], into: Set<string>): void {
  for (const node of nodes) {
    if (node.type === 'user' && isDiscordId(node.id)) into.add(node.id);
    else if ('children' in node) userMentions(node.children, into);
  }
}

/** The users these responses mention where Discord shows mentions (the text, an embed's description), as many as a preview names. */
export function mentionedUsers(looks: readonly ResponseLook[]): string[] {
  const ids = new Set<string>();
  for (const look of looks)
    userMentions(parseDiscordMarkdown(look.isEmbed ? look.embedDescription : look.text).nodes, ids);
  return [...ids].slice(0, PREVIEW_USERS_MAX);
}

/** The form's fields a message is made of. */
export type LookField = 'response' | 'isEmbed' | 'embedTitle' | 'embedDescription' | 'embedColor';

/** The look of the form's fields as typed ('on': the embed switch; the colour as #rrggbb). */
export function lookOfForm(value: (name: LookField) => string): ResponseLook {
  const color = value('embedColor');
  return {
    text: value('response'),
    isEmbed: value('isEmbed') === 'on',
    embedTitle: value('embedTitle'),
    embedDescription: value('embedDescription'),
    embedColor: HEX_COLOR.test(color) ? Number.parseInt(color.slice(1), 16) : null,
  };
}

/** Who sends it: the bot as the server shows it (null when Discord could not say), and where its images come from. */
export interface ResponseSender {
  context: AutoResponsePreviewContext | null;
  cdnBase: string;
}

/** The name the sender goes by when Discord could not say: the product's. */
const NO_CONTEXT = (name: string): AutoResponsePreviewContext => ({
  bot: { id: '', name, avatarUrl: '' },
  mentionNames: { roles: {}, channels: {}, users: {} },
});

function markdownContext(sender: ResponseSender, context: AutoResponsePreviewContext, texts: Texts, dates: DateFormat) {
  return {
    cdnBase: sender.cdnBase,
    dates,
    texts: texts.transcript,
    archive: null,
    userNames: new Map(Object.entries(context.mentionNames.users)),
    roleNames: new Map(Object.entries(context.mentionNames.roles)),
    channelNames: new Map(Object.entries(context.mentionNames.channels)),
    budget: { nodesLeft: TRANSCRIPT_NODE_BUDGET },
  } satisfies MarkdownContext;
}

/**
 * One response as the bot's message (a list item of an `ol.messages`). `id` makes the item's anchor unique
 * on the page. It has no time: it has not been sent. `texts` and `dates` come as props, not from the
 * page's context, so the preview fragment renders it alone.
 */
export function AutoResponseMessage({
  id,
  look,
  sender,
  texts,
  dates,
}: {
  id: string;
  look: ResponseLook;
  sender: ResponseSender;
  texts: Texts;
  dates: DateFormat;
}) {
  const context = sender.context ?? NO_CONTEXT(texts.brand);
  const message: TranscriptMessage = {
    id,
    timestamp: null,
    content: look.isEmbed ? '' : look.text,
    edited: false,
    pinned: false,
    author: { id: context.bot.id || null, name: context.bot.name, bot: true, avatarUrl: context.bot.avatarUrl },
    attachments: [],
    embeds: look.isEmbed
      ? [
          {
            ...(look.embedTitle ? { title: look.embedTitle } : {}),
            ...(look.embedDescription ? { description: look.embedDescription } : {}),
            ...(look.embedColor === null ? {} : { color: look.embedColor }),
          },
        ]
      : [],
    reactions: [],
  };
  // Without a time, `now` is never read.
  return <Message message={message} ctx={markdownContext(sender, context, texts, dates)} now={new Date(0)} />;
}
