// Images of an exported transcript as data URLs, so the file stays whole after Discord's signed links
// expire and opens without any network request. Only images from the configured CDN are fetched (the
// renderer lets no other host into a src; cdn-images.ts fetches and keeps them) or read from the
// archive; what cannot be inlined loses its src and shows its alt text.
import { CDN_IMAGE_LIMITS, type CdnImages, type InlinedImage, inlinedImage } from './cdn-images.js';

const EXPORT_MEDIA_LIMITS = {
  totalBytes: 8 * 1024 * 1024,
  concurrency: 4,
} as const;

/** React escapes & and " in attribute values; these are the only entities it writes there. */
const unescapeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** The src the export writes for an archived file (media-inliner fills it with the archive's bytes). */
export const ARCHIVED_SRC_PREFIX = 'guildhall-archive:';

/** An archived file's type and bytes, or null when it cannot be had. */
export type ArchivedBytes = (fileId: number) => Promise<{ contentType: string; data: Buffer } | null>;

async function archivedImage(fileId: number, archived: ArchivedBytes | undefined): Promise<InlinedImage | null> {
  const file = await archived?.(fileId).catch(() => null);
  return file ? inlinedImage(file.contentType, file.data, CDN_IMAGE_LIMITS.perImageBytes) : null;
}

/**
 * The markup with every CDN image src, and every archived one (ARCHIVED_SRC_PREFIX + id), replaced by its
 * data URL, or removed where that was not possible (or past `totalBytes` of pictures in all).
 */
export async function inlineImages(
  html: string,
  images: CdnImages,
  archived?: ArchivedBytes,
  totalBytes: number = EXPORT_MEDIA_LIMITS.totalBytes,
): Promise<string> {
  const prefix = `${images.base}/`;
  const sources = [...new Set([...html.matchAll(/ src="([^"]*)"/g)].map((match) => match[1]!))];
  let left = totalBytes;
  const inlined = new Map<string, string | null>();
  const queue = [...sources];
  const imageOf = (url: string) => {
    const fileId = url.startsWith(ARCHIVED_SRC_PREFIX) ? Number(url.slice(ARCHIVED_SRC_PREFIX.length)) : null;
    if (fileId !== null) return archivedImage(fileId, archived);
    return url.startsWith(prefix) ? images.image(url) : null;
  };
  const worker = async () => {
    for (let source = queue.shift(); source !== undefined; source = queue.shift()) {
      const image = await imageOf(unescapeAttribute(source));
      const fits = image !== null && image.bytes <= left;
      if (fits) left -= image.bytes;
      inlined.set(source, fits ? image.dataUrl : null);
    }
  };
  await Promise.all(Array.from({ length: EXPORT_MEDIA_LIMITS.concurrency }, worker));
  return html.replace(/ src="([^"]*)"/g, (_, source: string) => {
    const data = inlined.get(source);
    return data ? ` src="${data}"` : '';
  });
}
