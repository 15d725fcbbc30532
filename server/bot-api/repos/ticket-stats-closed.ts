// The closed tickets of a span as the statistics count them: how long each took (first answer, close),
// grouped by category and claimer, and how they ended with which rating. The database keeps each ticket's
// durations; the process receives one row per group, the durations as one list of numbers.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, Dialect } from '../store/schema.js';

/** The tickets closed in a span (of one category and claimer, when grouped). */
export interface ClosedGroup {
  categoryId: number | null;
  claimedBy: string | null;
  closed: number;
  ratingSum: number;
  ratingCount: number;
  /** Whole seconds from the opening to the first answer, of the tickets that had one. */
  firstResponses: number[];
  /** Whole seconds from the opening to the close. */
  resolutions: number[];
}

/** Whole seconds of a stored duration (milliseconds, store/stats-durations-migration.ts), rounded half up. */
const secondsOf = (column: 'first_response_ms' | 'resolution_ms') => sql<number>`((${sql.ref(column)} + 500) / 1000)`;

const [COMMA, ZERO] = [44, 48];

const listOf = (dialect: Dialect, value: RawBuilder<number>) =>
  dialect === 'sqlite'
    ? sql<string | null>`group_concat(${value})`
    : sql<string | null>`string_agg(${value}::text, ',')`;

/**
 * The whole numbers of a comma-separated list (the database's, never negative), read digit by digit: a
 * year's 180,000 durations through `split` and `Number` held the event loop for some 50 ms.
 */
function numbersOf(list: string | null): number[] {
  const numbers: number[] = [];
  if (!list) return numbers;
  let value = 0;
  for (let index = 0; index < list.length; index++) {
    const code = list.charCodeAt(index);
    if (code === COMMA) {
      numbers.push(value);
      value = 0;
    } else value = value * 10 + code - ZERO;
  }
  numbers.push(value);
  return numbers;
}

/** Spans up to this long group in PostgreSQL's default memory (a month's lists are some 0.4 MB). */
const GROUPED_IN_DEFAULT_MEMORY_MS = 92 * 86_400_000;

/**
 * Runs `read` on PostgreSQL with room for its grouping in memory: a year's lists per category and claimer
 * (some 4 MB) went to disk at the default `work_mem` of 4 MB. `set local` holds for the transaction only,
 * whose four round trips a short span (a day at a period's end, a month) is spared.
 */
function withGroupingMemory<T>(
  db: Kysely<Database>,
  dialect: Dialect,
  span: { start: string; end: string },
  read: (db: Kysely<Database>) => Promise<T>,
) {
  if (dialect === 'sqlite' || Date.parse(span.end) - Date.parse(span.start) <= GROUPED_IN_DEFAULT_MEMORY_MS)
    return read(db);
  return db.transaction().execute(async (tx) => {
    await sql`set local work_mem = '16MB'`.execute(tx);
    return read(tx);
  });
}

/** The tickets closed in the span, per category and claimer. */
export async function closedGroups(
  db: Kysely<Database>,
  dialect: Dialect,
  guildId: string,
  span: { start: string; end: string },
): Promise<ClosedGroup[]> {
  const rows = await withGroupingMemory(db, dialect, span, (reader) =>
    reader
      .selectFrom('tickets')
      .select([
        'category_id',
        'claimed_by',
        (eb) => eb.fn.countAll().as('closed'),
        (eb) => eb.fn.sum<number>('rating').as('rating_sum'),
        (eb) => eb.fn.count('rating').as('rating_count'),
        listOf(dialect, secondsOf('first_response_ms')).as('first_responses'),
        listOf(dialect, secondsOf('resolution_ms')).as('resolutions'),
      ])
      .where('guild_id', '=', guildId)
      .where('closed_at', '>=', span.start)
      .where('closed_at', '<', span.end)
      .groupBy(['category_id', 'claimed_by'])
      .execute(),
  );
  return rows.map((row) => ({
    categoryId: row.category_id,
    claimedBy: row.claimed_by,
    closed: Number(row.closed),
    ratingSum: Number(row.rating_sum ?? 0),
    ratingCount: Number(row.rating_count),
    firstResponses: numbersOf(row.first_responses),
    resolutions: numbersOf(row.resolutions),
  }));
}

/** How many tickets closed in the span ended one way with one rating (and by which member of staff). */
export interface CloseCount {
  closeKind: 'close_request' | 'auto_close' | null;
  /** Closed by a person other than the opener, without a close request or the auto-close. */
  byStaff: boolean;
  closedBy: string | null;
  rating: number | null;
  count: number;
}

export async function closeCounts(db: Kysely<Database>, guildId: string, start: string, end: string) {
  const byStaff = sql<number>`case when close_kind is null and (closed_by is null or closed_by <> user_id) then 1 else 0 end`;
  const rows = await db
    .selectFrom('tickets')
    .select([
      'close_kind',
      byStaff.as('by_staff'),
      sql<string | null>`case when ${byStaff} = 1 then closed_by end`.as('staff'),
      'rating',
      (eb) => eb.fn.countAll().as('count'),
    ])
    .where('guild_id', '=', guildId)
    .where('closed_at', '>=', start)
    .where('closed_at', '<', end)
    .groupBy(['close_kind', 'by_staff', 'staff', 'rating'])
    .execute();
  return rows.map(
    (row): CloseCount => ({
      closeKind: row.close_kind,
      byStaff: Number(row.by_staff) === 1,
      closedBy: row.staff,
      rating: row.rating,
      count: Number(row.count),
    }),
  );
}
