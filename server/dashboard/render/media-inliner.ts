// Images of an exported transcript as data URLs, so the file stays whole after Discord's signed links
// expire and opens without any network request. Only images from the configured CDN are fetched (the
// renderer lets no other host into a src), each within a size cap and a timeout, with an image type
// allow-list and no redirects; what cannot be inlined loses its src and shows its alt text.
import { request, type Dispatcher } from 'undici';

const EXPORT_MEDIA_LIMITS = {
  perImageBytes: 2 * 1024 * 1024,
  totalBytes: 8 * 1024 * 1024,
  timeoutMs: 5_000,
  concurrency: 4,
} as const;

// SVG is safe here: an image in <img> never runs scripts, and the export's CSP allows nothing else.
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']);

/** React escapes & and " in attribute values; these are the only entities it writes there. */
const unescapeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

async function fetchImage(
  url: string,
  dispatcher: Dispatcher | undefined,
  budget: { left: number },
): Promise<string | null> {
  try {
    const response = await request(url, {
      ...(dispatcher ? { dispatcher } : {}),
      headersTimeout: EXPORT_MEDIA_LIMITS.timeoutMs,
      bodyTimeout: EXPORT_MEDIA_LIMITS.timeoutMs,
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
      if (size > EXPORT_MEDIA_LIMITS.perImageBytes || size > budget.left) {
        response.body.destroy();
        return null;
      }
      chunks.push(chunk as Buffer);
    }
    budget.left -= size;
    return `data:${type};base64,${Buffer.concat(chunks).toString('base64')}`;
  } catch {
    return null;
  }
}

/** The src the export writes for an archived file (media-inliner fills it with the archive's bytes). */
export const ARCHIVED_SRC_PREFIX = 'guildhall-archive:';

/** An archived file's type and bytes, or null when it cannot be had. */
export type ArchivedBytes = (fileId: number) => Promise<{ contentType: string; data: Buffer } | null>;

async function archivedImage(
  fileId: number,
  archived: ArchivedBytes | undefined,
  budget: { left: number },
): Promise<string | null> {
  const file = await archived?.(fileId).catch(() => null);
  if (
    !file ||
    !IMAGE_TYPES.has(file.contentType) ||
    file.data.length > EXPORT_MEDIA_LIMITS.perImageBytes ||
    file.data.length > budget.left
  )
    return null;
  budget.left -= file.data.length;
  return `data:${file.contentType};base64,${file.data.toString('base64')}`;
}

/**
 * The markup with every CDN image src, and every archived one (ARCHIVED_SRC_PREFIX + id), replaced by its
 * data URL, or removed where that was not possible (or past `totalBytes` of pictures in all).
 */
export async function inlineImages(
  html: string,
  cdnBase: string,
  dispatcher?: Dispatcher,
  archived?: ArchivedBytes,
  totalBytes: number = EXPORT_MEDIA_LIMITS.totalBytes,
): Promise<string> {
  const prefix = `${cdnBase}/`;
  const sources = [...new Set([...html.matchAll(/ src="([^"]*)"/g)].map((match) => match[1]!))];
  const budget = { left: totalBytes };
  const inlined = new Map<string, string | null>();
  const queue = [...sources];
  const worker = async () => {
    for (let source = queue.shift(); source !== undefined; source = queue.shift()) {
      const url = unescapeAttribute(source);
      const fileId = url.startsWith(ARCHIVED_SRC_PREFIX) ? Number(url.slice(ARCHIVED_SRC_PREFIX.length)) : null;
      if (fileId !== null) inlined.set(source, await archivedImage(fileId, archived, budget));
      else inlined.set(source, url.startsWith(prefix) ? await fetchImage(url, dispatcher, budget) : null);
    }
  };
  await Promise.all(Array.from({ length: EXPORT_MEDIA_LIMITS.concurrency }, worker));
  return html.replace(/ src="([^"]*)"/g, (_, source: string) => {
    const data = inlined.get(source);
    return data ? ` src="${data}"` : '';
  });
}
