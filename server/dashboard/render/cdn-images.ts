// The CDN's images as an exported transcript carries them, fetched once and kept a while. A CDN address
// names one picture for good (an avatar by its hash, an attachment by its id), so every export of a
// guild's transcripts would otherwise fetch the same avatars again; and a CDN that cannot be reached
// (a host without a way out, links long expired) is asked again only after a minute, not by every export.
// Each fetch stays within a size cap and a timeout, takes only image types and follows no redirect.
import { LRUCache } from 'lru-cache';
import { request, type Dispatcher } from 'undici';
import { readsUnderWay } from '../../platform/reads-under-way.js';

export const CDN_IMAGE_LIMITS = {
  perImageBytes: 2 * 1024 * 1024,
  timeoutMs: 5_000,
  /** What the kept pictures may take in all, and the largest one kept (larger ones are fetched each time). */
  keptBytes: 4 * 1024 * 1024,
  largestKeptBytes: 256 * 1024,
  /** How long an image that could not be had is not asked for again. */
  missingForMs: 60_000,
} as const;

// SVG is safe here: an image in <img> never runs scripts, and the export's CSP allows nothing else.
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']);

/** An image as a data URL, and its size in bytes (what it costs an export's picture budget). */
export interface InlinedImage {
  dataUrl: string;
  bytes: number;
}

export interface CdnImages {
  /** The CDN's base address: only images under it are fetched. */
  base: string;
  /** The image at `url` (under `base`), or null when it cannot be had. */
  image(url: string): Promise<InlinedImage | null>;
}

/** A data URL of an image type, with its size; shared by the CDN's images and the archive's. */
export function inlinedImage(contentType: string, data: Buffer, maxBytes: number): InlinedImage | null {
  if (!IMAGE_TYPES.has(contentType) || data.length > maxBytes) return null;
  return { dataUrl: `data:${contentType};base64,${data.toString('base64')}`, bytes: data.length };
}

async function fetchImage(url: string, dispatcher: Dispatcher | undefined): Promise<InlinedImage | null> {
  try {
    const response = await request(url, {
      ...(dispatcher ? { dispatcher } : {}),
      headersTimeout: CDN_IMAGE_LIMITS.timeoutMs,
      bodyTimeout: CDN_IMAGE_LIMITS.timeoutMs,
    });
    const type = String(response.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (response.statusCode !== 200 || !IMAGE_TYPES.has(type)) {
      await response.body.dump();
      return null;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > CDN_IMAGE_LIMITS.perImageBytes) {
        response.body.destroy();
        return null;
      }
      chunks.push(chunk as Buffer);
    }
    return inlinedImage(type, Buffer.concat(chunks), CDN_IMAGE_LIMITS.perImageBytes);
  } catch {
    return null;
  }
}

/** `now` (ms) is the clock of the minute a missing image waits out; tests move it. */
export function createCdnImages(
  base: string,
  dispatcher?: Dispatcher,
  now: () => number = () => performance.now(),
): CdnImages {
  const kept = new LRUCache<string, InlinedImage>({
    maxSize: CDN_IMAGE_LIMITS.keptBytes,
    maxEntrySize: CDN_IMAGE_LIMITS.largestKeptBytes,
    sizeCalculation: (image) => image.bytes,
  });
  const missing = new LRUCache<string, true>({
    max: 1_000,
    ttl: CDN_IMAGE_LIMITS.missingForMs,
    ttlAutopurge: false,
    ttlResolution: 0,
    perf: { now },
  });
  const fetching = readsUnderWay<string, InlinedImage | null>();
  return {
    base,
    async image(url) {
      const known = kept.get(url);
      if (known) return known;
      if (missing.has(url)) return null;
      return fetching(url, async () => {
        const image = await fetchImage(url, dispatcher);
        if (image) kept.set(url, image);
        else missing.set(url, true);
        return image;
      });
    },
  };
}
