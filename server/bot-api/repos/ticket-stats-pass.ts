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

// Fields and tickets are parted by ASCII's unit and record separators, which no id, kind or instant holds.
const [FIELD, RECORD] = ['\x1f', '\x1e'];
/** Tickets grouped between two turns of the loop: some 2–5 ms of work. */
const TURN = 10_000;

/** A nullable text as `=text`, null as '' (staff ids may be empty strings, which stay apart from null). */
const marked = (column: string) => sql`coalesce('=' || ${sql.ref(column)}, '')`;
const unmarked = (field: string) => (field === '' ? null : field.slice(1));
const orEmpty = (value: RawBuilder<unknown>) => sql`coalesce(${value}, '')`;
const numberOr = (field: string) => (field === '' ? null : Number(field));

/** Whole seconds of a stored duration (milliseconds), rounded half up as the grouped query does. */
const seconds = (column: string) => orEmpty(sql`(${sql.ref(column)} + 500) / 1000`);

/** Staff closes as the grouped query tells them: '' not by staff, '-' by staff unknown, '=id' by staff `id`. */
const staffClose = sql`case when close_kind is null and (closed_by is null or closed_by <> user_id) then coalesce('=' || closed_by, '-') else '' end`;

async function pass(
  db: Kysely<Database>,
  guildId: string,
  column: 'created_at' | 'closed_at',
  span: StatsSpan,
  fields: RawBuilder<unknown>[],
): Promise<string[]> {
  const row = sql.join(fields, sql` || char(31) || `);
  const { rows } = await sql<{ tickets: string | null }>`select group_concat(${row}, char(30)) as tickets
    from tickets where guild_id = ${guildId} and ${sql.ref(column)} >= ${span.start} and ${sql.ref(column)} < ${span.end}`.execute(
    db,
  );
  const tickets = rows[0]?.tickets;
  return tickets ? tickets.split(RECORD) : [];
}

/** Counts per key, each key's entry made once by `create`. */
function tally<T>(counts: Map<string, T>, key: string, create: () => T): T {
  const entry = counts.get(key);
  if (entry !== undefined) return entry;
  const created = create();
  counts.set(key, created);
  return created;
}

/** Runs `each` on every ticket, yielding the event loop every TURN of them. */
async function inTurns(tickets: string[], each: (fields: string[]) => void) {
  for (let at = 0; at < tickets.length; at += TURN) {
    if (at > 0) await nextTurn();
    for (const ticket of tickets.slice(at, at + TURN)) each(ticket.split(FIELD));
  }
}

/** The UTC hour and quarter (0 unless `quarters`) of `YYYY-MM-DDTHH:MM`. */
function countHour(hours: Map<string, HourCount>, minute: string, quarters: boolean) {
  const quarter = quarters ? Math.trunc(Number(minute.slice(14, 16)) / 15) : 0;
  const hour = minute.slice(0, 13);
  tally(hours, `${hour} ${quarter}`, () => ({ hour, quarter, count: 0 })).count++;
}

async function openedSide(db: Kysely<Database>, guildId: string, span: StatsSpan, quarters: boolean) {
  const tickets = await pass(db, guildId, 'created_at', span, [
    sql`substr(created_at, 1, 16)`,
    orEmpty(sql.ref('category_id')),
    marked('claimed_by'),
  ]);
  const hours = new Map<string, HourCount>();
  const groups = new Map<string, OpenedGroup>();
  await inTurns(tickets, ([minute, category, claimer]) => {
    countHour(hours, minute!, quarters);
    const group = () => ({ categoryId: numberOr(category!), claimedBy: unmarked(claimer!), count: 0 });
    tally(groups, `${category}${FIELD}${claimer}`, group).count++;
  });
  return { opened: [...hours.values()], openedGroups: [...groups.values()] };
}

const closedGroupOf = (category: string, claimer: string): ClosedGroup => ({
  categoryId: numberOr(category),
  claimedBy: unmarked(claimer),
  closed: 0,
  ratingSum: 0,
  ratingCount: 0,
  firstResponses: [],
  resolutions: [],
});

const closeCountOf = (kind: string, staff: string, rating: string): CloseCount => ({
  closeKind: kind === '' ? null : (kind as CloseCount['closeKind']),
  byStaff: staff !== '',
  closedBy: staff === '' || staff === '-' ? null : staff.slice(1),
  rating: numberOr(rating),
  count: 0,
});

async function closedSide(db: Kysely<Database>, guildId: string, span: StatsSpan, quarters: boolean) {
  const tickets = await pass(db, guildId, 'closed_at', span, [
    sql`substr(closed_at, 1, 16)`,
    orEmpty(sql.ref('category_id')),
    marked('claimed_by'),
    seconds('first_response_ms'),
    seconds('resolution_ms'),
    orEmpty(sql.ref('rating')),
    orEmpty(sql.ref('close_kind')),
    staffClose,
  ]);
  const hours = new Map<string, HourCount>();
  const groups = new Map<string, ClosedGroup>();
  const closes = new Map<string, CloseCount>();
  await inTurns(tickets, ([minute, category, claimer, firstResponse, resolution, rating, kind, staff]) => {
    countHour(hours, minute!, quarters);
    const group = tally(groups, `${category}${FIELD}${claimer}`, () => closedGroupOf(category!, claimer!));
    group.closed++;
    if (rating !== '') {
      group.ratingSum += Number(rating);
      group.ratingCount++;
    }
    if (firstResponse !== '') group.firstResponses.push(Number(firstResponse));
    if (resolution !== '') group.resolutions.push(Number(resolution));
    tally(closes, `${kind}${FIELD}${staff}${FIELD}${rating}`, () => closeCountOf(kind!, staff!, rating!)).count++;
  });
  return { closedHours: [...hours.values()], closed: [...groups.values()], closes: [...closes.values()] };
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
