// Many rows into one table, a statement per batch: one statement carries at most so many bound
// parameters (SQLite 32,766, PostgreSQL 65,535), one a column of each row, and past that it fails.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/** The lower of the two stores' limits. */
const STATEMENT_PARAMETERS_MAX = 32_766;

/**
 * At most this many rows a statement, though more would fit: building and handing over a statement of
 * thousands of rows is one long piece of work on the event loop (a 10,000-message close held it for tens
 * of milliseconds per statement), while statements of the same size share one compiled statement.
 */
const ROWS_PER_STATEMENT_MAX = 500;

/** Rows of `columns` values each that fit in one statement. */
const rowsPerStatement = (columns: number) =>
  Math.max(1, Math.min(ROWS_PER_STATEMENT_MAX, Math.floor(STATEMENT_PARAMETERS_MAX / columns)));

/** Inserts the rows (all of the same columns) in as few statements as the parameter limit allows. */
export async function insertInBatches<T extends keyof Database & string>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const size = rowsPerStatement(Object.keys(first).length);
  for (let at = 0; at < rows.length; at += size) {
    // Kysely types a table's rows by its literal name; the rows were typed by the same name above.
    await (db as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto(table)
      .values(rows.slice(at, at + size) as Record<string, unknown>[])
      .execute();
  }
}
