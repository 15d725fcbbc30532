// A message's embed: colour bar, author, title, description, fields, image, footer and thumbnail; its
// images from the archive when it kept them.
import { discordMediaUrl, INLINE_IMAGE_TYPES } from '../../server/contract/media.js';
import type { TranscriptEmbed } from '../../server/contract/transcript.js';
import { EmbedColorBar } from '../components/EmbedColorBar.js';
import { ExternalLink, Markdown } from '../markdown/Markdown.js';
import type { TranscriptContext } from './context.js';

/** An embed's image: the archived copy when there is one (none when it could not be kept), else the CDN's. */
function imageSource(url: string | undefined, ctx: TranscriptContext): string | null {
  const archived = url ? ctx.archive?.files.get(url) : undefined;
  if (archived && ctx.archive)
    return archived.status === 'archived' && INLINE_IMAGE_TYPES.includes(archived.content_type)
      ? ctx.archive.hrefOf(archived)
      : null;
  if (url && ctx.archive?.pastLimit.has(url)) return null;
  return discordMediaUrl(url, ctx.cdnBase);
}

export function Embed({ embed, ctx }: { embed: TranscriptEmbed; ctx: TranscriptContext }) {
  const thumbnail = imageSource(embed.thumbnail?.url, ctx);
  const image = imageSource(embed.image?.url, ctx);
  const authorIcon = discordMediaUrl(embed.author?.iconURL, ctx.cdnBase);
  const footerIcon = discordMediaUrl(embed.footer?.iconURL, ctx.cdnBase);
  return (
    <div className="embed">
      <EmbedColorBar color={embed.color} />
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
