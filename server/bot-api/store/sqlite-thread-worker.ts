// The thread that owns the SQLite file (sqlite-thread.ts starts it): it runs each statement it is sent
// and posts back the rows, or the changes of a write, or the error with SQLite's code. Searches, large
// closes and exports read and write here, so the process's event loop keeps answering meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { SQLite } from '../../platform/sqlite.js';
import { withStatementCache } from './statement-cache.js';
import { yieldToTheEventLoop } from '../../platform/worker-thread.js';
import { registerStatsAggregates } from '../repos/ticket-stats-aggregates.js';

/** What the store asks of the thread: one statement, or to close the file. */
export type ThreadQuestion = { sql: string; parameters: readonly unknown[] } | { close: true };
type ThreadRequest = ThreadQuestion & { id: number };
/** Its answer: the rows of a read, the changes of a write, or why it failed. */
export type ThreadAnswer =
  | { id: number; rows: unknown[] }
  | { id: number; rows: []; changes: number; lastInsertRowid: number | bigint }
  | { id: number; error: { message: string; code: string | undefined } };

export interface ThreadOptions {
  /** The database file, or ':memory:'. */
  file: string;
  /** The connection's page cache in KiB (sqlite-thread.ts says why it is smaller than the built-in one). */
  pageCacheKib: number;
}

yieldToTheEventLoop();
const { file, pageCacheKib } = workerData as ThreadOptions;
const sqlite = new SQLite(file);
// WAL lets readers run beside the writer; busy_timeout makes a second process wait for the lock
// instead of failing, so two processes on one file never corrupt it.
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('busy_timeout = 5000');
sqlite.pragma('foreign_keys = ON');
sqlite.pragma(`cache_size = -${pageCacheKib}`);
const statements = withStatementCache(sqlite);
// The statistics group a span's tickets here, in this thread, rather than in the process's event loop.
registerStatsAggregates(sqlite);

/** Structured cloning turns a Buffer into a plain Uint8Array, which better-sqlite3 does not bind. */
const bindable = (value: unknown) =>
  value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;

function run(sql: string, parameters: readonly unknown[]): Omit<ThreadAnswer, 'id'> {
  const statement = statements.prepare(sql);
  const values = parameters.map(bindable);
  if (statement.reader) return { rows: statement.all(values) };
  const { changes, lastInsertRowid } = statement.run(values);
  return { rows: [], changes, lastInsertRowid };
}

parentPort?.on('message', (request: ThreadRequest) => {
  if ('close' in request) {
    statements.close();
    parentPort?.postMessage({ id: request.id, rows: [] } satisfies ThreadAnswer);
    return;
  }
  try {
    parentPort?.postMessage({ id: request.id, ...run(request.sql, request.parameters) } as ThreadAnswer);
  } catch (error) {
    const { message, code } = error as { message?: string; code?: string };
    parentPort?.postMessage({
      id: request.id,
      error: { message: String(message ?? error), code },
    } satisfies ThreadAnswer);
  }
});
