// The nice value of the thread that asks, read from Linux's per-thread stat: the worker thread tests
// compare a thread's with the event loop's.
import { readFileSync } from 'node:fs';

/** The calling thread's nice value (null where threads have none of their own). */
export function ownNice(): number | null {
  if (process.platform !== 'linux') return null;
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}
