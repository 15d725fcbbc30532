// A transcript's export file: its markup with the images as data URLs, so the file stays whole after
// Discord's signed links expire and opens without any network request, written as bytes within the page
// around it. Only images from the configured CDN are fetched (the renderer lets no other host into a src;
// cdn-images.ts fetches and keeps them) or read from the archive; what cannot be inlined loses its src and
// shows its alt text.
import { CDN_IMAGE_LIMITS, type CdnImages, type InlinedImage, inlinedImage } from './cdn-images.js';

const EXPORT_MEDIA_LIMITS = {
  totalBytes: 8 * 1024 * 1024,
  concurrency: 4,
} as const;

/** React escapes & and " in attribute values; these are the only entities it writes there. */
const unescapeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** An image's source as React writes it: ` src="…"` appears nowhere else in its markup, as it escapes `"` in text. */
const SOURCE = / src="([^"]*)"/g;

/** The src the export writes for an archived file (media-inliner fills it with the archive's bytes). */
export const ARCHIVED_SRC_PREFIX = 'guildhall-archive:';

/** An archived file's type and bytes, or null when it cannot be had. */
export type ArchivedBytes = (fileId: number) => Promise<{ contentType: string; data: Buffer } | null>;

async function archivedImage(fileId: number, archived: ArchivedBytes | undefined): Promise<InlinedImage | null> {
  const file = await archived?.(fileId).catch(() => null);
  return file ? inlinedImage(file.contentType, file.data, CDN_IMAGE_LIMITS.perImageBytes) : null;
}

/**
 * Pictures are written as base64 a slice at a time: a slice's text is small and dies young, where the text of
 * a whole picture would be allocated in the old generation and bring on a full collection, picture by picture.
 */
const BASE64_SLICE_BYTES = 3 * 16 * 1024;

const sourceHead = ({ contentType }: InlinedImage) => ` src="data:${contentType};base64,`;
const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3);

function writeSource(out: Buffer, at: number, image: InlinedImage): number {
  let offset = at + out.write(sourceHead(image), at, 'latin1');
  const { data } = image;
  for (let from = 0; from < data.length; from += BASE64_SLICE_BYTES) {
    const slice = data.toString('base64', from, Math.min(from + BASE64_SLICE_BYTES, data.length));
    offset += out.write(slice, offset, 'latin1');
  }
  return offset + out.write('"', offset, 'latin1');
}

interface InlineOptions {
  /** Where archived files are read from. */
  archived?: ArchivedBytes | undefined;
  /** At most this many bytes of pictures in the file (the export's own cap without it). */
  totalBytes?: number | undefined;
  /** The file's text before and after the markup (the page's head, its closing tags), written as they are. */
  frame?: { before: string; after: string };
}

/**
 * The file: the markup with every CDN image src, and every archived one (ARCHIVED_SRC_PREFIX + id), replaced
 * by its data URL, or removed where that was not possible or past `totalBytes` of pictures in the file. An
 * image costs its bytes at each place it appears (an author's avatar beside each of their messages), so the
 * file stays within the budget however often one repeats. Written into one buffer of the file's size: a long
 * ticket's pictures make megabytes, which as a string would be copied by a replace, again into the page
 * around it, and once more to bytes.
 */
export async function inlineImages(
  html: string,
  images: CdnImages,
  { archived, totalBytes = EXPORT_MEDIA_LIMITS.totalBytes, frame = { before: '', after: '' } }: InlineOptions = {},
): Promise<Buffer> {
  const prefix = `${images.base}/`;
  const found = [...html.matchAll(SOURCE)];
  const places = new Map<string, number>();
  for (const match of found) places.set(match[1]!, (places.get(match[1]!) ?? 0) + 1);
  const queue = [...places.keys()];
  let left = totalBytes;
  const inlined = new Map<string, InlinedImage | null>();
  const imageOf = (url: string, times: number) => {
    // What is left now bounds what can fit when it arrives: a larger image is not fetched whole.
    const room = Math.floor(left / times);
    if (room === 0) return null;
    const fileId = url.startsWith(ARCHIVED_SRC_PREFIX) ? Number(url.slice(ARCHIVED_SRC_PREFIX.length)) : null;
    if (fileId !== null) return archivedImage(fileId, archived);
    return url.startsWith(prefix) ? images.image(url, room) : null;
  };
  const worker = async () => {
    for (let source = queue.shift(); source !== undefined; source = queue.shift()) {
      const times = places.get(source)!;
      const image = await imageOf(unescapeAttribute(source), times);
      const cost = image === null ? 0 : image.data.length * times;
      const fits = image !== null && cost <= left;
      if (fits) left -= cost;
      inlined.set(source, fits ? image : null);
    }
  };
  await Promise.all(Array.from({ length: EXPORT_MEDIA_LIMITS.concurrency }, worker));
  const parts: (string | InlinedImage)[] = [frame.before];
  let from = 0;
  for (const match of found) {
    parts.push(html.slice(from, match.index));
    const image = inlined.get(match[1]!);
    if (image) parts.push(image);
    from = match.index + match[0].length;
  }
  parts.push(html.slice(from), frame.after);
  return written(parts);
}

/**
 * Text and pictures (as their src attributes) written one after the other into one buffer of their size; a
 * picture met again is copied from where it was first written, not encoded anew.
 */
function written(parts: (string | InlinedImage)[]): Buffer {
  const size = parts.reduce(
    (sum, part) =>
      sum +
      (typeof part === 'string'
        ? Buffer.byteLength(part)
        : sourceHead(part).length + base64Length(part.data.length) + 1),
    0,
  );
  const out = Buffer.allocUnsafe(size);
  const writtenAt = new Map<InlinedImage, [number, number]>();
  let offset = 0;
  for (const part of parts) {
    if (typeof part === 'string') {
      offset += out.write(part, offset);
      continue;
    }
    const earlier = writtenAt.get(part);
    const end = earlier ? offset + out.copy(out, offset, ...earlier) : writeSource(out, offset, part);
    if (!earlier) writtenAt.set(part, [offset, end]);
    offset = end;
  }
  // The buffer is not cleared when made: a file with bytes left unwritten must never go out.
  if (offset !== size) throw new Error(`the transcript file came to ${offset} bytes of the ${size} reckoned`);
  return out;
}
