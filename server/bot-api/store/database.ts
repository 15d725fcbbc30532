// Opens the store: embedded SQLite (better-sqlite3 in a thread of its own, WAL, one file under DATA_DIR) by default, or
// PostgreSQL when DATABASE_URL is set; applies pending migrations before anything else runs.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, Migrator } from 'kysely';
import { migrationProvider } from './migrations.js';
import { callbackQueries } from './callback-queries.js';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.js';
import { SqliteThreadDialect } from './sqlite-thread.js';
import type { Database, Dialect } from './schema.js';
import { databaseBlobStore, fileBlobStore, type BlobStore } from '../archive/blob-store.js';
import { conflict } from '../errors.js';

interface StoreOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** SQLite file name inside dataDir; ':memory:' for throwaway test stores. */
  sqliteFile?: string;
}

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The archived attachments' bytes: files under dataDir/archive with SQLite, a table with PostgreSQL. */
  blobs: BlobStore;
  close(): Promise<void>;
}

/**
 * How long a PostgreSQL connection stays open unused. The client's default of 10 s is shorter than the bot's
 * 30 s between sweeps: every round opened its two connections again (the due list asks two queries at once),
 * their start-up in the process's loop during its first batch. Five minutes outlasts that period; a burst's
 * extra connections still go.
 */
const IDLE_CONNECTION_MS = 5 * 60_000;

export async function openStore(options: StoreOptions): Promise<Store> {
  const dialect: Dialect = options.databaseUrl ? 'postgres' : 'sqlite';
  let db: Kysely<Database>;
  if (options.databaseUrl) {
    // The PostgreSQL client is loaded only where it is used: SQLite set-ups never pay for it.
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      idleTimeoutMillis: IDLE_CONNECTION_MS,
      // Idle connections keep no process alive: a server's listener does, and a test or script that forgets
      // close() still exits; close() ends them all either way.
      allowExitOnIdle: true,
    });
    // An idle connection that breaks (the server restarted, the network dropped it) leaves the pool, which
    // then emits the error; unheard, that would end the process. The next query opens a new one, and a
    // store that is really gone fails that query.
    pool.on('error', () => undefined);
    db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool: callbackQueries(pool) }) });
  } else {
    const file = options.sqliteFile ?? 'guildhall.sqlite';
    if (file !== ':memory:') mkdirSync(options.dataDir, { recursive: true });
    db = new Kysely<Database>({
      dialect: new SqliteThreadDialect({ file: file === ':memory:' ? file : join(options.dataDir, file) }),
    });
  }
  // On PostgreSQL the migrator sees only the tables of the store's own schema (the dialect's introspection),
  // so Guildhall tables in another schema of the same database never make it skip creating its own.
  const { error, results } = await new Migrator({ db, provider: migrationProvider(dialect) }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`Database migration failed${failed ? ` in ${failed.migrationName}` : ''}: ${String(error)}`);
  }
  const blobs = dialect === 'postgres' ? databaseBlobStore(db) : fileBlobStore(join(options.dataDir, 'archive'));
  return { db, dialect, blobs, close: () => db.destroy() };
}

/** A unique constraint refused the write (SQLite and PostgreSQL report it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A write a unique index may refuse: that refusal is a 409 saying `taken`, anything else goes on as it was. */
export async function uniqueOr409<T>(write: Promise<T>, taken: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(taken);
    throw error;
  }
}

export const toBool = (value: number | boolean): boolean => Boolean(value);
export const bit = (value: boolean): number => (value ? 1 : 0);

export function parseJsonList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
