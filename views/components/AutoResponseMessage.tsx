// An auto response as members will see it in Discord: the bot's message (its name on the server, its
// avatar, the BOT badge) with the response's text or embed, drawn by the transcripts' own Message, so
// Markdown, mentions and the embed look here as they do there, and as the bot sends them
// (server/bot/features/auto-responses.ts: the text, the embed, or both).
import type { AutoResponse, AutoResponsePreviewContext } from '../../server/contract/index.js';
import type { EmbedExtras } from '../../server/contract/embed.js';
import { isDiscordId, PREVIEW_USERS_MAX } from '../../server/contract/facts.js';
import { type MdNode, parseDiscordMarkdown } from '../markdown/discord-markdown.js';
import type { TranscriptEmbed, TranscriptMessage } from '../../server/contract/transcript.js';
import type { Texts } from '../i18n/texts.js';
import type { DateFormat } from '../lib/date-format.js';
import { TRANSCRIPT_NODE_BUDGET } from '../markdown/Markdown.js';
import type { TranscriptContext } from '../transcript/context.js';
import { Message } from '../transcript/Message.js';

/**
 * What the bot sends for a response: the text, or an embed (a colour of null: Discord's own) with its
 * other parts, and the text above it; extras of null: a response saved before embeds had them, sent
 * as the embed alone.
 */
export interface ResponseLook {
  text: string;
  isEmbed: boolean;
  embedTitle: string;
  embedDescription: string;
  embedColor: number | null;
  extras: EmbedExtras | null;
}

export const lookOfResponse = (response: AutoResponse): ResponseLook => ({
  text: response.response_text,
  isEmbed: response.is_embed,
  embedTitle: response.embed_title ?? '',
  embedDescription: response.embed_description ?? '',
  embedColor: response.embed_color,
  extras: response.embed_extras,
});

/** The ids of the user mentions among these nodes, as Discord shows them (none inside code). */
function userMentions(nodes: readonly MdNode[], into: Set<string>): void {
  for (const node of nodes) {
    if (node.type === 'user' && isDiscordId(node.id)) into.add(node.id);
    else if ('children' in node) userMentions(node.children, into);
  }
}

/** Whether the text shows: alone, or above an embed saved with its parts. */
export const showsText = (look: ResponseLook) => !look.isEmbed || (look.extras !== null && look.text.length > 0);

/** The texts of a look where Discord shows mentions: the text, an embed's description and fields' values. */
function mentioningTexts(look: ResponseLook): string[] {
  const embed = look.isEmbed ? [look.embedDescription, ...(look.extras?.fields.map((field) => field.value) ?? [])] : [];
  return [...(showsText(look) ? [look.text] : []), ...embed];
}

/** The users these responses mention where Discord shows mentions, as many as a preview names. */
export function mentionedUsers(looks: readonly ResponseLook[]): string[] {
  const ids = new Set<string>();
  for (const look of looks)
    for (const text of mentioningTexts(look)) userMentions(parseDiscordMarkdown(text).nodes, ids);
  return [...ids].slice(0, PREVIEW_USERS_MAX);
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
  members: {},
});

/** How a response's Markdown renders: mentions by the server's names, as the bot's message shows them. */
export function responseMarkdownContext(sender: ResponseSender, texts: Texts, dates: DateFormat): TranscriptContext {
  const context = sender.context ?? NO_CONTEXT(texts.brand);
  return {
    cdnBase: sender.cdnBase,
    dates,
    texts: texts.transcript,
    archive: null,
    userNames: new Map(Object.entries(context.mentionNames.users)),
    roleNames: new Map(Object.entries(context.mentionNames.roles)),
    channelNames: new Map(Object.entries(context.mentionNames.channels)),
    // The server's own names: one missing is gone, and shows as Discord shows it.
    missingAsDiscord: sender.context !== null,
    budget: { nodesLeft: TRANSCRIPT_NODE_BUDGET },
  };
}

/** The embed as the transcript's renderer takes it, as the bot sends it (server/bot/features/auto-responses.ts). */
function embedOf(look: ResponseLook, now: Date): TranscriptEmbed {
  const extras: Partial<EmbedExtras> = look.extras ?? {};
  const picture = (url: string | null | undefined) => (url ? { url } : undefined);
  return {
    title: look.embedTitle || undefined,
    description: look.embedDescription || undefined,
    color: look.embedColor ?? undefined,
    url: extras.url ?? undefined,
    timestamp: extras.timestamp ? now.toISOString() : undefined,
    fields: extras.fields,
    author: extras.author
      ? { name: extras.author.name, url: extras.author.url ?? undefined, iconURL: extras.author.iconUrl ?? undefined }
      : undefined,
    footer: extras.footer ? { text: extras.footer.text, iconURL: extras.footer.iconUrl ?? undefined } : undefined,
    image: picture(extras.imageUrl),
    thumbnail: picture(extras.thumbnailUrl),
  };
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
  now = new Date(),
}: {
  id: string;
  look: ResponseLook;
  sender: ResponseSender;
  texts: Texts;
  dates: DateFormat;
  /** The time an embed with a timestamp shows: when it would be sent (tests fix it). */
  now?: Date;
}) {
  const context = sender.context ?? NO_CONTEXT(texts.brand);
  const message: TranscriptMessage = {
    id,
    timestamp: null,
    content: showsText(look) ? look.text : '',
    edited: false,
    pinned: false,
    author: { id: context.bot.id || null, name: context.bot.name, bot: true, avatarUrl: context.bot.avatarUrl },
    attachments: [],
    embeds: look.isEmbed ? [embedOf(look, now)] : [],
    reactions: [],
  };
  // The message has no time, so `now` is only the embed's, when it carries one.
  return <Message message={message} ctx={responseMarkdownContext(sender, texts, dates)} now={now} />;
}
