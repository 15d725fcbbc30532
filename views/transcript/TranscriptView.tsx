// A ticket transcript: header card (channel, server, message count, when it was made), then each
// message with avatar, name, BOT badge, time, edit and pin marks, text, attachments, embeds and
// reactions. Everything from the transcript is text to React; URLs go through safeHttpUrl, images
// through discordMediaUrl. The server renders the messages one by one (renderTranscriptMessages), so
// the list arrives here as React's markup.
import type { DateFormat } from '../lib/date-format.js';
import type { Texts } from '../i18n/texts.js';
import { formatMegabytes } from '../lib/format.js';
import { attachmentAddress, discordMediaUrl, INLINE_IMAGE_TYPES } from '../../server/contract/media.js';
import type { ArchivedFile } from '../../server/contract/index.js';
import {
  ExternalLink,
  Markdown,
  TRANSCRIPT_NODE_BUDGET,
  type ArchiveLinks,
  type MarkdownContext,
  type TranscriptArchive,
} from './Markdown.js';
import {
  fileReferences,
  type MentionNames,
  type Transcript,
  type TranscriptAttachment,
  type TranscriptEmbed,
  type TranscriptMessage,
} from '../../server/contract/transcript.js';
import { TRANSCRIPT_LIMITS } from '../../server/contract/facts.js';

const EMBED_FALLBACK_COLOR = 0x202225;

function hex(color: number): string {
  return `#${color.toString(16).padStart(6, '0')}`;
}

/** A file the archive does not have, with the reason. */
function MissingFile({ name, size, note }: { name: string; size: number | undefined; note: string }) {
  return (
    <div className="attachment attachment--file attachment--missing">
      <span>{name}</span> <span className="attachment__size">{formatMegabytes(size)}</span>{' '}
      <span className="attachment__note">{note}</span>
    </div>
  );
}

/** A file as the archive kept it: raster images shown, other files offered for download, else a placeholder. */
function ArchivedAttachment({
  file,
  archive,
  texts,
}: {
  file: ArchivedFile;
  archive: TranscriptArchive;
  texts: Texts['transcript'];
}) {
  if (file.status !== 'archived')
    return <MissingFile name={file.name} size={file.size} note={texts.notArchived[file.status]} />;
  const href = archive.hrefOf(file);
  if (INLINE_IMAGE_TYPES.includes(file.content_type))
    return <img className="attachment attachment--image" src={href} alt={file.name} loading="lazy" />;
  return (
    <div className="attachment attachment--file">
      <a href={href} download={file.name}>
        {file.name}
      </a>{' '}
      <span className="attachment__size">{formatMegabytes(file.size)}</span>
    </div>
  );
}

/** An embed's image: the archived copy when there is one (none when it could not be kept), else the CDN's. */
function imageSource(url: string | undefined, ctx: MarkdownContext): string | null {
  const archived = url ? ctx.archive?.files.get(url) : undefined;
  if (archived && ctx.archive)
    return archived.status === 'archived' && INLINE_IMAGE_TYPES.includes(archived.content_type)
      ? ctx.archive.hrefOf(archived)
      : null;
  if (url && ctx.archive?.pastLimit.has(url)) return null;
  return discordMediaUrl(url, ctx.cdnBase);
}

function Attachment({ file, ctx }: { file: TranscriptAttachment; ctx: MarkdownContext }) {
  const address = attachmentAddress(file);
  const archived = address ? ctx.archive?.files.get(address) : undefined;
  if (archived && ctx.archive) return <ArchivedAttachment file={archived} archive={ctx.archive} texts={ctx.texts} />;
  if (address && ctx.archive?.pastLimit.has(address))
    return (
      <MissingFile name={file.name} size={file.size} note={ctx.texts.notArchived.pastLimit(TRANSCRIPT_LIMITS.files)} />
    );
  const media = discordMediaUrl(file.proxyUrl ?? file.url, ctx.cdnBase) ?? discordMediaUrl(file.url, ctx.cdnBase);
  const type = file.contentType ?? '';
  if (media && type.startsWith('image/'))
    return <img className="attachment attachment--image" src={media} alt={file.name} loading="lazy" />;
  if (media && type.startsWith('video/')) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: a video someone uploaded to Discord has no caption track to offer
      <video className="attachment attachment--video" src={media} controls preload="none" aria-label={file.name} />
    );
  }
  return (
    <div className="attachment attachment--file">
      <ExternalLink href={media ?? file.url}>{file.name}</ExternalLink>{' '}
      <span className="attachment__size">{formatMegabytes(file.size)}</span>
    </div>
  );
}

