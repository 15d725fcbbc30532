// The counts of a span's tickets on SQLite, read in one pass per side: the tickets opened in it through the
// opened index, those closed in it through the closed one, each side as one string of every ticket's fields in
// index order, grouped here in turns of the event loop. SQLite has no hash aggregate: each `group by` of the
// same counts sorted the whole period first (47–160 ms each for a year), a plain pass over the index ~31 ms.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../store/schema.js';
import type { HourCount, OpenedGroup, StatsSpan } from './ticket-stats.js';
import type { ClosedGroup, CloseCount } from './ticket-stats-closed.js';

/** What the figures of a period are counted from (the same as PostgreSQL's grouped queries answer). */
export interface SpanCounts {
  opened: HourCount[];
  closedHours: HourCount[];
  closed: ClosedGroup[];
  closes: CloseCount[];
  openedGroups: OpenedGroup[];
}

// Every field of every ticket is followed by ASCII's unit separator, which no id, kind or instant holds:
// the tickets' fields come in a fixed order, so one separator parts both fields and tickets.
const SEPARATOR = 31;
const ZERO = 48;
/** Tickets grouped between two turns of the loop: some 2–5 ms of work. */
const TURN = 10_000;

/** A nullable text as `=text`, null as '' (staff ids may be empty strings, which stay apart from null). */
const marked = (column: string) => sql`coalesce('=' || ${sql.ref(column)}, '')`;
const unmarked = (field: string) => (field === '' ? null : field.slice(1));
const orEmpty = (value: RawBuilder<unknown>) => sql`coalesce(${value}, '')`;
const numberOr = (field: string) => (field === '' ? null : Number(field));
/** Two fields as one key (ASCII's group separator between them), told apart again by `parted`. */
const keyOf = (...values: RawBuilder<unknown>[]) => sql.join(values, sql` || char(29) || `);
const parted = (key: string) => key.split('\x1d');

/** Whole seconds of a stored duration (milliseconds), rounded half up as the grouped query does. */
const seconds = (column: string) => orEmpty(sql`(${sql.ref(column)} + 500) / 1000`);

/** Staff closes as the grouped query tells them: '' not by staff, '-' by staff unknown, '=id' by staff `id`. */
const staffClose = sql`case when close_kind is null and (closed_by is null or closed_by <> user_id) then coalesce('=' || closed_by, '-') else '' end`;

/** The UTC hour (`YYYY-MM-DDTHH`) and quarter of an instant column, as one key `hour quarter`. */
const hourOf = (column: string, quarters: boolean) =>
  quarters
    ? sql`substr(${sql.ref(column)}, 1, 13) || ' ' || (cast(substr(${sql.ref(column)}, 15, 2) as integer) / 15)`
    : sql`substr(${sql.ref(column)}, 1, 13) || ' 0'`;

/** Reads the fields of one side's string in order, without cutting out more than the keys. */
class Fields {
  private at = 0;
  constructor(private readonly text: string) {}

  get done(): boolean {
    return this.at >= this.text.length;
  }

  private next(): string {
    const end = this.text.indexOf('\x1f', this.at);
    const field = this.text.slice(this.at, end);
    this.at = end + 1;
    return field;
  }

  /** The next field if it differs from `previous` (null when it is the same: a run of one hour in time order). */
  changed(previous: string): string | null {
    const same =
      this.text.startsWith(previous, this.at) && this.text.charCodeAt(this.at + previous.length) === SEPARATOR;
    if (!same) return this.next();
    this.at += previous.length + 1;
    return null;
  }

  key(): string {
    return this.next();
  }

  /** A whole number never negative, or null for an empty field. */
  number(): number | null {
    if (this.text.charCodeAt(this.at) === SEPARATOR) {
      this.at++;
      return null;
    }
    let value = 0;
    for (let code = this.text.charCodeAt(this.at); code !== SEPARATOR; code = this.text.charCodeAt(++this.at))
      value = value * 10 + code - ZERO;
    this.at++;
    return value;
  }
}

/** One side of the span: every ticket's `fields`, in the order of the index on `column`. */
async function pass(
  db: Kysely<Database>,
  guildId: string,
  column: 'created_at' | 'closed_at',
  span: StatsSpan,
  fields: RawBuilder<unknown>[],
): Promise<Fields> {
  const row = sql.join(fields, sql` || char(31) || `);
  const { rows } = await sql<{ tickets: string | null }>`select group_concat(${row} || char(31), '') as tickets
    from tickets where guild_id = ${guildId} and ${sql.ref(column)} >= ${span.start} and ${sql.ref(column)} < ${span.end}`.execute(
    db,
  );
  return new Fields(rows[0]?.tickets ?? '');
}

