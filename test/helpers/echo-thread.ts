// A worker thread for the WorkerThread tests: answers each question with its text and its nice value,
// after `wait` milliseconds; the question "die" ends the thread with an error.
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { yieldToTheEventLoop } from '../../server/platform/worker-thread.js';

yieldToTheEventLoop();

export type EchoAnswer = { id: number; text: string; nice: number | null } | { id: number; error: string };

/** This thread's nice value, read from Linux's per-thread stat (null elsewhere). */
function ownNice(): number | null {
  if (process.platform !== 'linux') return null;
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

parentPort?.on('message', ({ id, text, wait }: { id: number; text: string; wait: number }) => {
  if (text === 'die') throw new Error('the thread was told to die');
  setTimeout(() => parentPort?.postMessage({ id, text, nice: ownNice() } satisfies EchoAnswer), wait);
});
