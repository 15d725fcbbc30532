// Images and media in Discord content: only from Discord's CDN hosts (served through the configured CDN
// base, which is the stand-in's in demo mode). Anything else is not shown as an image.
import { memoized } from './memo.js';
import { safeHttpUrl } from './safe-url.js';

const DISCORD_MEDIA = new Set(['cdn.discordapp.com', 'media.discordapp.net']);

/**
 * A transcript names one avatar beside each of an author's messages: each address is read once, not once
 * a message (parsing a URL is the dearest step of a message's render). Only addresses of an ordinary length
 * are kept, so the memo stays within a few megabytes whatever transcripts hold.
 */
const MEDIA_MEMO = { entries: 1_000, longestAddress: 400 } as const;
/** By the CDN base and the address, a space between them (a URL has none). */
const knownMediaUrl = memoized(MEDIA_MEMO.entries, (key: string) => {
  const space = key.indexOf(' ');
  return mediaUrlOf(key.slice(space + 1), key.slice(0, space));
});

export function discordMediaUrl(value: unknown, cdnBase: string): string | null {
  if (typeof value !== 'string') return null;
  return value.length > MEDIA_MEMO.longestAddress ? mediaUrlOf(value, cdnBase) : knownMediaUrl(`${cdnBase} ${value}`);
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
