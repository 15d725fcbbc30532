// A closing ticket's transcript, read in a worker thread: the process keeps answering (the health check
// included) while a transcript of ten thousand messages is parsed, checked and turned into documents.
// One thread for the process, started with the first close and idle (not keeping the process alive)
// between closes; closes at once take turns in it.
import { WorkerThread } from '../../platform/worker-thread.js';
import type { ClosingReading } from './transcript-reading.js';
import type { ReadingAnswer } from './transcript-thread-worker.js';

let thread: WorkerThread<{ text: string }, ReadingAnswer> | undefined;

const failed = (error: Error): ReadingAnswer => ({ id: -1, error: error.message });

export async function readClosingTranscriptOffThread(text: string): Promise<ClosingReading> {
  thread ??= new WorkerThread(new URL('./transcript-thread-worker.js', import.meta.url), null, failed);
  const answer = await thread.ask({ text });
  if (!('error' in answer)) return answer.reading;
  // A thread that died (id -1) answers nothing more: the next close starts another.
  if (answer.id === -1) thread = undefined;
  throw new Error(`Reading the transcript failed: ${answer.error}`);
}
