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

/** An image's type and bytes (their length is what it costs an export's picture budget). */
export interface InlinedImage {
  contentType: string;
  data: Buffer;
}

export interface CdnImages {
  /** The CDN's base address: only images under it are fetched. */
  base: string;
  /**
   * The image at `url` (under `base`), or null when it cannot be had or is larger than `maxBytes` (what is
   * left of an export's picture budget): one that announces a larger length is not read, one that streams
   * more is read only until it passes.
   */
  image(url: string, maxBytes?: number): Promise<InlinedImage | null>;
}

/** An image of an image type within `maxBytes`, or null; shared by the CDN's images and the archive's. */
export function inlinedImage(contentType: string, data: Buffer, maxBytes: number): InlinedImage | null {
  if (!IMAGE_TYPES.has(contentType) || data.length > maxBytes) return null;
  return { contentType, data };
}

/** What a fetch found larger than it may take. */
const TOO_LARGE = 'too large';

async function fetchImage(
  url: string,
  dispatcher: Dispatcher | undefined,
  maxBytes: number,
): Promise<InlinedImage | typeof TOO_LARGE | null> {
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
    if (Number(response.headers['content-length']) > maxBytes) {
      // Dumped, not destroyed: a body destroyed before anyone reads it reports its abort as an error event
      // that nothing listens to once the response has arrived whole, and that would end the process.
      await response.body.dump();
      return TOO_LARGE;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        response.body.destroy();
        return TOO_LARGE;
      }
      chunks.push(chunk as Buffer);
    }
    return inlinedImage(type, Buffer.concat(chunks, size), maxBytes);
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
    sizeCalculation: (image) => image.data.length,
  });
  const missing = new LRUCache<string, true>({
    max: 1_000,
    ttl: CDN_IMAGE_LIMITS.missingForMs,
    ttlAutopurge: false,
    ttlResolution: 0,
    perf: { now },
  });
  // By the bytes a caller may take too: two exports asking at once with budgets of their own fetch apart.
  const fetching = readsUnderWay<string, InlinedImage | null>();
  return {
    base,
    async image(url, maxBytes = CDN_IMAGE_LIMITS.perImageBytes) {
      const limit = Math.min(maxBytes, CDN_IMAGE_LIMITS.perImageBytes);
      const known = kept.get(url);
      if (known) return known.data.length <= limit ? known : null;
      if (missing.has(url)) return null;
      return fetching(`${limit} ${url}`, async () => {
        const image = await fetchImage(url, dispatcher, limit);
        if (image === TOO_LARGE) {
          // Past the largest image an export takes it is as good as missing; past a budget it is not.
          if (limit === CDN_IMAGE_LIMITS.perImageBytes) missing.set(url, true);
          return null;
        }
        if (image) kept.set(url, image);
        else missing.set(url, true);
        return image;
      });
    },
  };
}
