// SQLite compiles a statement each time Kysely's driver asks for one, and a page's few queries repeat
// the same SQL on every request: keeping the compiled statements saves that work. Kysely runs one query
// at a time on its one connection (a stream holds it to the end), so a cached statement is never asked
// for while another use of it is still iterating. Kept to the most recently used, as SQL with lists of
// different lengths differs.
import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

const MOST_STATEMENTS = 500;

export function withStatementCache(sqlite: BetterSqlite3.Database, most = MOST_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      // Map order is use order: the first key is the least recently used.
      statements.set(sql, statement);
      if (statements.size > most) statements.delete(statements.keys().next().value as string);
      return statement;
    },
    close: () => {
      statements.clear();
      sqlite.close();
    },
  };
}
