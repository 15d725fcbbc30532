// The transcript as the very file the transcript page offers for download (transcript-export.tsx), for
// the one who hands it out elsewhere: the bot sends it to a ticket's opener after the close. Read with the
// product's stylesheet (loaded once, when the first file is made) in the default language and time zone.
import type { Dispatcher } from 'undici';
import type { TranscriptHtml } from '../../contract/bot.js';
import { DEFAULT_TIME_ZONE } from '../../contract/config.js';
import { DEFAULT_LANGUAGE, HTML_LANG } from '../../contract/languages.js';
import { readTranscript } from '../../contract/transcript.js';
import { assetsDir } from '../../platform/paths.js';
import { CATALOGUES } from '../../../views/i18n/catalogues.js';
import { dateFormat } from '../../../views/lib/date-format.js';
import { loadManifest, stylesheetReader } from './manifest.js';
import { createCdnImages } from './cdn-images.js';
import { transcriptExportHtml } from './transcript-export.js';

export function transcriptFileMaker(
  cdnBase: string,
  { dir = assetsDir, dispatcher }: { dir?: string | undefined; dispatcher?: Dispatcher | undefined } = {},
): TranscriptHtml {
  let css: (() => string) | undefined;
  const texts = CATALOGUES[DEFAULT_LANGUAGE];
  const dates = dateFormat(DEFAULT_TIME_ZONE, texts.dates);
  const images = createCdnImages(cdnBase, dispatcher);
  return async (record, now, limits) => {
    css ??= stylesheetReader(dir, loadManifest(dir));
    const transcript = await readTranscript(record.transcript);
    if (!transcript) return null;
    return transcriptExportHtml({
      record,
      transcript,
      css: css(),
      images,
      clock: { now, dates, texts },
      lang: HTML_LANG[DEFAULT_LANGUAGE],
      imageBytes: limits?.imageBytes,
    });
  };
}
