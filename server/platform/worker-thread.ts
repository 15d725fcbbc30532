// A worker thread asked questions by number: each answer it posts carries the number of its question and
// settles that one. Work that would hold the event loop for tens of milliseconds (SQLite's statements, a
// large transcript's reading) runs there while the process keeps answering.
import { setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Nice 10: the thread's share of a core the event loop also wants is about a tenth. */
const THREAD_NICENESS = 10;

/** V8's own limit on a machine with plenty of memory, at which it lets a heap grow the most between collections. */
const THREAD_HEAP_MB = 4096;

/**
 * Called in a worker thread: the thread yields the processor to the event loop whenever both want it.
 * On one busy core a search's or a close's work in the thread otherwise took turns with the event loop
 * as an equal, and every request (the health check too) waited for its turns. Linux keeps a nice value
 * per thread; elsewhere it belongs to the whole process, so the thread is left as it is there.
 */
export function yieldToTheEventLoop(): void {
  if (process.platform === 'linux') setPriority(THREAD_NICENESS);
}

export class WorkerThread<Question extends object, Answer extends { id: number }> {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, (answer: Answer) => void>();
  private nextId = 0;
  private failure: Error | undefined;

  /** `failed` words a thread's death as an answer: what it owed, and whatever is asked later, get it. */
  constructor(
    file: URL,
    workerData: unknown,
    private readonly failed: (error: Error) => Answer,
  ) {
    // The thread runs one file and what it imports. What the process was told to preload (on its command
    // line or in NODE_OPTIONS: an APM agent, a test runner's module hooks) is of no use there, and loaded
    // again in every thread it made starting one take up to 270 ms instead of 30-50.
    // The process's heap limit (`npm run serve` sets one, so that the event loop's heap grows by less
    // between collections) is not the thread's: held to as little growth, the transcript thread, whose
    // heap fills with a transcript at every close, collected its whole heap at nearly every close, on the
    // core the event loop also needs.
    this.worker = new Worker(file, {
      workerData,
      execArgv: [],
      env: { ...process.env, NODE_OPTIONS: '' },
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    this.worker.on('message', (answer: Answer) => {
      this.waiting.get(answer.id)?.(answer);
      this.waiting.delete(answer.id);
      // An idle thread does not keep the process alive; one that owes an answer does.
      if (this.waiting.size === 0) this.worker.unref();
    });
    this.worker.on('error', (error) => {
      this.failure = error;
      for (const answer of this.waiting.values()) answer(failed(error));
      this.waiting.clear();
    });
    this.worker.unref();
  }

  ask(question: Question): Promise<Answer> {
    if (this.failure) return Promise.resolve(this.failed(this.failure));
    const id = this.nextId++;
    this.worker.ref();
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ id, ...question });
    });
  }

  async terminate(): Promise<void> {
    await this.worker.terminate();
  }
}
