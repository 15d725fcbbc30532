// One message of a transcript: avatar, name, BOT badge, time, edit and pin marks, text, attachments,
// embeds and reactions; and the mark where a shortened transcript left messages out. The server renders
// each on its own (renderTranscriptMessages).
import { discordMediaUrl } from '../../server/contract/media.js';
import type { TranscriptMessage } from '../../server/contract/transcript.js';
import { Attachment } from './Attachment.js';
import { Embed } from './Embed.js';
import { Markdown } from '../markdown/Markdown.js';
import type { TranscriptContext } from './context.js';
import { Name } from '../components/Name.js';

/** Where the bot left messages out of a shortened transcript, between the ones it kept. */
export function MessageGap({ count, ctx }: { count: number; ctx: TranscriptContext }) {
  return <li className="message-gap">{ctx.texts.gap(count)}</li>;
}

export function Message({ message, ctx, now }: { message: TranscriptMessage; ctx: TranscriptContext; now: Date }) {
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
          <span className="message__author">
            <Name name={message.author.name} />
          </span>
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
