// What a page's HTML is sent as. Writing a string to a socket encodes it all at once on the main thread:
// a transcript page of several megabytes held every other request for 100 ms and more (a CPU profile of
// the hostile-transcript test, R1 in SECURITY.md: one writev). Large pages go out as a stream of slices
// instead, a turn of the event loop between them; small pages stay one string (and keep their
// Content-Length).
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Above this many UTF-16 units a page is streamed. */
const STREAM_ABOVE = 256 * 1024;
const SLICE = 64 * 1024;

/** The HTML in slices that never split a surrogate pair (each slice is encoded on its own). */
export function* htmlSlices(html: string, size = SLICE): Generator<string> {
  let at = 0;
  while (at < html.length) {
    let end = Math.min(at + size, html.length);
    const last = html.charCodeAt(end - 1);
    if (end < html.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    yield html.slice(at, end);
    at = end;
  }
}

async function* sliced(html: string): AsyncGenerator<string> {
  for (const slice of htmlSlices(html)) {
    yield slice;
    await nextTurn();
  }
}

export function htmlPayload(html: string): string | Readable {
  return html.length > STREAM_ABOVE ? Readable.from(sliced(html)) : html;
}
