// The thread that reads closing tickets' transcripts (transcript-thread.ts starts it).
import { parentPort } from 'node:worker_threads';
import { yieldToTheEventLoop } from '../../platform/worker-thread.js';
import { readClosingTranscript, type ClosingReading } from './transcript-reading.js';

export type ReadingAnswer = { id: number; reading: ClosingReading } | { id: number; error: string };

yieldToTheEventLoop();
parentPort?.on('message', async ({ id, text }: { id: number; text: string }) => {
  try {
    parentPort?.postMessage({ id, reading: await readClosingTranscript(text) } satisfies ReadingAnswer);
  } catch (error) {
    parentPort?.postMessage({ id, error: String((error as Error)?.stack ?? error) } satisfies ReadingAnswer);
  }
});
