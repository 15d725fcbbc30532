// The benchmark's data: the demo world and seed, grown to the heaviest pages measured: 50 closed tickets
// with transcripts (one of them 500 messages long), and a command matrix of 20 roles × the bot's
// commands, every role with a saved entry. The bench's own tickets are closed minutes before the run
// starts, so no retention run (its period is a day at least) clears one of them while the bench runs.
import type { Kysely } from 'kysely';
import type { Store } from '../../server/bot-api/store/database.js';
import type { Database } from '../../server/bot-api/store/schema.js';
import { seedDemoData } from '../../server/bot-api/demo-seed.js';
import { demoTickets } from '../../server/stand-in/transcripts.js';
import type { World } from '../../server/stand-in/model.js';
import { channel, createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { COMMANDS } from '../../server/contract/commands.js';
import { demoWorld } from '../../server/stand-in/demo-world.js';
import { transcript } from './archive.js';

export const GUILD = DEMO_IDS.demoGuild;
export const MATRIX = { roles: 20, commands: COMMANDS.length } as const;
export const TRANSCRIPTS = 50;
/** The closed ticket whose transcript page is measured: its reason finds it. */
export const LONG_TRANSCRIPT = { messages: 500, reason: 'Lange Unterhaltung' } as const;

export async function longTranscriptTicket(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select('id')
    .where('guild_id', '=', GUILD)
    .where('reason', '=', LONG_TRANSCRIPT.reason)
    .executeTakeFirstOrThrow();
  return row.id;
}

const matrixRoles = (world: World) =>
  world.guilds.get(GUILD)!.roles.filter((role) => !role.managed && role.id !== GUILD);

/**
 * `count` text channels of the bench's own added to Demo Guild (open to every member, as a busy guild's
 * chat channels are), numbered on from those added before, so a stream can be spread over them as members
 * spread over a guild; their ids.
 */
export function withTextChannels(world: World, count: number): string[] {
  const channels = world.guilds.get(GUILD)!.channels;
  const from = channels.filter((entry) => entry.name.startsWith('plaudern-')).length;
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    const id = String(135_000_000_000_000_000n + BigInt(index));
    channels.push(channel(id, 0, `plaudern-${index + 1}`, channels.length));
    return id;
  });
}

export function benchWorld(): World {
  const world = createWorld();
  const roles = world.guilds.get(GUILD)!.roles;
  for (let index = 0; matrixRoles(world).length < MATRIX.roles; index++) {
    roles.push({
      id: String(115000000000000001n + BigInt(index)),
      name: `Team ${index + 1}`,
      color: 0x3498db,
      position: 1,
      permissions: 0n,
      managed: false,
    });
  }
  return world;
}

export async function seedBenchData(store: Pick<Store, 'db' | 'dialect'>, world: World, now: Date): Promise<void> {
  const { db } = store;
  await seedDemoData(store, demoWorld(), now);
  const closed = demoTickets(now).filter((ticket) => ticket.closedAt);
  const existing = (
    await db.selectFrom('tickets').select('id').where('guild_id', '=', GUILD).where('status', '=', 'closed').execute()
  ).length;
  const rows = Array.from({ length: TRANSCRIPTS - existing }, (_, index) => {
    const ticket = closed[index % closed.length]!;
    const closedAt = new Date(now.getTime() - (index + 1) * 60_000).toISOString();
    const long = index === 0;
    return {
      guild_id: GUILD,
      channel_id: DEMO_IDS.ticketChannel,
      user_id: ticket.userId,
      username: ticket.username,
      reason: long ? LONG_TRANSCRIPT.reason : ticket.reason,
      category_id: null,
      status: 'closed' as const,
      created_at: closedAt,
      closed_at: closedAt,
      transcript: long ? transcript(1, LONG_TRANSCRIPT.messages) : ticket.transcript,
    };
  });
  await db.insertInto('tickets').values(rows).execute();
  const commands = COMMANDS.map((command) => command.name);
  await db.deleteFrom('command_permissions').where('guild_id', '=', GUILD).execute();
  await db
    .insertInto('command_permissions')
    .values(
      matrixRoles(world).map((role, index) => ({
        guild_id: GUILD,
        role_id: role.id,
        role_name: role.name,
        allowed_commands: JSON.stringify(commands.filter((_, i) => (i + index) % 3 === 0)),
        denied_commands: JSON.stringify(commands.filter((_, i) => (i + index) % 3 === 1)),
        updated_at: now.toISOString(),
      })),
    )
    .execute();
}
