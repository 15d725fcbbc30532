// A message's attachment: the archived copy when the archive kept it (or why it did not), else the file
// on Discord's CDN as an image, a video or a link; its name isolated, its directional controls shown.
import type { ArchivedFile } from '../../server/contract/index.js';
import { TRANSCRIPT_LIMITS } from '../../server/contract/facts.js';
import { attachmentAddress, discordMediaUrl, INLINE_IMAGE_TYPES } from '../../server/contract/media.js';
import type { TranscriptAttachment } from '../../server/contract/transcript.js';
import type { Texts } from '../i18n/texts.js';
import { formatMegabytes } from '../lib/format.js';
import { ExternalLink } from '../markdown/Markdown.js';
import type { TranscriptArchive, TranscriptContext } from './context.js';
import { Name } from '../components/Name.js';
import { visibleControls, withoutControls } from '../markdown/bidi.js';

/** A file the archive does not have, with the reason. */
function MissingFile({ name, size, note }: { name: string; size: number | undefined; note: string }) {
  return (
    <div className="attachment attachment--file attachment--missing">
      <Name name={name} /> <span className="attachment__size">{formatMegabytes(size)}</span>{' '}
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
    return <img className="attachment attachment--image" src={href} alt={visibleControls(file.name)} loading="lazy" />;
  return (
    <div className="attachment attachment--file">
      <a href={href} download={withoutControls(file.name)}>
        <Name name={file.name} />
      </a>{' '}
      <span className="attachment__size">{formatMegabytes(file.size)}</span>
    </div>
  );
}

export function Attachment({ file, ctx }: { file: TranscriptAttachment; ctx: TranscriptContext }) {
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
    return <img className="attachment attachment--image" src={media} alt={visibleControls(file.name)} loading="lazy" />;
  if (media && type.startsWith('video/')) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: a video someone uploaded to Discord has no caption track to offer
      <video
        className="attachment attachment--video"
        src={media}
        controls
        preload="none"
        aria-label={visibleControls(file.name)}
      />
    );
  }
  return (
    <div className="attachment attachment--file">
      <ExternalLink href={media ?? file.url}>
        <Name name={file.name} />
      </ExternalLink>{' '}
      <span className="attachment__size">{formatMegabytes(file.size)}</span>
    </div>
  );
}
