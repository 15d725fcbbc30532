// PostgreSQL's pool as the query builder uses it, each query asked of its client with a callback and the
// promise made here. Asked for a promise instead, the client left about a kilobyte a query alive for longer
// than the young generation keeps it: an idle sweep round of the bot API (two queries) promoted some 4 KB
// to the old generation, one with a batch far more, so that a full collection, with its pauses, fell into
// the sweep; asked with a callback, the same queries promote next to nothing (docs/performance.md).
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** The pool's clients, each asked its queries with a callback; one wrapper a client, as the builder keeps its connections by client. */
export function callbackQueries(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const known = wrappers.get(client);
    if (known) return known;
    const query = <R>(sql: string, parameters: ReadonlyArray<unknown>) =>
      new Promise<PostgresQueryResult<R>>((resolve, reject) =>
        client.query(sql, [...parameters], (error, result) =>
          error ? reject(error) : resolve(result as unknown as PostgresQueryResult<R>),
        ),
      );
    // The pool gives a client a new release function each time it lends it: called as it is then.
    const wrapper = { query, release: () => client.release() } as PostgresPoolClient;
    wrappers.set(client, wrapper);
    return wrapper;
  };
  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() };
}
