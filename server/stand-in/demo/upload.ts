// The composer's file goes with the message in one plain form (multipart/form-data, as a browser sends
// it without JavaScript). Fastify reads no such bodies, so the page's own scope does, and only there: the
// act API and REST keep refusing them. The parts are split by the platform's own FormData parser (the
// Fetch API's, which undici implements), not by code of ours.
//
// Nothing typed may be lost to a file too large, so the body is read on past what is kept: the text
// fields come before the file, and a body cut where the kept part ends still yields them. Only past a far
// larger bound does the reading stop, and the refusal then comes without the text.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_LIMITS } from '../act/messages.js';

/** The composer's file input. */
export const FILE_FIELD = 'file';
/** The most a message's files may hold, in the megabytes the page names. */
export const UPLOAD_MEGABYTES = UPLOAD_LIMITS.bytes / 2 ** 20;

/** Room for the text beside the files: 4000 characters of up to 4 bytes each, the token, the parts' headers. */
const TEXT_ROOM = 64 * 1024;
const KEPT_BYTES = UPLOAD_LIMITS.bytes + TEXT_ROOM;
/** Past this the body is not read: a browser sending more is refused without its text. */
const READ_BYTES = 4 * UPLOAD_LIMITS.bytes;

/** A file as the form sent it. */
export interface SentFile {
  filename: string;
  data: Buffer;
}

/** A multipart form as read: its text fields, its files, and whether the body went past what is kept. */
export class FilesForm {
  constructor(
    readonly fields: URLSearchParams,
    readonly files: SentFile[],
    readonly cut: boolean,
  ) {}
}

/** A body past READ_BYTES; the page's scope answers it with its refusal of a file too large. */
export class BodyTooLarge extends Error {
  readonly statusCode = 413;
}

/** The body's first KEPT_BYTES, and whether there was more. */
async function keptPart(payload: AsyncIterable<Buffer>): Promise<{ kept: Buffer; cut: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const room = KEPT_BYTES - size;
    if (room > 0) chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
    size += chunk.length;
    if (size > READ_BYTES) throw new BodyTooLarge();
  }
  return { kept: Buffer.concat(chunks), cut: size > KEPT_BYTES };
}

/** A cut body ended after its last whole part, so the parts before the cut (the text) can be read. */
function closedAfterLastPart(kept: Buffer, contentType: string): Buffer {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const end = boundary ? kept.lastIndexOf(`\r\n--${boundary}`) : -1;
  return end < 0 ? Buffer.alloc(0) : Buffer.concat([kept.subarray(0, end), Buffer.from(`\r\n--${boundary}--\r\n`)]);
}

async function readForm(contentType: string, payload: AsyncIterable<Buffer>): Promise<FilesForm> {
  const { kept, cut } = await keptPart(payload);
  const body = cut ? closedAfterLastPart(kept, contentType) : kept;
  const fields = new URLSearchParams();
  const files: SentFile[] = [];
  try {
    const parsed = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    for (const [name, value] of parsed) {
      if (typeof value === 'string') fields.append(name, value);
      // A file input left empty sends a part without name or bytes: no file.
      else if (name === FILE_FIELD && (value.name !== '' || value.size > 0))
        files.push({ filename: value.name, data: Buffer.from(await value.arrayBuffer()) });
    }
  } catch {
    // Not a form a browser sends: read as empty, which the routes refuse (it has no form token).
    return new FilesForm(new URLSearchParams(), [], cut);
  }
  return new FilesForm(fields, files, cut);
}

/** Lets the routes of this scope read multipart forms; a body declared larger than READ_BYTES is not read. */
export function readFilesForms(scope: FastifyInstance): void {
  scope.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: IncomingMessage) => {
    if (Number(request.headers['content-length'] ?? 0) > READ_BYTES) throw new BodyTooLarge();
    return readForm(request.headers['content-type'] ?? '', payload);
  });
}

/** The text fields of a page's form, urlencoded or multipart (none for any other body). */
export function fieldsOf(body: unknown): URLSearchParams {
  if (body instanceof URLSearchParams) return body;
  return body instanceof FilesForm ? body.fields : new URLSearchParams();
}
