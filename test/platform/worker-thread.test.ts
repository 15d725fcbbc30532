// Worker threads (server/platform/worker-thread.ts): each answer settles its own question, a thread that
// died answers every question with why, and on Linux the thread runs below the event loop's priority.
import t from 'tap';
import { WorkerThread } from '../../server/platform/worker-thread.js';
import type { EchoAnswer } from '../helpers/echo-thread.js';
import { ownNice } from '../helpers/thread-nice.js';

const failed = (error: Error): EchoAnswer => ({ id: -1, error: error.message });
const echoThread = () =>
  new WorkerThread<{ text: string; wait: number }, EchoAnswer>(
    new URL('../helpers/echo-thread.js', import.meta.url),
    null,
    failed,
  );

t.test('answers settle their own questions, whatever order they come back in', async (t) => {
  const thread = echoThread();
  t.teardown(() => thread.terminate());
  const answers = await Promise.all([
    thread.ask({ text: 'langsam', wait: 60 }),
    thread.ask({ text: 'schnell', wait: 0 }),
    thread.ask({ text: 'mittel', wait: 20 }),
  ]);
  t.same(
    answers.map((answer) => ('text' in answer ? answer.text : answer.error)),
    ['langsam', 'schnell', 'mittel'],
  );
});

t.test('a thread that died answers what it owed and every later question with why', async (t) => {
  const thread = echoThread();
  t.teardown(() => thread.terminate());
  const owed = thread.ask({ text: 'unterwegs', wait: 10_000 });
  const death = thread.ask({ text: 'die', wait: 0 });
  t.same(await owed, { id: -1, error: 'the thread was told to die' }, 'the question it owed');
  t.same(await death, { id: -1, error: 'the thread was told to die' }, 'the question that ended it');
  t.same(await thread.ask({ text: 'danach', wait: 0 }), { id: -1, error: 'the thread was told to die' }, 'a later one');
});

t.test(
  'on Linux the thread yields to the event loop: nice 10 in the thread, the process unchanged',
  { skip: process.platform !== 'linux' && 'a nice value per thread is a Linux feature' },
  async (t) => {
    const thread = echoThread();
    t.teardown(() => thread.terminate());
    const answer = await thread.ask({ text: 'wie nett?', wait: 0 });
    t.match(answer, { text: 'wie nett?', nice: 10 });
    t.equal(ownNice(), 0, 'the event loop keeps nice 0');
  },
);
