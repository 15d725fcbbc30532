// The counts of a span's tickets on SQLite, read in one pass per side: the tickets opened in it through the
// opened index, those closed in it through the closed one, each side grouped in the store's thread by an
// aggregate function of the statistics' own (ticket-stats-aggregates.ts) that answers only the groups.
// SQLite has no hash aggregate: each `group by` of the same counts sorted the whole period first (47–160 ms
// each for a year), a plain pass over the index ~31 ms.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../store/schema.js';
import type { ClosedCounts, OpenedCounts } from './ticket-stats-aggregates.js';
import type { StatsSpan } from './ticket-stats.js';

/** What the figures of a period are counted from (the same as PostgreSQL's grouped queries answer). */
export type SpanCounts = OpenedCounts & ClosedCounts;

/** The UTC hour (`YYYY-MM-DDTHH`) of an instant column, and its quarter (0–3; 0 unless quarters are asked for). */
const hourOf = (column: string, quarters: boolean) => [
  sql`substr(${sql.ref(column)}, 1, 13)`,
  quarters ? sql`cast(substr(${sql.ref(column)}, 15, 2) as integer) / 15` : sql`0`,
];

/** Whole seconds of a stored duration (milliseconds), rounded half up as the grouped query does. */
const seconds = (column: string) => sql`(${sql.ref(column)} + 500) / 1000`;

/**
 * Who closed, for a close by a person other than the opener without a close request or the auto-close
 * (`=id`, or '-' when unknown); null for any other close. Told by SQL, whose comparison with an unknown
 * opener is no match, so one value travels to the aggregate rather than both ids.
 */
const closer = sql`case when close_kind is null and (closed_by is null or closed_by <> user_id) then coalesce('=' || closed_by, '-') end`;

/** One side of the span: `aggregate` of every ticket's `fields`, in the order of the index on `column`. */
async function pass<T>(
  db: Kysely<Database>,
  guildId: string,
  column: 'created_at' | 'closed_at',
  span: StatsSpan,
  aggregate: 'stats_opened' | 'stats_closed',
  fields: RawBuilder<unknown>[],
): Promise<T> {
  const { rows } = await sql<{ counts: string }>`select ${sql.raw(aggregate)}(${sql.join(fields)}) as counts
    from tickets where guild_id = ${guildId} and ${sql.ref(column)} >= ${span.start} and ${sql.ref(column)} < ${span.end}`.execute(
    db,
  );
  return JSON.parse(rows[0]!.counts) as T;
}

/** The span's counts, its opened tickets' and its closed ones' each in one pass (`quarters`: per quarter hour). */
export async function spanCounts(
  db: Kysely<Database>,
  guildId: string,
  span: StatsSpan,
  quarters: boolean,
): Promise<SpanCounts> {
  const [opened, closed] = await Promise.all([
    pass<OpenedCounts>(db, guildId, 'created_at', span, 'stats_opened', [
      ...hourOf('created_at', quarters),
      sql.ref('category_id'),
      sql.ref('claimed_by'),
    ]),
    pass<ClosedCounts>(db, guildId, 'closed_at', span, 'stats_closed', [
      ...hourOf('closed_at', quarters),
      sql.ref('category_id'),
      sql.ref('claimed_by'),
      sql.ref('close_kind'),
      closer,
      sql.ref('rating'),
      seconds('first_response_ms'),
      seconds('resolution_ms'),
    ]),
  ]);
  return { ...opened, ...closed };
}