/** The entry of `key`, made by `create` the first time. */
function entryOf<T>(entries: Map<string, T>, key: string, create: (key: string) => T): T {
  const entry = entries.get(key);
  if (entry !== undefined) return entry;
  const created = create(key);
  entries.set(key, created);
  return created;
}

/** Runs `each` on every ticket, yielding the event loop every TURN of them. */
async function inTurns(fields: Fields, each: () => void) {
  while (!fields.done) {
    for (let count = 0; count < TURN && !fields.done; count++) each();
    await nextTurn();
  }
}

/** The tickets per hour (and quarter) of a side: its first field, in time order. */
class Hours {
  private readonly counts = new Map<string, HourCount>();
  private current: HourCount = { hour: '', quarter: 0, count: 0 };
  private key = '\x1f';

  count(fields: Fields) {
    const changed = fields.changed(this.key);
    if (changed !== null) {
      this.key = changed;
      this.current = entryOf(this.counts, changed, () => {
        const [hour, quarter] = changed.split(' ');
        return { hour: hour!, quarter: Number(quarter), count: 0 };
      });
    }
    this.current.count++;
  }

  get all(): HourCount[] {
    return [...this.counts.values()];
  }
}

async function openedSide(db: Kysely<Database>, guildId: string, span: StatsSpan, quarters: boolean) {
  const fields = await pass(db, guildId, 'created_at', span, [
    hourOf('created_at', quarters),
    keyOf(orEmpty(sql.ref('category_id')), marked('claimed_by')),
  ]);
  const hours = new Hours();
  const groups = new Map<string, OpenedGroup>();
  const openedGroup = (key: string): OpenedGroup => {
    const [category, claimer] = parted(key);
    return { categoryId: numberOr(category!), claimedBy: unmarked(claimer!), count: 0 };
  };
  await inTurns(fields, () => {
    hours.count(fields);
    entryOf(groups, fields.key(), openedGroup).count++;
  });
  return { opened: hours.all, openedGroups: [...groups.values()] };
}

function closedGroupOf(key: string): ClosedGroup {
  const [category, claimer] = parted(key);
  return {
    categoryId: numberOr(category!),
    claimedBy: unmarked(claimer!),
    closed: 0,
    ratingSum: 0,
    ratingCount: 0,
    firstResponses: [],
    resolutions: [],
  };
}

function closeCountOf(key: string): CloseCount {
  const [kind, staff, rating] = parted(key);
  return {
    closeKind: kind === '' ? null : (kind as CloseCount['closeKind']),
    byStaff: staff !== '',
    closedBy: staff === '' || staff === '-' ? null : staff!.slice(1),
    rating: numberOr(rating!),
    count: 0,
  };
}

async function closedSide(db: Kysely<Database>, guildId: string, span: StatsSpan, quarters: boolean) {
  const fields = await pass(db, guildId, 'closed_at', span, [
    hourOf('closed_at', quarters),
    keyOf(orEmpty(sql.ref('category_id')), marked('claimed_by')),
    keyOf(orEmpty(sql.ref('close_kind')), staffClose, orEmpty(sql.ref('rating'))),
    orEmpty(sql.ref('rating')),
    seconds('first_response_ms'),
    seconds('resolution_ms'),
  ]);
  const hours = new Hours();
  const groups = new Map<string, ClosedGroup>();
  const closes = new Map<string, CloseCount>();
  await inTurns(fields, () => {
    hours.count(fields);
    const group = entryOf(groups, fields.key(), closedGroupOf);
    entryOf(closes, fields.key(), closeCountOf).count++;
    group.closed++;
    const [rating, firstResponse, resolution] = [fields.number(), fields.number(), fields.number()];
    if (rating !== null) {
      group.ratingSum += rating;
      group.ratingCount++;
    }
    if (firstResponse !== null) group.firstResponses.push(firstResponse);
    if (resolution !== null) group.resolutions.push(resolution);
  });
  return { closedHours: hours.all, closed: [...groups.values()], closes: [...closes.values()] };
}

/** The span's counts, its opened tickets' and its closed ones' each in one pass (`quarters`: per quarter hour). */
export async function spanCounts(
  db: Kysely<Database>,
  guildId: string,
  span: StatsSpan,
  quarters: boolean,
): Promise<SpanCounts> {
  const [opened, closed] = await Promise.all([
    openedSide(db, guildId, span, quarters),
    closedSide(db, guildId, span, quarters),
  ]);
  return { ...opened, ...closed };
}
