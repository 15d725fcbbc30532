// A member's reason, checked by the contract's own rule before anything happens (the bot API checks it
// again): at most LIMITS.ticketReason characters, no control characters. A refusal names the rule in the
// member's language (the bot's texts carry the wording: German as the bot API words it, or English).
import type { z } from 'zod';
import { OpenTicketInput } from '../../../contract/bot.js';

/** Why the reason is refused, worded by `messages`, or null when it may be used. */
export function reasonProblem(reason: string, messages: z.core.$ZodErrorMap): string | null {
  const checked = OpenTicketInput.shape.reason.safeParse(reason, { error: messages });
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}
