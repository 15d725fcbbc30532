// Images and media in Discord content: only from Discord's CDN hosts (served through the configured CDN
// base, which is the stand-in's in demo mode). Anything else is not shown as an image.
import { safeHttpUrl } from './safe-url.js';

const DISCORD_MEDIA = new Set(['cdn.discordapp.com', 'media.discordapp.net']);

export function discordMediaUrl(value: unknown, cdnBase: string): string | null {
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
