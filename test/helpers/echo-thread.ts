// A worker thread for the WorkerThread tests: answers each question with its text and its nice value,
// after `wait` milliseconds; the question "die" ends the thread with an error.
import { parentPort } from 'node:worker_threads';
import { yieldToTheEventLoop } from '../../server/platform/worker-thread.js';
import { ownNice } from './thread-nice.js';

yieldToTheEventLoop();

export type EchoAnswer = { id: number; text: string; nice: number | null } | { id: number; error: string };

parentPort?.on('message', ({ id, text, wait }: { id: number; text: string; wait: number }) => {
  if (text === 'die') throw new Error('the thread was told to die');
  setTimeout(() => parentPort?.postMessage({ id, text, nice: ownNice() } satisfies EchoAnswer), wait);
});
