// A transcript's messages rendered a few at a time, yielding to the event loop between slices: a long or
// hostile transcript costs its own request time, never the other requests' (health checks included).
// Parsing is linear and the formatting budget is shared across the transcript, so the total is bounded too.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Message, MessageGap } from '../../../views/transcript/Message.js';
import { markdownContext } from '../../../views/transcript/TranscriptView.js';
import type { MentionNames, Transcript } from '../../contract/transcript.js';
import type { ArchiveLinks } from '../../../views/transcript/context.js';
import type { DateFormat } from '../../../views/lib/date-format.js';
import type { Texts } from '../../../views/i18n/texts.js';

/** The longest the renderer holds the event loop before letting other work run: a request to another
 * route needs several turns of the loop (read, handle, write), each of which may wait one slice. */
const RENDER_SLICE_MS = 5;

/**
 * Messages rendered by one call of the renderer. Each call sets up a render of its own: one call per
 * message made a 500-message transcript take a third longer (7.6 ms against 5.7 ms). Sixteen messages
 * take a fraction of a millisecond, so the slices stay as short as they were.
 */
const MESSAGES_PER_RENDER = 16;

export interface TranscriptClock {
  now: Date;
  /** The guild's time zone, in the reader's language. */
  dates: DateFormat;
  /** The reader's catalogue. */
  texts: Texts;
}

export async function renderTranscriptMessages(
  transcript: Transcript | null,
  cdnBase: string,
  { now, dates, texts }: TranscriptClock,
  currentNames?: MentionNames,
  archive?: ArchiveLinks,
): Promise<string> {
  if (!transcript) return '';
  const ctx = markdownContext(transcript, cdnBase, dates, texts.transcript, currentNames, archive);
  // Each slice is joined into one string as it ends: a few large strings cost the garbage collector
  // far less than thousands of small ones kept alive until the page is done.
  const slices: string[] = [];
  let slice: string[] = [];
  let sliceStart = performance.now();
  // A shortened transcript marks where it left messages out.
  const gap = transcript.header.omitted;
  const gapBefore = (index: number) =>
    gap && index === gap.after ? <MessageGap key="gap" count={gap.count} ctx={ctx} /> : null;
  const { messages } = transcript;
  for (let from = 0; from < messages.length; from += MESSAGES_PER_RENDER) {
    const batch: ReactElement[] = [];
    for (let index = from; index < Math.min(from + MESSAGES_PER_RENDER, messages.length); index++) {
      const marker = gapBefore(index);
      if (marker) batch.push(marker);
      batch.push(<Message key={index} message={messages[index]!} ctx={ctx} now={now} />);
    }
    slice.push(renderToStaticMarkup(batch));
    if (performance.now() - sliceStart >= RENDER_SLICE_MS) {
      slices.push(slice.join(''));
      slice = [];
      await nextTurn();
      sliceStart = performance.now();
    }
  }
  const last = gapBefore(messages.length);
  if (last) slice.push(renderToStaticMarkup(last));
  slices.push(slice.join(''));
  return slices.join('');
}
