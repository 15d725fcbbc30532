// Kysely's SQLite dialect with the file in a worker thread (sqlite-thread-worker.ts) instead of on the
// event loop. better-sqlite3 answers synchronously: on the main thread a search over every ticket, or a
// close that writes ten thousand messages, held every other request (and the health check) until it was
// done. Here each statement is a message to the thread and its answer a message back; the process keeps
// serving pages meanwhile. One connection, as SQLite has one writer: Kysely's calls queue for it in turn,
// a transaction holding it from begin to commit.
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { WorkerThread } from '../../platform/worker-thread.js';
import type { ThreadAnswer, ThreadOptions, ThreadQuestion } from './sqlite-thread-worker.js';

/**
 * The page cache of the thread's connection, in KiB. better-sqlite3 is built with 16 MB, which a store of
 * a few thousand tickets fills and then keeps for the life of the process; with 4 MB the same load ran as
 * many searches per second and left the process 11-14 MB smaller.
 */
export const PAGE_CACHE_KIB = 4_000;

/** Which file the dialect opens; the thread's other options are the store's own. */
type StoreFile = Pick<ThreadOptions, 'file'>;

/** An error SQLite raised in the thread, with its code (a unique violation is told by it). */
class SqliteThreadError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'SqliteError';
  }
}

const failed = (error: Error): ThreadAnswer => ({ id: -1, error: { message: error.message, code: undefined } });

/** The thread and the answers it still owes. */
class SqliteThread implements DatabaseConnection {
  private readonly thread: WorkerThread<ThreadQuestion, ThreadAnswer>;

  constructor(file: string) {
    const options: ThreadOptions = { file, pageCacheKib: PAGE_CACHE_KIB };
    this.thread = new WorkerThread(new URL('./sqlite-thread-worker.js', import.meta.url), options, failed);
  }

  async executeQuery<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    const answer = await this.thread.ask({ sql, parameters });
    if ('error' in answer) throw new SqliteThreadError(answer.error.message, answer.error.code);
    if (!('changes' in answer)) return { rows: answer.rows as R[] };
    return { rows: [], numAffectedRows: BigInt(answer.changes), insertId: BigInt(answer.lastInsertRowid) };
  }

  // Nothing here reads a query as a stream; a caller that tries learns it at once.
  // biome-ignore lint/correctness/useYield: refuses before the first row
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite store does not stream query results');
  }

  async close(): Promise<void> {
    await this.thread.ask({ close: true });
    await this.thread.terminate();
  }
}

class SqliteThreadDriver implements Driver {
  private thread: SqliteThread | undefined;
  /** The one connection's queue: each holder releases it to the next. */
  private held: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(private readonly options: StoreFile) {}

  async init(): Promise<void> {
    this.thread = new SqliteThread(this.options.file);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const before = this.held;
    let release!: () => void;
    this.held = new Promise((resolve) => (release = resolve));
    await before;
    this.release = release;
    if (!this.thread) throw new Error('The SQLite store is closed');
    return this.thread;
  }

  async releaseConnection(): Promise<void> {
    this.release?.();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    const thread = this.thread;
    this.thread = undefined;
    await thread?.close();
  }
}

/** The dialect for `new Kysely({ dialect })`: SQLite's SQL, introspection and adapter, the file in a thread. */
export class SqliteThreadDialect implements Dialect {
  constructor(private readonly options: StoreFile) {}

  createDriver(): Driver {
    return new SqliteThreadDriver(this.options);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
