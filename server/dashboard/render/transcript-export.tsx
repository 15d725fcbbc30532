// A transcript as one self-contained HTML file: the product's stylesheet inline, images as data URLs
// (media-inliner.ts), no script, and a CSP that lets the file load nothing from anywhere, so it opens
// the same in a year as today and cannot phone home.
import { renderToStaticMarkup } from 'react-dom/server';
import type { ArchivedFile, TranscriptRecord } from '../../contract/index.js';
import { INLINE_IMAGE_TYPES } from '../../contract/media.js';
import { RecordDetails } from '../../../views/pages/TranscriptPage.js';
import { TicketOutcome } from '../../../views/components/TicketOutcome.js';
import type { Transcript } from '../../contract/transcript.js';
import { TranscriptView } from '../../../views/transcript/TranscriptView.js';
import type { CdnImages } from './cdn-images.js';
import { ARCHIVED_SRC_PREFIX, inlineImages, type ArchivedBytes } from './media-inliner.js';
import { renderTranscriptMessages, type TranscriptClock } from './transcript-messages.js';

export const EXPORT_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

interface TranscriptExportInput {
  record: TranscriptRecord;
  transcript: Transcript;
  /** The built stylesheet's text (our own file, which contains no `</style`). */
  css: string;
  /** The CDN (its base address names the images the file may carry) and its images. */
  images: CdnImages;
  clock: TranscriptClock;
  /** The document's language (the reader's). */
  lang: string;
  /** Archived files: images go into the file from the archive, other files link to this site. */
  archive?: { siteHref: (fileId: number) => string; bytes: ArchivedBytes } | undefined;
  /** At most this many bytes of pictures in the file (the export's own cap without it). */
  imageBytes?: number | undefined;
}

export async function transcriptExportHtml({
  record,
  transcript,
  css,
  images,
  clock,
  lang,
  archive,
  imageBytes,
}: TranscriptExportInput): Promise<Buffer> {
  const links =
    record.files && archive
      ? {
          files: record.files,
          hrefOf: (file: ArchivedFile) =>
            INLINE_IMAGE_TYPES.includes(file.content_type)
              ? `${ARCHIVED_SRC_PREFIX}${file.id}`
              : archive.siteHref(file.id),
        }
      : undefined;
  const messagesHtml = await renderTranscriptMessages(transcript, images.base, clock, record.mention_names, links);
  const head = renderToStaticMarkup(
    <>
      <meta charSet="utf-8" />
      <meta httpEquiv="Content-Security-Policy" content={EXPORT_CSP} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{clock.texts.titles.ticket(record.id)}</title>
    </>,
  );
  const body = renderToStaticMarkup(
    <main className="shell__main">
      <h1>{clock.texts.titles.ticket(record.id)}</h1>
      <RecordDetails record={record} dates={clock.dates} texts={clock.texts.ticketDetails} />
      <TicketOutcome record={record} texts={clock.texts.ticketOutcome} />
      <TranscriptView
        transcript={transcript}
        now={clock.now}
        dates={clock.dates}
        texts={clock.texts.transcript}
        messagesHtml={messagesHtml}
      />
    </main>,
  );
  return inlineImages(body, images, {
    archived: archive?.bytes,
    totalBytes: imageBytes,
    frame: {
      before: `<!doctype html><html lang="${lang}"><head>${head}<style>${css}</style></head><body>`,
      after: '</body></html>',
    },
  });
}
