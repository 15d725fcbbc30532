// Files sent with messages, kept as Discord's CDN keeps them: under the channel and the attachment's id,
// reached through signed links that expire (Discord's ?ex=&is=&hm=, signed for a day and signed anew a
// day later, as Discord renews the links of the messages it hands out), and let go when their message
// or channel is deleted, after which the CDN answers 404 for them.
import { createHmac, randomBytes } from 'node:crypto';
import { factsOf } from '../files.js';
import { nextId } from '../ids.js';
import type { StandInAttachment, StandInMessage, World } from '../model.js';

/** A file as a member sends it: its name, its bytes, and perhaps alt text. */
export interface Upload {
  filename: string;
  data: Buffer;
  description?: string | undefined;
}

/** Discord's hosts for a file: the CDN itself, and the media proxy (which also resizes pictures). */
export const CDN_HOST = 'https://cdn.discordapp.com';
export const MEDIA_HOST = 'https://media.discordapp.net';

const LIFETIME_S = 86_400;
/** The stand-in that signs a link is the one whose CDN checks it: a key of this process is enough. */
const KEY = randomBytes(32);

export function keepUpload(world: World, channelId: string, upload: Upload): StandInAttachment {
  const attachment: StandInAttachment = {
    id: nextId(world),
    channelId,
    filename: upload.filename,
    description: upload.description ?? null,
    ...factsOf(upload.filename, upload.data),
    size: upload.data.length,
    signedAt: Date.now(),
    data: upload.data,
  };
  world.attachments.set(attachment.id, attachment);
  return attachment;
}

/**
 * How many deleted files the CDN still knows as deleted (404). Without a bound, messages posted and let
 * go over and over would grow the map for ever; past it the oldest deleted ones are forgotten, and their
 * links answer as unknown files do.
 */
const GONE_KEPT = 10_000;

/** Lets go of the files of deleted messages: their links answer 404 from now on. */
export function forgetAttachments(world: World, messages: Iterable<StandInMessage>): void {
  for (const message of messages) for (const attachment of message.attachments) attachment.data = null;
  let gone = 0;
  for (const attachment of world.attachments.values()) if (!attachment.data) gone += 1;
  // The map keeps the order files came in: the first gone ones are the oldest.
  for (const [id, attachment] of world.attachments) {
    if (gone <= GONE_KEPT) break;
    if (attachment.data) continue;
    world.attachments.delete(id);
    gone -= 1;
  }
}

const pathOf = (attachment: StandInAttachment) =>
  `/attachments/${attachment.channelId}/${attachment.id}/${encodeURIComponent(attachment.filename)}`;

const signature = (path: string, ex: string, is: string) =>
  createHmac('sha256', KEY).update(`${path}?ex=${ex}&is=${is}`).digest('hex');

/** The path and signed query of an attachment's links (on either host) as handed out now. */
export function signedPath(attachment: StandInAttachment): string {
  const first = Math.floor(attachment.signedAt / 1000);
  const renewals = Math.max(0, Math.floor((Math.floor(Date.now() / 1000) - first) / LIFETIME_S));
  const issued = first + renewals * LIFETIME_S;
  const [ex, is] = [(issued + LIFETIME_S).toString(16), issued.toString(16)];
  const path = pathOf(attachment);
  return `${path}?ex=${ex}&is=${is}&hm=${signature(path, ex, is)}&`;
}

export interface LinkQuery {
  ex?: string | undefined;
  is?: string | undefined;
  hm?: string | undefined;
}

/**
 * What the CDN serves at /attachments/{channelId}/{id}/{name}: null when the id is not one of the
 * stand-in's attachments (the CDN draws a picture for those, as the demo's transcripts expect),
 * 'gone' when the file was deleted or the link is not the one the stand-in signed.
 */
export function attachmentAt(
  world: World,
  place: { channelId: string; id: string; name: string },
  query: LinkQuery,
): StandInAttachment | 'gone' | null {
  const attachment = world.attachments.get(place.id);
  if (!attachment) return null;
  if (attachment.channelId !== place.channelId || attachment.filename !== place.name || !attachment.data) return 'gone';
  const { ex, is, hm } = query;
  return ex && is && hm === signature(pathOf(attachment), ex, is) ? attachment : 'gone';
}
