// A message with files, as Discord takes it: multipart/form-data with the JSON body in `payload_json` and
// each file in a part `files[n]` (the libraries send this). The parts are split by the platform's own
// FormData parser (the Fetch API's, which undici implements). A body past what a message's files may hold
// is Discord's 40005, as a JSON body past the REST limit is.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_LIMITS } from '../act/messages.js';
import type { Upload } from '../state/attachments.js';

/** A message's files (10 MiB, as Discord takes from a bot) and room for its JSON. */
const MULTIPART_BYTES = UPLOAD_LIMITS.bytes + 256 * 1024;

/** A multipart body as read: the JSON of `payload_json`, and the files. */
export class MessageParts {
  constructor(
    readonly payload: unknown,
    readonly uploads: Upload[],
  ) {}
}

/** The body past the limit, answered as Fastify's own (the REST scope turns it into Discord's 40005). */
const tooLarge = () => Object.assign(new Error('Request body is too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE' });

/** Text that is no JSON reads as null, which the body's schema then refuses in Discord's words. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function readParts(contentType: string, payload: AsyncIterable<Buffer>): Promise<MessageParts> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += chunk.length;
    if (size > MULTIPART_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  const form = await new Response(new Uint8Array(Buffer.concat(chunks)), {
    headers: { 'content-type': contentType },
  }).formData();
  const uploads: Upload[] = [];
  let json: unknown = {};
  for (const [name, value] of form) {
    if (typeof value === 'string') {
      if (name === 'payload_json') json = jsonOf(value);
    } else if (/^files\[\d+\]$/.test(name))
      uploads.push({ filename: value.name, data: Buffer.from(await value.arrayBuffer()) });
  }
  return new MessageParts(json, uploads);
}

/** Lets the REST routes read messages with files. */
export function readMessageParts(rest: FastifyInstance): void {
  rest.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: IncomingMessage) => {
    if (Number(request.headers['content-length'] ?? 0) > MULTIPART_BYTES) throw tooLarge();
    return readParts(request.headers['content-type'] ?? '', payload);
  });
}

/** A route's body as JSON, and the files that came with it (none for a JSON body). */
export const partsOf = (body: unknown): { json: unknown; uploads: Upload[] } =>
  body instanceof MessageParts ? { json: body.payload, uploads: body.uploads } : { json: body, uploads: [] };
