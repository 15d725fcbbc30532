// Attachments that last: when a ticket closes, the attachments and embed images of its transcript (as
// many as TRANSCRIPT_LIMITS.files allows) are copied from Discord's CDN (whose links expire) into the
// blob store, once per distinct content. Only the configured CDN is ever asked (a transcript's other
// hosts and addresses that do not decode are refused unasked), redirects are not followed, the content
// type must be on the allow-list, and every file, transcript and guild has a byte limit. What is not
// archived is recorded with the reason, so the view shows a placeholder.
import { createHash } from 'node:crypto';
import { request, type Dispatcher } from 'undici';
import type { ArchiveSettings } from '../config.js';
import type { ArchivedFile } from '../../contract/index.js';
import { discordMediaUrl, INLINE_IMAGE_TYPES } from '../../contract/media.js';
import type { FileReference } from '../../contract/transcript.js';
import type { BlobStore } from './blob-store.js';

/** What may be archived: pictures, video, audio, documents and plain data; never markup or scripts. */
const ARCHIVE_CONTENT_TYPES: readonly string[] = [
  ...INLINE_IMAGE_TYPES,
  'video/mp4',
  'video/webm',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'application/pdf',
  'application/zip',
  'application/json',
  'text/plain',
  'text/csv',
];

/** Downloads at once: enough to close a ticket with 20 files in well under a second. */
const PARALLEL = 4;

interface FileRef {
  url: string;
  name: string;
  /** What the transcript says, before anything is downloaded. */
  size: number;
  /** An address that does not decode (a broken %-escape, no URL at all): recorded as refused, never asked for. */
  malformed: boolean;
}

export type ArchiveOutcome = Omit<ArchivedFile, 'id'> & { sha256: string | null };

export interface ArchiveDeps {
  blobs: BlobStore;
  limits: ArchiveSettings;
  cdnBase: string;
  /** For tests (undici MockAgent); the global dispatcher otherwise. */
  dispatcher?: Dispatcher | undefined;
}

/** The file name an address ends in, decoded ('' for none); null when the address does not decode. */
function nameOf(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url, 'https://x').pathname.split('/').pop() ?? '');
  } catch {
    return null;
  }
}

/** The attachments and embed images of a transcript the archive fetches (fileReferences' `fetched`), as it fetches them. */
export function fileRefs(references: FileReference[]): FileRef[] {
  return references.map(({ url, name, size }) => {
    const decoded = nameOf(url);
    return { url, name: name ?? (decoded || 'Bild'), size, malformed: decoded === null };
  });
}

type Fetched =
  | { status: 'archived'; data: Buffer; contentType: string }
  | { status: 'too_large' | 'refused' | 'unavailable'; contentType: string };

/** One file from the CDN within `maxBytes`; never throws (a failure is an outcome). */
async function download(url: string, maxBytes: number, deps: ArchiveDeps): Promise<Fetched> {
  const target = discordMediaUrl(url, deps.cdnBase);
  if (!target) return { status: 'refused', contentType: '' };
  const signal = AbortSignal.timeout(deps.limits.timeoutMs);
  try {
    const response = await request(target, { signal, ...(deps.dispatcher ? { dispatcher: deps.dispatcher } : {}) });
    const contentType = String(response.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    const declared = Number(response.headers['content-length'] ?? 0);
    const refusal: Fetched['status'] | null =
      response.statusCode !== 200
        ? 'unavailable'
        : !ARCHIVE_CONTENT_TYPES.includes(contentType)
          ? 'refused'
          : declared > maxBytes
            ? 'too_large'
            : null;
    if (refusal) {
      await response.body.dump();
      return { status: refusal, contentType };
    }
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      length += chunk.length;
      if (length > maxBytes) {
        response.body.destroy();
        return { status: 'too_large', contentType };
      }
      chunks.push(chunk);
    }
    return { status: 'archived', data: Buffer.concat(chunks, length), contentType };
  } catch {
    return { status: 'unavailable', contentType: '' };
  }
}

/** Archives a transcript's files within what the guild may still hold; in the transcript's order. */
export async function archiveFiles(
  refs: FileRef[],
  guildBytesLeft: number,
  deps: ArchiveDeps,
): Promise<ArchiveOutcome[]> {
  let left = Math.min(deps.limits.ticketMaxBytes, guildBytesLeft);
  const outcomes: ArchiveOutcome[] = new Array(refs.length);
  let next = 0;
  const worker = async () => {
    while (next < refs.length) {
      const index = next++;
      const ref = refs[index]!;
      const maxBytes = Math.min(deps.limits.fileMaxBytes, left);
      const base = { url: ref.url, name: ref.name, size: ref.size, content_type: '', sha256: null };
      // A size the transcript states is checked before anything is asked for.
      const fetched: Fetched = ref.malformed
        ? { status: 'refused', contentType: '' }
        : ref.size > maxBytes
          ? { status: 'too_large', contentType: '' }
          : await download(ref.url, maxBytes, deps);
      // Downloads run side by side: one that no longer fits what is left is not kept.
      if (fetched.status === 'archived' && fetched.data.length > left) {
        outcomes[index] = {
          ...base,
          status: 'too_large',
          size: fetched.data.length,
          content_type: fetched.contentType,
        };
        continue;
      }
      if (fetched.status !== 'archived') {
        outcomes[index] = { ...base, status: fetched.status, content_type: fetched.contentType };
        continue;
      }
      left -= fetched.data.length;
      const sha256 = createHash('sha256').update(fetched.data).digest('hex');
      await deps.blobs.put(sha256, fetched.data);
      outcomes[index] = {
        ...base,
        status: 'archived',
        size: fetched.data.length,
        content_type: fetched.contentType,
        sha256,
      };
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, refs.length) }, worker));
  return outcomes;
}
