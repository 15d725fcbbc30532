// The statistics' guild: 100,000 tickets over the last 400 days (BENCH_STATS_TICKETS for fewer), in 20
// categories, claimed and closed by 50 members of staff, a third of the closed ones rated. As the product
// leaves them: tickets closed more than 60 days ago (the default retention) have had their contents
// deleted, the newer ones keep a short transcript. Inserted in batches in one transaction, so seeding
// takes seconds, not the minutes a ticket at a time would.
import type { Store } from '../../server/bot-api/store/database.js';
import { DAY_MS } from '../../server/contract/index.js';
import { BLURPLE } from '../../server/contract/facts.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { transcript } from './archive.js';
import { asAutovacuumLeavesIt } from './lib.js';

export const STATS = {
  tickets: Number(process.env.BENCH_STATS_TICKETS ?? 100_000),
  categories: 20,
  staff: 50,
  members: 5_000,
  days: 400,
  /** The default retention: contents of tickets closed longer ago are gone, the row stays. */
  keptDays: 60,
  transcriptMessages: 20,
} as const;

const BATCH = 1_000;
const HOUR_MS = 3_600_000;
const G = DEMO_IDS.demoGuild;
const staffId = (index: number) => String(140_000_000_000_000_000n + BigInt(index));
const memberId = (index: number) => String(141_000_000_000_000_000n + BigInt(index));
const COMMENTS = ['Schnell geholfen, danke!', 'Hat etwas gedauert.', 'Super Support', 'Problem nicht gelöst'];

/** The same numbers for the same ticket: a run measures the same guild every time. */
function randomOf(seed: number) {
  let state = (seed * 2_654_435_761) % 2_147_483_647 || 1;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

/** How a closed ticket ended: by its claimer (most), its opener, a close request or the auto-close. */
function ending(draw: number, opener: string, staff: string) {
  if (draw < 0.6) return { closed_by: staff, close_kind: null };
  if (draw < 0.8) return { closed_by: opener, close_kind: null };
  if (draw < 0.9) return { closed_by: staff, close_kind: 'close_request' as const };
  return { closed_by: DEMO_IDS.bot, close_kind: 'auto_close' as const };
}

/** Ticket `index` of the guild whose categories are `categoryIds`: opened within the last 400 days. */
function ticketRow(index: number, categoryIds: number[], now: number) {
  const random = randomOf(index + 1);
  const created = now - random() * STATS.days * DAY_MS;
  const member = Math.floor(random() * STATS.members);
  const staff = Math.floor(random() * STATS.staff);
  // Minutes to days: most tickets close within a day, some take a week.
  const resolution = (10 / 60 + random() ** 3 * 24 * 7) * HOUR_MS;
  const closedAt = created + resolution;
  const open = closedAt > now || random() < 0.01;
  const kept = open || now - closedAt < STATS.keptDays * DAY_MS;
  const answered = random() < 0.9;
  const firstResponse = created + Math.min(resolution * 0.9, (1 / 60 + random() ** 2 * 6) * HOUR_MS);
  const claimed = random() < 0.85;
  const rated = !open && index % 3 === 0;
  const rating = 1 + Math.floor(random() ** 0.5 * 5);
  const at = (instant: number) => new Date(instant).toISOString();
  return {
    guild_id: G,
    channel_id: open ? String(142_000_000_000_000_000n + BigInt(index)) : null,
    user_id: memberId(member),
    username: `mitglied${member}`,
    reason: kept ? 'Ich brauche Hilfe mit meiner Rolle' : '',
    category_id: categoryIds[index % categoryIds.length]!,
    status: open ? ('open' as const) : ('closed' as const),
    created_at: at(created),
    closed_at: open ? null : at(closedAt),
    transcript: kept && !open ? transcript(index, STATS.transcriptMessages) : '{}',
    content_deleted_at: kept ? null : at(closedAt + STATS.keptDays * DAY_MS),
    claimed_by: claimed ? staffId(staff) : null,
    claimed_by_name: claimed ? `Team ${staff + 1}` : null,
    first_response_at: !open && answered ? at(firstResponse) : null,
    ...(open ? { closed_by: null, close_kind: null } : ending(random(), memberId(member), staffId(staff))),
    rating: rated ? rating : null,
    feedback: rated && kept && index % 2 === 0 ? COMMENTS[index % COMMENTS.length]! : null,
    rated_at: rated ? at(closedAt + HOUR_MS) : null,
  };
}

/** The statistics' guild in an empty store; returns the seconds it took. */
export async function seedStatsGuild({ db, dialect }: Pick<Store, 'db' | 'dialect'>, now: Date): Promise<number> {
  const started = performance.now();
  const stamp = now.toISOString();
  await db.transaction().execute(async (tx) => {
    const categories = await tx
      .insertInto('ticket_categories')
      .values(
        Array.from({ length: STATS.categories }, (_, index) => ({
          guild_id: G,
          name: `Kategorie ${index + 1}`,
          name_key: `kategorie ${index + 1}`,
          description: '',
          emoji: '🎫',
          color: BLURPLE,
          sort_order: index,
          is_active: 1,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .returning('id')
      .execute();
    const categoryIds = categories.map((row) => row.id);
    for (let start = 0; start < STATS.tickets; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, STATS.tickets - start) }, (_, offset) =>
        ticketRow(start + offset, categoryIds, now.getTime()),
      );
      await tx.insertInto('tickets').values(rows).execute();
    }
  });
  await asAutovacuumLeavesIt({ db, dialect });
  return (performance.now() - started) / 1000;
}