function Embed({ embed, ctx }: { embed: TranscriptEmbed; ctx: MarkdownContext }) {
  const thumbnail = imageSource(embed.thumbnail?.url, ctx);
  const image = imageSource(embed.image?.url, ctx);
  const authorIcon = discordMediaUrl(embed.author?.iconURL, ctx.cdnBase);
  const footerIcon = discordMediaUrl(embed.footer?.iconURL, ctx.cdnBase);
  return (
    <div className="embed">
      {/* The colour bar is drawn, not styled: a CSP without inline styles still shows it. */}
      <svg
        className="embed__bar"
        aria-hidden="true"
        focusable="false"
        width="4"
        height="100%"
        preserveAspectRatio="none"
        viewBox="0 0 4 10"
      >
        <rect width="4" height="10" fill={hex(embed.color ?? EMBED_FALLBACK_COLOR)} />
      </svg>
      <div className="embed__body">
        {embed.author?.name ? (
          <div className="embed__author">
            {authorIcon ? <img src={authorIcon} alt="" width={24} height={24} loading="lazy" /> : null}
            <ExternalLink href={embed.author.url}>{embed.author.name}</ExternalLink>
          </div>
        ) : null}
        {embed.title ? (
          <div className="embed__title">
            <ExternalLink href={embed.url}>{embed.title}</ExternalLink>
          </div>
        ) : null}
        {embed.description ? (
          <div className="embed__description">
            <Markdown text={embed.description} ctx={ctx} />
          </div>
        ) : null}
        {embed.fields?.length ? (
          <div className="embed__fields">
            {embed.fields.map((field, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a transcript's lists are rendered once on the server and never reordered
              <div key={index} className={field.inline ? 'embed__field embed__field--inline' : 'embed__field'}>
                <div className="embed__field-name">
                  <Markdown text={field.name} ctx={ctx} />
                </div>
                <div className="embed__field-value">
                  <Markdown text={field.value} ctx={ctx} />
                </div>
              </div>
            ))}
          </div>
        ) : null}
        {image ? <img className="embed__image" src={image} alt="" loading="lazy" /> : null}
        {embed.footer?.text || embed.timestamp ? (
          <div className="embed__footer">
            {footerIcon ? <img src={footerIcon} alt="" width={20} height={20} loading="lazy" /> : null}
            <span>
              {[embed.footer?.text, embed.timestamp ? ctx.dates.dateTime(embed.timestamp) : null]
                .filter(Boolean)
                .join(' • ')}
            </span>
          </div>
        ) : null}
      </div>
      {thumbnail ? (
        <img className="embed__thumbnail" src={thumbnail} alt="" width={80} height={80} loading="lazy" />
      ) : null}
    </div>
  );
}

