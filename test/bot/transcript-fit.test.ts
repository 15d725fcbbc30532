// Which messages a transcript keeps when a ticket's history is past the transcript limits: the first
// message always, the beginning within its tenth of the room, the most recent in the rest, room the end
// leaves to the beginning, and one stretch left out in the middle; and a built transcript that records it.
import t from 'tap';
import { TRANSCRIPT_LIMITS } from '../../server/contract/facts.js';
import { buildTranscript } from '../../server/bot/tickets/closing/transcript.js';
import { keptEnds } from '../../server/bot/tickets/closing/transcript-fit.js';
import { historyMessage } from '../helpers/history-message.js';

t.test('all messages stay while all fit', async (t) => {
  t.same(keptEnds([5, 5, 5], { messages: 3, size: 15 }), { head: 1, tail: 2 });
  t.same(keptEnds(Array(5000).fill(1), { messages: 10_000, size: 10_000 }), { head: 1000, tail: 4000 });
  t.same(keptEnds([], { messages: 10, size: 10 }), { head: 0, tail: 0 });
});

t.test('past the message limit: the first tenth and the most recent', async (t) => {
  t.same(keptEnds(Array(10_001).fill(1), { messages: 10_000, size: 1e9 }), { head: 1000, tail: 9000 });
  t.same(keptEnds(Array(25_000).fill(1), { messages: 10_000, size: 1e9 }), { head: 1000, tail: 9000 });
});

t.test(
  'past the size: the first message beyond its share, the end in the rest, the rest to the beginning',
  async (t) => {
    // The welcome, then messages larger than the beginning's share of 30: the newest two fit after it.
    t.same(keptEnds([10, 100, 100, 100, 100], { messages: 100, size: 300 }), { head: 1, tail: 2 });
    // A large message near the end stops the end; the room it leaves goes to the beginning.
    t.same(keptEnds([1, 1, 1, 1, 1, 50, 1], { messages: 100, size: 20 }), { head: 5, tail: 1 });
    // A first message that fits nowhere is left out with the others before the end.
    t.same(keptEnds([500, 1, 1], { messages: 10, size: 100 }), { head: 0, tail: 2 });
  },
);

const message = (index: number, content: string) => historyMessage(index, content);
const place = {
  channelName: 'ticket-1',
  guildName: 'Gilde',
  roleNames: new Map(),
  channelNames: new Map(),
  userNames: new Map(),
};

t.test('a history past the characters is built within them, in UTF-8 bytes, saying what it left out', async (t) => {
  // Six messages of 600,000 characters, 1.2 MB each in UTF-8: counted in characters all six would stay,
  // 7.2 MB that the bot API's 6 MiB body limit refuses.
  const history = Array.from({ length: 6 }, (_, index) => message(index, `${index} ${'ü'.repeat(600_000)}`));
  const transcript = buildTranscript(history, place, new Date('2026-01-02T00:00:00Z'));
  const text = JSON.stringify(transcript);
  t.ok(Buffer.byteLength(text) <= TRANSCRIPT_LIMITS.chars, `within the limit in bytes: ${Buffer.byteLength(text)}`);
  t.same(
    transcript.messages.map((entry) => entry.content.slice(0, 1)),
    ['0', '3', '4', '5'],
    'the first, and the newest that fit',
  );
  t.match(transcript.header, { totalMessages: 6, omittedMessages: 2, omittedAfter: 1 });
});

t.test('a history that fits is kept whole, and says that nothing was left out', async (t) => {
  const history = Array.from({ length: 3 }, (_, index) => message(index, `Nachricht ${index}`));
  const transcript = buildTranscript(history, place, new Date('2026-01-02T00:00:00Z'));
  t.equal(transcript.messages.length, 3);
  t.same(transcript.header, {
    channelName: 'ticket-1',
    guildName: 'Gilde',
    totalMessages: 3,
    generated: '2026-01-02T00:00:00.000Z',
    omittedMessages: 0,
  });
});
