// Which messages a transcript keeps when a ticket's whole history does not fit in TRANSCRIPT_LIMITS: the
// bot API refuses a transcript past them, and a ticket that cannot store its transcript cannot close.
// A reader of a closed ticket wants what it was about and how it ended: the transcript keeps its first
// messages (the welcome, the member's problem, the first answers) and its most recent ones, and leaves
// out a stretch in the middle, which the header records (transcript.ts) and the dashboard marks.
import { TRANSCRIPT_LIMITS } from '../../../contract/facts.js';

/**
 * The beginning's share of the room: a tenth of the messages and of the size (1,000 messages, 500,000
 * characters) covers a ticket's opening however long it grew, and leaves the rest to how it ended.
 */
const BEGINNING_SHARE = 0.1;

/** What a transcript may hold: messages, and the size of their JSON. */
export interface Room {
  messages: number;
  size: number;
}

/**
 * How many of the first and of the last messages fit the room, given each message's size: the first
 * message (the welcome) and then the beginning's share, the most recent ones in what is left, and room
 * the end leaves unused back to the beginning. All of them when all fit; one stretch left out otherwise.
 */
export function keptEnds(sizes: readonly number[], room: Room): { head: number; tail: number } {
  const count = sizes.length;
  let head = 0;
  let tail = 0;
  let used = 0;
  const fits = (index: number, messages: number, size: number) =>
    head + tail < messages && used + sizes[index]! <= size;
  const inShare = () => head === 0 || fits(head, room.messages * BEGINNING_SHARE, room.size * BEGINNING_SHARE);
  while (head < count && inShare() && fits(head, room.messages, room.size)) used += sizes[head++]!;
  while (head + tail < count && fits(count - 1 - tail, room.messages, room.size)) used += sizes[count - 1 - tail++]!;
  while (head + tail < count && fits(head, room.messages, room.size)) used += sizes[head++]!;
  return { head, tail };
}

/**
 * The size that counts: the UTF-8 bytes of the JSON text. The bot API counts characters (at most
 * TRANSCRIPT_LIMITS.chars) in a body it takes up to 6 MiB of; a text's bytes are never fewer than its
 * characters, so bytes within the character limit keep both.
 */
export const jsonSize = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

/**
 * The first and last messages a transcript keeps: each message is written as JSON once and measured,
 * and `frame` (the transcript without its messages, written as large as it may become) takes its room
 * first. A comma between messages is counted with each.
 */
export function fittingEnds(frame: object, messages: readonly object[]): { head: number; tail: number } {
  const room = { messages: TRANSCRIPT_LIMITS.messages, size: TRANSCRIPT_LIMITS.chars - jsonSize(frame) };
  return keptEnds(
    messages.map((message) => jsonSize(message) + 1),
    room,
  );
}