export function Message({ message, ctx, now }: { message: TranscriptMessage; ctx: MarkdownContext; now: Date }) {
  const avatar = discordMediaUrl(message.author.avatarUrl, ctx.cdnBase);
  return (
    <li className="message" id={`m-${message.id}`}>
      {avatar ? (
        <img className="message__avatar" src={avatar} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="message__avatar" />
      )}
      <div className="message__main">
        <div className="message__meta">
          <span className="message__author">{message.author.name}</span>
          {message.author.bot ? <span className="badge badge--bot">{ctx.texts.bot}</span> : null}
          <time
            className="message__time"
            dateTime={
              message.timestamp && !Number.isNaN(Date.parse(message.timestamp))
                ? new Date(message.timestamp).toISOString()
                : undefined
            }
          >
            {ctx.dates.messageTime(message.timestamp, now)}
          </time>
          {message.edited ? <span className="message__edited">{ctx.texts.edited}</span> : null}
          {message.pinned ? (
            <span className="message__pinned" role="img" title={ctx.texts.pinned} aria-label={ctx.texts.pinned}>
              📌
            </span>
          ) : null}
        </div>
        {message.content ? (
          <div className="message__content">
            <Markdown text={message.content} ctx={ctx} />
          </div>
        ) : null}
        {message.attachments.map((file, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transcript's lists are rendered once on the server and never reordered
          <Attachment key={index} file={file} ctx={ctx} />
        ))}
        {message.embeds.map((embed, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transcript's lists are rendered once on the server and never reordered
          <Embed key={index} embed={embed} ctx={ctx} />
        ))}
        {message.reactions.length ? (
          <ul className="reactions">
            {message.reactions.map((reaction, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a transcript's lists are rendered once on the server and never reordered
              <li key={index} className="reaction">
                <span>{reaction.emoji}</span> <span>{reaction.count}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** Names by id: the first map's name where it has one, else the second's. */
const namesFrom = (own: Record<string, string>, current: Record<string, string>) =>
  new Map([...Object.entries(current), ...Object.entries(own)]);

/**
 * One context for all messages of a transcript: mention names and the shared formatting budget. Role and
 * channel names come from the transcript where it recorded them, else from the guild's current ones.
 */
export function markdownContext(
  transcript: Transcript,
  cdnBase: string,
  dates: DateFormat,
  texts: Texts['transcript'],
  current: MentionNames = { roles: {}, channels: {} },
  archive?: ArchiveLinks,
): MarkdownContext {
  return {
    cdnBase,
    dates,
    texts,
    archive: archive
      ? {
          files: new Map(archive.files.map((file) => [file.url, file])),
          hrefOf: archive.hrefOf,
          pastLimit: new Set(fileReferences(transcript).pastLimit.map((ref) => ref.url)),
        }
      : null,
    userNames: new Map(transcript.messages.filter((m) => m.author.id).map((m) => [m.author.id!, m.author.name])),
    roleNames: namesFrom(transcript.mentions.roles, current.roles),
    channelNames: namesFrom(transcript.mentions.channels, current.channels),
    budget: { nodesLeft: TRANSCRIPT_NODE_BUDGET },
  };
}

export function TranscriptView({
  transcript,
  now,
  dates,
  texts,
  messagesHtml,
}: {
  transcript: Transcript | null;
  now: Date;
  dates: DateFormat;
  texts: Texts['transcript'];
  messagesHtml: string;
}) {
  if (!transcript)
    return (
      <p className="alert alert--error" role="alert">
        {texts.invalid}
      </p>
    );
  return (
    <div className="transcript">
      <dl className="card transcript__header">
        <div>
          <dt>{texts.channel}</dt>
          <dd>#{transcript.header.channelName || '–'}</dd>
        </div>
        <div>
          <dt>{texts.server}</dt>
          <dd>{transcript.header.guildName || '–'}</dd>
        </div>
        <div>
          <dt>{texts.messages}</dt>
          <dd>{transcript.header.totalMessages}</dd>
        </div>
        <div>
          <dt>{texts.generated}</dt>
          <dd>{dates.messageTime(transcript.header.generated, now)}</dd>
        </div>
      </dl>
      {transcript.messages.length === 0 ? (
        <p className="state">{texts.empty}</p>
      ) : (
        // Each message was rendered by React on the server (renderTranscriptMessages): our own markup.
        <ol
          className="messages"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: E1, React-rendered markup of our own, never user content (test E1 lists every site)
          dangerouslySetInnerHTML={{ __html: messagesHtml }}
        />
      )}
    </div>
  );
}
