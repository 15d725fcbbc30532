// Images and media in Discord content: only from Discord's CDN hosts (served through the configured CDN
// base, which is the stand-in's in demo mode). Anything else is not shown as an image.
import { safeHttpUrl } from './safe-url.js';

const DISCORD_MEDIA = new Set(['cdn.discordapp.com', 'media.discordapp.net']);

/**
 * A transcript names one avatar beside each of an author's messages: each address is read once, not once
 * a message (parsing a URL is the dearest step of a message's render). The memo starts over when full and
 * keeps addresses of an ordinary length only, so it stays within a few megabytes whatever transcripts hold.
 */
const MEDIA_MEMO = { entries: 1_000, longestAddress: 400 } as const;
const mediaUrls = new Map<string, string | null>();

export function discordMediaUrl(value: unknown, cdnBase: string): string | null {
  if (typeof value !== 'string') return null;
  if (value.length > MEDIA_MEMO.longestAddress) return mediaUrlOf(value, cdnBase);
  const key = `${cdnBase} ${value}`;
  const known = mediaUrls.get(key);
  if (known !== undefined) return known;
  const media = mediaUrlOf(value, cdnBase);
  if (mediaUrls.size >= MEDIA_MEMO.entries) mediaUrls.clear();
  mediaUrls.set(key, media);
  return media;
}

function mediaUrlOf(value: string, cdnBase: string): string | null {
  const safe = safeHttpUrl(value);
  if (!safe) return null;
  const url = new URL(safe);
  if (url.protocol !== 'https:' || !DISCORD_MEDIA.has(url.hostname)) return null;
  return `${cdnBase}${url.pathname}${url.search}`;
}

/** The address an attachment is known by (the archive's key): Discord's own link before its proxy's. */
export function attachmentAddress(file: { url?: string | undefined; proxyUrl?: string | undefined }): string | null {
  return file.url ?? file.proxyUrl ?? null;
}

/** Raster images: the only archived files the browser is allowed to show inline. */
export const INLINE_IMAGE_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
];
