// The ticket blocklist (Ticket Kategorien): users, and everyone holding a role, who may not open tickets.
// The bot reads the entries with the guild's configuration and refuses such a member privately, with the
// entry's reason, whichever way they try to open one.
import { z } from 'zod';
import { IsoDate, Snowflake, lineText } from './common.js';
import { LIMITS } from './facts.js';

export const BlockTargetType = z.enum(['user', 'role']);
export type BlockTargetType = z.infer<typeof BlockTargetType>;

/** A new entry: who (a user or a role, by id and the name the picker showed) and why. */
export const TicketBlockInput = z.strictObject({
  targetType: BlockTargetType,
  targetId: Snowflake,
  targetName: lineText(LIMITS.name),
  reason: lineText(LIMITS.ticketBlock.reason, 'required'),
});
export type TicketBlockInput = z.infer<typeof TicketBlockInput>;

/** An entry as stored: who blocked, and since when. */
export const TicketBlock = z.object({
  id: z.number().int(),
  targetType: BlockTargetType,
  targetId: Snowflake,
  targetName: z.string(),
  reason: z.string(),
  blockedBy: z.string(),
  blockedByName: z.string().nullable(),
  createdAt: IsoDate,
});
export type TicketBlock = z.infer<typeof TicketBlock>;

/** The entry that keeps this member from opening tickets (their own first, then one of their roles'), or null. */
export function blockOf(
  blocklist: readonly TicketBlock[],
  member: { userId: string; roleIds: readonly string[] },
): TicketBlock | null {
  return (
    blocklist.find((entry) => entry.targetType === 'user' && entry.targetId === member.userId) ??
    blocklist.find((entry) => entry.targetType === 'role' && member.roleIds.includes(entry.targetId)) ??
    null
  );
}
